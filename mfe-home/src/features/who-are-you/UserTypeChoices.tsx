import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '@coach/shared/schemas';
import { errorIdOf } from '../../components/Field.tsx';

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
    <fieldset className="choices" aria-describedby={error ? errorId : undefined}>
      <legend className="choices__legend">{t('whoAreYou.legend')}</legend>
      <div className="choices__grid">
        {USER_TYPES.map((type) => {
          const id = `userType-${type}`;
          return (
            <label key={type} className="choice" htmlFor={id}>
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
              <span className="choice__body">
                <span id={`${id}-label`} className="choice__label">
                  {t(`userType.${type}`)}
                </span>
                <span id={`${id}-text`} className="choice__text">
                  {t(`whoAreYou.descriptions.${type}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
