import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authStore } from '@coach/shared/auth';
import { commit, firstInvalid, focusById, useFormErrors, useValidationT } from '@coach/shared/forms';
import type { TranslateFn } from '@coach/shared/i18n';
import type * as SharedSchemas from '@coach/shared/schemas';
import { LOGIN_RELOAD_WINDOW_MS, guardedReload } from '@coach/shared/navigation';

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;

type Rules = typeof SharedSchemas;
let rulesLoaded: Promise<Rules> | null = null;

/**
 * The login's rules (the shared schemas, with valibot's checks) come with the form's first focus
 * or its first submit, not with the page: neither the first paint nor the first keystroke needs
 * them (docs/adr/0006-size-budget.md).
 */
function loadRules(): Promise<Rules> {
  rulesLoaded ??= import('@coach/shared/schemas').catch((failure: unknown) => {
    rulesLoaded = null; // the next attempt loads them again
    throw failure;
  });
  return rulesLoaded;
}

const schemasOf = (rules: Rules, tv: TranslateFn) => ({ login: rules.createLoginPayloadSchema(tv) });

/** The login form: client-side checks, the store's login, then a full load of `/` (SPEC §4). */
export function useLoginForm() {
  const { t } = useTranslation('common');
  const tv = useValidationT();
  const [rules, setRules] = useState<Rules | null>(null);
  const schemas = useMemo(() => (rules ? schemasOf(rules, tv) : null), [rules, tv]);
  const form = useFormErrors(schemas, LOGIN_FIELDS);
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // A second press while the rules load is the same submit.
  const checking = useRef(false);

  function setField(field: LoginField, value: string) {
    // From the current values: two fields can change in one event loop turn (the shell hands a
    // prerendered form's typed values over at once, docs/adr/0012-prerendered-first-paint.md).
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  /** Starts loading the rules (the form got focus): they are there by the time it is sent. */
  function prepare() {
    if (!rules) loadRules().then(setRules, () => undefined);
  }

  async function submit() {
    if (submitting || checking.current) return;
    let loaded = rules;
    if (!loaded) {
      checking.current = true;
      try {
        loaded = await loadRules();
      } catch {
        setServerError(t('errors.network'));
        return;
      } finally {
        checking.current = false;
      }
    }
    const ready = loaded;
    const checked = commit(() => {
      setRules(ready);
      setServerError(null);
      return form.check('login', values, schemasOf(ready, tv));
    });
    if ('errors' in checked) {
      focusById(firstInvalid(LOGIN_FIELDS, checked.errors));
      return;
    }
    setSubmitting(true);
    const ok = await authStore.getState().login(checked.output);
    if (ok) {
      // SPEC §4: the token cookie is stored, the app reloads at `/` (reload guard 1 s). Should the
      // guard refuse (a loop), the router still takes the user there. The button stays busy.
      if (!guardedReload('/', { windowMs: LOGIN_RELOAD_WINDOW_MS })) void navigate('/', { replace: true });
      return;
    }
    commit(() => {
      setSubmitting(false);
      // SPEC §8: errors.base joined by newlines (the store keeps it in `error`).
      setServerError(authStore.getState().error);
    });
    focusById('password');
  }

  const generalError = [serverError, ...form.formErrors].filter(Boolean).join('\n') || null;
  return { values, setField, errors: form.errors, generalError, submitting, prepare, submit };
}
