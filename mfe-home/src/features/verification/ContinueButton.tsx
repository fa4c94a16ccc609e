import { useTranslation } from 'react-i18next';
import { pageLoad } from '@coach/shared/navigation';

/** On to `/` with a full load, so the shell reads the (now verified) session again. */
export function ContinueButton() {
  const { t } = useTranslation('home');
  return (
    <div className="form-actions">
      <button type="button" className="button" onClick={() => pageLoad.assign('/')}>
        {t('verification.continue')}
      </button>
    </div>
  );
}
