ALTER TABLE "outbox" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_request_idx" ON "outbox" USING btree ("request_id") WHERE "outbox"."request_id" is not null;