ALTER TABLE "users" ADD COLUMN "study_level" text;--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_study_level_check" CHECK ("users"."study_level" IN ('no_diploma', 'secondary', 'two_year', 'bachelor', 'master', 'doctorate', 'other'));--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_purpose_check" CHECK ("verification_tokens"."purpose" IN ('verify', 'email_change'));