import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { AppointmentList } from '@coach/shared/life-gps';
import type { ReadResult } from '@coach/shared/server-render';
import { asReadResult } from '@coach/shared/server-render/route-data';
import type { TeamMember } from '@coach/shared/team';
import { fetchMember, fetchSessions } from '../../lib/team-api.ts';

const EDIT_SEGMENT = /^edit-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The member id of a `/my_team/edit-{id}` segment, or null when the segment is not one. */
export function memberIdOf(segment: string | undefined): string | null {
  return EDIT_SEGMENT.exec(segment ?? '')?.[1]?.toLowerCase() ?? null;
}

function notFound(): Response {
  return new Response(null, { status: 404 });
}

/** The member, as a read's result (never a throw). */
export const readMember = (id: string, signal?: AbortSignal) => asReadResult(() => fetchMember(id, signal));

/**
 * The sessions planned with the member that are still to come or under way: from the start of
 * today in the browser's time zone, which only the browser knows (so this page is drawn there).
 */
export function readSessions(memberId: string): Promise<ReadResult<AppointmentList>> {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return asReadResult(() => fetchSessions(memberId, today.toISOString()));
}

/** `/my_team/edit-{id}`'s data, as its loader hands it to the page. */
export interface MemberPageData {
  member: ReadResult<TeamMember>;
  sessions: Promise<ReadResult<AppointmentList>>;
}

/**
 * The loader of `/my_team/edit-{id}`: the member's read, awaited for the validity check
 * (docs/product.md §2.3: a malformed id, or one the api does not know in this leader's team, is
 * the 404 page), and the member's sessions read beside it. Anything else (not a leader, offline)
 * is handed to the page, which explains it. Not a declaration the server can run
 * (docs/server-render.md): the id is a part of a path segment, and the sessions start at the
 * browser's midnight.
 */
export async function memberLoader({ params, request }: LoaderFunctionArgs): Promise<MemberPageData> {
  const id = memberIdOf(params.member);
  if (!id) throw notFound();
  // Tied to the navigation (a superseded one cancels it).
  const reading = readMember(id, request.signal);
  const sessions = readSessions(id);
  const member = await reading;
  if (!member.ok && member.status === 404) throw notFound();
  return { member, sessions };
}

/** Another member is another page's data; the page reads its own again after a change. */
export const memberShouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.member !== nextParams.member;
