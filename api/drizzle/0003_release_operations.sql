CREATE TABLE "registry_events" (
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
ALTER TABLE "remote_releases" ADD COLUMN "files" jsonb;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "requires" jsonb;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "tree_shaken" jsonb;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "pruned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "registry_events_remote_id_idx" ON "registry_events" USING btree ("remote","id");