import { useTranslation } from 'react-i18next';
import { REGISTER_STEPS, type RegisterStep } from '../../lib/register-draft.ts';
import styles from './StepHeading.module.css';
import { STEP_HEADING_ID } from './use-register-form.ts';

/** "Step 1 of 2 — Your credentials": focused when the step changes, so the change is announced. */
export function StepHeading({ step }: { step: RegisterStep }) {
  const { t } = useTranslation('home');
  const current = REGISTER_STEPS.indexOf(step) + 1;
  return (
    <div className={styles.heading}>
      <div className={styles.progress} aria-hidden="true">
        {REGISTER_STEPS.map((name, index) => (
          <span key={name} className={index < current ? `${styles.bar} ${styles.done}` : styles.bar} />
        ))}
      </div>
      <h2 id={STEP_HEADING_ID} tabIndex={-1}>
        <span className={styles.step}>{t('register.step', { current, total: REGISTER_STEPS.length })}</span>{' '}
        {t(`register.${step}.title`)}
      </h2>
    </div>
  );
}
