import { createStore } from 'zustand/vanilla';
import * as v from 'valibot';
import { api, clearToken, readToken, toApiError, writeToken, type ApiErrors } from '@coach/shared/api';
import { currentLanguage, i18n, setLanguage, type Language } from '@coach/shared/i18n';
import type { AppUser, LoginPayload, RegisterPayloadValues, WhoamiResponse } from '@coach/shared/schemas';

export type Identity = WhoamiResponse['ory']['identity'];

/** SPEC §3: the signed-in user record. */
export interface AuthState {
  authenticated: boolean;
  loading: boolean;
  error: string | null;
  /** The identity, with its verifiable addresses. */
  user: Identity | null;
  /** The identity-service id (whoami's `ory.id`). */
  flowId: string | null;
  /** whoami's `user` field. */
  app_user: AppUser | null;
}

export type RegisterResult = { ok: true } | { ok: false; errors: ApiErrors };

export interface AuthActions {
  /** Stores the token cookie on success; the caller reloads at `/` (SPEC §4). */
  login(credentials: LoginPayload): Promise<boolean>;
  /** Registers, stores the returned token, then logs in with the same credentials (SPEC §4). */
  register(user: RegisterPayloadValues['user'], invitedId?: string | null): Promise<RegisterResult>;
  /** whoami; rejects with an ApiError when the token is refused. */
  fetchUser(): Promise<void>;
  /** Revokes the token on the server, then forgets it here whatever the server said. */
  logout(): Promise<void>;
  /**
   * The language switcher: switches the page, and, when signed in, saves the choice to the
   * account (docs/product.md §8.6) so the next sign-in applies it.
   */
  chooseLanguage(lng: Language): Promise<void>;
}

export type AuthStore = AuthState & AuthActions;

export const initialAuthState: AuthState = {
  authenticated: false,
  loading: false,
  error: null,
  user: null,
  flowId: null,
  app_user: null,
};

function networkMessage(): string {
  return i18n.t('errors.network', { ns: 'common' });
}

/**
 * The answers' schemas arrive with the first call, as the HTTP client does: a signed-out page
 * needs them only when its form is sent (docs/adr/0006-size-budget.md).
 */
const responseSchemas = () => import('@coach/shared/schemas');

async function postForToken(path: string, init: Parameters<typeof api.post>[1]): Promise<string> {
  const [{ tokenResponseSchema }, body] = await Promise.all([responseSchemas(), api.post(path, init).json()]);
  return v.parse(tokenResponseSchema, body).token;
}

let inflightWhoami: Promise<void> | null = null;

/**
 * Set by a login, read by the whoami that follows it (after the full reload at `/`): the account's
 * language is applied at sign-in (docs/product.md §8.6), not on every page load, so a page opened
 * with an existing session keeps the language this browser chose.
 */
const SIGN_IN_KEY = 'coach.signedIn';

function rememberSignIn(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.sessionStorage?.setItem(SIGN_IN_KEY, '1');
    else globalThis.sessionStorage?.removeItem(SIGN_IN_KEY);
  } catch {
    // Storage disabled: the account's language is simply not applied.
  }
}

function takeSignIn(): boolean {
  try {
    const signedIn = globalThis.sessionStorage?.getItem(SIGN_IN_KEY) === '1';
    globalThis.sessionStorage?.removeItem(SIGN_IN_KEY);
    return signedIn;
  } catch {
    return false;
  }
}

/** One store for the whole page: `@coach/shared` is a Module Federation singleton. */
export const authStore = createStore<AuthStore>()((set, get) => {
  let languageSaves: Promise<void> = Promise.resolve();

  /** Saves the page's language to the account, unless the account has it already. */
  async function saveShownLanguage(): Promise<void> {
    const lng = currentLanguage();
    const appUser = get().app_user;
    if (!appUser || appUser.lang === lng) return;
    try {
      // The body is read: an unread response stays open in the browser's network.
      await api.put('dashboard/profile/language', { json: { lang: lng } }).json();
      const saved = get().app_user;
      if (saved) set({ app_user: { ...saved, lang: lng } });
    } catch {
      // The page still switches; the account keeps its language until the next successful save.
    }
  }

  async function loadUser(): Promise<void> {
    set({ loading: true });
    try {
      const [{ whoamiResponseSchema }, body] = await Promise.all([
        responseSchemas(),
        api.get('dashboard/whoami').json(),
      ]);
      const whoami = v.parse(whoamiResponseSchema, body);
      set({
        authenticated: true,
        loading: false,
        error: null,
        user: whoami.ory.identity,
        flowId: whoami.ory.id,
        app_user: whoami.user,
      });
      // The account's language wins at sign-in (docs/product.md §8.6); the switcher keeps it in step.
      // Applied even when the page already shows it, so that the cookie the server draws in says so.
      if (takeSignIn()) await setLanguage(whoami.user.lang);
    } catch (error) {
      set({ ...initialAuthState });
      throw toApiError(error, networkMessage());
    }
  }

  return {
    ...initialAuthState,

    async login(credentials) {
      set({ loading: true, error: null });
      try {
        const token = await postForToken('dashboard/login', {
          searchParams: { locale: currentLanguage() },
          json: credentials,
        });
        writeToken(token);
        rememberSignIn(true);
        set({ authenticated: true, loading: false });
        return true;
      } catch (error) {
        const apiError = toApiError(error, networkMessage());
        set({ loading: false, error: apiError.baseMessage || apiError.message });
        return false;
      }
    },

    async register(user, invitedId) {
      set({ loading: true, error: null });
      try {
        const token = await postForToken('dashboard/register', {
          searchParams: invitedId ? { invited_id: invitedId } : undefined,
          json: { user },
        });
        writeToken(token);
      } catch (error) {
        const apiError = toApiError(error, networkMessage());
        set({ loading: false, error: apiError.baseMessage || null });
        return { ok: false, errors: apiError.errors };
      }
      const loggedIn = await get().login({ email: user.email, password: user.password });
      if (loggedIn) {
        // Registration sends the fixed `lang` of docs/product.md §9; the account then takes the
        // language the person signed up in (best effort: the switcher can save it later).
        rememberSignIn(false);
        const lang = currentLanguage();
        if (lang !== user.lang)
          await api
            .put('dashboard/profile/language', { json: { lang } })
            .json()
            .catch(() => undefined);
      }
      return loggedIn ? { ok: true } : { ok: false, errors: { base: [get().error ?? networkMessage()] } };
    },

    fetchUser() {
      // The shell starts whoami early, in parallel with the registry; the guard then waits on it.
      inflightWhoami ??= loadUser().finally(() => {
        inflightWhoami = null;
      });
      return inflightWhoami;
    },

    async chooseLanguage(lng) {
      await setLanguage(lng);
      // One save at a time, each of the language shown when it starts: a quick "en" then "fr" can
      // neither send "fr" before "en" nor skip "fr" because the account still said "fr".
      languageSaves = languageSaves.then(saveShownLanguage);
      await languageSaves;
    },

    async logout() {
      try {
        if (readToken()) await api.post('dashboard/logout');
      } catch {
        // The token is forgotten below either way; an unreachable server cannot keep a user signed in here.
      } finally {
        clearToken();
        set({ ...initialAuthState });
      }
    },
  };
});

/** SPEC §4: the first verifiable address decides. */
export function isVerified(user: Identity | null): boolean {
  return user?.verifiable_addresses[0]?.verified === true;
}
