// Helpers for the shell's routing tests (src/app/routing); never imported by application code.
import { authStore, writeToken } from '@coach/shared/auth';
import {
  CONTRACT_VERSION,
  type RemoteRoute,
  type RemoteRoutesModule,
  type RouteHandle,
} from '@coach/shared/contract';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import fr from '../i18n/fr.json';
import en from '../i18n/en.json';

/** A remote's `./routes` module with one route: its path, its name and layout, and the rest. */
export function oneRouteModule(
  namespace: string,
  path: string,
  { name, layout }: Pick<RouteHandle, 'name' | 'layout'>,
  route: Omit<RemoteRoute, 'path' | 'handle'>,
): RemoteRoutesModule {
  return {
    contractVersion: CONTRACT_VERSION,
    namespace,
    routes: [{ path, handle: { name, layout, titleKey: 't' }, ...route }],
  };
}

/** The shell's strings in French, as its start registers them. */
export function initShellStrings(): void {
  initI18n('fr');
  addNamespace('shell', { fr, en });
}

/** A member signed in with a verified address: the guards let them through. */
export function signInVerified(): void {
  writeToken('signed-in');
  authStore.setState({
    authenticated: true,
    user: {
      id: 'identity-1',
      verifiable_addresses: [{ value: 'a@example.com', verified: true, via: 'email', status: 'completed' }],
    },
  });
}
