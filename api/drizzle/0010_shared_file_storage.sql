CREATE TABLE "storage_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_files" (
	"key" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_files" ADD CONSTRAINT "storage_files_sha256_storage_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."storage_blobs"("sha256") ON DELETE restrict ON UPDATE no action;