-- Issue 39: the lists people scroll are read by key (src/db/keyset.ts); each list's index is its
-- owner, then its sort key in order, the id last (docs/adr/0017-indexes-at-scale.md, "Lists and history").
DROP INDEX "invitations_invited_by_idx";--> statement-breakpoint
DROP INDEX "appointments_user_id_idx";--> statement-breakpoint
DROP INDEX "appointments_created_by_idx";--> statement-breakpoint
DROP INDEX "commitments_user_id_idx";--> statement-breakpoint
DROP INDEX "surveys_team_id_idx";--> statement-breakpoint
DROP INDEX "test_results_user_created_idx";--> statement-breakpoint
CREATE INDEX "team_members_team_name_idx" ON "team_members" USING btree ("team_id","lastname","firstname","id");--> statement-breakpoint
CREATE INDEX "invitations_invited_by_idx" ON "invitations" USING btree ("invited_by","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_user_id_idx" ON "appointments" USING btree ("user_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_created_by_idx" ON "appointments" USING btree ("created_by","starts_at","id");--> statement-breakpoint
CREATE INDEX "commitments_user_id_idx" ON "commitments" USING btree ("user_id","due_date","created_at","id");--> statement-breakpoint
CREATE INDEX "surveys_team_id_idx" ON "surveys" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "test_results_user_created_idx" ON "test_results" USING btree ("user_id","created_at","id");