// mfe-trainings's server bundle (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md):
// its signed-in pages rendered per request with the member's data, bundled for Node by
// tooling/webpack/create-server-render-config.cjs and shipped in dist/server/ by
// tooling/server-render/write-server-render.mjs. The platform runs it in its render process; the
// browser never loads it.
import { createServerRender, signedInAreaMessages } from '@coach/shared/server-render/renderer';
import { oldTrainingsRoute } from './app/old-trainings-route.ts';
import { resultRoute } from './app/result-route.ts';
import { trainingRoute } from './app/training-route.ts';
import { trainingsRoute } from './app/trainings-route.ts';
import MyTrainingWidget from './features/catalogue/MyTrainingWidget.tsx';
import OldTrainingsPage from './features/catalogue/OldTrainingsPage.tsx';
import TrainingDetailPage from './features/catalogue/TrainingDetailPage.tsx';
import TrainingsPage from './features/catalogue/TrainingsPage.tsx';
import ResultPage from './features/results/ResultPage.tsx';
import { NAMESPACE, resources } from './i18n/namespace.ts';
import { catalogueRouteData } from './lib/trainings-route-data.ts';

export const { version, render, routes, widgets, messages } = createServerRender({
  remote: 'mfe_trainings',
  routes: [
    { ...trainingsRoute, Component: TrainingsPage },
    { ...trainingRoute, Component: TrainingDetailPage },
    { ...resultRoute, Component: ResultPage },
    { ...oldTrainingsRoute, Component: OldTrainingsPage },
  ],
  widgets: [{ slot: 'my-training', data: catalogueRouteData, Component: MyTrainingWidget }],
  messages: signedInAreaMessages(NAMESPACE, resources),
});
