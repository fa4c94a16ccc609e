import { duplicates, parse, type ContentProblem } from './content-problems';
import { parseSvgArt } from './svg-art';
import {
  moduleFileSchema,
  resultFileSchema,
  trainingFileSchema,
  type ContentModule,
  type ContentResult,
  type ContentTrainingFile,
  type TrainingContent,
  type TrainingFolder,
} from './training-content';
import { checkTest } from './training-test-check';

/** Every `modules/*.yaml` parsed, named after its file and checked on its own, by slug. */
function checkModuleFiles(folder: TrainingFolder, problems: ContentProblem[]): Map<string, ContentModule> {
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
  return modules;
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

/** `training.yaml` against the folder: its slug, its module list both ways, its preview count. */
function checkTrainingFile(
  training: ContentTrainingFile,
  folder: TrainingFolder,
  modules: ReadonlyMap<string, ContentModule>,
  problems: ContentProblem[],
): void {
  const file = `${folder.name}/training.yaml`;
  if (training.slug !== folder.name)
    problems.push({ file, path: 'slug', message: `must be "${folder.name}", the folder name` });
  for (const dup of duplicates(training.modules))
    problems.push({ file, path: 'modules', message: `"${dup}" is listed twice` });
  training.modules.forEach((moduleSlug, index) => {
    if (!modules.has(moduleSlug))
      problems.push({
        file,
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
    problems.push({ file, path: 'preview_modules', message: 'must be 0 for a free training' });
  if (training.access === 'payable' && training.preview_modules >= training.modules.length)
    problems.push({
      file,
      path: 'preview_modules',
      message: 'must be less than the number of modules (a payable training keeps some modules payable)',
    });
}

/** `result.yaml`: absent when the training has no result, else of the training's kind. */
function checkResultFile(
  training: ContentTrainingFile,
  folder: TrainingFolder,
  problems: ContentProblem[],
): ContentResult | null {
  const file = `${folder.name}/result.yaml`;
  if (training.result_kind === 'none') {
    if (folder.result !== undefined)
      problems.push({ file, path: '', message: 'must not exist when result_kind is none' });
    return null;
  }
  const result = parse(resultFileSchema, folder.result, file, problems);
  if (result && result.kind !== training.result_kind)
    problems.push({
      file,
      path: 'kind',
      message: `must be "${training.result_kind}", the training's result_kind`,
    });
  return result;
}

/** The cover's SVG markup when it exists and is safe to draw (`parseSvgArt`). */
function checkCover(
  training: ContentTrainingFile,
  folder: TrainingFolder,
  problems: ContentProblem[],
): string | undefined {
  const cover = folder.files?.[training.cover];
  if (cover === undefined) {
    problems.push({
      file: `${folder.name}/training.yaml`,
      path: 'cover',
      message: `${training.cover} does not exist`,
    });
    return undefined;
  }
  for (const message of parseSvgArt(cover).problems)
    problems.push({ file: `${folder.name}/${training.cover}`, path: '', message });
  return cover;
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
  const training = parse(trainingFileSchema, folder.training, `${folder.name}/training.yaml`, problems);
  const modules = checkModuleFiles(folder, problems);
  if (!training) return { content: null, problems };
  checkTrainingFile(training, folder, modules, problems);
  const result = checkResultFile(training, folder, problems);
  const ordered = training.modules.flatMap((moduleSlug) => modules.get(moduleSlug) ?? []);
  checkTest(training, ordered, result, folder.name, problems);
  const cover = checkCover(training, folder, problems);
  if (problems.length > 0 || cover === undefined) return { content: null, problems };
  return { content: { training, modules: ordered, result, cover }, problems };
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
