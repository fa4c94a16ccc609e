import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptainResult } from '@coach/shared/results';
import { BarFill } from '@coach/shared/ui/bar-fill';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './results.module.css';

/**
 * A bar per captain type with its percentage. The numbers are text in a list (what a screen
 * reader reads); the bars are drawn beside them and hidden from assistive technologies.
 */
export function CaptainBars({ result, caption }: { result: CaptainResult; caption: string }) {
  const { t } = useTranslation(NAMESPACE);
  const captionId = useId();
  return (
    <figure className={styles.bars} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.barsCaption}>
        {caption}
      </figcaption>
      <ul className={styles.barList}>
        {result.types.map((type) => (
          <li key={type.id} className={styles.barItem}>
            <span className={styles.barLabel}>
              <span>
                {type.name}
                {type.id === result.main ? ` (${t('resultJEmbarque.mainShort')})` : null}
                {type.id === result.secondary ? ` (${t('resultJEmbarque.secondaryShort')})` : null}
              </span>
              <span className={styles.barValue}>
                {t('resultJEmbarque.percent', { percent: type.percent })}
              </span>
            </span>
            <span className={styles.barTrack} aria-hidden="true">
              <BarFill
                ratio={type.percent / 100}
                className={type.id === result.main ? `${styles.barFill} ${styles.barMain}` : styles.barFill}
              />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
