import * as v from 'valibot';

/**
 * The training content files (docs/content.md): one folder per training under
 * `api/content/trainings/<slug>/`, French and English side by side. These are their schemas and
 * shapes; `checkTrainingFolder` (training-folder-check.ts) is the one check: the api's content
 * loader, `pnpm content check` and the tests run it.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TRAINING_ACCESS = ['free', 'payable'] as const;
export type TrainingAccess = (typeof TRAINING_ACCESS)[number];
export const RESULT_KINDS = ['none', 'j-embarque', 'my_life_gps'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
export const QUESTION_TYPES = ['single', 'multiple', 'scale'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** A scale question is answered with one integer from SCALE_MIN to SCALE_MAX. */
export const SCALE_MIN = 0;
export const SCALE_MAX = 10;
/** A my_life_gps test rates at least this many areas (docs/product.md §8.2). */
export const LIFE_GPS_MIN_AREAS = 8;

const text = v.pipe(v.string('must be a text'), v.trim(), v.nonEmpty('must not be empty'));
/** Every text a person reads: both languages, both non-empty. */
export const localizedTextSchema = v.strictObject({ fr: text, en: text });
export type LocalizedText = v.InferOutput<typeof localizedTextSchema>;

const slug = v.pipe(v.string('must be a text'), v.regex(SLUG_PATTERN, 'must be kebab-case (a-z, 0-9, -)'));
const id = slug;

const answerSchema = v.strictObject({
  id,
  label: localizedTextSchema,
  correct: v.optional(v.boolean('must be true or false')),
  points: v.optional(v.record(v.string(), v.pipe(v.number('must be a number'), v.finite()))),
});

const choiceQuestion = {
  id,
  prompt: localizedTextSchema,
  answers: v.pipe(
    v.array(answerSchema, 'must be a list'),
    v.minLength(2, 'must have 2 to 8 answers'),
    v.maxLength(8, 'must have 2 to 8 answers'),
  ),
};
const count = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
);

export const questionSchema = v.variant(
  'type',
  [
    v.strictObject({ type: v.literal('single'), ...choiceQuestion }),
    v.strictObject({ type: v.literal('multiple'), min: count, max: count, ...choiceQuestion }),
    v.strictObject({
      type: v.literal('scale'),
      id,
      prompt: localizedTextSchema,
      low: localizedTextSchema,
      high: localizedTextSchema,
      measures: v.optional(
        v.strictObject({ area: id, ring: v.picklist(['now', 'wished'], 'must be now or wished') }),
      ),
    }),
  ],
  'type must be single, multiple or scale',
);
export type ContentQuestion = v.InferOutput<typeof questionSchema>;

export const partSchema = v.variant(
  'kind',
  [
    v.strictObject({ id, kind: v.literal('reading'), title: localizedTextSchema, body: localizedTextSchema }),
    v.strictObject({
      id,
      kind: v.literal('quiz'),
      title: localizedTextSchema,
      intro: v.optional(localizedTextSchema),
      questions: v.pipe(
        v.array(questionSchema, 'must be a list'),
        v.minLength(1, 'must have at least one question'),
      ),
    }),
  ],
  'kind must be reading or quiz',
);
export type ContentPart = v.InferOutput<typeof partSchema>;

export const moduleFileSchema = v.strictObject({
  slug,
  title: localizedTextSchema,
  hours: v.pipe(v.number('must be a number'), v.minValue(0.25, 'must be at least 0.25'), v.maxValue(100)),
  test: v.optional(v.boolean('must be true or false')),
  parts: v.pipe(v.array(partSchema, 'must be a list'), v.minLength(1, 'must have at least one part')),
});
export type ContentModule = v.InferOutput<typeof moduleFileSchema>;

export const trainingFileSchema = v.strictObject({
  slug,
  order: v.pipe(v.number('must be a number'), v.integer('must be a whole number')),
  access: v.picklist(TRAINING_ACCESS, 'must be free or payable'),
  preview_modules: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0)),
  result_kind: v.picklist(RESULT_KINDS, 'must be none, j-embarque or my_life_gps'),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  /** The cover: an SVG file in the training's folder (docs/content.md "Cover"). */
  cover: v.pipe(
    v.string('must name an .svg file of the training folder'),
    v.regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/,
      'must name an .svg file of the training folder, e.g. cover.svg',
    ),
  ),
  modules: v.pipe(v.array(slug, 'must be a list'), v.minLength(1, 'must list at least one module')),
});
export type ContentTrainingFile = v.InferOutput<typeof trainingFileSchema>;

const listOf3to5 = v.pipe(
  v.array(localizedTextSchema, 'must be a list'),
  v.minLength(3, 'must have 3 to 5 items'),
  v.maxLength(5, 'must have 3 to 5 items'),
);

export const resultFileSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('j-embarque'),
      dimensions: v.pipe(
        v.array(
          v.strictObject({
            id,
            name: localizedTextSchema,
            tagline: localizedTextSchema,
            portrait: localizedTextSchema,
            strengths: listOf3to5,
            watch_outs: listOf3to5,
          }),
          'must be a list',
        ),
        v.minLength(2, 'must have at least 2 dimensions'),
      ),
    }),
    v.strictObject({
      kind: v.literal('my_life_gps'),
      areas: v.pipe(
        v.array(
          v.strictObject({ id, name: localizedTextSchema, hint: localizedTextSchema }),
          'must be a list',
        ),
        v.minLength(LIFE_GPS_MIN_AREAS, `must have at least ${LIFE_GPS_MIN_AREAS} areas`),
      ),
    }),
  ],
  'kind must be j-embarque or my_life_gps',
);
export type ContentResult = v.InferOutput<typeof resultFileSchema>;

/** One training as imported: the training file, its modules in order, its result file. */
export interface TrainingContent {
  training: ContentTrainingFile;
  modules: ContentModule[];
  result: ContentResult | null;
  /** The cover's SVG markup, checked by `parseSvgArt` (revisions imported before covers: none). */
  cover?: string;
}

/** A training folder as read from disk, parsed but not validated yet. */
export interface TrainingFolder {
  /** The folder's name (must equal the training's slug). */
  name: string;
  /** `training.yaml`'s parsed content (undefined when missing). */
  training: unknown;
  /** `modules/<file name>` → parsed content, for every `.yaml` file in `modules/`. */
  modules: Record<string, unknown>;
  /** `result.yaml`'s parsed content (undefined when missing). */
  result: unknown;
  /** The text of the other files `training.yaml` names (its cover), by file name. */
  files?: Record<string, string>;
}
