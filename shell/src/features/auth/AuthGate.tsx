import { useEffect, type ReactNode } from 'react';
import { Navigate, useMatches, useNavigate, useSearchParams } from 'react-router';
import type { RouteHandle } from '@coach/shared/contract';
import { authStore, clearToken, readToken, useAuth } from '@coach/shared/auth';
import { StartupFallback } from '../../components/StartupFallback.tsx';
import { decideGuard } from './decide-guard.ts';

function useRouteName(): string | null {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as Partial<RouteHandle> | undefined;
  return handle?.name ?? null;
}

/** Applies the guards (docs/product.md §3) to the matched route before anything of it renders. */
export function AuthGate({ children }: { children: ReactNode }) {
  const routeName = useRouteName();
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const decision = decideGuard({
    routeName,
    hasToken: readToken() !== null,
    user,
    followingVerificationLink: params.has('token'),
  });

  useEffect(() => {
    if (decision.type !== 'fetch-user') return;
    authStore
      .getState()
      .fetchUser()
      .catch(() => {
        // 2. whoami failed: forget the token and start again from the home page.
        clearToken();
        void navigate('/home', { replace: true });
      });
  }, [decision.type, navigate]);

  if (decision.type === 'fetch-user') return <StartupFallback />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
