import { assignVersion, bucketOf, type RemoteRule } from './assignment';

const rule = (percent: number, rolloutId = 'r1'): RemoteRule => ({
  stable: '1.0.0',
  canary: { rolloutId, version: '1.1.0', percent },
});

describe('assignVersion', () => {
  it.each([
    ['no canary: the stable', null, 'm:1', null, '1.0.0', 'stable'],
    ['a preview wins over the stable', null, 'm:1', '2.0.0', '2.0.0', 'preview'],
    ['a preview wins over the canary', 99, 'm:1', '2.0.0', '2.0.0', 'preview'],
    ['no subject yet: the stable', 99, null, null, '1.0.0', 'stable'],
  ] as const)('%s', (_name, percent, subject, preview, version, cohort) => {
    const remoteRule = percent === null ? { stable: '1.0.0', canary: null } : rule(percent);
    expect(assignVersion({ subject, remote: 'mfe_team', rule: remoteRule, preview })).toEqual({
      version,
      cohort,
    });
  });

  const subjects = Array.from({ length: 2000 }, (_, i) => `m:member-${i}`);
  const inCanary = (percent: number, rolloutId = 'r1') =>
    new Set(
      subjects.filter(
        (subject) =>
          assignVersion({ subject, remote: 'mfe_team', rule: rule(percent, rolloutId) }).cohort === 'canary',
      ),
    );

  it.each([1, 10, 50, 99])('gives about %i %% of subjects the canary', (percent) => {
    const share = (inCanary(percent).size / subjects.length) * 100;
    expect(Math.abs(share - percent)).toBeLessThan(3);
  });

  it('keeps everyone already in when the percentage rises', () => {
    const at10 = inCanary(10);
    const at50 = inCanary(50);
    for (const subject of at10) expect(at50.has(subject)).toBe(true);
  });

  it('is the same on every call (sticky), and another rollout draws another share', () => {
    expect(inCanary(50)).toEqual(inCanary(50));
    const other = inCanary(50, 'r2');
    const overlap = [...inCanary(50)].filter((subject) => other.has(subject)).length;
    expect(overlap).toBeLessThan(inCanary(50).size * 0.7);
  });

  it('depends on the remote: one member is not in every canary at once', () => {
    expect(bucketOf('m:1', 'mfe_team', 'r1')).not.toBe(bucketOf('m:1', 'mfe_trainings', 'r1'));
  });
});
