import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  name: string;
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

/** A labelled form field: label, optional hint, the control, its error (linked by aria-describedby). */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintIdOf(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name: id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorIdOf(id)} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
