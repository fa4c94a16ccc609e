import type { LoaderFunctionArgs } from 'react-router';
import { api, toApiError } from '@coach/shared/api';

const EDIT_SEGMENT = /^edit-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The member id of a `/my_team/edit-{id}` segment, or null when the segment is not one. */
export function memberIdOf(segment: string | undefined): string | null {
  return EDIT_SEGMENT.exec(segment ?? '')?.[1]?.toLowerCase() ?? null;
}

function notFound(): Response {
  return new Response(null, { status: 404 });
}

/**
 * The validity check of `/my_team/edit-{id}` (docs/product.md §2.3): a malformed id, or one the
 * api does not know in this leader's team, is the 404 page. Anything else (not a leader, offline)
 * is left to the page, which explains it.
 */
export async function memberLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const id = memberIdOf(params.member);
  if (!id) throw notFound();
  try {
    // Tied to the navigation (a superseded one cancels it), and read to the end.
    await api.get(`dashboard/team/members/${id}`, { signal: request.signal }).json();
  } catch (caught) {
    if (toApiError(caught, '').status === 404) throw notFound();
  }
  return null;
}
