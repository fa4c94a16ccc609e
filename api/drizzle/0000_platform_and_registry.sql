CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_live" (
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
CREATE TABLE "remote_releases" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"integrity" text,
	"git_commit" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_deps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contract_version" text,
	CONSTRAINT "remote_releases_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_release_fk" FOREIGN KEY ("remote","version") REFERENCES "public"."remote_releases"("remote","version") ON DELETE no action ON UPDATE no action;