import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toApiError } from '@coach/shared/api';
import type { TestResult } from '@coach/shared/results';
import {
  Button,
  buttonClassName,
  EmptyState,
  FormAlert,
  NoResultArt,
  Page,
  Skeleton,
} from '@coach/shared/ui';
import { ReadError } from '../../components/ReadError.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { readResultWithPrevious, resultsApi, type ResultWithPrevious } from '../../lib/results-api.ts';
import { modulePagePath, trainingPath } from '../../lib/trainings-api.ts';
import { useLoaderRead } from '../../lib/use-route-read.ts';
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
  // Started by the route's loader (src/lib/result-page-data.ts); a retry reads the same again.
  const readAgain = useCallback(() => readResultWithPrevious(slug, id), [slug, id]);
  const { state, reload } = useLoaderRead<ResultWithPrevious>('result', readAgain);
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
  if (state.status === 'error') body = <ReadError failure={state.failure} onRetry={reload} />;
  else if (state.status === 'loading')
    body = (
      <div aria-busy="true" role="status" aria-label={t('results.loading')}>
        <Skeleton height="12rem" />
      </div>
    );
  else if (!state.value.result || state.value.result.kind !== kind)
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
    const { result, previous } = state.value as { result: R; previous: R | null };
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
