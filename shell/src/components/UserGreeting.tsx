import { useTranslation } from 'react-i18next';
import { useAuth } from '@coach/shared/auth';

/**
 * `firstname` draws the greeting without the auth store: the frames drawn at build time for the
 * server (src/prerender.tsx) carry a placeholder the platform fills in (the store is the browser's).
 */
export function UserGreeting({ firstname: given }: { firstname?: string }) {
  const { t } = useTranslation('shell');
  const fromStore = useAuth((state) => state.app_user?.firstname);
  const firstname = given ?? fromStore;
  if (!firstname) return null;
  return <span className="user-greeting">{t('auth.greeting', { firstname })}</span>;
}
