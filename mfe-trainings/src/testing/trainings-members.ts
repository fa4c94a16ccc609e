// Two members of the trainings pages and the render input of each page, for the server render's
// tests (src/server-render.test.ts); never imported by application code. The trainings are the
// seeded content's (api/content/trainings), in both languages as the api answers them.
import { okRead } from '@coach/shared/server-render/testing';
import { routeInput } from '../../../shared/src/testing/render-input.ts';
import type { Language } from '@coach/shared/i18n/languages';
import type { ResultListResponse, ResultSummary } from '@coach/shared/results';
import type { Messages, ReadResult, RenderInput } from '@coach/shared/server-render';
import type {
  ModuleSummary,
  TrainingDetailResponse,
  TrainingListResponse,
  TrainingSummary,
} from '@coach/shared/trainings';

export const ROUTES = {
  catalogue: 'mfe_trainings:trainings',
  training: 'mfe_trainings:training-slug',
  results: 'mfe_trainings:result',
} as const;

export type PageName = keyof typeof ROUTES;
export const PAGES = Object.keys(ROUTES) as PageName[];

type Texts = Record<Language, string>;

const cover = (accent: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" aria-hidden="true" focusable="false">' +
  '<rect width="320" height="160" fill="var(--color-primary-soft)"/>' +
  `<circle cx="250" cy="50" r="24" fill="var(${accent})"/>` +
  '<path d="M0 126h320v34H0z" fill="var(--color-accent-soft)"/></svg>';

interface ContentModule {
  slug: string;
  title: Texts;
  hours: number;
  question_count: number;
  part_count: number;
  test: boolean;
}

interface Content {
  slug: string;
  title: Texts;
  summary: Texts;
  access: TrainingSummary['access'];
  result_kind: TrainingSummary['result_kind'];
  cover: string;
  modules: ContentModule[];
}

/** The seeded trainings (api/content/trainings/*): the same for every member. */
const CONTENT: Content[] = [
  {
    slug: 'j-embarque',
    title: { fr: 'J’embarque', en: 'All aboard' },
    summary: {
      fr: 'Avant de prendre la barre, apprenez à vous connaître. Découvrez les grands styles de leadership, puis passez le test « Quel type de capitaine je suis ? ».',
      en: 'Before you take the helm, get to know yourself. Discover the main leadership styles, then take the “What kind of captain am I?” test.',
    },
    access: 'free',
    result_kind: 'j-embarque',
    cover: cover('--color-accent'),
    modules: [
      {
        slug: 'bienvenue-a-bord',
        title: { fr: 'Bienvenue à bord', en: 'Welcome aboard' },
        hours: 0.5,
        question_count: 3,
        part_count: 4,
        test: false,
      },
      {
        slug: 'quel-type-de-capitaine',
        title: { fr: 'Quel type de capitaine je suis ?', en: 'What kind of captain am I?' },
        hours: 0.5,
        question_count: 12,
        part_count: 2,
        test: true,
      },
    ],
  },
  {
    slug: 'le-gps-de-ma-vie',
    title: { fr: 'Le GPS de ma vie', en: 'The GPS of my life' },
    summary: {
      fr: 'Faites le point sur huit domaines de votre vie : où en êtes-vous aujourd’hui, et où aimeriez-vous être ?',
      en: 'Take stock of eight areas of your life: where are you today, and where would you like to be?',
    },
    access: 'free',
    result_kind: 'my_life_gps',
    cover: cover('--color-primary'),
    modules: [
      {
        slug: 'faire-le-point',
        title: { fr: 'Faire le point', en: 'Taking a bearing' },
        hours: 0.5,
        question_count: 2,
        part_count: 3,
        test: false,
      },
      {
        slug: 'le-gps-de-ma-vie',
        title: { fr: 'Le GPS de ma vie', en: 'The GPS of my life' },
        hours: 0.5,
        question_count: 16,
        part_count: 2,
        test: true,
      },
    ],
  },
  {
    slug: 'poser-ses-limites',
    title: { fr: 'Poser ses limites avec bienveillance', en: 'Setting boundaries with kindness' },
    summary: {
      fr: 'Vous dites oui quand vous pensez non ? Apprenez à repérer vos limites et à dire non sans culpabilité, tout en préservant vos relations.',
      en: 'Do you say yes when you mean no? Learn to recognise your limits and say no without guilt, while taking care of your relationships.',
    },
    access: 'payable',
    result_kind: 'none',
    cover: cover('--color-success'),
    modules: [
      {
        slug: 'comprendre-ses-limites',
        title: { fr: 'Comprendre ses limites', en: 'Understanding your boundaries' },
        hours: 0.75,
        question_count: 3,
        part_count: 4,
        test: false,
      },
      {
        slug: 'dire-non-sans-culpabilite',
        title: { fr: 'Dire non sans culpabilité', en: 'Saying no without guilt' },
        hours: 1,
        question_count: 4,
        part_count: 4,
        test: false,
      },
      {
        slug: 's-exprimer-avec-clarte',
        title: { fr: 'S’exprimer avec clarté', en: 'Speaking up clearly' },
        hours: 1,
        question_count: 4,
        part_count: 3,
        test: false,
      },
      {
        slug: 'tenir-dans-la-duree',
        title: { fr: 'Tenir ses limites dans la durée', en: 'Holding your boundaries over time' },
        hours: 1,
        question_count: 3,
        part_count: 3,
        test: false,
      },
    ],
  },
];

/** Where a member stands in one training: its modules' states and what the card proposes. */
interface Standing {
  unlocked: boolean;
  states: ModuleSummary['state'][];
  next_action: TrainingSummary['next_action'];
  completed_at: string | null;
}

const contentOf = (slug: string): Content => CONTENT.find((training) => training.slug === slug)!;

function detailOf(content: Content, standing: Standing, lang: Language): TrainingDetailResponse {
  const completed = standing.states.filter((state) => state === 'completed').length;
  const next = content.modules.find((_, index) => standing.states[index] !== 'completed');
  const modules: ModuleSummary[] = content.modules.map((module, index) => {
    const state = standing.states[index]!;
    const locked = state === 'locked';
    return {
      slug: module.slug,
      title: module.title[lang],
      hours: module.hours,
      question_count: module.question_count,
      part_count: module.part_count,
      test: module.test,
      state,
      lock_reason: locked ? (standing.unlocked ? 'previous_module' : 'payable') : null,
      completed_at: state === 'completed' ? '2026-11-02T18:30:00.000Z' : null,
    };
  });
  return {
    slug: content.slug,
    title: content.title[lang],
    summary: content.summary[lang],
    cover: content.cover,
    access: content.access,
    result_kind: content.result_kind,
    unlocked: standing.unlocked,
    hours: content.modules.reduce((sum, module) => sum + module.hours, 0),
    module_count: content.modules.length,
    question_count: content.modules.reduce((sum, module) => sum + module.question_count, 0),
    progress: {
      completed_modules: completed,
      percent: Math.round((completed / content.modules.length) * 100),
      started: standing.states.some((state) => state === 'started' || state === 'completed'),
      completed_at: standing.completed_at,
      test_completed_at: content.result_kind === 'none' ? null : standing.completed_at,
    },
    next_action: standing.next_action,
    next_module:
      standing.next_action === 'start' || standing.next_action === 'continue' ? (next?.slug ?? null) : null,
    modules,
  };
}

const summaryOf = ({ modules: _modules, ...summary }: TrainingDetailResponse): TrainingSummary => summary;

interface TakenTest {
  id: string;
  kind: ResultSummary['kind'];
  training: string;
  created_at: string;
  headline: Texts;
}

function resultsOf(tests: TakenTest[], lang: Language): ResultListResponse {
  const items = tests.map((test): ResultSummary => {
    const content = contentOf(test.training);
    return {
      id: test.id,
      kind: test.kind,
      training: { slug: content.slug, title: content.title[lang], test_module: content.modules.at(-1)!.slug },
      created_at: test.created_at,
      headline: test.headline[lang],
    };
  });
  return { items, page: 1, per_page: 20, total: items.length };
}

/** What the api answers one member, in one language. */
export interface Answers {
  catalogue: TrainingListResponse;
  training: TrainingDetailResponse;
  results: ResultListResponse;
}

export interface Member {
  name: string;
  /** The training whose page the member opens. */
  trainingSlug: string;
  answers: Record<Language, Answers>;
  /** What only this member's page shows, per page and language (progress, hrefs, titles, dates). */
  own: Record<PageName, Record<Language, string[]>>;
}

function member(
  name: string,
  standings: Record<string, Standing>,
  trainingSlug: string,
  tests: TakenTest[],
  own: Member['own'],
): Member {
  const answers = (lang: Language): Answers => ({
    catalogue: {
      trainings: CONTENT.map((content) => summaryOf(detailOf(content, standings[content.slug]!, lang))),
    },
    training: detailOf(contentOf(trainingSlug), standings[trainingSlug]!, lang),
    results: resultsOf(tests, lang),
  });
  return { name, trainingSlug, answers: { fr: answers('fr'), en: answers('en') }, own };
}

/** Half-way through "J’embarque", not yet in the others; "Poser ses limites" still locked. */
export const camille: Member = member(
  'Camille Durand',
  {
    'j-embarque': {
      unlocked: true,
      states: ['completed', 'available'],
      next_action: 'continue',
      completed_at: null,
    },
    'le-gps-de-ma-vie': {
      unlocked: true,
      states: ['available', 'locked'],
      next_action: 'start',
      completed_at: null,
    },
    'poser-ses-limites': {
      unlocked: false,
      states: ['available', 'locked', 'locked', 'locked'],
      next_action: 'unlock',
      completed_at: null,
    },
  },
  'poser-ses-limites',
  [
    {
      id: '3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1c01',
      kind: 'j-embarque',
      training: 'j-embarque',
      created_at: '2026-11-20T10:15:00.000Z',
      headline: { fr: 'Capitaine Boussole', en: 'The Compass Captain' },
    },
  ],
  {
    catalogue: {
      fr: [
        '1 module terminé sur 2',
        '0 module terminé sur 2',
        '0 module terminé sur 4',
        '/training/poser-ses-limites?unlock=1',
        '/training/j-embarque/modules/quel-type-de-capitaine',
      ],
      en: [
        '1 module completed out of 2',
        '0 modules completed out of 2',
        '0 modules completed out of 4',
        '/training/poser-ses-limites?unlock=1',
        '/training/j-embarque/modules/quel-type-de-capitaine',
      ],
    },
    training: {
      fr: ['Poser ses limites avec bienveillance', 'Dire non sans culpabilité', '0 module terminé sur 4'],
      en: ['Setting boundaries with kindness', 'Saying no without guilt', '0 modules completed out of 4'],
    },
    results: {
      fr: [
        'Type principal : Capitaine Boussole',
        '20 novembre 2026',
        'id=3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1c01',
      ],
      en: ['Main type: The Compass Captain', 'November 20, 2026', 'id=3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1c01'],
    },
  },
);

/** Both tests taken (the captain's twice), and "Poser ses limites" unlocked and well under way. */
export const jordan: Member = member(
  'Jordan Okafor',
  {
    'j-embarque': {
      unlocked: true,
      states: ['completed', 'completed'],
      next_action: 'see_result',
      completed_at: '2026-10-02T09:40:00.000Z',
    },
    'le-gps-de-ma-vie': {
      unlocked: true,
      states: ['completed', 'completed'],
      next_action: 'see_result',
      completed_at: '2026-11-12T11:05:00.000Z',
    },
    'poser-ses-limites': {
      unlocked: true,
      states: ['completed', 'completed', 'completed', 'started'],
      next_action: 'continue',
      completed_at: null,
    },
  },
  'le-gps-de-ma-vie',
  [
    {
      id: '9a4e6b12-0c3d-4f58-8b71-2e5f9d0a7c02',
      kind: 'my_life_gps',
      training: 'le-gps-de-ma-vie',
      created_at: '2026-11-12T11:05:00.000Z',
      headline: { fr: 'Vie amoureuse', en: 'Love life' },
    },
    {
      id: 'c7d2e8f4-1a6b-4c39-a5e0-8f3b6d2c9e03',
      kind: 'j-embarque',
      training: 'j-embarque',
      created_at: '2026-10-02T09:40:00.000Z',
      headline: { fr: 'Capitaine Phare', en: 'The Lighthouse Captain' },
    },
  ],
  {
    catalogue: {
      fr: [
        '2 modules terminés sur 2',
        '3 modules terminés sur 4',
        '/training_results/le-gps-de-ma-vie/my_life_gps',
        '/training/poser-ses-limites/modules/tenir-dans-la-duree',
      ],
      en: [
        '2 modules completed out of 2',
        '3 modules completed out of 4',
        '/training_results/le-gps-de-ma-vie/my_life_gps',
        '/training/poser-ses-limites/modules/tenir-dans-la-duree',
      ],
    },
    training: {
      fr: ['Faire le point', '2 modules terminés sur 2', '/training/le-gps-de-ma-vie/modules/faire-le-point'],
      en: [
        'Taking a bearing',
        '2 modules completed out of 2',
        '/training/le-gps-de-ma-vie/modules/faire-le-point',
      ],
    },
    results: {
      fr: [
        'Plus grand écart : Vie amoureuse',
        'Type principal : Capitaine Phare',
        '12 novembre 2026',
        '2 octobre 2026',
      ],
      en: [
        'Largest gap: Love life',
        'Main type: The Lighthouse Captain',
        'November 12, 2026',
        'October 2, 2026',
      ],
    },
  },
);

/** What only a page in this language says (its title, its chrome, the content's texts). */
export const LANGUAGE_MARKS: Record<PageName, Record<Language, string[]>> = {
  catalogue: {
    fr: [
      'Formations passées',
      'Catalogue des formations',
      'Poser ses limites avec bienveillance',
      'Gratuite',
    ],
    en: ['Past trainings', 'Training catalogue', 'Setting boundaries with kindness', 'Free'],
  },
  training: {
    fr: ['Toutes les formations', 'heure'],
    en: ['All trainings', 'hour'],
  },
  results: {
    fr: ['Mes résultats', 'Voir mon résultat'],
    en: ['My results', 'See my result'],
  },
};

const ok = okRead;

/** The render input of `page` for `member`, read results as the platform makes them. */
export function pageInput(
  page: PageName,
  member: Pick<Member, 'answers' | 'trainingSlug'>,
  lang: Language,
  messages: Record<Language, Messages>,
  result?: ReadResult,
): RenderInput {
  const route = ROUTES[page];
  const answers = member.answers[lang];
  const data =
    page === 'catalogue'
      ? { catalogue: result ?? ok(answers.catalogue) }
      : page === 'training'
        ? { training: result ?? ok(answers.training) }
        : { results: result ?? ok(answers.results) };
  return routeInput(
    route,
    data,
    lang,
    messages,
    page === 'training' ? { params: { training_slug: member.trainingSlug } } : {},
  );
}

/** `member` with every content text and result headline replaced by `text` (hostile content). */
export function withContentText(member: Member, text: string): Member {
  const trainingTexts = <T extends TrainingSummary>(training: T): T => ({
    ...training,
    title: text,
    summary: text,
  });
  const answers = (lang: Language): Answers => {
    const given = member.answers[lang];
    return {
      catalogue: { trainings: given.catalogue.trainings.map(trainingTexts) },
      training: {
        ...trainingTexts(given.training),
        modules: given.training.modules.map((module) => ({ ...module, title: text })),
      },
      results: {
        ...given.results,
        items: given.results.items.map((item) => ({
          ...item,
          training: { ...item.training, title: text },
          headline: text,
        })),
      },
    };
  };
  return { ...member, answers: { fr: answers('fr'), en: answers('en') } };
}
