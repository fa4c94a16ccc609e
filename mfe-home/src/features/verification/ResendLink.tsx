import { useTranslation } from 'react-i18next';
import { FormAlert, FormStatus } from '../../components/FormMessages.tsx';
import { ContinueButton } from './ContinueButton.tsx';
import { useResend } from './useResend.ts';

/** The resend button with its feedback: sending, sent, the server's message, the wait after a 429. */
export function ResendLink() {
  const { t } = useTranslation('home');
  const { resend, sending, outcome, error, secondsLeft } = useResend();
  const waiting = secondsLeft > 0;
  return (
    <div className="stack verification__resend">
      <FormStatus message={outcome === 'sent' ? t('verification.resent') : null} />
      <FormAlert message={error} id="resend-error" />
      {outcome === 'already-verified' ? (
        <ContinueButton />
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className="button"
            // aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>.
            onClick={() => {
              if (!sending && !waiting) void resend();
            }}
            aria-disabled={sending || waiting}
            aria-describedby={waiting ? 'resend-wait' : undefined}
          >
            {sending ? t('verification.resending') : t('verification.resend')}
          </button>
          {waiting ? (
            <p id="resend-wait" className="muted verification__wait">
              {t('verification.waitSeconds', { count: secondsLeft })}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
