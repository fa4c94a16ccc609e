CREATE TABLE "redirect_rules" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_target" text NOT NULL,
	"permanent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"reason" text
);
