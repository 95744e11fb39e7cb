CREATE TABLE "video_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_share_links" ADD CONSTRAINT "video_share_links_request_id_video_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_share_links_token_idx" ON "video_share_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "video_share_links_request_idx" ON "video_share_links" USING btree ("request_id");