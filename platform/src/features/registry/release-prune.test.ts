import { prunePlan } from './release-prune';

describe('prunePlan', () => {
  const versions = ['1.4.0', '1.3.0', '1.2.0', '1.1.0', '1.0.0'];
  it.each([
    // keep, protected (live, previous, canary), kept, pruned
    [2, [], ['1.4.0', '1.3.0'], ['1.2.0', '1.1.0', '1.0.0']],
    [2, ['1.0.0', null, undefined], ['1.4.0', '1.3.0', '1.0.0'], ['1.2.0', '1.1.0']],
    [0, ['1.2.0', '1.1.0', undefined], ['1.2.0', '1.1.0'], ['1.4.0', '1.3.0', '1.0.0']],
    [1, ['1.4.0', '1.3.0', '1.0.0'], ['1.4.0', '1.3.0', '1.0.0'], ['1.2.0', '1.1.0']],
    [9, [], versions, []],
    [0, [], [], versions],
  ] as const)('keep %i, protected %j: keeps %j', (keep, protectedVersions, kept, pruned) => {
    expect(prunePlan({ newestFirst: versions, keep, protectedVersions })).toEqual({ kept, pruned });
  });
});
