import { api } from '@coach/shared/api';
import type { Appointment, AppointmentList, AppointmentPayload } from '@coach/shared/life-gps';
import type {
  AddMemberPayload,
  AddMemberResponse,
  EditMemberPayload,
  Membership,
  ReceivedSurveysPage,
  SentInvitationsPage,
  Survey,
  SurveyPayload,
  SurveysPage,
  TeamMember,
  TeamMembersPage,
  TeamResponse,
  WeatherAnswer,
} from '@coach/shared/team';

/** The calls of docs/api.md "Team", typed by the shared response schemas. */

export async function renameTeam(name: string) {
  return (await api.patch('dashboard/team', { json: { name } }).json<TeamResponse>()).team;
}

/** A page of a list: its number, and after the previous page's cursor (`next`) when known. */
function pageParams(page: number, after: string | undefined): Record<string, string> {
  return after ? { page: String(page), after } : { page: String(page) };
}

export async function fetchMembers(query: { q: string; page: number; after?: string | undefined }) {
  const searchParams = pageParams(query.page, query.after);
  if (query.q.trim()) searchParams.q = query.q.trim();
  return api.get('dashboard/team/members', { searchParams }).json<TeamMembersPage>();
}

export async function fetchMember(id: string, signal?: AbortSignal) {
  return api.get(`dashboard/team/members/${encodeURIComponent(id)}`, { signal }).json<TeamMember>();
}

export async function addMember(payload: AddMemberPayload) {
  return api.post('dashboard/team/members', { json: payload }).json<AddMemberResponse>();
}

export async function editMember(id: string, payload: EditMemberPayload) {
  return api.patch(`dashboard/team/members/${encodeURIComponent(id)}`, { json: payload }).json<TeamMember>();
}

export async function removeMember(id: string): Promise<void> {
  await api.delete(`dashboard/team/members/${encodeURIComponent(id)}`);
}

export async function resendInvitation(id: string): Promise<void> {
  await api.post(`dashboard/invitations/sent/${encodeURIComponent(id)}/resend`);
}

export async function revokeInvitation(id: string): Promise<void> {
  await api.post(`dashboard/invitations/sent/${encodeURIComponent(id)}/revoke`);
}

export async function fetchSentInvitations(page: number, after?: string) {
  return api
    .get('dashboard/invitations/sent', { searchParams: pageParams(page, after) })
    .json<SentInvitationsPage>();
}

export async function answerInvitation(id: string, answer: 'accept' | 'decline'): Promise<void> {
  await api.post(`dashboard/invitations/received/${encodeURIComponent(id)}/${answer}`);
}

export async function setSharing(id: string, share: boolean) {
  return api
    .patch(`dashboard/memberships/${encodeURIComponent(id)}`, { json: { share_progress: share } })
    .json<Membership>();
}

export async function leaveTeam(id: string): Promise<void> {
  await api.delete(`dashboard/memberships/${encodeURIComponent(id)}`);
}

export async function fetchSurveys(page: number, after?: string) {
  return api.get('dashboard/team/surveys', { searchParams: pageParams(page, after) }).json<SurveysPage>();
}

export async function createSurvey(payload: SurveyPayload) {
  return api.post('dashboard/team/surveys', { json: payload }).json<Survey>();
}

export async function remindSurvey(id: string) {
  return api.post(`dashboard/team/surveys/${encodeURIComponent(id)}/remind`).json<{ reminded: number }>();
}

export async function fetchReceivedSurveys(page: number, after?: string) {
  return api
    .get('dashboard/surveys/received', { searchParams: pageParams(page, after) })
    .json<ReceivedSurveysPage>();
}

export async function answerSurvey(id: string, answer: WeatherAnswer): Promise<void> {
  await api.post(`dashboard/surveys/received/${encodeURIComponent(id)}/answer`, { json: { answer } });
}

const sessionsOf = (memberId: string) => `dashboard/team/members/${encodeURIComponent(memberId)}/sessions`;

/** The sessions planned with a member that have not ended by `from`, soonest first. */
export async function fetchSessions(memberId: string, from: string) {
  return api.get(sessionsOf(memberId), { searchParams: { from, per_page: '50' } }).json<AppointmentList>();
}

export async function planSession(memberId: string, payload: AppointmentPayload) {
  return api.post(sessionsOf(memberId), { json: payload }).json<Appointment>();
}

export async function editSession(memberId: string, id: string, payload: AppointmentPayload) {
  return api.put(`${sessionsOf(memberId)}/${encodeURIComponent(id)}`, { json: payload }).json<Appointment>();
}

export async function cancelSession(memberId: string, id: string): Promise<void> {
  await api.delete(`${sessionsOf(memberId)}/${encodeURIComponent(id)}`);
}
