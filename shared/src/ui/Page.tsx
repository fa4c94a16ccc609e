import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageProps {
  /** i18n key of the title, in `ns`. */
  titleKey: string;
  ns: string;
  children?: ReactNode;
  /** Extra class names for the page's root element. */
  className?: string;
}

/** Every routed page: one h1 with the translated title, mirrored in document.title. */
export function Page({ titleKey, ns, children, className }: PageProps) {
  const { t } = useTranslation([ns, 'common']);
  const title = t(titleKey, { ns });
  const appName = t('appName', { ns: 'common' });
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <section className={className ? `page ${className}` : 'page'} aria-labelledby="page-title">
      <h1 id="page-title" className="page__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
