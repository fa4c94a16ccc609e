import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  calendarFeedSchema,
  createScheduleQuerySchema,
  scheduleResponseSchema,
} from '@coach/shared/life-gps';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { localized, queryParams } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../../session/middleware';
import type { LifeGpsRouteDeps } from '../deps';
import { answered, signedIn, TAGS, userOf } from '../route-docs';
import { appointmentsCalendar } from './ics';
import * as service from './service';

const scheduleQuery = queryParams(localized(createScheduleQuerySchema));
const CALENDAR_DOC = { 'text/calendar': { schema: { type: 'string' as const } } };

/** The `.ics` of a person's appointments and sessions, in the request's language. */
async function calendarText<E extends AppEnv>(
  deps: LifeGpsRouteDeps,
  c: Context<E>,
  userId: string,
  filename: string,
) {
  const items = await service.exportAppointments(deps, userId);
  const body = appointmentsCalendar(items, {
    name: c.var.t('lifeGps.ics.calendarName'),
    sessionLine: ({ role, leader: by, member }) =>
      role === 'member'
        ? c.var.t('lifeGps.ics.plannedBy', { firstname: by.firstname, lastname: by.lastname })
        : c.var.t('lifeGps.ics.sessionWith', { firstname: member.firstname, lastname: member.lastname }),
    host: new URL(deps.publicUrl).host,
    now: deps.clock.now(),
  });
  return c.body(body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
}

/** The schedule of a period and its `.ics` download. */
function scheduleRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/schedule',
      verified,
      scheduleQuery,
      signedIn(
        'My schedule: appointments overlapping `from`…`to` and commitments falling on `first_day`…`last_day` (≤ 42 days)',
        { 200: jsonDoc('Appointments and commitments with their days', scheduleResponseSchema) },
      ),
      async (c) => c.json(await service.readSchedule(deps, userOf(c), c.req.valid('query'))),
    )
    .get(
      '/api/dashboard/appointments.ics',
      verified,
      signedIn('Download my appointments as an iCalendar file', {
        200: { description: 'text/calendar', content: CALENDAR_DOC },
      }),
      (c) => calendarText(deps, c, userOf(c), 'coach-appointments.ics'),
    );
}

/** The private calendar feed: its status, (re)creation, revocation, and the feed itself (by its token). */
function feedRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/calendar_feed',
      verified,
      signedIn('Whether my private calendar feed is active (its URL is shown only when created)', {
        200: jsonDoc('The feed', calendarFeedSchema),
      }),
      async (c) => c.json(await service.feedStatus(deps, userOf(c))),
    )
    .post(
      '/api/dashboard/calendar_feed',
      verified,
      signedIn('Create my private calendar feed URL; an earlier URL stops working', {
        201: jsonDoc('The feed and its URL (shown once)', calendarFeedSchema),
      }),
      async (c) => c.json(await service.regenerateFeed(deps, userOf(c), deps.publicUrl), 201),
    )
    .delete(
      '/api/dashboard/calendar_feed',
      verified,
      signedIn('Revoke my private calendar feed URL', { 204: { description: 'Revoked' } }),
      async (c) => {
        await service.revokeFeed(deps, userOf(c));
        return c.body(null, 204);
      },
    )
    .get(
      '/api/calendar/:file',
      describeRoute({
        summary: 'A private calendar feed (`<token>.ics`, from POST /api/dashboard/calendar_feed), read-only',
        tags: TAGS,
        parameters: [{ in: 'path', name: 'file', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'text/calendar', content: CALENDAR_DOC },
          404: errorDoc('Unknown or revoked feed'),
        },
      }),
      async (c) => {
        const file = c.req.param('file');
        const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
        const owner = await answered(c, () => service.feedOwner(deps, token));
        return calendarText(deps, c, owner, 'coach.ics');
      },
    );
}

/** The schedule of a period, the `.ics` export and the private calendar feed (docs/product.md §8.4). */
export function calendarRoutes(deps: LifeGpsRouteDeps) {
  return new Hono<AppEnv>().route('/', scheduleRoutes(deps)).route('/', feedRoutes(deps));
}
