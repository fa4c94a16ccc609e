import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { ISO_DATE_PATTERN } from './constants';
import { objectMessage } from './fields';

/**
 * Team surveys (docs/product.md §8.5): today the interior-weather pulse, answered Top or Not Top.
 * The leader sees the aggregate only once SURVEY_AGGREGATE_MIN members answered (§7.3).
 */

export const SURVEY_AGGREGATE_MIN = 3;
export const SURVEY_KINDS = ['weather'] as const;
export const WEATHER_ANSWERS = ['top', 'not_top'] as const;
export type WeatherAnswer = (typeof WEATHER_ANSWERS)[number];
export const SURVEY_RECIPIENTS_MAX = 500;

/** `POST /api/dashboard/team/surveys` `{ due_on, member_ids? }`: no `member_ids` means every active member. */
export function createSurveyPayloadSchema(t: TranslateFn) {
  const required = () => t('dueOn.required');
  return v.strictObject(
    {
      due_on: v.config(
        v.pipe(
          v.string(required),
          v.trim(),
          v.nonEmpty(required),
          v.regex(ISO_DATE_PATTERN, () => t('dueOn.invalid')),
        ),
        { abortPipeEarly: true },
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
  /** Null until SURVEY_AGGREGATE_MIN answers: then how many answered Top and Not Top. */
  aggregate: v.nullable(v.object({ top: v.number(), not_top: v.number() })),
});
export type Survey = v.InferOutput<typeof surveySchema>;
export const surveysPageSchema = v.object({
  items: v.array(surveySchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
});
export type SurveysPage = v.InferOutput<typeof surveysPageSchema>;

export const receivedSurveySchema = v.object({
  id: v.string(),
  kind: v.picklist(SURVEY_KINDS),
  due_on: v.string(),
  team: v.object({ id: v.string(), name: v.string() }),
  leader: v.object({ firstname: v.string(), lastname: v.string() }),
});
export type ReceivedSurvey = v.InferOutput<typeof receivedSurveySchema>;
export const receivedSurveysResponseSchema = v.object({ items: v.array(receivedSurveySchema) });

export const remindResponseSchema = v.object({ reminded: v.number() });
