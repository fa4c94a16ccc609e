import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  appointmentListSchema,
  appointmentSchema,
  calendarFeedSchema,
  commitmentListSchema,
  commitmentSchema,
  createAppointmentListQuerySchema,
  createAppointmentPayloadSchema,
  createCommitmentListQuerySchema,
  createCommitmentPayloadSchema,
  createGoalStepPayloadSchema,
  createMainGoalPayloadSchema,
  createScheduleQuerySchema,
  createWeatherPayloadSchema,
  createWeatherQuerySchema,
  dayField,
  goalStepSchema,
  mainGoalResponseSchema,
  scheduleResponseSchema,
  weatherEntrySchema,
  weatherHistorySchema,
} from '@coach/shared/life-gps';
import { ApiError } from '../../http/errors';
import { BEARER, errorDoc, jsonDoc, type RouteDoc } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { issuesToErrors, jsonBody, localized, queryParams } from '../../http/validation';
import { requireSession, requireVerified } from '../../session/middleware';
import type { SessionStore } from '../../session/sessions';
import { answerLifeGpsError, LifeGpsError } from './errors';
import { appointmentsCalendar } from './ics';
import * as service from './service';
import * as sessions from './session-service';

export interface LifeGpsRouteDeps extends service.LifeGpsDeps {
  sessions: SessionStore;
  /** Base of the calendar feed URL. */
  publicUrl: string;
}

const goalBody = jsonBody(localized(createMainGoalPayloadSchema));
const stepBody = jsonBody(localized(createGoalStepPayloadSchema));
const commitmentBody = jsonBody(localized(createCommitmentPayloadSchema));
const weatherBody = jsonBody(localized(createWeatherPayloadSchema));
const appointmentBody = jsonBody(localized(createAppointmentPayloadSchema));
const commitmentQuery = queryParams(localized(createCommitmentListQuerySchema));
const appointmentQuery = queryParams(localized(createAppointmentListQuerySchema));
const scheduleQuery = queryParams(localized(createScheduleQuerySchema));
const weatherQuery = queryParams(localized(createWeatherQuerySchema));
const dayParam = localized(dayField);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_PARAMETER = {
  in: 'path',
  name: 'id',
  required: true,
  schema: { type: 'string', format: 'uuid' },
} as const;
const TAGS = ['life GPS'];
const MEMBER_PARAMETER = { ...ID_PARAMETER, name: 'memberId' } as const;
const SESSION_PARAMETERS = [MEMBER_PARAMETER, ID_PARAMETER];

/** The `{id}` of the path; one that is not an id names nothing: 404, like another person's id. */
function idOf(raw: string | undefined): string {
  const id = raw ?? '';
  if (!UUID.test(id)) throw new LifeGpsError('not_found');
  return id.toLowerCase();
}

const signedIn = (summary: string, responses: NonNullable<RouteDoc['responses']>, extra: RouteDoc = {}) =>
  describeRoute({
    summary,
    tags: TAGS,
    security: BEARER,
    ...extra,
    responses: {
      ...responses,
      401: errorDoc('No valid token'),
      403: errorDoc('Not verified'),
    },
  });

const CALENDAR_DOC = { 'text/calendar': { schema: { type: 'string' as const } } };
const notFound = errorDoc('Unknown id, or another person’s item');

/**
 * The life GPS (docs/product.md §8.4, docs/api.md "Life GPS"): main goal and steps,
 * commitments, interior weather, appointments, the schedule and the calendar export and feed.
 */
