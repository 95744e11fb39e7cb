ALTER TABLE "payments" ADD COLUMN "refund_needs_attention" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_note" text;