/**
 * What the platform put into the page as `<script type="application/json" id="…">` (the registry,
 * the front version: platform/src/features/registry/first-paint.ts), read by `read`; null when the page
 * has none (a dev server) or a malformed one, and the shell then asks the api as it always could.
 */
export function readInlineJson<T>(
  id: string,
  read: (value: unknown) => T | null,
  page: Pick<Document, 'getElementById'> = document,
): T | null {
  const text = page.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return read(JSON.parse(text));
  } catch {
    return null;
  }
}
