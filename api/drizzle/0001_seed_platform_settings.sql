-- Default platform settings: the front version the shell compares with its stored
-- last_front_version (SPEC §4), and the remote registry revision (an integer, bumped by
-- every promote or rollback).
INSERT INTO "platform_settings" ("key", "value") VALUES ('front_version', '1') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "platform_settings" ("key", "value") VALUES ('registry_revision', '0') ON CONFLICT ("key") DO NOTHING;
