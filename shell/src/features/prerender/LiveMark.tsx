import { useEffect } from 'react';
import { PRERENDERED_ATTRIBUTE } from '@coach/shared/prerender';

/** Long enough for a slow phone to load a remote; short enough that a stuck load still ends. */
export const TAKE_OVER_WAIT_MS = 15_000;

/** Whether the server drew the page ahead into `container` (docs/adr/0012-prerendered-first-paint.md). */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE) && container.hasChildNodes();
}

/**
 * Rendered beside the app: once the live page is committed in place of the prerendered markup,
 * `#root` no longer says it is prerendered (what the markup's inert controls wait for, and what
 * tests and operators can read).
 */
export function LiveMark({ container }: { container: HTMLElement }) {
  useEffect(() => container.removeAttribute(PRERENDERED_ATTRIBUTE), [container]);
  return null;
}
