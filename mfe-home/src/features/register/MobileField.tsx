import { useTranslation } from 'react-i18next';
import { FieldError, FieldHint, controlClassName, errorIdOf, hintIdOf } from '@coach/shared/ui/core';
import styles from './MobileField.module.css';

export interface MobileFieldProps {
  countryCode: string;
  number: string;
  onCountryCodeChange: (value: string) => void;
  onNumberChange: (value: string) => void;
  countryCodeError?: string | undefined;
  numberError?: string | undefined;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/** The mobile number as SPEC §3 sends it: `+`, a country code (default 33), then the number. */
export function MobileField({
  countryCode,
  number,
  onCountryCodeChange,
  onNumberChange,
  countryCodeError,
  numberError,
}: MobileFieldProps) {
  const { t } = useTranslation('home');
  const hintId = hintIdOf('mobile');
  const describe = (id: string, error: string | undefined) =>
    [hintId, error ? errorIdOf(id) : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.mobile}>
      <legend className={styles.legend}>{t('fields.mobile')}</legend>
      <FieldHint id={hintId}>{t('fields.mobileHint')}</FieldHint>
      <div className={styles.row}>
        <div className={styles.code}>
          <label htmlFor="countryCode" className={styles.label}>
            {t('fields.countryCode')}
          </label>
          <div className={styles.prefix}>
            <span aria-hidden="true">+</span>
            <input
              id="countryCode"
              className={controlClassName}
              name="countryCode"
              inputMode="numeric"
              autoComplete="tel-country-code"
              maxLength={3}
              value={countryCode}
              onChange={(event) => onCountryCodeChange(digitsOnly(event.target.value))}
              aria-invalid={countryCodeError ? true : undefined}
              aria-describedby={describe('countryCode', countryCodeError)}
            />
          </div>
        </div>
        <div className={styles.number}>
          <label htmlFor="mobileNumber" className={styles.label}>
            {t('fields.mobileNumber')}
          </label>
          <input
            id="mobileNumber"
            className={controlClassName}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={number}
            onChange={(event) => onNumberChange(event.target.value)}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={describe('mobileNumber', numberError)}
          />
        </div>
      </div>
      {countryCodeError ? <FieldError id={errorIdOf('countryCode')}>{countryCodeError}</FieldError> : null}
      {numberError ? <FieldError id={errorIdOf('mobileNumber')}>{numberError}</FieldError> : null}
    </fieldset>
  );
}
