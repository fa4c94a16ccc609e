import type { ReactNode } from 'react';
// By package name, like the ui entry itself: one instance of the UI kit on the page.
import { Button, FormAlert, SubmitButton } from '@coach/shared/ui/core';
import type { Failure } from '../forms/failure.ts';
import styles from './SaveForm.module.css';

export interface SaveFormProps {
  /** What the last save said: its general message on top, its field messages for the fields. */
  failure: Failure;
  busy: boolean;
  labels: { submit: string; busy: string; cancel: string };
  /** The save, once the browser's own submit is stopped (fields are checked by the api). */
  onSubmit: () => Promise<unknown>;
  /** Closes the form without saving; no Cancel button without it. */
  onCancel?: () => void;
  /** Buttons after Save and Cancel (the main goal's Clear). */
  moreActions?: ReactNode;
  /** Added to the form's own class (a width of its own). */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a form that saves one thing (an appointment, a session, a commitment, the main
 * goal): the save's general error on top, the form's own fields, then Save (busy while saving)
 * and Cancel. `useSaveForm` holds its busy state and its failure.
 */
export function SaveForm({
  failure,
  busy,
  labels,
  onSubmit,
  onCancel,
  moreActions,
  className,
  children,
}: SaveFormProps) {
  return (
    <form
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      <FormAlert message={failure.base} />
      {children}
      <div className={styles.actions}>
        <SubmitButton label={labels.submit} busyLabel={labels.busy} busy={busy} />
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {labels.cancel}
          </Button>
        ) : null}
        {moreActions}
      </div>
    </form>
  );
}
