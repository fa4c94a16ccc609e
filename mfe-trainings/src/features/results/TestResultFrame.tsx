import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toApiError } from '@coach/shared/api';
import type { TestResult } from '@coach/shared/results';
import {
  Button,
  buttonClassName,
  EmptyState,
  ErrorState,
  FormAlert,
  NoResultArt,
  Page,
  Skeleton,
} from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { loadResultWithPrevious, resultsApi } from '../../lib/results-api.ts';
import { modulePagePath, trainingPath } from '../../lib/trainings-api.ts';
import { useResource } from '../../lib/use-resource.ts';
import { useDateText } from './dates.ts';
import styles from './results.module.css';

interface FrameProps<R extends TestResult> {
  titleKey: string;
  kind: R['kind'];
  /** The page's body for a result of this kind and the one before it (null: the first one). */
  children: (result: R, previous: R | null) => ReactNode;
}

/**
 * What both result pages share (docs/product.md §8.3): loading and error states, "no result yet"
 * with the way to take the test, the date, Retake and Print. The shell's chrome and the buttons
 * are left out of print by results.module.css.
 */
export function TestResultFrame<R extends TestResult>({ titleKey, kind, children }: FrameProps<R>) {
  const { t } = useTranslation(NAMESPACE);
  const slug = useParams().training_slug ?? '';
  // `?id=` opens an earlier result (from /result); without it, the latest.
  const id = useSearchParams()[0].get('id');
  const data = useResource(`result:${slug}:${id ?? 'latest'}`, () => loadResultWithPrevious(slug, id));
  const dateText = useDateText();
  const navigate = useNavigate();
  const [retaking, setRetaking] = useState(false);
  const [retakeError, setRetakeError] = useState<string | null>(null);

  async function retake() {
    setRetaking(true);
    setRetakeError(null);
    try {
      const { module } = await resultsApi.retake(slug);
      await navigate(modulePagePath(slug, module));
    } catch (error) {
      setRetakeError(toApiError(error, t('results.retakeFailed')).message);
      setRetaking(false);
    }
  }

  let body: ReactNode;
  if (data.status === 'error') body = <ErrorState message={data.message} onRetry={data.reload} />;
  else if (data.status === 'loading')
    body = (
      <div aria-busy="true" role="status" aria-label={t('results.loading')}>
        <Skeleton height="12rem" />
      </div>
    );
  else if (!data.data.result || data.data.result.kind !== kind)
    body = (
      <EmptyState
        illustration={<NoResultArt />}
        title={t('results.noResult')}
        message={t('results.noResultHint')}
        action={
          <Link className={buttonClassName()} to={trainingPath(slug)}>
            {t('results.takeTest')}
          </Link>
        }
      />
    );
  else {
    const { result, previous } = data.data as { result: R; previous: R | null };
    body = (
      <>
        <div className={styles.header}>
          <p className={styles.meta}>
            {result.training.title} · {t('results.takenOn', { date: dateText(result.created_at) })}
          </p>
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <Button onClick={() => void retake()} busy={retaking} busyLabel={t('results.retaking')}>
              {t('results.retake')}
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('results.print')}
            </Button>
            <Link className={buttonClassName({ variant: 'secondary' })} to="/result">
              {t('results.allResults')}
            </Link>
          </div>
        </div>
        <FormAlert message={retakeError} />
        {children(result, previous?.kind === kind ? previous : null)}
      </>
    );
  }
  return (
    <Page titleKey={titleKey} ns={NAMESPACE} className={styles.page}>
      {body}
    </Page>
  );
}
