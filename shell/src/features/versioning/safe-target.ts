/**
 * Where the clear-cache page may continue: a path on this site, nothing else. The raw `to` is
 * resolved the way the browser would resolve it (so `/\evil`, tabs and other tricks a string
 * test misses resolve to their real host), must land on this origin, and only its path, search
 * and hash are kept. Anything else goes home. Decision: docs/security.md.
 */
export function safeTarget(raw: string | null, origin: string): string {
  if (!raw) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
