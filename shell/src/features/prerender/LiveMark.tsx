import { useLayoutEffect } from 'react';
import { PRERENDERED_ATTRIBUTE } from '@coach/shared/prerender';
import type { FormHandover } from './form-handover.ts';

/** Long enough for a slow phone to load a remote; short enough that a stuck load still ends. */
export const TAKE_OVER_WAIT_MS = 15_000;

/** Whether the server drew the page ahead into `container` (docs/adr/0012-prerendered-first-paint.md). */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE) && container.hasChildNodes();
}

/**
 * Rendered beside the app: once the live page is committed in place of the prerendered markup,
 * what the visitor typed there is handed over to it and `#root` no longer says it is prerendered
 * (what the loader's held-back submits wait for, and what tests and operators can read). A layout
 * effect: it runs in the commit itself, so no keystroke falls between the two pages.
 */
export function LiveMark({
  container,
  handover,
}: {
  container: HTMLElement;
  handover?: FormHandover | null;
}) {
  useLayoutEffect(() => {
    handover?.handOver();
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
  }, [container, handover]);
  return null;
}
