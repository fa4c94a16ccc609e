import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@coach/shared/ui';
import type { CompleteResponse, ModuleDetailResponse } from '@coach/shared/trainings';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { modulePagePath, resultPath, trainingPath } from '../../lib/trainings-api.ts';
import styles from './player.module.css';

/** "Module completed" and the way on: the next module, or "See my result" after the test. */
export function ModuleCompleted({
  data,
  completed,
}: {
  data: ModuleDetailResponse;
  completed: CompleteResponse;
}) {
  const { t } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const result = resultPath(data.training.slug, data.training.result_kind);
  const showResult = result && (completed.module.test || completed.training_completed);
  const next = completed.next_module;
  return (
    <section className={styles.completed} aria-labelledby="module-completed">
      <h2 id="module-completed" ref={heading} tabIndex={-1} className={styles.completedTitle}>
        {t('labels.moduleCompleted')}
      </h2>
      <p>{t('trainingModule.completedText', { module: data.module.title })}</p>
      <div className={styles.nav}>
        {showResult ? (
          <Link className={buttonClassName()} to={result}>
            {t('labels.seeResult')}
          </Link>
        ) : next && next.state !== 'locked' ? (
          <Link className={buttonClassName()} to={modulePagePath(data.training.slug, next.slug)}>
            {t('trainingModule.nextModule', { module: next.title })}
          </Link>
        ) : null}
        <Link className={buttonClassName({ variant: 'secondary' })} to={trainingPath(data.training.slug)}>
          {t('trainingModule.backToTraining')}
        </Link>
      </div>
    </section>
  );
}
