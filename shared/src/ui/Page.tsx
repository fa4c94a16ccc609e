import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Page.module.css';

interface PageProps {
  /** i18n key of the title, in `ns`: the page's kind, shown until `title` is known. */
  titleKey: string;
  /**
   * The name of what the page shows (a training's title, a member's name), once loaded: the h1
   * and the document title name the thing itself (docs/product.md §8.4).
   */
  title?: string | null;
  ns: string;
  children?: ReactNode;
  /** Extra class names for the page's root element. */
  className?: string;
  /** Extra class names for the title (a page with a hero restyles it). */
  titleClassName?: string;
}

/** Every routed page: one h1 with its title, mirrored in document.title. */
export function Page({ titleKey, title: named, ns, children, className, titleClassName }: PageProps) {
  const { t } = useTranslation([ns, 'common']);
  const title = named || t(titleKey, { ns });
  const appName = t('appName', { ns: 'common' });
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <section className={className} aria-labelledby="page-title">
      <h1
        id="page-title"
        className={titleClassName ? `${styles.title} ${titleClassName}` : styles.title}
        tabIndex={-1}
      >
        {title}
      </h1>
      {children}
    </section>
  );
}
