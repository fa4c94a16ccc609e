import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from '@coach/shared/auth';
import { commit, firstInvalid, focusById, useFormErrors, useValidationT } from '@coach/shared/forms';
import { LOGIN_RELOAD_WINDOW_MS, guardedReload } from '@coach/shared/navigation';
import { createLoginPayloadSchema } from '@coach/shared/schemas';

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;

/** The login form: client-side checks, the store's login, then a full load of `/` (SPEC §4). */
export function useLoginForm() {
  const tv = useValidationT();
  const schemas = useMemo(() => ({ login: createLoginPayloadSchema(tv) }), [tv]);
  const form = useFormErrors(schemas, LOGIN_FIELDS);
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  function setField(field: LoginField, value: string) {
    // From the current values: two fields can change in one event loop turn (the shell hands a
    // prerendered form's typed values over at once, docs/adr/0012-prerendered-first-paint.md).
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  async function submit() {
    if (submitting) return;
    const checked = commit(() => {
      setServerError(null);
      return form.check('login', values);
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
  return { values, setField, errors: form.errors, generalError, submitting, submit };
}
