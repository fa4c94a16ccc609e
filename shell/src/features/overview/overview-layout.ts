import type { OverviewWidget, RemoteName, WidgetSlot } from '@coach/shared/contract';

/**
 * The overview's widgets in the order docs/product.md §8.1 lists them, with the remote that fills
 * each: the shell lays out every slot before any remote has answered, so that a widget arriving
 * takes the place (and the height, global.css `.overview-slot--*`) kept for it and nothing moves.
 */
export const OVERVIEW_SLOTS: ReadonlyArray<{ slot: WidgetSlot; remote: RemoteName }> = [
  { slot: 'main-goal', remote: 'mfe_life_gps' },
  { slot: 'my-training', remote: 'mfe_trainings' },
  { slot: 'interior-weather', remote: 'mfe_life_gps' },
  { slot: 'my-schedule', remote: 'mfe_life_gps' },
];

export type SourceState =
  | { remote: RemoteName; status: 'loading' }
  | { remote: RemoteName; status: 'ready'; widgets: OverviewWidget[] }
  | { remote: RemoteName; status: 'failed' };

export type OverviewCell =
  | { kind: 'placeholder'; key: string; slot: WidgetSlot }
  | { kind: 'widget'; key: string; widget: OverviewWidget; remote: RemoteName }
  | { kind: 'failed'; key: string; remote: RemoteName };

/**
 * What the overview shows, in order: each slot of the layout holds its widget once its remote has
 * answered, a placeholder of the same size until then; a remote that failed shows one fallback
 * where its first slot was (its other slots go). Widgets the layout does not know (a remote
 * released before the shell) follow, by their `order`.
 */
export function arrangeOverview(sources: readonly SourceState[]): OverviewCell[] {
  const sourceOf = (remote: RemoteName) => sources.find((source) => source.remote === remote);
  const cells: OverviewCell[] = [];
  const failedShown = new Set<RemoteName>();
  for (const { slot, remote } of OVERVIEW_SLOTS) {
    const source = sourceOf(remote);
    if (!source) continue;
    if (source.status === 'loading') {
      cells.push({ kind: 'placeholder', key: slot, slot });
    } else if (source.status === 'failed') {
      if (!failedShown.has(remote)) cells.push({ kind: 'failed', key: `failed-${remote}`, remote });
      failedShown.add(remote);
    } else {
      const widget = source.widgets.find((candidate) => candidate.slot === slot);
      if (widget) cells.push({ kind: 'widget', key: slot, widget, remote });
    }
  }
  const laidOut = new Set<string>(OVERVIEW_SLOTS.map(({ slot, remote }) => `${remote}/${slot}`));
  const extra = sources
    .flatMap((source) =>
      source.status === 'ready' ? source.widgets.map((widget) => ({ source, widget })) : [],
    )
    .filter(({ source, widget }) => !laidOut.has(`${source.remote}/${widget.slot}`))
    .sort((a, b) => a.widget.order - b.widget.order);
  for (const { source, widget } of extra) {
    cells.push({ kind: 'widget', key: `${source.remote}/${widget.slot}`, widget, remote: source.remote });
  }
  // A widget remote the layout has no slot for still shows that it is loading or failed.
  for (const source of sources) {
    if (OVERVIEW_SLOTS.some(({ remote }) => remote === source.remote)) continue;
    if (source.status === 'failed')
      cells.push({ kind: 'failed', key: `failed-${source.remote}`, remote: source.remote });
  }
  return cells;
}
