import { useTranslation } from 'react-i18next';
import { TextField } from './TextField.tsx';

interface EmailFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

/** The account's e-mail address, as login and registration both ask for it. */
export function EmailField({ value, onValueChange, error }: EmailFieldProps) {
  const { t } = useTranslation('home');
  return (
    <TextField
      id="email"
      label={t('fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
