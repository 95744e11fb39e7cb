CREATE TABLE "request_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"reported_by" text NOT NULL,
	"handled_by" text,
	"staff_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"redo_asked_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "video_replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_request_id_video_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_reports_request_idx" ON "request_reports" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_reports_open_idx" ON "request_reports" USING btree ("status") WHERE "request_reports"."status" in ('redo', 'with_staff');