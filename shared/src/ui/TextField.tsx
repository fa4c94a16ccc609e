import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'children' | 'className'
>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled input; `id` is also its `name` (password managers and autofill rely on both). */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
