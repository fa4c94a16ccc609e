import { moduleStates, trainingProgression, type ProgressionInput } from './progression';

const modules = [
  { slug: 'm1', test: false },
  { slug: 'm2', test: false },
  { slug: 'm3', test: true },
];

function input(overrides: Partial<ProgressionInput> = {}): ProgressionInput {
  return {
    access: 'free',
    previewModules: 0,
    resultKind: 'j-embarque',
    modules,
    entitled: false,
    started: new Set(),
    completed: new Set(),
    ...overrides,
  };
}

const set = (...slugs: string[]) => new Set(slugs);
const states = (overrides: Partial<ProgressionInput>) =>
  moduleStates(input(overrides)).map((m) => (m.lockReason ? `locked:${m.lockReason}` : m.state));

describe('moduleStates (docs/product.md §8.2)', () => {
  it.each<[string, Partial<ProgressionInput>, string[]]>([
    [
      'nothing done: the first is available, the rest wait',
      {},
      ['available', 'locked:previous_module', 'locked:previous_module'],
    ],
    [
      'the first opened: started',
      { started: set('m1') },
      ['started', 'locked:previous_module', 'locked:previous_module'],
    ],
    [
      'the first completed: the second opens',
      { started: set('m1'), completed: set('m1') },
      ['completed', 'available', 'locked:previous_module'],
    ],
    [
      'two completed, the third opened',
      { started: set('m1', 'm2', 'm3'), completed: set('m1', 'm2') },
      ['completed', 'completed', 'started'],
    ],
    ['all completed', { completed: set('m1', 'm2', 'm3') }, ['completed', 'completed', 'completed']],
    [
      'payable, not unlocked, one free preview module',
      { access: 'payable', previewModules: 1 },
      ['available', 'locked:payable', 'locked:payable'],
    ],
    [
      'payable, not unlocked: payable wins over previous_module',
      { access: 'payable', previewModules: 1, completed: set('m1') },
      ['completed', 'locked:payable', 'locked:payable'],
    ],
    [
      'payable without preview',
      { access: 'payable', previewModules: 0 },
      ['locked:payable', 'locked:payable', 'locked:payable'],
    ],
    [
      'payable and unlocked: the ordinary chain',
      { access: 'payable', previewModules: 1, entitled: true },
      ['available', 'locked:previous_module', 'locked:previous_module'],
    ],
    [
      'a completed module stays completed even if the previous one is not (content revised)',
      { completed: set('m2') },
      ['available', 'completed', 'available'],
    ],
    [
      'started before a lock applies: the lock wins until it is cleared',
      { access: 'payable', previewModules: 1, started: set('m2') },
      ['available', 'locked:payable', 'locked:payable'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(states(overrides)).toEqual(expected);
  });
});

describe('trainingProgression', () => {
  it.each<[string, Partial<ProgressionInput>, { action: string; next: string | null; percent: number }]>([
    ['new: start the first module', {}, { action: 'start', next: 'm1', percent: 0 }],
    ['opened: continue it', { started: set('m1') }, { action: 'continue', next: 'm1', percent: 0 }],
    [
      'one done: continue with the next',
      { completed: set('m1') },
      { action: 'continue', next: 'm2', percent: 33 },
    ],
    [
      'all done with a result: see it',
      { completed: set('m1', 'm2', 'm3') },
      { action: 'see_result', next: null, percent: 100 },
    ],
    [
      'all done without a result',
      { resultKind: 'none', completed: set('m1', 'm2', 'm3') },
      { action: 'completed', next: null, percent: 100 },
    ],
    [
      'payable, preview done: unlock',
      { access: 'payable', previewModules: 1, completed: set('m1') },
      { action: 'unlock', next: null, percent: 33 },
    ],
    ['payable without preview: unlock', { access: 'payable' }, { action: 'unlock', next: null, percent: 0 }],
    [
      'payable, preview not started: start it',
      { access: 'payable', previewModules: 1 },
      { action: 'start', next: 'm1', percent: 0 },
    ],
  ])('%s', (_name, overrides, expected) => {
    const result = trainingProgression(input(overrides));
    expect({ action: result.nextAction, next: result.nextModule, percent: result.percent }).toEqual(expected);
  });

  it('knows when the test module is completed', () => {
    expect(trainingProgression(input({ completed: set('m3') })).testCompleted).toBe(true);
    expect(trainingProgression(input({ completed: set('m1') })).testCompleted).toBe(false);
  });
});
