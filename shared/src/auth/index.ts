export {
  authStore,
  initialAuthState,
  isVerified,
  type AuthState,
  type AuthStore,
  type Identity,
  type RegisterResult,
} from './store.ts';
export { useAuth } from './use-auth.ts';
// The cookie is read by the API client; it is re-exported here, where the session is managed.
export { TOKEN_COOKIE, clearToken, readToken, writeTimeZone, writeToken } from '@coach/shared/api';
