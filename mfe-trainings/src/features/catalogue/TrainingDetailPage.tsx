import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, ErrorState, FormStatus, Page, ProgressBar, Skeleton } from '@coach/shared/ui';
import type { TrainingDetailResponse } from '@coach/shared/trainings';
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
  const [params] = useSearchParams();
  const training = useResource(`training:${slug}`, () => trainingsApi.training(slug), initial);
  const [unlocking, setUnlocking] = useState(params.has('unlock'));
  const [unlocked, setUnlocked] = useState(false);

  if (training.status === 'error') return <ErrorState message={training.message} onRetry={training.reload} />;
  if (training.status === 'loading' && !training.data)
    return (
      <div aria-busy="true" role="status" aria-label={t('catalogue.loading')}>
        <Skeleton height="10rem" />
      </div>
    );
  const data = training.data!;
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
        <h2 className={styles.cardTitle}>{data.title}</h2>
        <TrainingFacts training={data} />
        <p className={styles.summary}>{data.summary}</p>
        <ProgressBar
          label={t('progress.label')}
          value={data.progress.percent}
          valueText={t('progress.value', { done: data.progress.completed_modules, total: data.module_count })}
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
              training.reload();
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
  return (
    <Page titleKey="trainingDetail.title" ns={NAMESPACE}>
      <TrainingDetail key={slug} slug={slug} initial={initial} />
    </Page>
  );
}
