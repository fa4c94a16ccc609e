import type { MainGoalResponse } from '@coach/shared/life-gps';
import { apiRead, declareRouteData } from '@coach/shared/server-render/route-data';

/**
 * What the overview's "my main goal" widget reads, declared once (docs/server-render.md): the
 * platform runs it when it draws the overview on the server (src/server-render.tsx), the widget
 * reads it in the browser when it was not given.
 */
export const mainGoalWidgetData = declareRouteData({
  goal: apiRead<MainGoalResponse>('dashboard/main_goal'),
});

/** The read again, through the API client: a retry. */
export const readWidgetGoalAgain = () => mainGoalWidgetData.read('goal', {});
