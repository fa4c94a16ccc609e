import type { CaptainResult, LifeAreaResult, LifeGpsResult } from '@coach/shared/results';

/**
 * Results as the api answers them (docs/api.md, "Test results"), for the tests of the pages that
 * show them (the result pages in mfe-trainings, the wheel on /my_life_gps, the wheel itself).
 */

const training = { slug: 'cap', title: 'J’embarque', test_module: 'test' };
const type = (id: string, name: string, percent: number) => ({
  id,
  name,
  tagline: `${name}, en une ligne.`,
  portrait: `Le portrait de **${name}**.`,
  strengths: [`Force 1 de ${name}`, `Force 2 de ${name}`, `Force 3 de ${name}`],
  watch_outs: [`Vigilance 1 de ${name}`, `Vigilance 2 de ${name}`, `Vigilance 3 de ${name}`],
  points: percent,
  percent,
});

export function captainResult(overrides: Partial<CaptainResult> = {}): CaptainResult {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'j-embarque',
    training,
    created_at: '2026-11-20T10:00:00.000Z',
    types: [
      type('compass', 'Capitaine Boussole', 50),
      type('anchor', 'Capitaine Ancre', 30),
      type('horizon', 'Capitaine Horizon', 20),
    ],
    main: 'compass',
    secondary: 'anchor',
    ...overrides,
  };
}

/** A life GPS result's areas, `[id, name, now, wished]` each, with their gap. */
export function lifeGpsAreas(
  ratings: readonly (readonly [string, string, number, number])[],
): LifeAreaResult[] {
  return ratings.map(([id, name, now, wished]) => ({
    id,
    name,
    hint: `${name} : ce que couvre ce domaine.`,
    now,
    wished,
    gap: wished - now,
  }));
}

export function lifeGpsResult(overrides: Partial<LifeGpsResult> = {}): LifeGpsResult {
  return {
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'my_life_gps',
    training: { slug: 'gps', title: 'Le GPS de ma vie', test_module: 'test' },
    created_at: '2026-11-21T10:00:00.000Z',
    areas: lifeGpsAreas([
      ['health', 'Santé', 6, 8],
      ['family', 'Famille', 7, 7],
      ['work', 'Travail', 3, 9],
      ['money', 'Argent', 5, 4],
    ]),
    largest_gaps: ['work', 'health'],
    ...overrides,
  };
}
