import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The body of every error page: a heading, what happened, and a way back. */
export function ErrorPanel({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <section className="error-panel" role="alert" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title" tabIndex={-1}>
        {title}
      </h1>
      <p className="error-panel__message" data-testid="error-message">
        {message}
      </p>
      <div className="error-panel__actions">
        {children}
        <Link className="button button--secondary" to="/">
          {t('errors.backHome')}
        </Link>
      </div>
    </section>
  );
}
