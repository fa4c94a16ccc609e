CREATE TABLE "training_access_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"training_slug" text NOT NULL,
	"uses_allowed" integer NOT NULL,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "training_access_codes_uses_check" CHECK ("training_access_codes"."uses_count" <= "training_access_codes"."uses_allowed")
);
--> statement-breakpoint
CREATE TABLE "training_answers" (
	"user_id" uuid NOT NULL,
	"training_slug" text NOT NULL,
	"module_slug" text NOT NULL,
	"question_id" text NOT NULL,
	"answer_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"value" smallint,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_answers_user_id_training_slug_module_slug_question_id_pk" PRIMARY KEY("user_id","training_slug","module_slug","question_id"),
	CONSTRAINT "training_answers_value_check" CHECK ("training_answers"."value" IS NULL OR "training_answers"."value" BETWEEN 0 AND 10)
);
--> statement-breakpoint
CREATE TABLE "training_entitlements" (
	"user_id" uuid NOT NULL,
	"training_slug" text NOT NULL,
	"access_code_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_entitlements_user_id_training_slug_pk" PRIMARY KEY("user_id","training_slug")
);
--> statement-breakpoint
CREATE TABLE "training_module_progress" (
	"user_id" uuid NOT NULL,
	"training_slug" text NOT NULL,
	"module_slug" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_hash" text,
	CONSTRAINT "training_module_progress_user_id_training_slug_module_slug_pk" PRIMARY KEY("user_id","training_slug","module_slug")
);
--> statement-breakpoint
CREATE TABLE "training_reads" (
	"user_id" uuid NOT NULL,
	"training_slug" text NOT NULL,
	"module_slug" text NOT NULL,
	"part_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_reads_user_id_training_slug_module_slug_part_id_pk" PRIMARY KEY("user_id","training_slug","module_slug","part_id")
);
--> statement-breakpoint
CREATE TABLE "training_revisions" (
	"training_slug" text NOT NULL,
	"hash" text NOT NULL,
	"content" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_revisions_training_slug_hash_pk" PRIMARY KEY("training_slug","hash")
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"slug" text PRIMARY KEY NOT NULL,
	"current_hash" text NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_entitlements" ADD CONSTRAINT "training_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_entitlements" ADD CONSTRAINT "training_entitlements_access_code_id_training_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."training_access_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_module_progress" ADD CONSTRAINT "training_module_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_reads" ADD CONSTRAINT "training_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_access_codes_code_hash_key" ON "training_access_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "training_entitlements_access_code_idx" ON "training_entitlements" USING btree ("access_code_id");