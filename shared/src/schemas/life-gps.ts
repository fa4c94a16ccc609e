import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { objectMessage, oneIssue, trimmedRequired } from './fields';
import { afterParam, pageNumberParam } from './page-cursor';
import {
  APPOINTMENT_MAX_MS,
  GOAL_TEXT_MAX,
  LIFE_AREAS,
  LOCATION_MAX,
  MOODS,
  NOTE_MAX,
  SCHEDULE_MAX_DAYS,
  TITLE_MAX,
  WEATHER_NOTE_MAX,
  isCalendarDate,
  isDayInRange,
} from '@coach/shared/life-gps-rules';

// The rules and constants, for the api and the pages that import this entry.
export * from '@coach/shared/life-gps-rules';

/**
 * Bodies of the life GPS api (docs/api.md, "Life GPS"): main goal and its steps, commitments,
 * interior weather, appointments and the calendar feed (docs/product.md §8.4).
 */

/** A missing required key gets its field's own message, as an empty one would. */
const MISSING: Readonly<Record<string, string>> = {
  text: 'lifeGps.text.required',
  title: 'lifeGps.text.required',
  due_date: 'lifeGps.date.required',
  starts_at: 'lifeGps.time.required',
  ends_at: 'lifeGps.time.required',
  mood: 'lifeGps.mood.invalid',
};

function bodyMessage(t: TranslateFn) {
  const fallback = objectMessage(t);
  return (issue: v.ObjectIssue | v.StrictObjectIssue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.expected?.startsWith('"') && typeof key === 'string' && Object.hasOwn(MISSING, key))
      return t(MISSING[key] as string);
    return fallback(issue);
  };
}

// Line breaks and tabs are fine in notes; other control characters are not.
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

function textField(t: TranslateFn, max: number) {
  const required = () => t('lifeGps.text.required');
  return oneIssue(
    v.pipe(
      trimmedRequired(required),
      v.maxLength(max, () => t('lifeGps.text.tooLong', { max })),
      v.regex(NO_CONTROL, () => t('lifeGps.text.invalid')),
    ),
  );
}

/**
 * A scheme that runs or embeds something instead of leading to a page (`javascript:`, `data:`…),
 * read as a browser does: spaces and invisible characters inside the word ignored, any case.
 */
const SCRIPT_SCHEME = /^(javascript|vbscript|data|file|blob):/i;
export const isScriptLink = (text: string): boolean => SCRIPT_SCHEME.test(text.replace(/[\s\p{Cf}]/gu, ''));

/** An optional free text: empty becomes null. A place is a text or a web link, never a script. */
function optionalText(t: TranslateFn, max: number, key: 'note' | 'location') {
  return v.optional(
    v.nullable(
      oneIssue(
        v.pipe(
          v.string(() => t(`lifeGps.${key}.invalid`)),
          v.trim(),
          v.maxLength(max, () => t(`lifeGps.${key}.tooLong`, { max })),
          v.regex(NO_CONTROL, () => t(`lifeGps.${key}.invalid`)),
          v.check(
            (value) => key !== 'location' || !isScriptLink(value),
            () => t('lifeGps.location.scheme'),
          ),
          v.transform((value) => (value === '' ? null : value)),
        ),
      ),
    ),
    null,
  );
}

/** A calendar date `YYYY-MM-DD` between 2000 and 2100. */
export function dayField(t: TranslateFn) {
  const required = () => t('lifeGps.date.required');
  return oneIssue(
    v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.check(isCalendarDate, () => t('lifeGps.date.invalid')),
      v.check(isDayInRange, () => t('lifeGps.date.outOfRange')),
    ),
  );
}

function lifeAreaField(t: TranslateFn) {
  return v.optional(v.nullable(v.picklist(LIFE_AREAS, () => t('lifeGps.lifeArea.invalid'))), null);
}

/** An instant with its offset, such as `2026-11-23T09:30:00.000Z`, between 2000 and 2100. */
function instantField(t: TranslateFn) {
  const required = () => t('lifeGps.time.required');
  return oneIssue(
    v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.isoTimestamp(() => t('lifeGps.time.invalid')),
      v.check(
        (value) => !Number.isNaN(Date.parse(value)),
        () => t('lifeGps.time.invalid'),
      ),
      v.check(
        (value) => {
          const day = new Date(value).toISOString().slice(0, 10);
          return isDayInRange(day);
        },
        () => t('lifeGps.date.outOfRange'),
      ),
      v.transform((value) => new Date(value).toISOString()),
    ),
  );
}

/** `PUT /api/dashboard/main_goal`. */
export function createMainGoalPayloadSchema(t: TranslateFn) {
  return v.strictObject(
    {
      text: textField(t, GOAL_TEXT_MAX),
      life_area: lifeAreaField(t),
      target_date: v.optional(v.nullable(dayField(t)), null),
    },
    bodyMessage(t),
  );
}
export type MainGoalPayload = v.InferInput<ReturnType<typeof createMainGoalPayloadSchema>>;

/** `POST /api/dashboard/main_goal/steps` and `PUT …/steps/{id}` (position: 0 is first). */
export function createGoalStepPayloadSchema(t: TranslateFn) {
  return v.strictObject(
    {
      text: textField(t, GOAL_TEXT_MAX),
      position: v.optional(
        v.pipe(
          v.number(() => t('lifeGps.position.invalid')),
          v.integer(() => t('lifeGps.position.invalid')),
          v.minValue(0, () => t('lifeGps.position.invalid')),
          v.maxValue(1000, () => t('lifeGps.position.invalid')),
        ),
      ),
    },
    bodyMessage(t),
  );
}
export type GoalStepPayload = v.InferInput<ReturnType<typeof createGoalStepPayloadSchema>>;

