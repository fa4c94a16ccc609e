import { Hono } from 'hono';
import {
  appointmentListSchema,
  appointmentSchema,
  createAppointmentListQuerySchema,
  createAppointmentPayloadSchema,
} from '@coach/shared/life-gps';
import { jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized, queryParams } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../../session/middleware';
import type { LifeGpsRouteDeps } from '../deps';
import { answered, ID_PARAMETER, idOf, notFound, signedIn, userOf } from '../route-docs';
import * as service from './service';

export const appointmentBody = jsonBody(localized(createAppointmentPayloadSchema));
export const appointmentQuery = queryParams(localized(createAppointmentListQuerySchema));

/** The person's own appointments (docs/product.md §8.4, "Schedule"). */
export function appointmentRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/appointments',
      verified,
      appointmentQuery,
      signedIn('My appointments (ending after `from` when given), soonest first, in pages', {
        200: jsonDoc('A page of appointments', appointmentListSchema),
      }),
      async (c) => c.json(await service.listAppointments(deps, userOf(c), c.req.valid('query'))),
    )
    .post(
      '/api/dashboard/appointments',
      verified,
      appointmentBody,
      signedIn('Add an appointment (times in UTC or with their offset)', {
        201: jsonDoc('Added', appointmentSchema),
      }),
      async (c) => c.json(await service.addAppointment(deps, userOf(c), c.req.valid('json')), 201),
    )
    .put(
      '/api/dashboard/appointments/:id',
      verified,
      appointmentBody,
      signedIn(
        'Replace an appointment',
        { 200: jsonDoc('Saved', appointmentSchema), 404: notFound },
        { parameters: [ID_PARAMETER] },
      ),
      async (c) => {
        const item = await answered(c, () =>
          service.editAppointment(deps, userOf(c), idOf(c.req.param('id')), c.req.valid('json')),
        );
        return c.json(item);
      },
    )
    .delete(
      '/api/dashboard/appointments/:id',
      verified,
      signedIn(
        'Delete an appointment',
        { 204: { description: 'Deleted' }, 404: notFound },
        { parameters: [ID_PARAMETER] },
      ),
      async (c) => {
        await answered(c, () => service.removeAppointment(deps, userOf(c), idOf(c.req.param('id'))));
        return c.body(null, 204);
      },
    );
}
