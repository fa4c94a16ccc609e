import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import {
  CONTRACT_VERSION,
  widgetRenderId,
  type OverviewWidget,
  type RemoteName,
  type RemoteWidgetsModule,
  type WidgetProps,
  type WidgetSlot,
} from '@coach/shared/contract';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import { OVERVIEW_SLOT_ATTRIBUTE } from '@coach/shared/prerender';
import { deferred } from '@coach/shared/testing';
import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import { currentRegistry, loadRemoteWidgets } from '../../lib/federation/remotes.ts';
import { WIDGET_REMOTES } from '../../lib/federation/prefixes.ts';
import { drawnOverview, forgetDrawnOverview, handOverDrawnOverview } from './drawn-overview.ts';
import { OVERVIEW_SLOTS, type SourceState } from './overview-layout.ts';
import { OverviewWidgets } from './OverviewWidgets.tsx';

// The remotes are not on the page in jest: each test decides when (and whether) one answers, and
// which versions the page's registry names.
jest.mock('../../lib/federation/remotes.ts', () => ({
  loadRemoteWidgets: jest.fn(),
  currentRegistry: jest.fn(),
}));
const loadWidgets = jest.mocked(loadRemoteWidgets);
const registry = jest.mocked(currentRegistry);

/** A widget that shows the data it was given, so that a test sees which data reached which widget. */
const widget = (slot: WidgetSlot): OverviewWidget => ({
  slot,
  order: 1,
  titleKey: `${slot}.title`,
  Component: ({ data }: WidgetProps) => (
    <p data-testid={`widget-${slot}`}>{JSON.stringify(data) ?? 'no data'}</p>
  ),
});
const WIDGETS: Partial<Record<RemoteName, OverviewWidget[]>> = {
  mfe_life_gps: [widget('main-goal'), widget('interior-weather'), widget('my-schedule')],
  mfe_trainings: [widget('my-training')],
};
const widgetsModule = (remote: RemoteName): RemoteWidgetsModule => ({
  contractVersion: CONTRACT_VERSION,
  namespace: remote,
  widgets: WIDGETS[remote] ?? [],
});
const ready = (remote: RemoteName): SourceState => ({
  remote,
  status: 'ready',
  widgets: WIDGETS[remote] ?? [],
});
const loading = (remote: RemoteName): SourceState => ({ remote, status: 'loading' });

/** The remotes loadRemoteWidgets was asked for, each once (StrictMode runs the effect twice). */
const loadedRemotes = () => [...new Set(loadWidgets.mock.calls.map(([remote]) => remote))].sort();
const placeholderSlots = (container: HTMLElement) =>
  Array.from(container.querySelectorAll(`[${OVERVIEW_SLOT_ATTRIBUTE}]`)).map((element) =>
    element.getAttribute(OVERVIEW_SLOT_ATTRIBUTE),
  );

// StrictMode as the shell renders it: a hand-over read again on the effect's second run would
// already be forgotten.
const renderOverview = () =>
  render(
    <StrictMode>
      <OverviewWidgets />
    </StrictMode>,
  );

