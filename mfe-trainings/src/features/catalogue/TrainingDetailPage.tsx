import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button, ErrorState, FormStatus, Page, Skeleton } from '@coach/shared/ui';
import type { TrainingDetailResponse } from '@coach/shared/trainings';
import { TrainingCover } from '../../components/TrainingCover.tsx';
import { ReadError } from '../../components/ReadError.tsx';
import { TrainingProgress } from '../../components/TrainingProgress.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { trainingRouteData } from '../../lib/trainings-route-data.ts';
import { useRouteRead } from '../../lib/use-route-read.ts';
import styles from './catalogue.module.css';
import { ModuleList } from './ModuleList.tsx';
import { TrainingAction } from './TrainingAction.tsx';
import { TrainingFacts } from './TrainingFacts.tsx';
import { UnlockForm } from './UnlockForm.tsx';

/**
 * An unknown training, when the page is given the api's 404 rather than its loader turning it into
 * the shell's 404 page (src/lib/route-checks.ts): a server render (whose status is then 404, so the
 * platform lets the scripts draw the page) or data the browser router starts from.
 */
function TrainingNotFound() {
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  return (
    <ErrorState
      title={t('errors.notFoundTitle')}
      message={t('errors.notFound', { fullPath: `${pathname}${search}${hash}` })}
    />
  );
}

/**
 * `/training/{training_slug}`: summary, progress, Unlock, then the modules and their states.
 * Drawn in the browser and, for the first paint, on the server (src/server-render.tsx): it reads
 * its route's data only (docs/server-render.md).
 */
export default function TrainingDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const slug = useParams().training_slug ?? '';
  const { state, reload, refresh } = useRouteRead(trainingRouteData, 'training');
  const training = state.status === 'ready' ? state.value : null;

  let body;
  if (state.status === 'error')
    body =
      state.failure.status === 404 ? (
        <TrainingNotFound />
      ) : (
        <ReadError failure={state.failure} onRetry={reload} />
      );
  else if (training)
    // Keyed by slug: another training's page starts without this one's unlock form or notice.
    body = <TrainingBody key={slug} slug={slug} data={training} refresh={() => void refresh()} />;
  else
    body = (
      <div aria-busy="true" role="status" aria-label={t('catalogue.loading')}>
        <Skeleton height="10rem" />
      </div>
    );

  return (
    // The h1 is the training's own title once it is known (docs/product.md §2.5).
    <Page titleKey="trainingDetail.title" title={training?.title} ns={NAMESPACE}>
      {body}
    </Page>
  );
}

function TrainingBody({
  slug,
  data,
  refresh,
}: {
  slug: string;
  data: TrainingDetailResponse;
  refresh: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const [unlocking, setUnlocking] = useState(params.has('unlock'));
  const [unlocked, setUnlocked] = useState(false);
  const lockedSlug = params.get('locked');
  const locked = data.modules.find((module) => module.slug === lockedSlug && module.lock_reason);
  return (
    <>
      {locked ? (
        <p role="alert" className={styles.banner}>
          {t('trainingDetail.lockedBanner', {
            module: locked.title,
            reason: t(`trainingDetail.lockReason.${locked.lock_reason}`),
          })}
        </p>
      ) : null}
      <div className={styles.header}>
        <TrainingCover markup={data.cover} className={styles.headerCover} />
        <TrainingFacts training={data} />
        <p className={styles.summary}>{data.summary}</p>
        <TrainingProgress training={data} />
        <div className={styles.actions}>
          {data.next_action !== 'completed' && data.next_action !== 'unlock' ? (
            <TrainingAction training={data} />
          ) : null}
          {data.access === 'payable' && !data.unlocked && !unlocking ? (
            <Button onClick={() => setUnlocking(true)}>{t('labels.unlock')}</Button>
          ) : null}
        </div>
      </div>
      <FormStatus message={unlocked ? t('unlock.done') : null} />
      {unlocking && !data.unlocked ? (
        <section className={styles.section}>
          <UnlockForm
            trainingSlug={slug}
            onCancel={() => setUnlocking(false)}
            onUnlocked={() => {
              setUnlocking(false);
              setUnlocked(true);
              // The modules open: read the training again, keeping the page and its notice.
              refresh();
            }}
          />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="modules-title">
        <h2 id="modules-title" className={styles.sectionTitle}>
          {t('trainingDetail.modules')}
        </h2>
        <ModuleList trainingSlug={slug} modules={data.modules} />
      </section>
      <p className={styles.section}>
        <Link to="/trainings">{t('trainingDetail.backToCatalogue')}</Link>
      </p>
    </>
  );
}
