import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string | undefined;
  error?: string | undefined;
}

/** A password input with a Show/Hide button; paste and password managers work as usual. */
export function PasswordField({
  id,
  label,
  value,
  onValueChange,
  autoComplete,
  hint,
  error,
}: PasswordFieldProps) {
  const { t } = useTranslation('home');
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="password-input">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            required
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? t('fields.hidePassword') : t('fields.showPassword')}
            <span className="visually-hidden"> {t('fields.passwordSuffix')}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
