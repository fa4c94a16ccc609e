import { useTranslation } from 'react-i18next';
import { useAuth } from '@coach/shared/auth';

export function UserGreeting() {
  const { t } = useTranslation('shell');
  const firstname = useAuth((state) => state.app_user?.firstname);
  if (!firstname) return null;
  return <span className="user-greeting">{t('auth.greeting', { firstname })}</span>;
}
