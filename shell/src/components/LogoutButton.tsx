import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authStore } from '@coach/shared/auth';

/** Revokes the session on the server, clears the cookie and the store, then goes to /home. */
export function LogoutButton() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        await authStore.getState().logout();
        void navigate('/home', { replace: true });
      }}
    >
      {busy ? t('auth.loggingOut') : t('auth.logout')}
    </button>
  );
}
