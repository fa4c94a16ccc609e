import { api } from '@coach/shared/api';
import type {
  Appointment,
  AppointmentList,
  AppointmentPayload,
  CalendarFeed,
  Commitment,
  CommitmentList,
  CommitmentPayload,
  GoalStep,
  MainGoalPayload,
  MainGoalResponse,
  ScheduleResponse,
  WeatherEntry,
  WeatherPayload,
} from '@coach/shared/life-gps';
import type { WeekDay } from './local-days.ts';
import type { PageAt } from './ShowMore.tsx';
import { COMMITMENTS_PER_PAGE } from './my-commitments-route-data.ts';

/**
 * The life GPS calls (docs/api.md, "Life GPS"), typed; errors surface as ky errors (toApiError).
 * The pages' first reads are their routes' (src/lib/*-route-data.ts, docs/server-render.md).
 */

export const saveMainGoal = (json: MainGoalPayload) =>
  api.put('dashboard/main_goal', { json }).json<MainGoalResponse>();
export const clearMainGoal = () => api.delete('dashboard/main_goal');
export const addStep = (json: { text: string; position?: number }) =>
  api.post('dashboard/main_goal/steps', { json }).json<GoalStep>();
export const editStep = (id: string, json: { text: string; position?: number }) =>
  api.put(`dashboard/main_goal/steps/${id}`, { json }).json<GoalStep>();
export const deleteStep = (id: string) => api.delete(`dashboard/main_goal/steps/${id}`);

/** The query of a page of a list: its number, and after the previous page's cursor when known. */
const pageQuery = ({ page, after }: PageAt) => ({ page, ...(after ? { after } : {}) });

export const listCommitments = (status: 'open' | 'done', today: string, at: PageAt = { page: 1 }) =>
  api
    .get('dashboard/commitments', {
      searchParams: { status, today, ...pageQuery(at), per_page: COMMITMENTS_PER_PAGE },
    })
    .json<CommitmentList>();
export const addCommitment = (json: CommitmentPayload) =>
  api.post('dashboard/commitments', { json }).json<Commitment>();
export const saveCommitment = (id: string, json: CommitmentPayload) =>
  api.put(`dashboard/commitments/${id}`, { json }).json<Commitment>();
export const deleteCommitment = (id: string) => api.delete(`dashboard/commitments/${id}`);

/** The fields of a commitment as the api takes them back. */
export function commitmentPayload(c: Commitment): CommitmentPayload {
  return {
    text: c.text,
    due_date: c.due_date,
    repeat_weekly: c.repeat_weekly,
    life_area: c.life_area,
    step_id: c.step_id,
    done_through: c.done_through,
  };
}

export const recordWeather = (day: string, json: WeatherPayload) =>
  api.put(`dashboard/interior_weather/${day}`, { json }).json<WeatherEntry>();

export const readSchedule = (week: readonly WeekDay[]) => {
  const first = week[0] as WeekDay;
  const last = week[week.length - 1] as WeekDay;
  return api
    .get('dashboard/schedule', {
      searchParams: {
        first_day: first.day,
        last_day: last.day,
        from: first.start.toISOString(),
        to: last.end.toISOString(),
      },
    })
    .json<ScheduleResponse>();
};
export const listAppointments = (from: string, at: PageAt = { page: 1 }) =>
  api
    .get('dashboard/appointments', { searchParams: { from, ...pageQuery(at), per_page: 20 } })
    .json<AppointmentList>();
export const addAppointment = (json: AppointmentPayload) =>
  api.post('dashboard/appointments', { json }).json<Appointment>();
export const saveAppointment = (id: string, json: AppointmentPayload) =>
  api.put(`dashboard/appointments/${id}`, { json }).json<Appointment>();
export const deleteAppointment = (id: string) => api.delete(`dashboard/appointments/${id}`);
/** The .ics file of my appointments (the call needs the Bearer token, so no plain link). */
export const downloadAppointments = () =>
  api.get('dashboard/appointments.ics', { headers: { Accept: 'text/calendar' } }).blob();

export const createFeed = () => api.post('dashboard/calendar_feed').json<CalendarFeed>();
export const revokeFeed = () => api.delete('dashboard/calendar_feed');