describe('OverviewWidgets', () => {
  const pending = new Map<RemoteName, ReturnType<typeof deferred<RemoteWidgetsModule>>>();

  beforeAll(() => {
    initI18n('fr');
    addNamespace('shell', { fr, en });
  });
  beforeEach(() => {
    pending.clear();
    // Every load waits for the test: what is drawn before a test answers came from the hand-over.
    loadWidgets.mockImplementation((remote) => {
      const load = pending.get(remote) ?? deferred<RemoteWidgetsModule>();
      pending.set(remote, load);
      return load.promise;
    });
  });
  afterEach(() => forgetDrawnOverview());

  it('without a hand-over, starts with every slot a placeholder and loads every widget remote', () => {
    const { container } = renderOverview();
    expect(placeholderSlots(container)).toEqual(OVERVIEW_SLOTS.map(({ slot }) => slot));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(loadedRemotes()).toEqual([...WIDGET_REMOTES].sort());
  });

  it('draws the drawn remote’s widgets at once, each with its own data, and loads only the others', async () => {
    const data = {
      [widgetRenderId('mfe_life_gps', 'main-goal')]: { goal: 'Run a marathon' },
      [widgetRenderId('mfe_life_gps', 'interior-weather')]: { weather: 'sunny' },
    };
    handOverDrawnOverview({ sources: [ready('mfe_life_gps'), loading('mfe_trainings')], data });

    const { container } = renderOverview();
    // No load has answered: these widgets are on the page from the hand-over alone, as the server drew them.
    expect(screen.getByTestId('widget-main-goal')).toHaveTextContent('{"goal":"Run a marathon"}');
    expect(screen.getByTestId('widget-interior-weather')).toHaveTextContent('{"weather":"sunny"}');
    // A widget the server drew without data (or did not draw) reads for itself.
    expect(screen.getByTestId('widget-my-schedule')).toHaveTextContent('no data');
    expect(placeholderSlots(container)).toEqual(['my-training']);
    expect(loadedRemotes()).toEqual(['mfe_trainings']);

    // The remote that was not handed over arrives as usual, without data of its own.
    await act(async () => pending.get('mfe_trainings')?.resolve(widgetsModule('mfe_trainings')));
    expect(screen.getByTestId('widget-my-training')).toHaveTextContent('no data');
    expect(placeholderSlots(container)).toEqual([]);
  });

  it('has the drawn widgets in its very first render, before any effect runs', () => {
    // A server render is the first render alone: a hand-over taken in an effect would draw
    // placeholders first, and the widgets the server drew would blink out on the live page.
    handOverDrawnOverview({
      sources: [ready('mfe_life_gps'), loading('mfe_trainings')],
      data: { [widgetRenderId('mfe_life_gps', 'main-goal')]: { goal: 'Run a marathon' } },
    });
    const first = document.createElement('div');
    first.innerHTML = renderToString(<OverviewWidgets />);
    expect(first.querySelector('[data-testid="widget-main-goal"]')).toHaveTextContent(
      '{"goal":"Run a marathon"}',
    );
    expect(placeholderSlots(first)).toEqual(['my-training']);
  });

  it('loads again a remote handed over as loading (its load failed at the start)', () => {
    handOverDrawnOverview({
      sources: [loading('mfe_life_gps'), ready('mfe_trainings')],
      data: { [widgetRenderId('mfe_life_gps', 'main-goal')]: { goal: 'Run a marathon' } },
    });
    const { container } = renderOverview();
    expect(screen.getByTestId('widget-my-training')).toBeInTheDocument();
    expect(placeholderSlots(container)).toEqual(['main-goal', 'interior-weather', 'my-schedule']);
    expect(loadedRemotes()).toEqual(['mfe_life_gps']);
  });

  it('names in each widget cell the remote and the version it was loaded from, drawn or arrived', async () => {
    const versions: Record<string, string> = { mfe_life_gps: '2.1.0', mfe_trainings: '1.4.0-canary.1' };
    registry.mockReturnValue({
      remotes: Object.fromEntries(Object.entries(versions).map(([remote, version]) => [remote, { version }])),
    } as unknown as ReturnType<typeof currentRegistry>); // only the versions are read
    handOverDrawnOverview({ sources: [ready('mfe_life_gps'), loading('mfe_trainings')], data: {} });
    const { container } = renderOverview();
    await act(async () => pending.get('mfe_trainings')?.resolve(widgetsModule('mfe_trainings')));
    const cells = Array.from(container.querySelectorAll('article.widget')).map((cell) => [
      cell.getAttribute('data-slot'),
      cell.getAttribute('data-remote'),
      cell.getAttribute('data-version'),
    ]);
    expect(cells).toEqual(OVERVIEW_SLOTS.map(({ slot, remote }) => [slot, remote, versions[remote]]));
    registry.mockReset();
  });

  it('takes the hand-over once: a later visit to the overview loads every remote again', () => {
    handOverDrawnOverview({ sources: [ready('mfe_life_gps'), loading('mfe_trainings')], data: {} });
    const first = renderOverview();
    expect(drawnOverview()).toBeNull();
    first.unmount();
    loadWidgets.mockClear();

    const { container } = renderOverview();
    expect(placeholderSlots(container)).toEqual(OVERVIEW_SLOTS.map(({ slot }) => slot));
    expect(loadedRemotes()).toEqual([...WIDGET_REMOTES].sort());
  });
});
