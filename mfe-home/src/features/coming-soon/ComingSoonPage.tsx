import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@coach/shared/ui';

export default function ComingSoonPage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  // react-router keys the entry the app was opened on 'default': nothing of ours to go back to.
  const hasPrevious = useLocation().key !== 'default';
  return (
    <Page titleKey="comingSoon.title" ns="home" className="auth-page">
      <div className="card stack coming-soon">
        <span className="coming-soon__icon" aria-hidden="true" />
        <p className="coming-soon__text">{t('comingSoon.text')}</p>
        <p className="muted">{t('comingSoon.hint')}</p>
        <div className="form-actions form-actions--split">
          {hasPrevious ? (
            <button type="button" className="button button--secondary" onClick={() => void navigate(-1)}>
              {t('comingSoon.previous')}
            </button>
          ) : null}
          <Link className="button" to="/">
            {t('comingSoon.back')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
