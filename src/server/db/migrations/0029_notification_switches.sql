ALTER TABLE "users" ALTER COLUMN "notifications" SET DEFAULT '{"emailNotifications":true,"videoRequestEmail":true,"videoCompletedEmail":true}'::jsonb;--> statement-breakpoint
-- No push channel exists, so no account keeps a push switch (issue 24, item 23).
UPDATE "users" SET "notifications" = "notifications" - 'pushNotifications';
