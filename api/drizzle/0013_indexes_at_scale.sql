-- Issue 39: the indexes the EXPLAIN test (src/db/explain-read-paths.test.ts) asked for on a
-- seeded database; each one's reason: docs/adr/0017-indexes-at-scale.md.
DROP INDEX "verification_tokens_user_id_idx";--> statement-breakpoint
CREATE INDEX "invitations_used_by_idx" ON "invitations" USING btree ("used_by");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "commitments_step_id_idx" ON "commitments" USING btree ("step_id") WHERE "commitments"."step_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "team_members_email_idx" ON "team_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "team_members_invitation_id_idx" ON "team_members" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "verification_tokens_user_id_idx" ON "verification_tokens" USING btree ("user_id");