import { useTranslation } from 'react-i18next';
import { Button, FormAlert, FormStatus } from '@coach/shared/ui/core';
import { FormActions } from '../../components/FormActions.tsx';
import layout from '../../components/layout.module.css';
import { ContinueButton } from './ContinueButton.tsx';
import { useResend } from './use-resend.ts';
import styles from './verification.module.css';

/** The resend button with its feedback: sending, sent, the server's message, the wait after a 429. */
export function ResendLink() {
  const { t } = useTranslation('home');
  const { resend, sending, outcome, error, secondsLeft } = useResend();
  const waiting = secondsLeft > 0;
  return (
    <div className={layout.stack}>
      <FormStatus message={outcome === 'sent' ? t('verification.resent') : null} />
      <FormAlert message={error} id="resend-error" />
      {outcome === 'already-verified' ? (
        <ContinueButton />
      ) : (
        <FormActions>
          <Button
            // aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>.
            onClick={() => {
              if (!sending && !waiting) void resend();
            }}
            aria-disabled={sending || waiting}
            aria-describedby={waiting ? 'resend-wait' : undefined}
          >
            {sending ? t('verification.resending') : t('verification.resend')}
          </Button>
          {waiting ? (
            <p id="resend-wait" className={`${layout.muted} ${styles.wait}`}>
              {t('verification.waitSeconds', { count: secondsLeft })}
            </p>
          ) : null}
        </FormActions>
      )}
    </div>
  );
}
