import { bySpecificity, findRedirect, isExternalTarget, type RedirectRule } from './match.ts';

/**
 * What an operator may configure as a redirect, checked when a rule is added (the platform's
 * operator api). Everything here refuses rather than repairs: the message names what is wrong.
 * Decisions: docs/security.md, "Redirects".
 */

export type RedirectField = 'from' | 'to';

export interface RedirectRefusal {
  field: RedirectField;
  message: string;
}

/** A chain of at most this many rules is accepted; one more hop is refused. */
export const MAX_REDIRECT_HOPS = 3;

/**
 * First segments the server owns: the api, released remotes, the registry and the shell's builds
 * and pages that must always answer as themselves (clear-cache runs after a version change).
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  'api',
  'remotes',
  'registry.json',
  'registry',
  'builds',
  'clear-cache',
];

const LITERAL = /^[A-Za-z0-9_~-]+(\.[A-Za-z0-9_~-]+)*$/;
const PARAM = /^:[a-z_][a-z0-9_]*$/;
const QUERY = /^[A-Za-z0-9_~.=&-]*$/;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;
const MAX_LENGTH = 300;

/** Lower-case DNS names, at least two labels: what the allowlist of external hosts may hold. */
export function isHostName(host: string): boolean {
  return host.length <= 253 && HOST.test(host);
}

function refuse(field: RedirectField, message: string): RedirectRefusal {
  return { field, message };
}

/** The parameters a path pattern declares, or a refusal saying why it is not a pattern. */
function parsePath(field: RedirectField, path: string): string[] | RedirectRefusal {
  if (!path.startsWith('/') || path.startsWith('//'))
    return refuse(field, 'A path starts with a single "/".');
  if (path === '/') return refuse(field, 'The overview "/" cannot be redirected or be a target.');
  const segments = path.slice(1).split('/');
  const params: string[] = [];
  for (const segment of segments) {
    if (PARAM.test(segment)) {
      if (params.includes(segment.slice(1))) return refuse(field, `The parameter ${segment} appears twice.`);
      params.push(segment.slice(1));
    } else if (!LITERAL.test(segment)) {
      return refuse(
        field,
        segment === ''
          ? 'A path has no empty segment and no trailing "/".'
          : `"${segment}" is not a plain path segment (letters, digits, - _ ~ .) or a :parameter.`,
      );
    }
  }
  const first = segments[0] ?? '';
  if (first.startsWith(':'))
    return refuse(field, 'The first segment must be written out: a parameter there would match /api.');
  if (RESERVED_SEGMENTS.includes(first.toLowerCase()))
    return refuse(field, `/${first}/… belongs to the platform server and cannot be redirected.`);
  const last = segments[segments.length - 1] ?? '';
  if (last.includes('.'))
    return refuse(field, 'Rules apply to pages, not files: the last segment has no extension.');
  return params;
}

/** Refusal of a source path, or null when `from` is an acceptable pattern. */
export function checkSource(from: string): RedirectRefusal | null {
  if (from.length > MAX_LENGTH) return refuse('from', `At most ${MAX_LENGTH} characters.`);
  const parsed = parsePath('from', from);
  return Array.isArray(parsed) ? null : parsed;
}

/**
 * Refusal of a target, or null. A path of the product (only parameters of the source, an
 * optional plain query), or `https://` followed by a host of the allowlist, written exactly: no
 * user, no port, lower case, nothing encoded; every other scheme and every `//`, `/\` trick is
 * refused.
 */
