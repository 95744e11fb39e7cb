ALTER TABLE "sandbox_transactions" ADD COLUMN "wallet_network" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "wallet_phone" text;