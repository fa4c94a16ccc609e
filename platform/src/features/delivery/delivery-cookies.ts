import type { Context } from 'hono';

/**
 * A cookie of progressive delivery (the visitor id, the preview grants, the preview notice):
 * site-wide, `SameSite=Lax`, HttpOnly unless the shell must read it, `Secure` over https.
 */
export function deliveryCookie(
  c: Context,
  name: string,
  value: string,
  maxAgeSeconds: number,
  { httpOnly = true }: { httpOnly?: boolean } = {},
): string {
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${secure}`;
}