/** `POST /api/dashboard/commitments` and `PUT …/commitments/{id}`. */
export function createCommitmentPayloadSchema(t: TranslateFn) {
  return v.strictObject(
    {
      text: textField(t, GOAL_TEXT_MAX),
      due_date: dayField(t),
      repeat_weekly: v.optional(
        v.boolean(() => t('lifeGps.repeat.invalid')),
        false,
      ),
      life_area: lifeAreaField(t),
      step_id: v.optional(
        v.nullable(
          v.pipe(
            v.string(),
            v.uuid(() => t('lifeGps.step.invalid')),
          ),
        ),
        null,
      ),
      done_through: v.optional(v.nullable(dayField(t)), null),
    },
    bodyMessage(t),
  );
}
export type CommitmentPayload = v.InferInput<ReturnType<typeof createCommitmentPayloadSchema>>;

/** `PUT /api/dashboard/interior_weather/{day}`. */
export function createWeatherPayloadSchema(t: TranslateFn) {
  return v.strictObject(
    {
      mood: v.picklist(MOODS, () => t('lifeGps.mood.invalid')),
      note: optionalText(t, WEATHER_NOTE_MAX, 'note'),
    },
    bodyMessage(t),
  );
}
export type WeatherPayload = v.InferInput<ReturnType<typeof createWeatherPayloadSchema>>;

/** `POST /api/dashboard/appointments` and `PUT …/appointments/{id}`: the end after the start. */
export function createAppointmentPayloadSchema(t: TranslateFn) {
  return v.pipe(
    v.strictObject(
      {
        title: textField(t, TITLE_MAX),
        starts_at: instantField(t),
        ends_at: instantField(t),
        location: optionalText(t, LOCATION_MAX, 'location'),
        note: optionalText(t, NOTE_MAX, 'note'),
      },
      bodyMessage(t),
    ),
    v.forward(
      v.partialCheck(
        [['starts_at'], ['ends_at']],
        ({ starts_at, ends_at }) => Date.parse(ends_at) > Date.parse(starts_at),
        () => t('lifeGps.time.endBeforeStart'),
      ),
      ['ends_at'],
    ),
    v.forward(
      v.partialCheck(
        [['starts_at'], ['ends_at']],
        ({ starts_at, ends_at }) => Date.parse(ends_at) - Date.parse(starts_at) <= APPOINTMENT_MAX_MS,
        () => t('lifeGps.time.tooLong'),
      ),
      ['ends_at'],
    ),
  );
}
export type AppointmentPayload = v.InferInput<ReturnType<typeof createAppointmentPayloadSchema>>;

const pageParam = (t: TranslateFn, fallback: string, max: number) =>
  v.optional(
    pageNumberParam(max, () => t('lifeGps.page.invalid'), 4),
    fallback,
  );

/**
 * `GET /api/dashboard/commitments`: `status` open (default), done or all; pages of 20, the next one
 * after the answer's `next` (`after`, shared/src/schemas/page-cursor.ts).
 */
export function createCommitmentListQuerySchema(t: TranslateFn) {
  return v.object({
    status: v.optional(
      v.picklist(['open', 'done', 'all'], () => t('lifeGps.status.invalid')),
      'open',
    ),
    today: dayField(t),
    page: pageParam(t, '1', 9999),
    per_page: pageParam(t, '20', 100),
    after: afterParam(['day', 'instant', 'uuid'], () => t('lifeGps.cursor.invalid')),
  });
}

/** `GET /api/dashboard/appointments`: from `from` on (an instant), soonest first. */
export function createAppointmentListQuerySchema(t: TranslateFn) {
  return v.object({
    from: v.optional(instantField(t)),
    page: pageParam(t, '1', 9999),
    per_page: pageParam(t, '20', 100),
    after: afterParam(['instant', 'uuid'], () => t('lifeGps.cursor.invalid')),
  });
}

/**
 * `GET /api/dashboard/schedule`: the person's local days `first_day`…`last_day` (commitments)
 * and the instants `from`…`to` they span in the browser's time zone (appointments).
 */
export function createScheduleQuerySchema(t: TranslateFn) {
  return v.pipe(
    v.object({ first_day: dayField(t), last_day: dayField(t), from: instantField(t), to: instantField(t) }),
    v.forward(
      v.partialCheck(
        [['first_day'], ['last_day']],
        ({ first_day, last_day }) => first_day <= last_day,
        () => t('lifeGps.date.endBeforeStart'),
      ),
      ['last_day'],
    ),
    v.forward(
      v.partialCheck(
        [['first_day'], ['last_day']],
        ({ first_day, last_day }) =>
          Date.parse(last_day) - Date.parse(first_day) < SCHEDULE_MAX_DAYS * 86_400_000,
        () => t('lifeGps.date.rangeTooLong', { max: SCHEDULE_MAX_DAYS }),
      ),
      ['last_day'],
    ),
    v.forward(
      v.partialCheck(
        [['from'], ['to']],
        ({ from, to }) => Date.parse(to) > Date.parse(from),
        () => t('lifeGps.time.endBeforeStart'),
      ),
      ['to'],
    ),
  );
}

/** `GET /api/dashboard/interior_weather`: the days up to `today` (the person's local date). */
export function createWeatherQuerySchema(t: TranslateFn) {
  return v.object({ today: dayField(t) });
}

// What the calls answer.
export * from './life-gps-responses';
