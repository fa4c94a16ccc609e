import type { ReactNode } from 'react';
import { FormAlert } from '@coach/shared/ui/core';
import { FormActions } from '../../components/FormActions.tsx';
import layout from '../../components/layout.module.css';
import type { RegisterField } from './register-form.ts';
import { STEP_HEADING_ID, type useRegisterForm } from './use-register-form.ts';

type RegisterForm = ReturnType<typeof useRegisterForm>;

/** What a field of the register form is given: its value, its setter and its error. */
export function registerField(
  { values, errors, setField }: Pick<RegisterForm, 'values' | 'errors' | 'setField'>,
  field: RegisterField,
) {
  return {
    value: values[field],
    onValueChange: (value: string) => setField(field, value),
    error: errors[field],
  };
}

/**
 * The frame both steps of registration share: one form named by the step's heading, its general
 * error on top, the step's fields, then its buttons (`split`: Back … Create at both ends).
 */
export function RegisterStepForm({
  onSubmit,
  generalError,
  actions,
  split = false,
  children,
}: {
  onSubmit: () => void;
  generalError: string | null;
  actions: ReactNode;
  split?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={layout.stack}
      method="post"
      noValidate
      aria-labelledby={STEP_HEADING_ID}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormAlert message={generalError} id="register-error" />
      {children}
      <FormActions split={split}>{actions}</FormActions>
    </form>
  );
}
