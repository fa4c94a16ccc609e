CREATE TABLE "test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"training_slug" text NOT NULL,
	"kind" text NOT NULL,
	"module_slug" text NOT NULL,
	"content_hash" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_results_user_created_idx" ON "test_results" USING btree ("user_id","created_at");