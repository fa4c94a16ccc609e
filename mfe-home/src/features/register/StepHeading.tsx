import { useTranslation } from 'react-i18next';
import { REGISTER_STEPS, type RegisterStep } from '../../lib/register-draft.ts';
import { STEP_HEADING_ID } from './useRegisterForm.ts';

/** "Step 1 of 2 — Your credentials": focused when the step changes, so the change is announced. */
export function StepHeading({ step }: { step: RegisterStep }) {
  const { t } = useTranslation('home');
  const current = REGISTER_STEPS.indexOf(step) + 1;
  return (
    <div className="register__heading">
      <div className="register__progress" aria-hidden="true">
        {REGISTER_STEPS.map((name, index) => (
          <span
            key={name}
            className={index < current ? 'register__progress-bar is-done' : 'register__progress-bar'}
          />
        ))}
      </div>
      <h2 id={STEP_HEADING_ID} tabIndex={-1}>
        <span className="register__step">
          {t('register.step', { current, total: REGISTER_STEPS.length })}
        </span>{' '}
        {t(`register.${step}.title`)}
      </h2>
    </div>
  );
}
