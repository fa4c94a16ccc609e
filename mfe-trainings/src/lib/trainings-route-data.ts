import type { ResultListResponse } from '@coach/shared/results';
import type {
  ModuleDetailResponse,
  TrainingDetailResponse,
  TrainingListResponse,
} from '@coach/shared/trainings';
import { apiRead, declareRouteData } from '@coach/shared/server-render/route-data';

/**
 * What mfe-trainings's pages read (docs/api.md, "Trainings" and "Test results"),
 * declared once (docs/server-render.md): the browser routes' loaders run these reads through the
 * API client, the platform runs them before the page is rendered on the server
 * (src/server-render.tsx). The content's texts come in the request's language.
 */

/** `/trainings`: the catalogue, with the learner's progress in each training. */
export const catalogueRouteData = declareRouteData({
  catalogue: apiRead<TrainingListResponse>('dashboard/trainings'),
});

/**
 * `/training/:training_slug/modules/:module_slug`: the module and its parts, with what the learner
 * did of them (404: no such module; 409: locked).
 */
export const moduleRouteData = declareRouteData({
  module: apiRead<ModuleDetailResponse>('dashboard/trainings/:training_slug/modules/:module_slug'),
});

/** `/training/:training_slug`: the training, its modules and their states (404: no such training). */
export const trainingRouteData = declareRouteData({
  training: apiRead<TrainingDetailResponse>('dashboard/trainings/:training_slug'),
});

/**
 * `/result`: the tests taken, newest first. A read path takes no query: this is the api's first
 * page (its default size); the page completes the list in the browser (ResultPage.tsx).
 */
export const resultsRouteData = declareRouteData({
  results: apiRead<ResultListResponse>('dashboard/results'),
});
