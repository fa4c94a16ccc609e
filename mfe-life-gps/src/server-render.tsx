// mfe-life-gps's server bundle (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md):
// its pages rendered per request with the member's data, bundled for Node by
// tooling/webpack/create-server-render-config.cjs and shipped in dist/server/ by
// tooling/server-render/write-server-render.mjs. The platform runs it in its render process; the
// browser never loads it. A member without a wheel yet gets a page drawn like any other
// (src/lib/my-life-gps-route-data.ts, `isPageState`).
import { createServerRender, signedInAreaMessages } from '@coach/shared/server-render/renderer';
import { myCommitmentsRoute } from './app/my-commitments-route.ts';
import { myLifeGpsRoute } from './app/my-life-gps-route.ts';
import { InteriorWeatherSlot, MainGoalSlot } from './components/WidgetSlots.tsx';
import { NAMESPACE, resources } from './i18n/namespace.ts';
import { mainGoalWidgetData } from './lib/main-goal-widget-data.ts';
import { weatherWidgetData } from './lib/weather-widget-data.ts';
import MyCommitmentsPage from './pages/MyCommitmentsPage.tsx';
import MyLifeGpsPage from './pages/MyLifeGpsPage.tsx';

export const { version, render, routes, widgets, messages } = createServerRender({
  remote: 'mfe_life_gps',
  routes: [
    { ...myCommitmentsRoute, Component: MyCommitmentsPage },
    { ...myLifeGpsRoute, Component: MyLifeGpsPage },
  ],
  widgets: [
    { slot: 'main-goal', data: mainGoalWidgetData, Component: MainGoalSlot },
    { slot: 'interior-weather', data: weatherWidgetData, Component: InteriorWeatherSlot },
  ],
  messages: signedInAreaMessages(NAMESPACE, resources),
});
