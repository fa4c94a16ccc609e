import { Hono } from 'hono';
import * as v from 'valibot';
import {
  createWeatherPayloadSchema,
  createWeatherQuerySchema,
  dayField,
  weatherEntrySchema,
  weatherHistorySchema,
} from '@coach/shared/life-gps';
import { ApiError } from '@coach/server-kit/http/errors';
import { jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { issuesToErrors, jsonBody, localized, queryParams } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../../session/middleware';
import type { LifeGpsRouteDeps } from '../deps';
import { answered, signedIn, userOf } from '../route-docs';
import * as service from './service';

const weatherBody = jsonBody(localized(createWeatherPayloadSchema));
const weatherQuery = queryParams(localized(createWeatherQuerySchema));
const dayParam = localized(dayField);

/** Interior weather: once a day, Top or Not top (docs/product.md §8.4). */
export function weatherRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/interior_weather',
      verified,
      weatherQuery,
      signedIn('My interior weather of the last 14 days up to `today` (my local date)', {
        200: jsonDoc('The entries, oldest first', weatherHistorySchema),
      }),
      async (c) => c.json(await service.weatherHistory(deps, userOf(c), c.req.valid('query').today)),
    )
    .put(
      '/api/dashboard/interior_weather/:day',
      verified,
      weatherBody,
      signedIn(
        'Record today’s interior weather (`day`: my local date); a second call replaces it',
        { 200: jsonDoc('Saved', weatherEntrySchema) },
        {
          parameters: [
            { in: 'path', name: 'day', required: true, schema: { type: 'string', format: 'date' } },
          ],
        },
      ),
      async (c) => {
        const day = c.req.param('day');
        const parsed = v.safeParse(dayParam(c.var.lang), day);
        if (!parsed.success) {
          const errors = issuesToErrors(parsed.issues);
          throw new ApiError(422, { errors: { day: errors.base ?? [] } });
        }
        const entry = await answered(c, () =>
          service.recordWeather(deps, userOf(c), parsed.output, c.req.valid('json')),
        );
        return c.json(entry);
      },
    );
}
