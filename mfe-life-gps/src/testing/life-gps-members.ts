// Two members of the life GPS pages and the render inputs of each, for the server render's test
// (src/server-render.test.ts); never imported by application code.
import { okRead } from '@coach/shared/server-render/testing';
import { routeInput } from '../../../shared/src/testing/render-input.ts';
import type { Language } from '@coach/shared/i18n/languages';
import type { CalendarFeed, Commitment, GoalStep, MainGoalResponse } from '@coach/shared/life-gps';
import type { LifeAreaResult, LifeGpsResult } from '@coach/shared/results';
import type { Messages, ReadFailure, ReadResult, RenderInput } from '@coach/shared/server-render';

export const MY_LIFE_GPS_ROUTE = 'mfe_life_gps:my_life_gps';
export const MY_COMMITMENTS_ROUTE = 'mfe_life_gps:my_commitments';
/** The member's day the platform gives the renders (from their time zone): a Friday. */
export const MEMBER_DAY = '2026-11-27';

type Page = 'lifeGps' | 'commitments';

export interface Member {
  /** The latest wheel as the api answers it in each language; null before the first test. */
  wheel: Record<Language, LifeGpsResult> | null;
  goal: MainGoalResponse;
  /** The open commitments of `MEMBER_DAY`, as the api lists them. */
  commitments: Commitment[];
  feed: CalendarFeed;
  /** What only this member's pages show, by page and language. */
  own: Record<Page, Record<Language, string[]>>;
}

/** The life GPS test's areas (api/content/trainings/le-gps-de-ma-vie/result.yaml), by language. */
const AREAS: Record<Language, Record<string, string>> = {
  fr: {
    health: 'Santé',
    family: 'Famille',
    couple: 'Vie amoureuse',
    friends: 'Amis',
    work: 'Travail',
    money: 'Argent',
    growth: 'Développement personnel',
    leisure: 'Loisirs',
  },
  en: {
    health: 'Health',
    family: 'Family',
    couple: 'Love life',
    friends: 'Friends',
    work: 'Work',
    money: 'Money',
    growth: 'Personal growth',
    leisure: 'Leisure',
  },
};

/** A wheel in both languages from `[area, now, wished]` ratings, gaps largest first. */
function wheelOf(
  id: string,
  createdAt: string,
  ratings: readonly (readonly [string, number, number])[],
): Record<Language, LifeGpsResult> {
  const inLanguage = (lang: Language): LifeGpsResult => {
    const areas: LifeAreaResult[] = ratings.map(([area, now, wished]) => ({
      id: area,
      name: AREAS[lang][area] ?? area,
      hint: '',
      now,
      wished,
      gap: wished - now,
    }));
    return {
      id,
      kind: 'my_life_gps',
      training: {
        slug: 'le-gps-de-ma-vie',
        title: lang === 'fr' ? 'Le GPS de ma vie' : 'The GPS of my life',
        test_module: 'le-gps-de-ma-vie',
      },
      created_at: createdAt,
      areas,
      largest_gaps: areas
        .filter((area) => area.gap > 0)
        .sort((a, b) => b.gap - a.gap)
        .map((area) => area.id),
    };
  };
  return { fr: inLanguage('fr'), en: inLanguage('en') };
}

const step = (id: string, text: string, position: number): GoalStep => ({ id, text, position });

const camilleSteps = [
  step('b7f1c2d0-1111-4a00-8000-000000000001', 'M’inscrire au club d’athlétisme du quartier', 0),
  step('b7f1c2d0-1111-4a00-8000-000000000002', 'Courir 30 minutes trois fois par semaine', 1),
  step('b7f1c2d0-1111-4a00-8000-000000000003', 'Faire une course de 5 km en février', 2),
];

/** A member in her first months, who took the test and keeps a calendar feed. */
export const camille: Member = {
  wheel: wheelOf('5d0c9a3e-2222-4b00-8000-000000000001', '2026-11-08T12:00:00.000Z', [
    ['health', 4, 8],
    ['family', 7, 8],
    ['couple', 6, 7],
    ['friends', 8, 8],
    ['work', 5, 7],
    ['money', 6, 6],
    ['growth', 6, 9],
    ['leisure', 3, 5],
  ]),
  goal: {
    goal: {
      text: 'Courir un 10 km en moins d’une heure au printemps',
      life_area: 'health',
      target_date: '2027-04-18',
      created_at: '2026-11-08T17:30:00.000Z',
      updated_at: '2026-11-08T17:30:00.000Z',
    },
    steps: camilleSteps,
  },
  commitments: [
    {
      id: 'e4a1b2c3-4444-4d00-8000-000000000001',
      text: 'Appeler le club pour connaître les horaires des entraînements',
      due_date: '2026-11-25',
      repeat_weekly: false,
      life_area: 'health',
      step_id: camilleSteps[0]!.id,
      done_through: null,
      created_at: '2026-11-20T18:00:00.000Z',
    },
    {
      id: 'e4a1b2c3-4444-4d00-8000-000000000002',
      text: 'Préparer mes affaires de course la veille au soir',
      due_date: '2026-11-27',
      repeat_weekly: true,
      life_area: 'health',
      step_id: camilleSteps[1]!.id,
      done_through: null,
      created_at: '2026-11-13T19:30:00.000Z',
    },
  ],
  feed: { active: true, created_at: '2026-11-03T12:00:00.000Z' },
  own: {
    lifeGps: {
      fr: [
        'Courir un 10 km en moins d’une heure au printemps',
        '18 avril 2027',
        'Ajouté le 8 novembre 2026',
        'Test passé le 8 novembre 2026',
        'Santé : maintenant 4, souhaité 8.',
        ...camilleSteps.map((s) => s.text),
      ],
      en: [
        'Courir un 10 km en moins d’une heure au printemps',
        'April 18, 2027',
        'Added on November 8, 2026',
        'Test taken on November 8, 2026',
        'Health: now 4, wished 8.',
        ...camilleSteps.map((s) => s.text),
      ],
    },
    commitments: {
      fr: [
        ...camilleSteps.map((s) => s.text),
        'Un lien d’agenda privé est actif depuis le 3 novembre 2026.',
        'Appeler le club pour connaître les horaires des entraînements',
        'Préparer mes affaires de course la veille au soir',
      ],
      en: [
        ...camilleSteps.map((s) => s.text),
        'A private calendar link is active since November 3, 2026.',
        'Appeler le club pour connaître les horaires des entraînements',
        'Préparer mes affaires de course la veille au soir',
      ],
    },
  },
};

