import { useTranslation } from 'react-i18next';
import { errorIdOf, hintIdOf } from '../../components/Field.tsx';

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
    <fieldset className="field mobile-field">
      <legend>{t('fields.mobile')}</legend>
      <p id={hintId} className="field__hint">
        {t('fields.mobileHint')}
      </p>
      <div className="mobile-field__row">
        <div className="mobile-field__code">
          <label htmlFor="countryCode" className="mobile-field__label">
            {t('fields.countryCode')}
          </label>
          <div className="mobile-field__prefix">
            <span aria-hidden="true">+</span>
            <input
              id="countryCode"
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
        <div className="mobile-field__number">
          <label htmlFor="mobileNumber" className="mobile-field__label">
            {t('fields.mobileNumber')}
          </label>
          <input
            id="mobileNumber"
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
      {countryCodeError ? (
        <p id={errorIdOf('countryCode')} className="field__error">
          {countryCodeError}
        </p>
      ) : null}
      {numberError ? (
        <p id={errorIdOf('mobileNumber')} className="field__error">
          {numberError}
        </p>
      ) : null}
    </fieldset>
  );
}
