import type { SourceState } from './overview-layout.ts';

/**
 * The overview the server drew (docs/adr/0013-signed-in-first-paint.md), handed from the start to
 * the live page: the widget remotes already loaded, and the data each drawn widget was drawn from,
 * so that the live overview draws the same widgets at once instead of placeholders. Kept until the
 * live overview has taken it: a later visit to `/` loads and reads as usual.
 */
export interface DrawnOverview {
  sources: SourceState[];
  /** By widget render id (`widgetRenderId`). */
  data: Record<string, unknown>;
}

let drawn: DrawnOverview | null = null;

export function handOverDrawnOverview(overview: DrawnOverview): void {
  drawn = overview;
}

export function drawnOverview(): DrawnOverview | null {
  return drawn;
}

export function forgetDrawnOverview(): void {
  drawn = null;
}
