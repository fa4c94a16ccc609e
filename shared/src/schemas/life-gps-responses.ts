import * as v from 'valibot';
import { LIFE_AREAS, MOODS } from '@coach/shared/life-gps-rules';
import { pageMeta } from './page-cursor';

/** What the life GPS calls answer (docs/api.md "Life GPS"); the payloads are in life-gps.ts. */
export const mainGoalSchema = v.object({
  text: v.string(),
  life_area: v.nullable(v.picklist(LIFE_AREAS)),
  target_date: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type MainGoal = v.InferOutput<typeof mainGoalSchema>;

export const goalStepSchema = v.object({ id: v.string(), text: v.string(), position: v.number() });
export type GoalStep = v.InferOutput<typeof goalStepSchema>;

export const mainGoalResponseSchema = v.object({
  goal: v.nullable(mainGoalSchema),
  steps: v.array(goalStepSchema),
});
export type MainGoalResponse = v.InferOutput<typeof mainGoalResponseSchema>;

export const commitmentSchema = v.object({
  id: v.string(),
  text: v.string(),
  due_date: v.string(),
  repeat_weekly: v.boolean(),
  life_area: v.nullable(v.picklist(LIFE_AREAS)),
  step_id: v.nullable(v.string()),
  done_through: v.nullable(v.string()),
  created_at: v.string(),
});
export type Commitment = v.InferOutput<typeof commitmentSchema>;

export const commitmentListSchema = v.object({ items: v.array(commitmentSchema), ...pageMeta });
export type CommitmentList = v.InferOutput<typeof commitmentListSchema>;

export const weatherEntrySchema = v.object({
  day: v.string(),
  mood: v.picklist(MOODS),
  note: v.nullable(v.string()),
  updated_at: v.string(),
});
export type WeatherEntry = v.InferOutput<typeof weatherEntrySchema>;

export const weatherHistorySchema = v.object({ days: v.number(), entries: v.array(weatherEntrySchema) });
export type WeatherHistory = v.InferOutput<typeof weatherHistorySchema>;

export const appointmentSchema = v.object({
  id: v.string(),
  title: v.string(),
  starts_at: v.string(),
  ends_at: v.string(),
  location: v.nullable(v.string()),
  note: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  /**
   * A session a team leader planned with a member (docs/product.md §8.5), null for the person's
   * own appointment. `role` is the reader's side: the member sees it read-only, "planned by
   * {leader}"; the leader changes it from the member's page (`member.id`, null once they left).
   */
  session: v.nullable(
    v.object({
      role: v.picklist(['leader', 'member']),
      leader: v.object({ firstname: v.string(), lastname: v.string() }),
      member: v.object({ id: v.nullable(v.string()), firstname: v.string(), lastname: v.string() }),
    }),
  ),
});
export type Appointment = v.InferOutput<typeof appointmentSchema>;

export const appointmentListSchema = v.object({ items: v.array(appointmentSchema), ...pageMeta });
export type AppointmentList = v.InferOutput<typeof appointmentListSchema>;

export const scheduleResponseSchema = v.object({
  appointments: v.array(appointmentSchema),
  commitments: v.array(v.object({ ...commitmentSchema.entries, occurrences: v.array(v.string()) })),
});
export type ScheduleResponse = v.InferOutput<typeof scheduleResponseSchema>;

export const calendarFeedSchema = v.object({
  active: v.boolean(),
  created_at: v.nullable(v.string()),
  /** Only in the answer that creates the feed: the token is stored hashed and never shown again. */
  url: v.optional(v.string()),
});
export type CalendarFeed = v.InferOutput<typeof calendarFeedSchema>;
