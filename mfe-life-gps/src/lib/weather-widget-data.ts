import type { WeatherHistory } from '@coach/shared/life-gps';
import { apiRead, declareRouteData } from '@coach/shared/server-render/route-data';

/**
 * What the overview's "my interior weather" widget reads, declared once (docs/server-render.md):
 * the 14 days up to the member's day (`:today`: the browser's, or on the server the day of the
 * member's time zone). The platform runs it when it draws the overview; the widget reads it in
 * the browser when it was not given.
 */
export const weatherWidgetData = declareRouteData({
  weather: apiRead<WeatherHistory>('dashboard/interior_weather?today=:today'),
});

/** The read again, through the API client: a retry. */
export const readWeatherAgain = () => weatherWidgetData.read('weather', {});
