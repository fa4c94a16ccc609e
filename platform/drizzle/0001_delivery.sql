-- Progressive delivery (docs/adr/0016-progressive-delivery.md): counts per remote, version, engine
-- and minute, the reporters of client errors, the running canaries and the preview grants.
CREATE TABLE "delivery_counts" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"engine" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"renders_drawn" integer DEFAULT 0 NOT NULL,
	"renders_fallback" integer DEFAULT 0 NOT NULL,
	"renders_timeout" integer DEFAULT 0 NOT NULL,
	"renders_refused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_counts_remote_version_engine_minute_pk" PRIMARY KEY("remote","version","engine","minute")
);
--> statement-breakpoint
CREATE TABLE "delivery_reporters" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"reporter" text NOT NULL,
	CONSTRAINT "delivery_reporters_remote_version_minute_reporter_pk" PRIMARY KEY("remote","version","minute","reporter")
);
--> statement-breakpoint
CREATE TABLE "preview_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"link_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_canaries" (
	"remote" text PRIMARY KEY NOT NULL,
	"rollout_id" text NOT NULL,
	"version" text NOT NULL,
	"stable_version" text NOT NULL,
	"percent" integer NOT NULL,
	"max_error_rate" real NOT NULL,
	"min_errors" integer NOT NULL,
	"window_seconds" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "delivery_counts_minute_idx" ON "delivery_counts" USING btree ("minute");