import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIFE_AREAS } from '@coach/shared/life-gps';
import type { LifeGpsResult, TestResult } from '@coach/shared/results';
import { LifeGpsGaps, LifeGpsWheel, LifeGpsWheelOutline, useWheelText } from '@coach/shared/results/ui';
import type { ReadResult } from '@coach/shared/server-render';
import { useRead, type ReadSource } from '@coach/shared/server-render/use-route-data';
import { Card } from '@coach/shared/ui';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { WidgetSkeleton } from '../../components/WidgetFrame.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { formatInstantDate } from '../../lib/format.ts';
import { LIFE_GPS_RESULT_PATH, LIFE_GPS_TRAINING } from '../../lib/life-gps-training.ts';
import { isNoResultYet } from '../../lib/my-life-gps-route-data.ts';
import styles from './life-gps.module.css';

/**
 * `/my_life_gps`'s wheel (docs/product.md §8.4): the latest result of the "Le GPS de ma vie" test
 * drawn by the results' own wheel (`@coach/shared/results/ui`), its date, the largest gaps and the
 * way to the full result; before any result, the invitation to take the test. Every state keeps
 * the wheel's box and the room beside it: nothing moves when the result arrives.
 *
 * `source`: the latest result as the route read it (docs/server-render.md). "No result yet" is
 * the api's 404 with the code `no_result_yet`: a state of the page (take the test), not an error.
 */
export function LifeWheelCard({
  source,
  readAgain,
}: {
  source: ReadSource<TestResult>;
  readAgain: () => Promise<ReadResult<TestResult>>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { state, reload } = useRead(source, readAgain);

  // The areas' names come in the request's language: a new page language reads the wheel again.
  const readIn = useRef(i18n.language);
  useEffect(() => {
    if (readIn.current === i18n.language) return;
    readIn.current = i18n.language;
    void reload();
  }, [i18n.language, reload]);

  const noResultYet = state.status === 'error' && isNoResultYet(state.failure);
  const result = state.status === 'ready' && state.value.kind === 'my_life_gps' ? state.value : null;

  let aside: ReactNode;
  if (state.status === 'loading') aside = <WidgetSkeleton lines={6} />;
  else if (state.status === 'error' && !noResultYet)
    aside = <ReadErrorState failure={state.failure} onRetry={reload} />;
  else if (result) aside = <WheelSummary result={result} />;
  else
    aside = (
      <>
        <p className="muted">{t('lifeWheel.none')}</p>
        <p>
          <Link to={`/training/${LIFE_GPS_TRAINING}`}>{t('lifeWheel.takeTest')}</Link>
        </p>
      </>
    );

  return (
    <Card as="section" stack aria-labelledby="life-wheel-title" className={styles.wheel}>
      <h2 id="life-wheel-title" className={styles.sectionTitle}>
        {t('lifeWheel.title')}
      </h2>
      <div className={styles.wheelLayout}>
        {result ? (
          <LifeGpsWheel result={result} describeValues />
        ) : (
          <LifeGpsWheelOutline spokes={LIFE_AREAS.length} />
        )}
        <div className={styles.wheelAside}>{aside}</div>
      </div>
    </Card>
  );
}

/** Beside the wheel: when it was drawn, where the gaps are largest, and the full result. */
function WheelSummary({ result }: { result: LifeGpsResult }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: wheelText } = useWheelText();
  return (
    <>
      <p className="muted" data-testid="life-wheel-date">
        {t('lifeWheel.takenOn', { date: formatInstantDate(result.created_at, i18n.language) })}
      </p>
      <h3 className={styles.wheelHeading}>{wheelText('largestGaps')}</h3>
      <LifeGpsGaps result={result} />
      <p>
        <Link to={LIFE_GPS_RESULT_PATH}>{t('lifeWheel.seeResult')}</Link>
      </p>
    </>
  );
}
