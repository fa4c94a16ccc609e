import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '@coach/shared/schemas';
import { FieldError, errorIdOf } from '@coach/shared/ui/core';
import styles from './UserTypeChoices.module.css';

export interface UserTypeChoicesProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** One radio per user type, each with a friendly label and a line saying who it is for. */
export function UserTypeChoices({ value, onChange, error }: UserTypeChoicesProps) {
  const { t } = useTranslation('home');
  const errorId = errorIdOf('userType');
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('whoAreYou.legend')}</legend>
      <div className={styles.grid}>
        {USER_TYPES.map((type) => {
          const id = `userType-${type}`;
          return (
            <label key={type} className={styles.choice} htmlFor={id}>
              <input
                id={id}
                type="radio"
                name="userType"
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                aria-labelledby={`${id}-label`}
                aria-describedby={[`${id}-text`, error ? errorId : null].filter(Boolean).join(' ')}
                aria-invalid={error ? true : undefined}
              />
              <span className={styles.body}>
                <span id={`${id}-label`} className={styles.label}>
                  {t(`userType.${type}`)}
                </span>
                <span id={`${id}-text`} className={styles.text}>
                  {t(`whoAreYou.descriptions.${type}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
