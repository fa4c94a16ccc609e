import type { RedirectRule } from './match.ts';
import { checkNewRule, checkRuleSet, checkSource, checkTarget, isHostName } from './validate.ts';

const ALLOWED = ['allowed.example', 'launch.example.com'];

describe('checkSource', () => {
  it.each([
    { from: '/old_trainings', ok: true },
    { from: '/training/:slug/old', ok: true },
    { from: '/my_team/edit-:id', ok: false },
    { from: 'old_trainings', ok: false },
    { from: '//evil.example', ok: false },
    { from: '/', ok: false },
    { from: '/old/', ok: false },
    { from: '/a//b', ok: false },
    { from: '/api/health', ok: false },
    { from: '/API/health', ok: false },
    { from: '/Api', ok: false },
    { from: '/remotes/mfe-home/1.0.0/x', ok: false },
    { from: '/registry.json', ok: false },
    { from: '/registry/integrity/x', ok: false },
    { from: '/builds/latest', ok: false },
    { from: '/clear-cache', ok: false },
    // A parameter first would match /api/… and /remotes/… too.
    { from: '/:anything', ok: false },
    { from: '/:slug/old', ok: false },
    { from: '/main.js', ok: false },
    { from: '/%61pi/x', ok: false },
    { from: '/a/:x/:x', ok: false },
    { from: '/a\\b', ok: false },
    { from: '/a b', ok: false },
    { from: '/a/:X', ok: false },
  ])('$from → ok: $ok', ({ from, ok }) => {
    expect(checkSource(from) === null).toBe(ok);
  });
});

describe('checkTarget', () => {
  it.each([
    { to: '/trainings', ok: true },
    { to: '/training/:slug', ok: true },
    { to: '/home/register?from=brochure', ok: true },
    { to: '/training/:other', ok: false },
    { to: 'https://allowed.example', ok: true },
    { to: 'https://allowed.example/path/:slug?ref=coach', ok: true },
    { to: 'https://launch.example.com/soon', ok: true },
    // Not on the allowlist, or only looking like it.
    { to: 'https://evil.example/', ok: false },
    { to: 'https://allowed.example.evil.example/', ok: false },
    { to: 'https://evil.example/allowed.example', ok: false },
    { to: 'https://sub.allowed.example/', ok: false },
    { to: 'https://allowed.example@evil.example/', ok: false },
    { to: 'https://user:pw@allowed.example/', ok: false },
    { to: 'https://allowed.example:8443/', ok: false },
    { to: 'https://allowed.example%2eevil.example/', ok: false },
    { to: 'https://allowed%2Eexample/', ok: false },
    { to: 'https://%61llowed.example/', ok: false },
    { to: 'https://ALLOWED.example/', ok: false },
    { to: 'HTTPS://allowed.example/', ok: false },
    { to: 'https://allowed.example./', ok: false },
    { to: 'https://allowed.example\\@evil.example/', ok: false },
    { to: 'https://allowed.example#@evil.example', ok: false },
    { to: 'https://allowed.example?@evil.example', ok: false },
    { to: 'https://xn--llowed-xxa.example/', ok: false },
    { to: 'https://allowed.еxample/', ok: false },
    { to: 'http://allowed.example/', ok: false },
    // Schemes and protocol-relative tricks.
    { to: 'javascript:alert(1)', ok: false },
    { to: 'JavaScript:alert(1)', ok: false },
    { to: 'java\tscript:alert(1)', ok: false },
    { to: ' javascript:alert(1)', ok: false },
    { to: 'data:text/html,<script>alert(1)</script>', ok: false },
    { to: '//evil.example', ok: false },
    { to: '/\\evil.example', ok: false },
    { to: '\\\\evil.example', ok: false },
    { to: '/%2Fevil.example', ok: false },
    { to: '/%5Cevil.example', ok: false },
    { to: 'evil.example', ok: false },
    { to: 'https:evil.example', ok: false },
    { to: 'https:/evil.example', ok: false },
    { to: 'https:///evil.example', ok: false },
    // Paths the server owns are not targets either.
    { to: '/api/dev/mails', ok: false },
    { to: '/clear-cache', ok: false },
    { to: '/trainings#x', ok: false },
    { to: '/trainings?a=<b>', ok: false },
  ])('$to → ok: $ok', ({ to, ok }) => {
    expect(checkTarget(to, '/training/:slug/old', ALLOWED)).toEqual(
      ok ? null : expect.objectContaining({ field: 'to' }),
    );
  });

  it('refuses every external host when the allowlist is empty', () => {
    expect(checkTarget('https://allowed.example/', '/a', [])?.message).toMatch(/allowlist/);
  });
});

