-- Issue 24, item 24: stored payment keys split into a live set (the existing keys) and a test set, and the
-- test-mode switch now picks the set in use. Until now the stored keys served whatever the switch said, so an
-- install that stored a secret key keeps using it: its switch is set to live (off), and staff who stored
-- test keys enter them again as the test set and turn test mode back on. Secrets are sealed to their setting
-- name, so they cannot be moved between names here.
INSERT INTO "settings" ("key", "value", "updated_at")
SELECT 'payments.testMode', 'false'::jsonb, now()
WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'payments.secretKey')
ON CONFLICT ("key") DO UPDATE SET "value" = 'false'::jsonb, "updated_at" = now();
