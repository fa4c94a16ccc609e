import { formatProblem } from './content-problems';
import type { TrainingFolder } from './training-content';
import { checkTrainingFolder } from './training-folder-check';

const text = (words: string) => ({ fr: `${words} (fr)`, en: `${words} (en)` });

function folder(): TrainingFolder {
  return {
    name: 'captain',
    training: {
      slug: 'captain',
      order: 1,
      access: 'free',
      preview_modules: 0,
      result_kind: 'j-embarque',
      title: text('Captain'),
      summary: text('A test training'),
      cover: 'cover.svg',
      modules: ['intro', 'test'],
    },
    files: {
      'cover.svg': '<svg viewBox="0 0 2 1"><rect width="2" height="1" fill="var(--color-accent)"/></svg>',
    },
    modules: {
      'intro.yaml': {
        slug: 'intro',
        title: text('Intro'),
        hours: 0.5,
        parts: [{ id: 'read-me', kind: 'reading', title: text('Read me'), body: text('Some **Markdown**') }],
      },
      'test.yaml': {
        slug: 'test',
        title: text('Test'),
        hours: 0.25,
        test: true,
        parts: [
          {
            id: 'quiz',
            kind: 'quiz',
            title: text('Quiz'),
            questions: [
              {
                id: 'q1',
                type: 'multiple',
                min: 1,
                max: 2,
                prompt: text('Which?'),
                answers: [
                  { id: 'a', label: text('A'), points: { navigator: 1 } },
                  { id: 'b', label: text('B'), points: { pilot: 1 } },
                ],
              },
            ],
          },
        ],
      },
    },
    result: {
      kind: 'j-embarque',
      dimensions: ['navigator', 'pilot'].map((id) => ({
        id,
        name: text(id),
        tagline: text('tagline'),
        portrait: text('portrait'),
        strengths: [text('s1'), text('s2'), text('s3')],
        watch_outs: [text('w1'), text('w2'), text('w3')],
      })),
    },
  };
}

type Json = Record<string, unknown>;
const moduleOf = (f: TrainingFolder, name: string) => f.modules[name] as Json;
const firstQuestion = (f: TrainingFolder) =>
  ((moduleOf(f, 'test.yaml').parts as Json[])[0]!.questions as Json[])[0] as Json;

function problemsAfter(change: (f: TrainingFolder) => void): string[] {
  const f = folder();
  change(f);
  return checkTrainingFolder(f).problems.map(formatProblem);
}