describe('isHostName', () => {
  it.each([
    { host: 'allowed.example', ok: true },
    { host: 'a-b.c.example', ok: true },
    { host: 'localhost', ok: false },
    { host: 'Allowed.example', ok: false },
    { host: 'allowed.example:443', ok: false },
    { host: '-a.example', ok: false },
    { host: '*.example', ok: false },
  ])('$host → $ok', ({ host, ok }) => {
    expect(isHostName(host)).toBe(ok);
  });
});

const rule = (from: string, to: string): RedirectRule => ({ from, to, permanent: true });

describe('checkRuleSet', () => {
  it.each([
    { name: 'a first rule', rules: [], candidate: rule('/a', '/b'), refused: null },
    { name: 'a rule to itself', rules: [], candidate: rule('/a', '/a'), refused: /loop/ },
    {
      name: 'a rule to itself through a parameter',
      rules: [],
      candidate: rule('/t/:slug/old', '/t/:slug/old'),
      refused: /loop/,
    },
    { name: 'a two-rule loop', rules: [rule('/a', '/b')], candidate: rule('/b', '/a'), refused: /loop/ },
    {
      name: 'a loop through parameters',
      rules: [rule('/a/:x', '/b/:x')],
      candidate: rule('/b/:y', '/a/:y'),
      refused: /loop/,
    },
    {
      name: 'a loop only for one literal value',
      rules: [rule('/a/:x', '/b/:x')],
      candidate: rule('/b/special', '/a/special'),
      refused: /loop/,
    },
    {
      name: 'a three-rule loop',
      rules: [rule('/a', '/b'), rule('/b', '/c')],
      candidate: rule('/c', '/a'),
      refused: /loop/,
    },
    {
      name: 'a chain of three',
      rules: [rule('/a', '/b'), rule('/b', '/c')],
      candidate: rule('/c', '/d'),
      refused: null,
    },
    {
      name: 'a chain of four, added at its end',
      rules: [rule('/a', '/b'), rule('/b', '/c'), rule('/c', '/d')],
      candidate: rule('/d', '/e'),
      refused: /more than 3/,
    },
    {
      name: 'a chain of four, added at its start',
      rules: [rule('/b', '/c'), rule('/c', '/d'), rule('/d', '/e')],
      candidate: rule('/a', '/b'),
      refused: /more than 3/,
    },
    {
      name: 'an external target ends the chain',
      rules: [rule('/a', '/b')],
      candidate: rule('/b', 'https://allowed.example/a'),
      refused: null,
    },
    {
      name: 'the same source twice',
      rules: [rule('/a/:x', '/b')],
      candidate: rule('/a/:y', '/c'),
      refused: /exists/,
    },
    {
      name: 'a more literal rule beside a general one',
      rules: [rule('/t/:slug/old', '/t/:slug')],
      candidate: rule('/t/intro/old', '/trainings'),
      refused: null,
    },
  ])('$name → $refused', ({ rules, candidate, refused }) => {
    const result = checkRuleSet(rules, candidate);
    if (refused === null) expect(result).toBeNull();
    else expect(result?.message).toMatch(refused);
  });
});

describe('checkNewRule', () => {
  it('names the field at fault', () => {
    expect(checkNewRule([], rule('/api/x', '/b'), ALLOWED)?.field).toBe('from');
    expect(checkNewRule([], rule('/a', '//evil.example'), ALLOWED)?.field).toBe('to');
    expect(checkNewRule([rule('/b', '/a')], rule('/a', '/b'), ALLOWED)?.field).toBe('to');
    expect(checkNewRule([], rule('/a', 'https://allowed.example/x'), ALLOWED)).toBeNull();
  });
});
