import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'onChange' | 'children' | 'className'
>;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Label of the empty first option (no choice yet). */
  placeholder: string;
  hint?: string | undefined;
  error?: string | undefined;
}

export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  ...select
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...select}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
