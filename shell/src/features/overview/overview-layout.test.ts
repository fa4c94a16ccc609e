import type { OverviewWidget, WidgetSlot } from '@coach/shared/contract';
import { arrangeOverview, type OverviewCell, type SourceState } from './overview-layout.ts';

const widget = (slot: WidgetSlot, order: number): OverviewWidget => ({
  slot,
  order,
  titleKey: `${slot}.title`,
  Component: () => null,
});

const LIFE_GPS = [widget('main-goal', 10), widget('interior-weather', 30), widget('my-schedule', 40)];
const TRAININGS = [widget('my-training', 20)];

const describeCell = (cell: OverviewCell) =>
  cell.kind === 'widget'
    ? cell.widget.slot
    : cell.kind === 'placeholder'
      ? `…${cell.slot}`
      : `✗${cell.remote}`;

describe('arrangeOverview', () => {
  it.each<[string, SourceState[], string[]]>([
    [
      'everything loading: one placeholder per slot, in the order of docs/product.md §8.1',
      [
        { remote: 'mfe_life_gps', status: 'loading' },
        { remote: 'mfe_trainings', status: 'loading' },
      ],
      ['…main-goal', '…my-training', '…interior-weather', '…my-schedule'],
    ],
    [
      'one remote ready: its widgets take their slots, the others keep their placeholders',
      [
        { remote: 'mfe_life_gps', status: 'ready', widgets: LIFE_GPS },
        { remote: 'mfe_trainings', status: 'loading' },
      ],
      ['main-goal', '…my-training', 'interior-weather', 'my-schedule'],
    ],
    [
      'both ready: the product order, across remotes',
      [
        { remote: 'mfe_life_gps', status: 'ready', widgets: LIFE_GPS },
        { remote: 'mfe_trainings', status: 'ready', widgets: TRAININGS },
      ],
      ['main-goal', 'my-training', 'interior-weather', 'my-schedule'],
    ],
    [
      'a failed remote: one fallback where its first slot was',
      [
        { remote: 'mfe_life_gps', status: 'failed' },
        { remote: 'mfe_trainings', status: 'ready', widgets: TRAININGS },
      ],
      ['✗mfe_life_gps', 'my-training'],
    ],
    [
      'a slot the remote does not fill is left out',
      [
        { remote: 'mfe_life_gps', status: 'ready', widgets: [widget('my-schedule', 40)] },
        { remote: 'mfe_trainings', status: 'ready', widgets: TRAININGS },
      ],
      ['my-training', 'my-schedule'],
    ],
    [
      'a widget the layout does not place follows, by order',
      [
        { remote: 'mfe_life_gps', status: 'ready', widgets: LIFE_GPS },
        { remote: 'mfe_trainings', status: 'ready', widgets: [...TRAININGS, widget('main-goal', 5)] },
      ],
      ['main-goal', 'my-training', 'interior-weather', 'my-schedule', 'main-goal'],
    ],
    [
      'a failed widget remote the layout does not know still shows its fallback',
      [{ remote: 'mfe_team', status: 'failed' }],
      ['✗mfe_team'],
    ],
  ])('%s', (_label, sources, expected) => {
    expect(arrangeOverview(sources).map(describeCell)).toEqual(expected);
  });

  it('gives every cell a distinct key', () => {
    const cells = arrangeOverview([
      { remote: 'mfe_life_gps', status: 'ready', widgets: LIFE_GPS },
      { remote: 'mfe_trainings', status: 'ready', widgets: [...TRAININGS, widget('main-goal', 5)] },
    ]);
    expect(new Set(cells.map((cell) => cell.key)).size).toBe(cells.length);
  });
});
