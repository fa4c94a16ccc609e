import type { ContentProblem } from './content-problems';
import type { ContentModule, ContentQuestion, ContentResult, ContentTrainingFile } from './training-content';

/** Where a test module's problems go, and what its result file declares. */
interface TestScope {
  file: string;
  result: ContentResult | null;
  problems: ContentProblem[];
  /** Per area, the rings (`now`, `wished`) its scale questions rate. */
  rated: Map<string, Set<string>>;
}

type ScaleQuestion = Extract<ContentQuestion, { type: 'scale' }>;
type ChoiceQuestion = Exclude<ContentQuestion, ScaleQuestion>;

/** A test's scale question measures one area's ring of result.yaml, once. */
function checkScaleQuestion(question: ScaleQuestion, at: string, scope: TestScope): void {
  const { file, result, problems, rated } = scope;
  if (!question.measures) {
    problems.push({ file, path: `${at}.measures`, message: 'is required on every scale question of a test' });
    return;
  }
  const { area, ring } = question.measures;
  if (result?.kind === 'my_life_gps' && !result.areas.some((known) => known.id === area))
    problems.push({ file, path: `${at}.measures.area`, message: `"${area}" is not an area of result.yaml` });
  const rings = rated.get(area) ?? new Set<string>();
  if (rings.has(ring))
    problems.push({ file, path: `${at}.measures`, message: `${area}/${ring} is rated twice` });
  rings.add(ring);
  rated.set(area, rings);
}

/** Every answer of a test's choice question gives points, to dimensions of result.yaml. */
function checkAnswerPoints(question: ChoiceQuestion, at: string, scope: TestScope): void {
  const { file, result, problems } = scope;
  const dimensions = new Set(result?.kind === 'j-embarque' ? result.dimensions.map((d) => d.id) : []);
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
}

/** A my_life_gps test rates every area of result.yaml now and wished. */
function checkAreasRated(scope: TestScope): void {
  if (scope.result?.kind !== 'my_life_gps') return;
  for (const { id: area } of scope.result.areas) {
    const rings = scope.rated.get(area);
    for (const ring of ['now', 'wished'])
      if (!rings?.has(ring))
        scope.problems.push({
          file: scope.file,
          path: 'parts',
          message: `area "${area}" has no ${ring} question`,
        });
  }
}

/**
 * The training's test: none when it has no result, else exactly one module with `test: true` whose
 * questions feed result.yaml (points to its dimensions, or each area rated now and wished).
 */
export function checkTest(
  training: ContentTrainingFile,
  modules: ContentModule[],
  result: ContentResult | null,
  folderName: string,
  problems: ContentProblem[],
): void {
  const tests = modules.filter((module) => module.test === true);
  if (training.result_kind === 'none') {
    for (const module of tests)
      problems.push({
        file: `${folderName}/modules/${module.slug}.yaml`,
        path: 'test',
        message: 'must not be true when the training has no result (result_kind none)',
      });
    return;
  }
  const [test] = tests;
  if (tests.length !== 1 || !test) {
    problems.push({
      file: `${folderName}/training.yaml`,
      path: 'result_kind',
      message: `needs exactly one module with test: true (found ${tests.length})`,
    });
    return;
  }
  const scope: TestScope = {
    file: `${folderName}/modules/${test.slug}.yaml`,
    result,
    problems,
    rated: new Map(),
  };
  test.parts.forEach((part, partIndex) => {
    if (part.kind !== 'quiz') return;
    part.questions.forEach((question, questionIndex) => {
      const at = `parts[${partIndex}].questions[${questionIndex}]`;
      if (question.type === 'scale') checkScaleQuestion(question, at, scope);
      else checkAnswerPoints(question, at, scope);
    });
  });
  checkAreasRated(scope);
}
