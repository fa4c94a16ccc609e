import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './life-gps.module.css';

/** The slug of the "Le GPS de ma vie" training, whose test draws the wheel (docs/product.md §8.2). */
export const LIFE_GPS_TRAINING = 'le-gps-de-ma-vie';

/**
 * The latest wheel of the "Le GPS de ma vie" test. The test's results are not recorded yet, so
 * `wheel` is null and the card invites the person to take the test; a result plugs in here as
 * the `wheel` element (the results page's radar) without changing the page.
 */
export function LifeWheelCard({ wheel = null }: { wheel?: ReactNode | null }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card as="section" stack aria-labelledby="life-wheel-title" className={styles.wheel}>
      <h2 id="life-wheel-title" className={styles.sectionTitle}>
        {t('lifeWheel.title')}
      </h2>
      {wheel ?? (
        <>
          <p className="muted">{t('lifeWheel.none')}</p>
          <p>
            <Link to={`/training/${LIFE_GPS_TRAINING}`}>{t('lifeWheel.takeTest')}</Link>
          </p>
        </>
      )}
    </Card>
  );
}
