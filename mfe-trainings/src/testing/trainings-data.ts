import type { ModuleDetailResponse, TrainingDetailResponse, TrainingSummary } from '@coach/shared/trainings';

/** Api answers for the components' tests (shapes of docs/api.md, "Trainings"). */

export function summary(overrides: Partial<TrainingSummary> = {}): TrainingSummary {
  return {
    slug: 'cap',
    title: 'Cap au large',
    summary: 'Une formation pour prendre le large.',
    cover:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="var(--color-primary-soft)"/><circle cx="160" cy="80" r="40" fill="var(--color-accent)"/></svg>',
    access: 'free',
    result_kind: 'j-embarque',
    unlocked: true,
    hours: 1.5,
    module_count: 2,
    question_count: 4,
    progress: {
      completed_modules: 0,
      percent: 0,
      started: false,
      completed_at: null,
      test_completed_at: null,
    },
    next_action: 'start',
    next_module: 'depart',
    ...overrides,
  };
}

export function detail(overrides: Partial<TrainingDetailResponse> = {}): TrainingDetailResponse {
  return {
    ...summary(),
    modules: [
      {
        slug: 'depart',
        title: 'Le départ',
        hours: 0.5,
        question_count: 2,
        part_count: 2,
        test: false,
        state: 'available',
        lock_reason: null,
        completed_at: null,
      },
      {
        slug: 'arrivee',
        title: 'L’arrivée',
        hours: 1,
        question_count: 2,
        part_count: 1,
        test: true,
        state: 'locked',
        lock_reason: 'previous_module',
        completed_at: null,
      },
    ],
    ...overrides,
  };
}

export function moduleDetail(): ModuleDetailResponse {
  return {
    training: { slug: 'cap', title: 'Cap au large', result_kind: 'j-embarque' },
    module: {
      ...detail().modules[0]!,
      state: 'started',
      parts: [
        {
          id: 'lire',
          kind: 'reading',
          title: 'Pourquoi partir',
          body: 'Partir, c’est **choisir**.\n\n<script>alert(1)</script>',
          intro: null,
          questions: [],
          done: false,
        },
        {
          id: 'quiz',
          kind: 'quiz',
          title: 'Vérifions',
          body: null,
          intro: 'Deux questions.',
          done: false,
          questions: [
            {
              id: 'cap',
              type: 'single',
              prompt: 'Quel cap ?',
              min: 1,
              max: 1,
              answers: [
                { id: 'n', label: 'Nord' },
                { id: 's', label: 'Sud' },
              ],
              low: null,
              high: null,
              answer: null,
            },
            {
              id: 'sacs',
              type: 'multiple',
              prompt: 'Quels sacs ?',
              min: 2,
              max: 2,
              answers: [
                { id: 'a', label: 'Sac A' },
                { id: 'b', label: 'Sac B' },
                { id: 'c', label: 'Sac C' },
              ],
              low: null,
              high: null,
              answer: null,
            },
          ],
        },
      ],
    },
    resume_at: 0,
    next_module: { slug: 'arrivee', title: 'L’arrivée' },
  };
}
