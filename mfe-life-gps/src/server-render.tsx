// mfe-life-gps's server bundle (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md):
// its pages rendered per request with the member's data, bundled for Node by
// tooling/webpack/create-server-render-config.cjs and shipped in dist/server/ by
// tooling/server-render/write-server-render.mjs. The platform runs it in its render process; the
// browser never loads it.
import { remoteRouteId } from '@coach/shared/contract';
import type { ReadResult, RenderInput, RenderOutput } from '@coach/shared/server-render';
import { createServerRender, signedInAreaMessages } from '@coach/shared/server-render/renderer';
import { myCommitmentsRoute } from './app/my-commitments-route.ts';
import { myLifeGpsRoute } from './app/my-life-gps-route.ts';
import { MainGoalSlot } from './components/WidgetSlots.tsx';
import { NAMESPACE, resources } from './i18n/namespace.ts';
import { mainGoalWidgetData } from './lib/main-goal-widget-data.ts';
import MyCommitmentsPage from './pages/MyCommitmentsPage.tsx';
import MyLifeGpsPage from './pages/MyLifeGpsPage.tsx';

const REMOTE = 'mfe_life_gps';

const server = createServerRender({
  remote: REMOTE,
  routes: [
    { ...myCommitmentsRoute, Component: MyCommitmentsPage },
    { ...myLifeGpsRoute, Component: MyLifeGpsPage },
  ],
  widgets: [{ slot: 'main-goal', data: mainGoalWidgetData, Component: MainGoalSlot }],
  messages: signedInAreaMessages(NAMESPACE, resources),
});

export const { version, routes, widgets, messages } = server;

const MY_LIFE_GPS = remoteRouteId(REMOTE, myLifeGpsRoute.handle.name);

/**
 * Whether `input` is `/my_life_gps` for a member who has not taken the test yet, every other read
 * answered: the wheel's read is then the api's 404 `no_result_yet`, which the card draws as the
 * invitation to take the test (LifeWheelCard), as the browser does.
 */
function withoutWheelYet(input: RenderInput): boolean {
  if (input.route !== MY_LIFE_GPS) return false;
  // The renderer checked these are the route's read results before it drew the page.
  const results = input.data[MY_LIFE_GPS] as Record<string, ReadResult>;
  return Object.entries(results).every(([key, result]) =>
    key === 'wheel'
      ? !result.ok && result.status === 404 && result.errors['code']?.includes('no_result_yet') === true
      : result.ok,
  );
}

/**
 * The renderer's `render`, but a page without a wheel yet is a page drawn, not a failed read: the
 * renderer counts every failed read against the status (docs/server-render.md, `status`), which
 * would leave every member who has not taken the test to the scripts.
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  const output = await server.render(input);
  return output.status === 404 && output.html !== '' && withoutWheelYet(input)
    ? { ...output, status: 200 }
    : output;
}
