import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** What a control needs to be tied to its label, hint and error, and to look like a kit control. */
export interface FieldControlProps {
  id: string;
  name: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  /** Shown under the label and read with the control. */
  hint?: string | undefined;
  /** The field's error: the control is marked invalid and describes itself with it. */
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** The class of a kit control, for controls laid out by hand (e.g. a two-part phone number). */
export const controlClassName = styles.control ?? '';

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** A field's error; `pre-line` keeps the server's newline-joined messages apart. */
export function FieldError({
  id,
  children,
  className,
}: {
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p id={id} className={className ? `${styles.error} ${className}` : styles.error}>
      {children}
    </p>
  );
}

/** A labelled form field: label, optional hint, the control, its error (linked by aria-describedby). */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? <FieldHint id={hintIdOf(id)}>{hint}</FieldHint> : null}
      {children({
        id,
        name: id,
        className: controlClassName,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? <FieldError id={errorIdOf(id)}>{error}</FieldError> : null}
    </div>
  );
}
