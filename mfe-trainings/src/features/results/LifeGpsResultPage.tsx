import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LifeGpsResult } from '@coach/shared/results';
import { buttonClassName } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useDateText } from './dates.ts';
import { LifeGpsWheel } from './LifeGpsWheel.tsx';
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
  const dateText = useDateText();
  const gaps = result.largest_gaps.map((id) => result.areas.find((area) => area.id === id)!);
  const previousOf = (id: string) => previous?.areas.find((area) => area.id === id) ?? null;
  const signed = (gap: number) => (gap > 0 ? `+${gap}` : String(gap));
  return (
    <>
      <div className={styles.gpsLayout}>
        <LifeGpsWheel result={result} previous={previous} />
        <section className={styles.gaps} aria-labelledby="largest-gaps">
          <h2 id="largest-gaps">{t('resultLifeGps.largestGaps')}</h2>
          {gaps.length === 0 ? (
            <p>{t('resultLifeGps.noGap')}</p>
          ) : (
            <ol className={styles.gapList}>
              {gaps.slice(0, 3).map((area) => (
                <li key={area.id}>
                  <strong>{area.name}</strong>
                  <span>
                    {t('resultLifeGps.gapLine', { now: area.now, wished: area.wished, gap: area.gap })}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <p className={styles.noPrint}>
            <Link className={buttonClassName({ variant: 'secondary' })} to="/my_life_gps">
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
            <th scope="col">{t('resultLifeGps.now')}</th>
            <th scope="col">{t('resultLifeGps.wished')}</th>
            <th scope="col">{t('resultLifeGps.gap')}</th>
            {previous ? <th scope="col">{t('resultLifeGps.previousNow')}</th> : null}
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
