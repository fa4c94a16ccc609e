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
export { TOKEN_COOKIE, clearToken, readToken, writeToken } from './token-cookie.ts';
