import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, ErrorState, FormStatus, Page, ProgressBar, Skeleton } from '@coach/shared/ui';
import type { TrainingDetailResponse } from '@coach/shared/trainings';
import { TrainingCover } from '../../components/TrainingCover.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { trainingsApi } from '../../lib/trainings-api.ts';
import { useResource } from '../../lib/use-resource.ts';
import styles from './catalogue.module.css';
import { ModuleList } from './ModuleList.tsx';
import { TrainingAction } from './TrainingAction.tsx';
import { TrainingFacts } from './TrainingFacts.tsx';
import { UnlockForm } from './UnlockForm.tsx';

import { useLoaderResult } from '../../lib/route-checks.ts';

export { trainingLoader as loader } from '../../lib/route-checks.ts';

function TrainingDetail({ slug, initial }: { slug: string; initial: TrainingDetailResponse | null }) {
  const { t } = useTranslation(NAMESPACE);
  const training = useResource(`training:${slug}`, () => trainingsApi.training(slug), initial);

  return (
    // The h1 is the training's own title once it is known (docs/product.md §2.5).
    <Page titleKey="trainingDetail.title" title={training.data?.title} ns={NAMESPACE}>
      {training.status === 'error' ? (
        <ErrorState message={training.message} onRetry={training.reload} />
      ) : training.data ? (
        <TrainingBody slug={slug} data={training.data} reload={training.reload} />
      ) : (
        <div aria-busy="true" role="status" aria-label={t('catalogue.loading')}>
          <Skeleton height="10rem" />
        </div>
      )}
    </Page>
  );
}

function TrainingBody({
  slug,
  data,
  reload,
}: {
  slug: string;
  data: TrainingDetailResponse;
  reload: () => void;
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
        <ProgressBar
          label={t('progress.label')}
          value={data.progress.percent}
          valueText={t('progress.value', {
            count: data.progress.completed_modules,
            total: data.module_count,
          })}
        />
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
              reload();
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

/** `/training/{training_slug}`: summary, progress, Unlock, then the modules and their states. */
export default function TrainingDetailPage() {
  const slug = useParams().training_slug ?? '';
  const initial = useLoaderResult<TrainingDetailResponse>();
  return <TrainingDetail key={slug} slug={slug} initial={initial} />;
}
