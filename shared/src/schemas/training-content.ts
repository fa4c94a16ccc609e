import * as v from 'valibot';
import { parseSvgArt } from './svg-art';

/**
 * The training content files (docs/content.md): one folder per training under
 * `api/content/trainings/<slug>/`, French and English side by side. `checkTrainingFolder` is the
 * one check: the api's content loader, `pnpm content check` and the tests run it. Problems name
 * the file, the path inside it and the reason.
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

export interface ContentProblem {
  /** The file, relative to the trainings folder: `j-embarque/modules/bienvenue-a-bord.yaml`. */
  file: string;
  /** Where inside the file: `parts[2].questions[0].max` ('' for the whole file). */
  path: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.path ? ` at ${problem.path}` : ''}: ${problem.message}`;
}

type PathKey = string | number;
const pathText = (keys: readonly PathKey[]) =>
  keys.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${key}` : key),
    '',
  );

function issuesToProblems(file: string, issues: readonly v.BaseIssue<unknown>[]): ContentProblem[] {
  return issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => item.key as PathKey);
    // A missing key's issue names the key in its path; an unknown key is reported by strictObject.
    const missingKey = issue.received === 'undefined' && issue.expected?.startsWith('"');
    const message =
      issue.expected === 'never' ? 'is not a known field' : missingKey ? 'is required' : issue.message;
    return { file, path: pathText(keys), message };
  });
}

function parse<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  file: string,
  problems: ContentProblem[],
): v.InferOutput<S> | null {
  if (value === undefined) {
    problems.push({ file, path: '', message: 'file is missing' });
    return null;
  }
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  problems.push(...issuesToProblems(file, result.issues));
  return null;
}

function duplicates(ids: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const item of ids) (seen.has(item) ? twice : seen).add(item);
  return twice;
}

/**
 * Validates one training folder: every file against its schema, then the rules that span
 * fields and files. Returns the content when there is no problem.
 */
export function checkTrainingFolder(folder: TrainingFolder): {
  content: TrainingContent | null;
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const trainingFile = `${folder.name}/training.yaml`;
  const training = parse(trainingFileSchema, folder.training, trainingFile, problems);
  const modules = new Map<string, ContentModule>();
  for (const [fileName, raw] of Object.entries(folder.modules).sort(([a], [b]) => a.localeCompare(b))) {
    const file = `${folder.name}/modules/${fileName}`;
    const parsed = parse(moduleFileSchema, raw, file, problems);
    if (!parsed) continue;
    const expected = fileName.replace(/\.ya?ml$/, '');
    if (parsed.slug !== expected)
      problems.push({ file, path: 'slug', message: `must be "${expected}", the file name without .yaml` });
    modules.set(parsed.slug, parsed);
    checkModule(parsed, file, problems);
  }
  const resultFile = `${folder.name}/result.yaml`;
  let result: ContentResult | null = null;
  if (training) {
    if (training.slug !== folder.name)
      problems.push({
        file: trainingFile,
        path: 'slug',
        message: `must be "${folder.name}", the folder name`,
      });
    for (const dup of duplicates(training.modules))
      problems.push({ file: trainingFile, path: 'modules', message: `"${dup}" is listed twice` });
    training.modules.forEach((moduleSlug, index) => {
      if (!modules.has(moduleSlug))
        problems.push({
          file: trainingFile,
          path: `modules[${index}]`,
          message: `modules/${moduleSlug}.yaml does not exist`,
        });
    });
    for (const moduleSlug of modules.keys()) {
      if (!training.modules.includes(moduleSlug))
        problems.push({
          file: `${folder.name}/modules/${moduleSlug}.yaml`,
          path: '',
          message: 'is not listed in training.yaml modules',
        });
    }
    if (training.access === 'free' && training.preview_modules !== 0)
      problems.push({
        file: trainingFile,
        path: 'preview_modules',
        message: 'must be 0 for a free training',
      });
    if (training.access === 'payable' && training.preview_modules >= training.modules.length)
      problems.push({
        file: trainingFile,
        path: 'preview_modules',
        message: 'must be less than the number of modules (a payable training keeps some modules payable)',
      });
    if (training.result_kind === 'none') {
      if (folder.result !== undefined)
        problems.push({ file: resultFile, path: '', message: 'must not exist when result_kind is none' });
    } else {
      result = parse(resultFileSchema, folder.result, resultFile, problems);
      if (result && result.kind !== training.result_kind)
        problems.push({
          file: resultFile,
          path: 'kind',
          message: `must be "${training.result_kind}", the training's result_kind`,
        });
    }
    const ordered = training.modules.flatMap((moduleSlug) => modules.get(moduleSlug) ?? []);
    checkTest(training, ordered, result, folder.name, problems);
    const cover = folder.files?.[training.cover];
    if (cover === undefined)
      problems.push({ file: trainingFile, path: 'cover', message: `${training.cover} does not exist` });
    else
      for (const message of parseSvgArt(cover).problems)
        problems.push({ file: `${folder.name}/${training.cover}`, path: '', message });
    if (problems.length === 0 && cover !== undefined)
      return { content: { training, modules: ordered, result, cover }, problems };
  }
  return { content: null, problems };
}

