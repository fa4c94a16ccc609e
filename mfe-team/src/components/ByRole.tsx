import type { ReactNode } from 'react';
import type { WhoamiResponse } from '@coach/shared/schemas';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { leads } from '../lib/member-route-data.ts';
import type { PageRead } from '../lib/use-route-read.ts';
import { ListSkeleton } from './ListSkeleton.tsx';

interface ByRoleProps {
  /** The route's whoami (src/lib/member-route-data.ts): the role comes from the page's data. */
  whoami: PageRead<WhoamiResponse>;
  /** The page for a leader (`true`) or a member who leads no team. */
  children: (leader: boolean) => ReactNode;
}

/** A page that differs for leaders: its loading state and its error, with a retry, until whoami answered. */
export function ByRole({ whoami, children }: ByRoleProps) {
  const { state } = whoami;
  if (state.status === 'loading') return <ListSkeleton rows={2} />;
  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={whoami.reload} />;
  return children(leads(state.value));
}