describe('checkTrainingFolder (docs/content.md)', () => {
  it('accepts a valid folder and returns its modules in order', () => {
    const { content, problems } = checkTrainingFolder(folder());
    expect(problems).toEqual([]);
    expect(content?.modules.map((m) => m.slug)).toEqual(['intro', 'test']);
  });

  it.each<[string, (f: TrainingFolder) => void, string]>([
    [
      'a missing language',
      (f) => ((f.training as Json).title = { fr: 'Capitaine' }),
      'captain/training.yaml at title.en: is required',
    ],
    [
      'an empty text',
      (f) => ((f.training as Json).summary = { fr: ' ', en: 'x' }),
      'captain/training.yaml at summary.fr: must not be empty',
    ],
    [
      'a cover that is not an SVG file name',
      (f) => ((f.training as Json).cover = '../secret.txt'),
      'captain/training.yaml at cover: must name an .svg file of the training folder, e.g. cover.svg',
    ],
    [
      'a cover file that does not exist',
      (f) => (f.files = {}),
      'captain/training.yaml at cover: cover.svg does not exist',
    ],
    [
      'a cover with a raw colour',
      (f) => (f.files = { 'cover.svg': '<svg viewBox="0 0 1 1"><rect fill="red"/></svg>' }),
      'captain/cover.svg: fill="red" must be none or a theme colour, var(--color-…)',
    ],
    [
      'an unknown field',
      (f) => ((f.training as Json).colour = 'blue'),
      'captain/training.yaml at colour: is not a known field',
    ],
    [
      'the slug is not the folder name',
      (f) => ((f.training as Json).slug = 'other'),
      'captain/training.yaml at slug: must be "captain", the folder name',
    ],
    [
      'a module slug is not its file name',
      (f) => (moduleOf(f, 'intro.yaml').slug = 'intro-2'),
      'captain/modules/intro.yaml at slug: must be "intro", the file name without .yaml',
    ],
    [
      'a listed module has no file',
      (f) => ((f.training as Json).modules = ['intro', 'test', 'ghost']),
      'captain/training.yaml at modules[2]: modules/ghost.yaml does not exist',
    ],
    [
      'min above max',
      (f) => (firstQuestion(f).min = 3),
      'captain/modules/test.yaml at parts[0].questions[0].min: must be at most max (2)',
    ],
    [
      'max above the number of answers',
      (f) => (firstQuestion(f).max = 5),
      'captain/modules/test.yaml at parts[0].questions[0].max: must be at most the number of answers (2)',
    ],
    [
      'a duplicate answer id',
      (f) => ((firstQuestion(f).answers as Json[])[1]!.id = 'a'),
      'captain/modules/test.yaml at parts[0].questions[0].answers: answer id "a" is used twice',
    ],
    [
      'points on an unknown dimension',
      (f) => ((firstQuestion(f).answers as Json[])[0]!.points = { admiral: 2 }),
      'captain/modules/test.yaml at parts[0].questions[0].answers[0].points.admiral: "admiral" is not a dimension of result.yaml',
    ],
    [
      'a test answer without points',
      (f) => delete (firstQuestion(f).answers as Json[])[0]!.points,
      'captain/modules/test.yaml at parts[0].questions[0].answers[0].points: is required on every answer of a test',
    ],
    [
      'no test module',
      (f) => delete moduleOf(f, 'test.yaml').test,
      'captain/training.yaml at result_kind: needs exactly one module with test: true (found 0)',
    ],
    [
      'two test modules',
      (f) => (moduleOf(f, 'intro.yaml').test = true),
      'captain/training.yaml at result_kind: needs exactly one module with test: true (found 2)',
    ],
    ['a missing result file', (f) => (f.result = undefined), 'captain/result.yaml: file is missing'],
    [
      'a free training with a preview',
      (f) => ((f.training as Json).preview_modules = 1),
      'captain/training.yaml at preview_modules: must be 0 for a free training',
    ],
  ])('names the file, path and reason: %s', (_name, change, expected) => {
    expect(problemsAfter(change)).toContain(expected);
  });

  it('checks life GPS areas: measures refer to areas, each with now and wished', () => {
    const f = folder();
    (f.training as Json).result_kind = 'my_life_gps';
    const areas = ['health', 'family', 'couple', 'friends', 'work', 'money', 'growth', 'leisure'];
    f.result = {
      kind: 'my_life_gps',
      areas: areas.map((id) => ({ id, name: text(id), hint: text('hint') })),
    };
    const questions = areas.flatMap((area) =>
      ['now', 'wished'].map((ring) => ({
        id: `${area}-${ring}`,
        type: 'scale',
        prompt: text(area),
        low: text('0'),
        high: text('10'),
        measures: { area, ring },
      })),
    );
    ((moduleOf(f, 'test.yaml').parts as Json[])[0] as Json).questions = questions;
    expect(checkTrainingFolder(f).problems).toEqual([]);
    questions.pop();
    questions[0]!.measures = { area: 'sport', ring: 'now' };
    expect(checkTrainingFolder(f).problems.map(formatProblem)).toEqual(
      expect.arrayContaining([
        'captain/modules/test.yaml at parts[0].questions[0].measures.area: "sport" is not an area of result.yaml',
        'captain/modules/test.yaml at parts: area "leisure" has no wished question',
      ]),
    );
  });
});
