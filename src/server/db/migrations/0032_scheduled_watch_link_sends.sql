CREATE TABLE "scheduled_watch_link_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_watch_link_sends" ADD CONSTRAINT "scheduled_watch_link_sends_request_id_video_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_watch_link_sends_request_idx" ON "scheduled_watch_link_sends" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "scheduled_watch_link_sends_due_idx" ON "scheduled_watch_link_sends" USING btree ("send_at") WHERE "scheduled_watch_link_sends"."status" = 'scheduled';