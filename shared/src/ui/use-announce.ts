import { useEffect } from 'react';

const REGION_ATTRIBUTE = 'data-coach-announcer';
/** Long enough for screen readers to notice the region was emptied before the new text. */
const REFILL_DELAY_MS = 50;

/**
 * The page's one polite live region, created on first use (no provider to mount): whichever
 * package asks first adds it to <body>, everyone after reuses it.
 */
function liveRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}]`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.setAttribute(REGION_ATTRIBUTE, '');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'visually-hidden';
  document.body.append(region);
  return region;
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Says `message` to screen-reader users without moving focus; the same message twice is said twice. */
export function announce(message: string): void {
  const region = liveRegion();
  region.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    region.textContent = message;
  }, REFILL_DELAY_MS);
}

/**
 * `announce`, with the live region created when the component mounts: a region added at the
 * moment it is filled is often not read.
 */
export function useAnnounce(): (message: string) => void {
  useEffect(() => {
    liveRegion();
  }, []);
  return announce;
}
