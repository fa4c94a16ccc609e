import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from '@coach/shared/auth';
import { commit, firstInvalid, focusById, useFormErrors, useValidationT } from '@coach/shared/forms';
import { LOGIN_RELOAD_WINDOW_MS, guardedReload } from '@coach/shared/navigation';
import { createRegisterStepOneSchema } from '@coach/shared/schemas';
import {
  clearDraft,
  initDraftStep,
  readDraft,
  writeDraft,
  type RegisterStep,
} from '../../lib/register-draft.ts';
import {
  REGISTER_FIELDS,
  createStepTwoFormSchema,
  draftEntry,
  fieldsOf,
  mapApiErrors,
  stepOneValues,
  stepTwoValues,
  toUserPayload,
  valuesFromDraft,
  type RegisterField,
  type RegisterValues,
} from './register-form.ts';

export const STEP_HEADING_ID = 'register-step-heading';
export const REGISTER_SUBMIT_ID = 'register-submit';

/** Both steps' schemas, with the messages in the page's language. */
function useRegisterSchemas() {
  const tv = useValidationT();
  return useMemo(
    () => ({ first: createRegisterStepOneSchema(tv), second: createStepTwoFormSchema(tv) }),
    [tv],
  );
}

/**
 * The register form's values and step as the draft keeps them (localStorage, never the password):
 * restored on load, written as they change. `onFieldChange` hears of each field changed.
 */
function useRegisterDraft(onFieldChange: (field: RegisterField) => void) {
  const [values, setValues] = useState<RegisterValues>(() => valuesFromDraft(readDraft()));
  const [step, setStep] = useState<RegisterStep>(() => readDraft().showForm);

  useEffect(() => initDraftStep(), []);

  function setField(field: RegisterField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    const entry = draftEntry(field, next);
    if (entry) writeDraft(...entry);
    onFieldChange(field);
  }

  function goTo(target: RegisterStep) {
    setStep(target);
    writeDraft('showForm', target);
  }

  return { values, step, setField, goTo };
}

/**
 * The two-step registration (SPEC §2, §3, §4): the step and the draft live in localStorage and are
 * restored on load, each step is checked with the shared schemas, the last one registers (the
 * store then logs in with the same credentials) and reloads at `/`.
 */
export function useRegisterForm(invitedId: string | null) {
  const form = useFormErrors(useRegisterSchemas(), REGISTER_FIELDS);
  const navigate = useNavigate();
  const { values, step, setField, goTo } = useRegisterDraft(form.clearField);
  const [submitting, setSubmitting] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  /** Back on the first step because the password, never stored, is missing after a reload. */
  const [passwordAgain, setPasswordAgain] = useState(false);

  /** The first step checked, the general error cleared. */
  const checkFirst = () =>
    commit(() => {
      setGeneralError(null);
      return form.check('first', stepOneValues(values));
    });

  /** First step submitted: check it, then show the later step and focus its heading. */
  function next() {
    const checked = checkFirst();
    if ('errors' in checked) {
      focusById(firstInvalid(fieldsOf('first'), checked.errors));
      return;
    }
    commit(() => {
      setPasswordAgain(false);
      goTo('second');
    });
    focusById(STEP_HEADING_ID);
  }

  function back() {
    commit(() => {
      form.reset();
      setGeneralError(null);
      goTo('first');
    });
    focusById(STEP_HEADING_ID);
  }

  /** Later step submitted: both steps checked (the password does not survive a reload), then register. */
  async function submit() {
    if (submitting) return;
    const first = checkFirst();
    if ('errors' in first) {
      commit(() => {
        setPasswordAgain(values.password === '');
        goTo('first');
      });
      focusById(firstInvalid(fieldsOf('first'), first.errors));
      return;
    }
    const second = commit(() => form.check('second', stepTwoValues(values)));
    if ('errors' in second) {
      focusById(firstInvalid(fieldsOf('second'), second.errors));
      return;
    }

    setSubmitting(true);
    const result = await authStore.getState().register(toUserPayload(first.output, second.output), invitedId);
    if (result.ok) {
      clearDraft();
      if (!guardedReload('/', { windowMs: LOGIN_RELOAD_WINDOW_MS })) void navigate('/', { replace: true });
      return;
    }

    const mapped = mapApiErrors(result.errors);
    commit(() => {
      setSubmitting(false);
      form.setServerErrors(mapped.fields);
      setGeneralError(mapped.general);
      if (mapped.step) goTo(mapped.step);
    });
    const target = mapped.step ? firstInvalid(fieldsOf(mapped.step), mapped.fields) : null;
    focusById(target ?? REGISTER_SUBMIT_ID);
  }

  const general = [generalError, ...form.formErrors].filter(Boolean).join('\n') || null;
  return {
    step,
    values,
    setField,
    errors: form.errors,
    generalError: general,
    submitting,
    passwordAgain,
    next,
    back,
    submit,
  };
}
