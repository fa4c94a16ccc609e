import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';
import styles from './PasswordField.module.css';

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
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className={styles.input}>
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
            className={styles.toggle}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? t('ui.password.hide') : t('ui.password.show')}
            {/* The visible word alone ("Show") would be an ambiguous button name. */}
            <span className="visually-hidden"> {t('ui.password.suffix')}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