function checkModule(module: ContentModule, file: string, problems: ContentProblem[]): void {
  for (const dup of duplicates(module.parts.map((part) => part.id)))
    problems.push({ file, path: 'parts', message: `part id "${dup}" is used twice` });
  const questionIds: string[] = [];
  module.parts.forEach((part, partIndex) => {
    if (part.kind !== 'quiz') return;
    part.questions.forEach((question, questionIndex) => {
      questionIds.push(question.id);
      const at = `parts[${partIndex}].questions[${questionIndex}]`;
      if (question.type === 'scale') return;
      for (const dup of duplicates(question.answers.map((answer) => answer.id)))
        problems.push({ file, path: `${at}.answers`, message: `answer id "${dup}" is used twice` });
      if (question.type === 'multiple') {
        if (question.min > question.max)
          problems.push({ file, path: `${at}.min`, message: `must be at most max (${question.max})` });
        if (question.max > question.answers.length)
          problems.push({
            file,
            path: `${at}.max`,
            message: `must be at most the number of answers (${question.answers.length})`,
          });
      }
    });
  });
  for (const dup of duplicates(questionIds))
    problems.push({ file, path: 'parts', message: `question id "${dup}" is used twice in the module` });
}

function checkTest(
  training: ContentTrainingFile,
  modules: ContentModule[],
  result: ContentResult | null,
  folderName: string,
  problems: ContentProblem[],
): void {
  const tests = modules.filter((module) => module.test === true);
  const trainingFile = `${folderName}/training.yaml`;
  if (training.result_kind === 'none') {
    for (const module of tests)
      problems.push({
        file: `${folderName}/modules/${module.slug}.yaml`,
        path: 'test',
        message: 'must not be true when the training has no result (result_kind none)',
      });
    return;
  }
  if (tests.length !== 1) {
    problems.push({
      file: trainingFile,
      path: 'result_kind',
      message: `needs exactly one module with test: true (found ${tests.length})`,
    });
    return;
  }
  const test = tests[0]!;
  const file = `${folderName}/modules/${test.slug}.yaml`;
  const dimensions = new Set(result?.kind === 'j-embarque' ? result.dimensions.map((d) => d.id) : []);
  const areas = result?.kind === 'my_life_gps' ? result.areas.map((area) => area.id) : [];
  const rated = new Map<string, Set<string>>();
  test.parts.forEach((part, partIndex) => {
    if (part.kind !== 'quiz') return;
    part.questions.forEach((question, questionIndex) => {
      const at = `parts[${partIndex}].questions[${questionIndex}]`;
      if (question.type === 'scale') {
        if (!question.measures) {
          problems.push({
            file,
            path: `${at}.measures`,
            message: 'is required on every scale question of a test',
          });
          return;
        }
        if (result?.kind === 'my_life_gps' && !areas.includes(question.measures.area))
          problems.push({
            file,
            path: `${at}.measures.area`,
            message: `"${question.measures.area}" is not an area of result.yaml`,
          });
        const rings = rated.get(question.measures.area) ?? new Set<string>();
        if (rings.has(question.measures.ring))
          problems.push({
            file,
            path: `${at}.measures`,
            message: `${question.measures.area}/${question.measures.ring} is rated twice`,
          });
        rings.add(question.measures.ring);
        rated.set(question.measures.area, rings);
        return;
      }
      question.answers.forEach((answer, answerIndex) => {
        const answerAt = `${at}.answers[${answerIndex}].points`;
        if (!answer.points || Object.keys(answer.points).length === 0) {
          problems.push({ file, path: answerAt, message: 'is required on every answer of a test' });
          return;
        }
        for (const key of Object.keys(answer.points)) {
          if (result?.kind === 'j-embarque' && !dimensions.has(key))
            problems.push({
              file,
              path: `${answerAt}.${key}`,
              message: `"${key}" is not a dimension of result.yaml`,
            });
        }
      });
    });
  });
  if (result?.kind === 'my_life_gps') {
    for (const area of areas) {
      const rings = rated.get(area);
      for (const ring of ['now', 'wished'])
        if (!rings?.has(ring))
          problems.push({ file, path: 'parts', message: `area "${area}" has no ${ring} question` });
    }
  }
}

/** The whole content: every folder checked, plus the rules across trainings. */
export function checkTrainings(folders: readonly TrainingFolder[]): {
  trainings: TrainingContent[];
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const trainings: TrainingContent[] = [];
  for (const folder of folders) {
    const checked = checkTrainingFolder(folder);
    problems.push(...checked.problems);
    if (checked.content) trainings.push(checked.content);
  }
  const orders = new Map<number, string>();
  for (const { training } of trainings) {
    const other = orders.get(training.order);
    if (other)
      problems.push({
        file: `${training.slug}/training.yaml`,
        path: 'order',
        message: `${training.order} is also the order of ${other}`,
      });
    orders.set(training.order, training.slug);
  }
  trainings.sort((a, b) => a.training.order - b.training.order);
  return { trainings, problems };
}
