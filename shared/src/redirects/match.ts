/**
 * Route rules that redirect (docs/operating.md, "Redirects"): the part both the platform server
 * (a full page load) and the shell (a navigation) run. Kept tiny: it is in the shell's first load.
 * What may be configured is checked once, when a rule is added (`./validate.ts`).
 */
export interface RedirectRule {
  /** `/old_trainings`, `/training/:slug/old`: literal segments and `:name` parameters. */
  from: string;
  /** A path of the product (may use the source's parameters) or an `https://` URL on an allowed host. */
  to: string;
  /** 308 and cacheable when true, 307 and never cached when false. */
  permanent: boolean;
}

export interface RedirectMatch {
  location: string;
  permanent: boolean;
  external: boolean;
}

/** A parameter takes one whole segment of these characters: no dot, no `%`, so no tricks. */
const PARAM_VALUE = /^[A-Za-z0-9_~-]+$/;

/** The parameters when `pathname` matches the pattern, else null (one trailing slash tolerated). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i += 1) {
    const segment = wanted[i] ?? '';
    const value = given[i] ?? '';
    if (segment.startsWith(':')) {
      if (!PARAM_VALUE.test(value)) return null;
      params[segment.slice(1)] = value;
    } else if (segment !== value) return null;
  }
  return params;
}

/** More literal segments first, position by position: `/training/intro/old` before `/training/:slug/old`. */
export function bySpecificity(a: RedirectRule, b: RedirectRule): number {
  const sa = a.from.split('/');
  const sb = b.from.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i += 1) {
    const pa = sa[i]?.startsWith(':') ? 1 : 0;
    const pb = sb[i]?.startsWith(':') ? 1 : 0;
    if (pa !== pb) return pa - pb;
  }
  return a.from < b.from ? -1 : a.from > b.from ? 1 : 0;
}

export const isExternalTarget = (to: string): boolean => to.startsWith('https://');

/**
 * Where a rule sends `pathname`, or null. The query string follows to a path of the product but
 * never to another site (it may hold a verification token).
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  search = '',
): RedirectMatch | null {
  for (const rule of [...rules].sort(bySpecificity)) {
    const params = matchPattern(rule.from, pathname);
    if (!params) continue;
    const [base = '', query] = splitOnce(rule.to, '?');
    const path = base.replace(/:([a-z_][a-z0-9_]*)/g, (token, name: string) => params[name] ?? token);
    const external = isExternalTarget(rule.to);
    const keptSearch = external ? '' : query !== undefined ? `?${query}` : search;
    return { location: `${path}${keptSearch}`, permanent: rule.permanent, external };
  }
  return null;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
