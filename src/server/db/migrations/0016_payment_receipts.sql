ALTER TABLE "payments" ADD COLUMN "receipt_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_receipt_mailed_at" timestamp with time zone;