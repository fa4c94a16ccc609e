// `@coach/shared/auth` in a server bundle (tooling/webpack/create-server-render-config.cjs aliases
// it here): the page's one auth store has no place in a render shared by every member. Importing
// it is harmless (a page's event handlers do, and never run on the server); using it throws.
import type * as Auth from '../../auth/index.ts';
import { refusedFunction, refusedObject } from './refused.ts';

export { TOKEN_COOKIE } from '../../http/token-cookie-name.ts';
export type { AuthState, AuthStore, Identity, RegisterResult } from '../../auth/index.ts';

const what = 'The auth store (@coach/shared/auth)';
export const authStore = refusedObject<typeof Auth.authStore>(what);
export const initialAuthState = refusedObject<typeof Auth.initialAuthState>(what);
export const isVerified = refusedFunction<typeof Auth.isVerified>(what);
export const useAuth = refusedFunction<typeof Auth.useAuth>(what);
export const readToken = refusedFunction<typeof Auth.readToken>('The session cookie');
export const writeToken = refusedFunction<typeof Auth.writeToken>('The session cookie');
export const clearToken = refusedFunction<typeof Auth.clearToken>('The session cookie');
export const writeTimeZone = refusedFunction<typeof Auth.writeTimeZone>('The session cookie');
