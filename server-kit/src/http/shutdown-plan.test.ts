import { shutdownPlan } from './shutdown-plan';

describe('shutdownPlan', () => {
  it.each([
    ['SIGTERM, probed by a balancer', 'SIGTERM', true, {}, { delayMs: 2000, graceMs: 10_000 }],
    ['SIGTERM, never probed', 'SIGTERM', false, {}, { delayMs: 0, graceMs: 10_000 }],
    ['SIGINT at a terminal', 'SIGINT', true, {}, { delayMs: 0, graceMs: 10_000 }],
    [
      'both set',
      'SIGTERM',
      false,
      { SHUTDOWN_DELAY_MS: '500', SHUTDOWN_GRACE_MS: '3000' },
      { delayMs: 500, graceMs: 3000 },
    ],
    [
      'SIGINT ignores the delay',
      'SIGINT',
      true,
      { SHUTDOWN_DELAY_MS: '500' },
      { delayMs: 0, graceMs: 10_000 },
    ],
    [
      'unusable values',
      'SIGTERM',
      true,
      { SHUTDOWN_DELAY_MS: '-1', SHUTDOWN_GRACE_MS: 'soon' },
      { delayMs: 2000, graceMs: 10_000 },
    ],
    [
      'over two minutes',
      'SIGTERM',
      true,
      { SHUTDOWN_GRACE_MS: '999999' },
      { delayMs: 2000, graceMs: 10_000 },
    ],
    ['zero is a value', 'SIGTERM', true, { SHUTDOWN_DELAY_MS: '0' }, { delayMs: 0, graceMs: 10_000 }],
  ])('%s', (_name, signal, readinessProbed, env, expected) => {
    expect(shutdownPlan({ signal, readinessProbed, env })).toEqual(expected);
  });
});