export function lifeGpsRoutes(deps: LifeGpsRouteDeps) {
  const session = requireSession(deps.sessions, deps.clock);
  const user = (c: { var: { auth: { user: { id: string } } } }) => c.var.auth.user.id;
  const leader = (c: { var: { auth: { user: sessions.Leader } } }): sessions.Leader => c.var.auth.user;
  const calendarText = async <E extends AppEnv>(c: Context<E>, userId: string, filename: string) => {
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
  };

  return (
    new Hono<AppEnv>()
      // Main goal and its steps.
      .get(
        '/api/dashboard/main_goal',
        session,
        requireVerified,
        signedIn('My main goal and its steps (goal null when not set)', {
          200: jsonDoc('The goal and its ordered steps', mainGoalResponseSchema),
        }),
        async (c) => c.json(await service.readMainGoal(deps, user(c))),
      )
      .put(
        '/api/dashboard/main_goal',
        session,
        requireVerified,
        goalBody,
        signedIn('Set or replace my main goal', { 200: jsonDoc('Saved', mainGoalResponseSchema) }),
        async (c) => c.json(await service.saveMainGoal(deps, user(c), c.req.valid('json'))),
      )
      .delete(
        '/api/dashboard/main_goal',
        session,
        requireVerified,
        signedIn('Clear my main goal and its steps', {
          204: { description: 'Cleared (also when none was set)' },
        }),
        async (c) => {
          await service.clearMainGoal(deps, user(c));
          return c.body(null, 204);
        },
      )
      .post(
        '/api/dashboard/main_goal/steps',
        session,
        requireVerified,
        stepBody,
        signedIn('Add a step to the path to my goal (at the end, or at `position`)', {
          201: jsonDoc('Added', goalStepSchema),
          409: errorDoc('No main goal yet'),
        }),
        async (c) => {
          const step = await service
            .addStep(deps, user(c), c.req.valid('json'))
            .catch(answerLifeGpsError(c.var.t));
          return c.json(step, 201);
        },
      )
      .put(
        '/api/dashboard/main_goal/steps/:id',
        session,
        requireVerified,
        stepBody,
        signedIn(
          'Edit a step; `position` moves it',
          { 200: jsonDoc('Saved', goalStepSchema), 404: notFound },
          { parameters: [ID_PARAMETER] },
        ),
        async (c) => {
          const step = await Promise.resolve()
            .then(() => service.editStep(deps, user(c), idOf(c.req.param('id')), c.req.valid('json')))
            .catch(answerLifeGpsError(c.var.t));
          return c.json(step);
        },
      )
      .delete(
        '/api/dashboard/main_goal/steps/:id',
        session,
        requireVerified,
        signedIn(
          'Delete a step (commitments made from it keep going, without their step)',
          { 204: { description: 'Deleted' }, 404: notFound },
          { parameters: [ID_PARAMETER] },
        ),
        async (c) => {
          await Promise.resolve()
            .then(() => service.removeStep(deps, user(c), idOf(c.req.param('id'))))
            .catch(answerLifeGpsError(c.var.t));
          return c.body(null, 204);
        },
      )
      // Commitments.
      .get(
        '/api/dashboard/commitments',
        session,
        requireVerified,
        commitmentQuery,
        signedIn('My commitments, open or done on `today` (my local date), by due date, in pages', {
          200: jsonDoc('A page of commitments', commitmentListSchema),
        }),
        async (c) => c.json(await service.listCommitments(deps, user(c), c.req.valid('query'))),
      )
      .post(
        '/api/dashboard/commitments',
        session,
        requireVerified,
        commitmentBody,
        signedIn('Add a commitment', {
          201: jsonDoc('Added', commitmentSchema),
        }),
        async (c) => {
          const item = await service
            .addCommitment(deps, user(c), c.req.valid('json'))
            .catch(answerLifeGpsError(c.var.t));
          return c.json(item, 201);
        },
      )
      .put(
        '/api/dashboard/commitments/:id',
        session,
        requireVerified,
        commitmentBody,
        signedIn(
          'Replace a commitment; marking done or undone sets `done_through`',
          { 200: jsonDoc('Saved', commitmentSchema), 404: notFound },
          { parameters: [ID_PARAMETER] },
        ),
        async (c) => {
          const item = await Promise.resolve()
            .then(() => service.editCommitment(deps, user(c), idOf(c.req.param('id')), c.req.valid('json')))
            .catch(answerLifeGpsError(c.var.t));
          return c.json(item);
        },
      )
      .delete(
        '/api/dashboard/commitments/:id',
        session,
        requireVerified,
        signedIn(
          'Delete a commitment',
          { 204: { description: 'Deleted' }, 404: notFound },
          { parameters: [ID_PARAMETER] },
        ),
        async (c) => {
          await Promise.resolve()
            .then(() => service.removeCommitment(deps, user(c), idOf(c.req.param('id'))))
            .catch(answerLifeGpsError(c.var.t));
          return c.body(null, 204);
        },
      )
      // Interior weather.
      .get(
        '/api/dashboard/interior_weather',
        session,
        requireVerified,
        weatherQuery,
        signedIn('My interior weather of the last 14 days up to `today` (my local date)', {
          200: jsonDoc('The entries, oldest first', weatherHistorySchema),
        }),
        async (c) => c.json(await service.weatherHistory(deps, user(c), c.req.valid('query').today)),
      )
      .put(
        '/api/dashboard/interior_weather/:day',
        session,
        requireVerified,
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
          const entry = await service
            .recordWeather(deps, user(c), parsed.output, c.req.valid('json'))
            .catch(answerLifeGpsError(c.var.t));
          return c.json(entry);
        },
      )
      // Appointments, the schedule, the calendar.
      .get(
        '/api/dashboard/appointments',
        session,
        requireVerified,
        appointmentQuery,
        signedIn('My appointments (ending after `from` when given), soonest first, in pages', {
          200: jsonDoc('A page of appointments', appointmentListSchema),
        }),
        async (c) => c.json(await service.listAppointments(deps, user(c), c.req.valid('query'))),
      )
      .post(
        '/api/dashboard/appointments',
        session,
        requireVerified,
        appointmentBody,
        signedIn('Add an appointment (times in UTC or with their offset)', {
          201: jsonDoc('Added', appointmentSchema),
        }),
        async (c) => c.json(await service.addAppointment(deps, user(c), c.req.valid('json')), 201),
      )
      .put(
        '/api/dashboard/appointments/:id',
        session,
        requireVerified,
        appointmentBody,
        signedIn(
          'Replace an appointment',
          { 200: jsonDoc('Saved', appointmentSchema), 404: notFound },
          { parameters: [ID_PARAMETER] },
        ),
        async (c) => {
          const item = await Promise.resolve()
            .then(() => service.editAppointment(deps, user(c), idOf(c.req.param('id')), c.req.valid('json')))
            .catch(answerLifeGpsError(c.var.t));
          return c.json(item);
        },
      )
      .delete(
        '/api/dashboard/appointments/:id',
        session,
        requireVerified,
        signedIn(
          'Delete an appointment',
          { 204: { description: 'Deleted' }, 404: notFound },
          { parameters: [ID_PARAMETER] },
        ),
        async (c) => {
          await Promise.resolve()
            .then(() => service.removeAppointment(deps, user(c), idOf(c.req.param('id'))))
            .catch(answerLifeGpsError(c.var.t));
          return c.body(null, 204);
        },
      )
      // Sessions a leader plans with a member of their team (docs/product.md §8.5).
      .get(
        '/api/dashboard/team/members/:memberId/sessions',
        session,
        requireVerified,
        appointmentQuery,
        signedIn(
          'Leader: the sessions I planned with this member (ending after `from` when given), soonest first',
          { 200: jsonDoc('A page of sessions', appointmentListSchema), 404: notFound },
          { parameters: [MEMBER_PARAMETER] },
        ),
        async (c) => {
          const page = await Promise.resolve()
            .then(() =>
              sessions.listSessions(deps, leader(c), idOf(c.req.param('memberId')), c.req.valid('query')),
            )
            .catch(answerLifeGpsError(c.var.t));
          return c.json(page);
        },
      )
      .post(
        '/api/dashboard/team/members/:memberId/sessions',
        session,
        requireVerified,
        appointmentBody,
        signedIn(
          'Leader: plan a session with an active member; it appears in both schedules',
          {
            201: jsonDoc('Planned', appointmentSchema),
            404: notFound,
            409: errorDoc('Not an active member yet'),
          },
          { parameters: [MEMBER_PARAMETER] },
        ),
        async (c) => {
          const item = await Promise.resolve()
            .then(() =>
              sessions.planSession(deps, leader(c), idOf(c.req.param('memberId')), c.req.valid('json')),
            )
            .catch(answerLifeGpsError(c.var.t));
          return c.json(item, 201);
        },
      )
      .put(
        '/api/dashboard/team/members/:memberId/sessions/:id',
        session,
        requireVerified,
        appointmentBody,
        signedIn(
          'Leader: replace a session I planned with this member',
          { 200: jsonDoc('Saved', appointmentSchema), 404: notFound },
          { parameters: SESSION_PARAMETERS },
        ),
        async (c) => {
          const item = await Promise.resolve()
            .then(() =>
              sessions.editSession(
                deps,
                leader(c),
                idOf(c.req.param('memberId')),
                idOf(c.req.param('id')),
                c.req.valid('json'),
              ),
            )
            .catch(answerLifeGpsError(c.var.t));
          return c.json(item);
        },
      )
      .delete(
        '/api/dashboard/team/members/:memberId/sessions/:id',
        session,
        requireVerified,
        signedIn(
          'Leader: cancel a session I planned with this member',
          { 204: { description: 'Cancelled' }, 404: notFound },
          { parameters: SESSION_PARAMETERS },
        ),
        async (c) => {
          await Promise.resolve()
            .then(() =>
              sessions.cancelSession(deps, leader(c), idOf(c.req.param('memberId')), idOf(c.req.param('id'))),
            )
            .catch(answerLifeGpsError(c.var.t));
          return c.body(null, 204);
        },
      )
      .get(
        '/api/dashboard/schedule',
        session,
        requireVerified,
        scheduleQuery,
        signedIn(
          'My schedule: appointments overlapping `from`…`to` and commitments falling on `first_day`…`last_day` (≤ 42 days)',
          { 200: jsonDoc('Appointments and commitments with their days', scheduleResponseSchema) },
        ),
        async (c) => c.json(await service.readSchedule(deps, user(c), c.req.valid('query'))),
      )
      .get(
        '/api/dashboard/appointments.ics',
        session,
        requireVerified,
        signedIn('Download my appointments as an iCalendar file', {
          200: { description: 'text/calendar', content: CALENDAR_DOC },
        }),
        (c) => calendarText(c, user(c), 'coach-appointments.ics'),
      )
      .get(
        '/api/dashboard/calendar_feed',
        session,
        requireVerified,
        signedIn('Whether my private calendar feed is active (its URL is shown only when created)', {
          200: jsonDoc('The feed', calendarFeedSchema),
        }),
        async (c) => c.json(await service.feedStatus(deps, user(c))),
      )
      .post(
        '/api/dashboard/calendar_feed',
        session,
        requireVerified,
        signedIn('Create my private calendar feed URL; an earlier URL stops working', {
          201: jsonDoc('The feed and its URL (shown once)', calendarFeedSchema),
        }),
        async (c) => c.json(await service.regenerateFeed(deps, user(c), deps.publicUrl), 201),
      )
      .delete(
        '/api/dashboard/calendar_feed',
        session,
        requireVerified,
        signedIn('Revoke my private calendar feed URL', { 204: { description: 'Revoked' } }),
        async (c) => {
          await service.revokeFeed(deps, user(c));
          return c.body(null, 204);
        },
      )
      .get(
        '/api/calendar/:file',
        describeRoute({
          summary:
            'A private calendar feed (`<token>.ics`, from POST /api/dashboard/calendar_feed), read-only',
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
          const owner = await service.feedOwner(deps, token).catch(answerLifeGpsError(c.var.t));
          return calendarText(c, owner, 'coach.ics');
        },
      )
  );
}
