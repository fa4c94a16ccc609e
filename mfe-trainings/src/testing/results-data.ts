import type { CaptainResult, LifeGpsResult } from '@coach/shared/results';

/** Results as the api answers them (docs/api.md, "Test results"), for the pages' tests. */

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

export function lifeGpsResult(overrides: Partial<LifeGpsResult> = {}): LifeGpsResult {
  const areas = [
    { id: 'health', name: 'Santé', now: 6, wished: 8 },
    { id: 'family', name: 'Famille', now: 7, wished: 7 },
    { id: 'work', name: 'Travail', now: 3, wished: 9 },
    { id: 'money', name: 'Argent', now: 5, wished: 4 },
  ].map((area) => ({
    ...area,
    hint: `${area.name} : ce que couvre ce domaine.`,
    gap: area.wished - area.now,
  }));
  return {
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'my_life_gps',
    training: { slug: 'gps', title: 'Le GPS de ma vie', test_module: 'test' },
    created_at: '2026-11-21T10:00:00.000Z',
    areas,
    largest_gaps: ['work', 'health'],
    ...overrides,
  };
}
