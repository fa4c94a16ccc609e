import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { ISO_DATE_PATTERN } from './constants';
import { objectMessage, requiredText } from './fields';
import { pageMeta } from './page-cursor';

/**
 * Team surveys (docs/product.md §8.5): today the interior-weather pulse, answered Top or Not Top.
 * Answers are anonymous (§7.3): the leader sees the aggregate only of a survey sent to the whole
 * team, once it is closed, and when at least SURVEY_AGGREGATE_MIN members answered.
 */

export const SURVEY_AGGREGATE_MIN = 5;

/**
 * A survey closes at the end of its due date (UTC): answers stop, and its one aggregate is fixed,
 * so two views of it can never differ by one answer.
 */
export function isSurveyClosed(dueOn: string, now: Date): boolean {
  return dueOn < now.toISOString().slice(0, 10);
}
export const SURVEY_KINDS = ['weather'] as const;
export const WEATHER_ANSWERS = ['top', 'not_top'] as const;
export type WeatherAnswer = (typeof WEATHER_ANSWERS)[number];
export const SURVEY_RECIPIENTS_MAX = 500;

/** `POST /api/dashboard/team/surveys` `{ due_on, member_ids? }`: no `member_ids` means every active member. */
export function createSurveyPayloadSchema(t: TranslateFn) {
  return v.strictObject(
    {
      due_on: requiredText(
        () => t('dueOn.required'),
        v.regex(ISO_DATE_PATTERN, () => t('dueOn.invalid')),
      ),
      member_ids: v.optional(
        v.pipe(
          v.array(v.string(), () => t('memberIds.invalid')),
          v.minLength(1, () => t('memberIds.empty')),
          v.maxLength(SURVEY_RECIPIENTS_MAX, () => t('memberIds.invalid')),
        ),
      ),
    },
    objectMessage(t),
  );
}
export type SurveyPayload = v.InferInput<ReturnType<typeof createSurveyPayloadSchema>>;

/** `POST /api/dashboard/surveys/received/{id}/answer` `{ answer }`. */
export function createSurveyAnswerSchema(t: TranslateFn) {
  return v.strictObject({ answer: v.picklist(WEATHER_ANSWERS, () => t('answer.invalid')) }, objectMessage(t));
}

export const surveySchema = v.object({
  id: v.string(),
  kind: v.picklist(SURVEY_KINDS),
  due_on: v.string(),
  created_at: v.string(),
  reminded_at: v.nullable(v.string()),
  recipients_count: v.number(),
  answered_count: v.number(),
  /** Sent to every active member; one sent to chosen members never shows an aggregate. */
  whole_team: v.boolean(),
  /** Past its due date: no more answers. */
  closed: v.boolean(),
  /** Null unless sent to the whole team, closed, and answered by SURVEY_AGGREGATE_MIN members. */
  aggregate: v.nullable(v.object({ top: v.number(), not_top: v.number() })),
});
export type Survey = v.InferOutput<typeof surveySchema>;
export const surveysPageSchema = v.object({ items: v.array(surveySchema), ...pageMeta });
export type SurveysPage = v.InferOutput<typeof surveysPageSchema>;

export const receivedSurveySchema = v.object({
  id: v.string(),
  kind: v.picklist(SURVEY_KINDS),
  due_on: v.string(),
  /** What the member is told before answering depends on it (docs/product.md §7.3). */
  whole_team: v.boolean(),
  team: v.object({ id: v.string(), name: v.string() }),
  leader: v.object({ firstname: v.string(), lastname: v.string() }),
});
export type ReceivedSurvey = v.InferOutput<typeof receivedSurveySchema>;
/** Surveys waiting for the member's answer come in pages: a member cannot stop them growing. */
export const RECEIVED_SURVEYS_PAGE_SIZE = 20;
export const receivedSurveysPageSchema = v.object({ items: v.array(receivedSurveySchema), ...pageMeta });
export type ReceivedSurveysPage = v.InferOutput<typeof receivedSurveysPageSchema>;

export const remindResponseSchema = v.object({ reminded: v.number() });
