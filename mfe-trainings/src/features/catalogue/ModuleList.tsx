import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, buttonClassName } from '@coach/shared/ui';
import type { ModuleSummary } from '@coach/shared/trainings';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { hoursText } from '../../lib/format.ts';
import { modulePagePath } from '../../lib/trainings-api.ts';
import styles from './catalogue.module.css';

const ACTION = { available: 'labels.start', started: 'labels.continue', completed: 'labels.review' } as const;

/** A training's modules: state, hours, question count, lock reason and action. */
export function ModuleList({ trainingSlug, modules }: { trainingSlug: string; modules: ModuleSummary[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <ol className={styles.modules}>
      {modules.map((module, index) => (
        <li key={module.slug}>
          <Card className={styles.module}>
            <div className={styles.moduleText}>
              <h3 className={styles.moduleTitle}>
                {index + 1}. {module.title}
              </h3>
              <ul className={styles.facts}>
                <li className={styles.state}>{t(`trainingDetail.state.${module.state}`)}</li>
                <li>{hoursText(t, module.hours, i18n.language)}</li>
                <li>{t('counts.questions', { count: module.question_count })}</li>
              </ul>
              {module.lock_reason ? (
                <p className={styles.reason}>{t(`trainingDetail.lockReason.${module.lock_reason}`)}</p>
              ) : null}
            </div>
            {module.state === 'locked' ? null : (
              <Link
                className={buttonClassName({
                  variant: module.state === 'completed' ? 'secondary' : 'primary',
                })}
                to={modulePagePath(trainingSlug, module.slug)}
                aria-label={t('labels.actionOn', { action: t(ACTION[module.state]), title: module.title })}
              >
                {t(ACTION[module.state])}
              </Link>
            )}
          </Card>
        </li>
      ))}
    </ol>
  );
}
