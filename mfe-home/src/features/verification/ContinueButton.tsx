import { useTranslation } from 'react-i18next';
import { pageLoad } from '@coach/shared/navigation';
import { Button } from '@coach/shared/ui/core';
import { FormActions } from '../../components/FormActions.tsx';

/** On to `/` with a full load, so the shell reads the (now verified) session again. */
export function ContinueButton() {
  const { t } = useTranslation('home');
  return (
    <FormActions>
      <Button onClick={() => pageLoad.assign('/')}>{t('verification.continue')}</Button>
    </FormActions>
  );
}
