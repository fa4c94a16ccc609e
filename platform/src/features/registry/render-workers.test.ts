import { createTestContext, type TestContext } from '../../testing/test-app';
import { endCanary, startCanary } from './canary';
import { grantPreview, revokePreviews } from './preview-grants';
import { createWorkerRetirement, workerStillAsked, type VersionAskers } from './render-workers';
import { promote, recordRelease } from './repository';

const NOW = new Date('2026-11-28T12:00:00Z');
const LATER = new Date('2026-11-28T13:00:00Z');
const EARLIER = new Date('2026-11-28T11:00:00Z');

describe('workerStillAsked', () => {
  const grant = (version: string, expiresAt: Date, revokedAt: Date | null = null) => ({
    remote: 'mfe_team',
    version,
    expiresAt,
    revokedAt,
  });
  const askers = (
    canaries: VersionAskers['canaries'],
    grants: VersionAskers['grants'] = [],
  ): VersionAskers => ({ canaries, grants });
  const canary140 = [{ remote: 'mfe_team', version: '1.4.0' }];

  it.each([
    // worker, its version, what can still ask, still asked
    ['the stable worker, nothing running', 'mfe_team', '1.0.0', askers([]), true],
    ['a canary worker, its canary running', 'mfe_team~canary', '1.4.0', askers(canary140), true],
    ['a canary worker, its canary ended', 'mfe_team~canary', '1.4.0', askers([]), false],
    [
      'a canary worker, another canary of the remote running',
      'mfe_team~canary',
      '1.4.0',
      askers([{ remote: 'mfe_team', version: '1.5.0' }]),
      false,
    ],
    [
      'a canary worker, the same version in canary on another remote',
      'mfe_team~canary',
      '1.4.0',
      askers([{ remote: 'mfe_profile', version: '1.4.0' }]),
      false,
    ],
    [
      'a canary worker, its canary ended, a preview of its version open (drawn by the preview worker)',
      'mfe_team~canary',
      '1.4.0',
      askers([], [grant('1.4.0', LATER)]),
      false,
    ],
    [
      'a preview worker, a grant of its version open',
      'mfe_team~preview',
      '1.4.0',
      askers([], [grant('1.4.0', LATER)]),
      true,
    ],
    [
      'a preview worker, its grant expired',
      'mfe_team~preview',
      '1.4.0',
      askers([], [grant('1.4.0', EARLIER)]),
      false,
    ],
    [
      'a preview worker, its grant ends now',
      'mfe_team~preview',
      '1.4.0',
      askers([], [grant('1.4.0', NOW)]),
      false,
    ],
    [
      'a preview worker, its grant revoked',
      'mfe_team~preview',
      '1.4.0',
      askers([], [grant('1.4.0', LATER, EARLIER)]),
      false,
    ],
    [
      'a preview worker, one grant revoked and another open',
      'mfe_team~preview',
      '1.4.0',
      askers([], [grant('1.4.0', LATER, EARLIER), grant('1.4.0', LATER)]),
      true,
    ],
    [
      'a preview worker, only a grant of another version open',
      'mfe_team~preview',
      '1.4.0',
      askers([], [grant('1.5.0', LATER)]),
      false,
    ],
    [
      'a preview worker, its version in canary but no grant',
      'mfe_team~preview',
      '1.4.0',
      askers(canary140),
      false,
    ],
    ['a worker of a cohort it does not know', 'mfe_team~other', '1.4.0', askers([]), true],
  ] as const)('%s', (_case, name, version, given, asked) => {
    expect(workerStillAsked(name, version, given, NOW)).toBe(asked);
  });
});

describe('createWorkerRetirement', () => {
  let ctx: TestContext;
  /** The supervisor's live names and versions, as its `retire` sees them. */
  const live = new Map<string, string>();
  const supervisor = {
    retire(stillAsked: (name: string, version: string) => boolean) {
      const retired = [...live].filter(([name, version]) => !stillAsked(name, version)).map(([name]) => name);
      for (const name of retired) live.delete(name);
      return retired;
    },
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    for (const version of ['1.0.0', '1.4.0'])
      await recordRelease(ctx.db, {
        remote: 'mfe_team',
        version,
        manifestUrl: `/remotes/mfe-team/${version}/mf-manifest.json`,
        createdBy: 'test',
      });
    await promote(ctx.db, 'mfe_team', '1.0.0', { by: 'test' });
  });
  afterAll(() => ctx.close());

  it("stops a canary's worker once its canary ended, a preview's once its grants are revoked, never the stable one", async () => {
    const retirement = createWorkerRetirement({ db: ctx.db, supervisor, everyMs: 0 });
    await startCanary(ctx.db, 'mfe_team', '1.4.0', { percent: 10, by: 'test' });
    await grantPreview(ctx.db, 'mfe_team', '1.4.0', { by: 'test', now: new Date() });
    for (const [name, version] of [
      ['mfe_team', '1.0.0'],
      ['mfe_team~canary', '1.4.0'],
      ['mfe_team~preview', '1.4.0'],
    ] as const) {
      live.set(name, version);
      if (name !== 'mfe_team') retirement.watch(name, version);
    }
    expect(await retirement.check()).toEqual([]);

    await endCanary(ctx.db, 'mfe_team', { outcome: 'rolled-back', by: 'test' });
    expect(await retirement.check()).toEqual(['mfe_team~canary']);

    await revokePreviews(ctx.db, 'mfe_team', '1.4.0', { by: 'test' });
    expect(await retirement.check()).toEqual(['mfe_team~preview']);
    expect([...live.keys()]).toEqual(['mfe_team']);
  });
});
