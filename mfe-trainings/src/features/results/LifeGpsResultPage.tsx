import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LifeGpsResult } from '@coach/shared/results';
import { LifeGpsGaps, LifeGpsWheel, useWheelText } from '@coach/shared/results/ui';
import { buttonClassName } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useDateText } from './dates.ts';
import styles from './results.module.css';
import { TestResultFrame } from './TestResultFrame.tsx';

/** `/training_results/{training_slug}/my_life_gps`: "Le GPS de ma vie" (docs/product.md §8.3). */
export default function LifeGpsResultPage() {
  return (
    <TestResultFrame<LifeGpsResult> titleKey="resultLifeGps.title" kind="my_life_gps">
      {(result, previous) => <LifeGpsResultView result={result} previous={previous} />}
    </TestResultFrame>
  );
}

function LifeGpsResultView({ result, previous }: { result: LifeGpsResult; previous: LifeGpsResult | null }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: wheelText } = useWheelText();
  const dateText = useDateText();
  // The main goal's form opens on the area with the largest gap (docs/product.md §8.4).
  const largest = result.largest_gaps[0];
  const previousOf = (id: string) => previous?.areas.find((area) => area.id === id) ?? null;
  const signed = (gap: number) => (gap > 0 ? `+${gap}` : String(gap));
  return (
    <>
      <div className={styles.gpsLayout}>
        <LifeGpsWheel result={result} previous={previous} />
        <section className={styles.gaps} aria-labelledby="largest-gaps">
          <h2 id="largest-gaps">{wheelText('largestGaps')}</h2>
          <LifeGpsGaps result={result} />
          <p className={styles.noPrint}>
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={largest ? `/my_life_gps?area=${encodeURIComponent(largest)}` : '/my_life_gps'}
            >
              {t('resultLifeGps.toMainGoal')}
            </Link>
          </p>
        </section>
      </div>
      <table className={styles.table}>
        <caption>
          {previous
            ? t('resultLifeGps.tableCaptionCompared', {
                date: dateText(result.created_at),
                previous: dateText(previous.created_at),
              })
            : t('resultLifeGps.tableCaption', { date: dateText(result.created_at) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('resultLifeGps.area')}</th>
            <th scope="col">{wheelText('now')}</th>
            <th scope="col">{wheelText('wished')}</th>
            <th scope="col">{t('resultLifeGps.gap')}</th>
            {previous ? <th scope="col">{wheelText('previousNow')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {result.areas.map((area) => (
            <tr key={area.id}>
              <th scope="row">{area.name}</th>
              <td>{area.now}</td>
              <td>{area.wished}</td>
              <td>{signed(area.gap)}</td>
              {previous ? <td>{previousOf(area.id)?.now ?? '–'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
