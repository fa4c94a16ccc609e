-- The platform's first migration, in its own history (`drizzle.__platform_migrations`).
-- Every statement is "if missing": a database made before the split already has these tables
-- and rows from the api's history (api/drizzle 0000, 0001, 0003, 0008, 0010), and keeps them
-- as they are; a database of the platform alone gets them here. docs/adr/0003.
CREATE TABLE IF NOT EXISTS "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "redirect_rules" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_target" text NOT NULL,
	"permanent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "registry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"remote" text,
	"version" text,
	"from_version" text,
	"revision" integer,
	"by" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "remote_live" (
	"remote" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"previous_version" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"reason" text,
	"locked" boolean DEFAULT false NOT NULL,
	"lock_reason" text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "remote_releases" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"integrity" text,
	"git_commit" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_deps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contract_version" text,
	"files" jsonb,
	"requires" jsonb,
	"tree_shaken" jsonb,
	"pruned_at" timestamp with time zone,
	CONSTRAINT "remote_releases_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "storage_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "storage_files" (
	"key" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_release_fk" FOREIGN KEY ("remote","version") REFERENCES "public"."remote_releases"("remote","version") ON DELETE no action ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "storage_files" ADD CONSTRAINT "storage_files_sha256_storage_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."storage_blobs"("sha256") ON DELETE restrict ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registry_events_remote_id_idx" ON "registry_events" USING btree ("remote","id");--> statement-breakpoint
INSERT INTO "platform_settings" ("key", "value") VALUES ('front_version', '1') ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "platform_settings" ("key", "value") VALUES ('registry_revision', '0') ON CONFLICT ("key") DO NOTHING;