export function checkTarget(
  to: string,
  from: string,
  allowedHosts: readonly string[],
): RedirectRefusal | null {
  if (to.length > MAX_LENGTH) return refuse('to', `At most ${MAX_LENGTH} characters.`);
  // Whitespace, controls, backslashes and non-ASCII are where parsers disagree: none at all.
  if (!/^[\x21-\x7e]+$/.test(to) || to.includes('\\'))
    return refuse('to', 'A target has no spaces, control characters, backslashes or non-ASCII characters.');
  const sourceParams = checkSource(from) ? [] : (parsePath('from', from) as string[]);
  const [beforeHash] = to.split('#', 1);
  if (beforeHash !== to) return refuse('to', 'A target has no "#" fragment.');

  if (isExternalTarget(to)) {
    const rest = to.slice('https://'.length);
    const end = rest.search(/[/?]/);
    const authority = end < 0 ? rest : rest.slice(0, end);
    if (!isHostName(authority))
      return refuse(
        'to',
        `"${authority}" is not a plain host name in lower case (no user, port or encoded characters).`,
      );
    if (!allowedHosts.includes(authority))
      return refuse(
        'to',
        `${authority} is not on the allowlist of external hosts (REDIRECT_ALLOWED_HOSTS): ${
          allowedHosts.length > 0 ? allowedHosts.join(', ') : 'empty'
        }.`,
      );
    let parsed: URL;
    try {
      parsed = new URL(to);
    } catch {
      return refuse('to', 'Not a valid URL.');
    }
    // Belt and braces: the host the browser will use is the one that was checked.
    if (parsed.hostname !== authority || parsed.username || parsed.password || parsed.port)
      return refuse('to', 'The URL does not resolve to the host it names.');
    const tail = end < 0 ? '' : rest.slice(end);
    if (!/^[A-Za-z0-9_~.=&/?:%-]*$/.test(tail))
      return refuse('to', 'The URL path holds characters that must not be there.');
    return unknownParam(tail, sourceParams);
  }

  if (!to.startsWith('/'))
    return refuse('to', 'A target is a path of the product ("/…") or an https:// URL on an allowed host.');
  const at = to.indexOf('?');
  const path = at < 0 ? to : to.slice(0, at);
  const query = at < 0 ? undefined : to.slice(at + 1);
  if (query !== undefined && !QUERY.test(query))
    return refuse('to', 'The query of a target holds only letters, digits and - _ ~ . = &.');
  const parsed = parsePath('to', path);
  if (!Array.isArray(parsed)) return parsed;
  return unknownParam(path, sourceParams);
}

function unknownParam(text: string, known: readonly string[]): RedirectRefusal | null {
  for (const [, name] of text.matchAll(/\/:([a-z_][a-z0-9_]*)/g)) {
    if (name && !known.includes(name)) return refuse('to', `:${name} is not a parameter of the source.`);
  }
  return null;
}

/** The shape of a pattern without its parameter names: `/a/:x` and `/a/:y` match the same paths. */
export function patternShape(pattern: string): string {
  return pattern.replace(/\/:[a-z_][a-z0-9_]*/g, '/:');
}

/**
 * Sample paths a pattern matches: each parameter takes a neutral value and every literal segment
 * any rule mentions (a chain may only continue through a rule whose literal matches).
 */
function samplePaths(pattern: string, literals: readonly string[]): string[] {
  let paths = [''];
  for (const segment of pattern.slice(1).split('/')) {
    const values = segment.startsWith(':') ? ['x0', ...literals] : [segment];
    const next: string[] = [];
    for (const prefix of paths) for (const value of values) next.push(`${prefix}/${value}`);
    paths = next.slice(0, 2000);
  }
  return paths;
}

/**
 * Refusal of `candidate` joining `rules`, or null: the same source twice, a chain that comes back
 * to a path it passed through, or a chain of more than MAX_REDIRECT_HOPS rules.
 */
export function checkRuleSet(
  rules: readonly RedirectRule[],
  candidate: RedirectRule,
): RedirectRefusal | null {
  const shape = patternShape(candidate.from);
  const same = rules.find((rule) => patternShape(rule.from) === shape);
  if (same) return refuse('from', `A rule for ${same.from} exists (to ${same.to}): remove it first.`);
  const all = [...rules, candidate].sort(bySpecificity);
  const literals = [
    ...new Set(all.flatMap((rule) => rule.from.split('/').filter((s) => s && !s.startsWith(':')))),
  ];
  for (const rule of all) {
    for (const start of samplePaths(rule.from, literals)) {
      const seen = [start];
      let path = start;
      for (let hop = 1; ; hop += 1) {
        const next = findRedirect(all, path);
        if (!next || next.external) break;
        const nextPath = next.location.split('?')[0] ?? '';
        if (seen.includes(nextPath))
          return refuse('to', `This rule would make a loop: ${[...seen, nextPath].join(' → ')}.`);
        if (hop > MAX_REDIRECT_HOPS)
          return refuse(
            'to',
            `This rule would make a chain of more than ${MAX_REDIRECT_HOPS} redirects: ${[...seen, nextPath].join(' → ')}.`,
          );
        seen.push(nextPath);
        path = nextPath;
      }
    }
  }
  return null;
}

/** Every check for a new rule, in the order an operator fixes them: source, target, the set. */
export function checkNewRule(
  rules: readonly RedirectRule[],
  candidate: RedirectRule,
  allowedHosts: readonly string[],
): RedirectRefusal | null {
  return (
    checkSource(candidate.from) ??
    checkTarget(candidate.to, candidate.from, allowedHosts) ??
    checkRuleSet(rules, candidate)
  );
}
