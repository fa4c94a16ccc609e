import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import type { CaptainType } from '@coach/shared/results';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './results.module.css';

/** A captain type's portrait, strengths and watch-outs (the content's result.yaml). */
export function CaptainPortrait({ type, role }: { type: CaptainType; role: 'main' | 'secondary' }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `type-${type.id}`;
  return (
    <article
      className={role === 'main' ? `${styles.portrait} ${styles.portraitMain}` : styles.portrait}
      aria-labelledby={headingId}
    >
      <p className={styles.role}>
        {t(role === 'main' ? 'resultJEmbarque.main' : 'resultJEmbarque.secondary')} ·{' '}
        {t('resultJEmbarque.percent', { percent: type.percent })}
      </p>
      <h2 id={headingId} className={styles.typeName}>
        {type.name}
      </h2>
      <p className={styles.tagline}>{type.tagline}</p>
      {/* react-markdown renders no raw HTML (no rehype-raw): content cannot inject markup. */}
      <div className={styles.prose}>
        <Markdown>{type.portrait}</Markdown>
      </div>
      <div className={styles.lists}>
        <ItemList
          id={`${headingId}-strengths`}
          title={t('resultJEmbarque.strengths')}
          items={type.strengths}
        />
        <ItemList id={`${headingId}-watch`} title={t('resultJEmbarque.watchOuts')} items={type.watch_outs} />
      </div>
    </article>
  );
}

function ItemList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