const jordanSteps = [
  step('c8e2d3e1-3333-4c00-8000-000000000001', 'Update my CV with the solar project I led', 0),
  step('c8e2d3e1-3333-4c00-8000-000000000002', 'Finish the online course on photovoltaic installations', 1),
  step(
    'c8e2d3e1-3333-4c00-8000-000000000003',
    'Ask three engineers in the field for an informational interview',
    2,
  ),
];

/** A member who set a goal before taking the test (no wheel yet), without a calendar feed. */
export const jordan: Member = {
  wheel: null,
  goal: {
    goal: {
      text: 'Find a job in renewable energy before the end of 2027',
      life_area: 'work',
      target_date: '2027-12-31',
      created_at: '2026-09-14T08:15:00.000Z',
      updated_at: '2026-10-02T15:45:00.000Z',
    },
    steps: jordanSteps,
  },
  commitments: [],
  feed: { active: false, created_at: null },
  own: {
    lifeGps: {
      fr: [
        'Find a job in renewable energy before the end of 2027',
        '31 décembre 2027',
        'Mis à jour le 2 octobre 2026',
        ...jordanSteps.map((s) => s.text),
      ],
      en: [
        'Find a job in renewable energy before the end of 2027',
        'December 31, 2027',
        'Updated on October 2, 2026',
        ...jordanSteps.map((s) => s.text),
      ],
    },
    commitments: {
      fr: jordanSteps.map((s) => s.text),
      en: jordanSteps.map((s) => s.text),
    },
  },
};

/** What only a page in this language says (its title and its sections'). */
export const LANGUAGE_MARKS: Record<Page, Record<Language, string[]>> = {
  lifeGps: {
    fr: ['Ma roue de vie', 'Mon objectif principal', 'Le chemin vers mon objectif'],
    en: ['My life wheel', 'My main goal', 'The path to my goal'],
  },
  commitments: {
    fr: ['Mes engagements', 'Nouvel engagement', 'Mon agenda', 'Dans mon calendrier'],
    en: ['My commitments', 'New commitment', 'My schedule', 'In my calendar'],
  },
};

const ok = okRead;

/** The wheel's read before the first test, as the api answers it (docs/api.md, "Test results"). */
export function noResultYet(lang: Language): ReadFailure {
  return {
    ok: false,
    status: 404,
    errors: {
      base: [
        lang === 'fr'
          ? 'Vous n’avez pas encore de résultat pour ce test.'
          : 'You have no result for this test yet.',
      ],
      code: ['no_result_yet'],
    },
  };
}

/** The render input of `/my_life_gps` for `member`, read results as the platform makes them. */
export function lifeGpsInput(
  member: Pick<Member, 'wheel' | 'goal'>,
  lang: Language,
  messages: Record<Language, Messages>,
  results: Partial<Record<'wheel' | 'goal', ReadResult>> = {},
): RenderInput {
  const reads = {
    wheel: results.wheel ?? (member.wheel ? ok(member.wheel[lang]) : noResultYet(lang)),
    goal: results.goal ?? ok(member.goal),
  };
  return routeInput(MY_LIFE_GPS_ROUTE, reads, lang, messages);
}

/**
 * The render input of `/my_commitments` for `member`, on `MEMBER_DAY` unless `today` says
 * otherwise (null: a platform that does not know the member's day).
 */
export function commitmentsInput(
  member: Pick<Member, 'goal' | 'feed' | 'commitments'>,
  lang: Language,
  messages: Record<Language, Messages>,
  results: Partial<Record<'goal' | 'feed' | 'commitments', ReadResult>> = {},
  today: string | null = MEMBER_DAY,
): RenderInput {
  const list = { items: member.commitments, page: 1, per_page: 20, total: member.commitments.length };
  const reads = {
    goal: results.goal ?? ok(member.goal),
    commitments: results.commitments ?? ok(list),
    feed: results.feed ?? ok(member.feed),
  };
  return routeInput(MY_COMMITMENTS_ROUTE, reads, lang, messages, today ? { today } : {});
}
