CREATE TABLE "video_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"via" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_access_log" ADD CONSTRAINT "video_access_log_request_id_video_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_access_log_request_idx" ON "video_access_log" USING btree ("request_id","at");--> statement-breakpoint
-- Append-only: a row is never rewritten (it goes only with its request).
CREATE TRIGGER video_access_log_append_only BEFORE UPDATE ON "video_access_log"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
