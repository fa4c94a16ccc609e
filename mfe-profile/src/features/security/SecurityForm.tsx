import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormStatus, SubmitButton } from '@coach/shared/ui';
import { Actions } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './security.module.css';

interface SecurityFormProps {
  /** The form's messages: `<name>.title` (its accessible name), `<name>.update`, `<name>.updating`. */
  name: 'email' | 'password';
  form: { busy: boolean; serverError: string | null; submit: () => Promise<boolean> };
  /** The outcome announced under the button; a new submit clears it first. */
  status: string | null;
  clearStatus: () => void;
  children: ReactNode;
}

/** A form of the security section: the server's error above the fields, the button and the outcome below. */
export function SecurityForm({ name, form, status, clearStatus, children }: SecurityFormProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <form
      noValidate
      className={styles.form}
      aria-label={t(`${name}.title`)}
      onSubmit={(event) => {
        event.preventDefault();
        clearStatus();
        void form.submit();
      }}
    >
      <FormAlert message={form.serverError} />
      {children}
      <Actions>
        <SubmitButton label={t(`${name}.update`)} busyLabel={t(`${name}.updating`)} busy={form.busy} />
      </Actions>
      <FormStatus message={status} />
    </form>
  );
}
