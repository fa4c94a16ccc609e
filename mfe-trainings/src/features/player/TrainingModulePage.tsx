import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { Link, useParams } from 'react-router';
import { Button, FormAlert, Page, Skeleton } from '@coach/shared/ui';
import type { ModuleDetailResponse } from '@coach/shared/trainings';
import { ReadError } from '../../components/ReadError.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { trainingPath } from '../../lib/trainings-api.ts';
import { moduleRouteData } from '../../lib/trainings-route-data.ts';
import { useRouteRead } from '../../lib/use-route-read.ts';
import { ModuleCompleted } from './ModuleCompleted.tsx';
import styles from './player.module.css';
import { QuizQuestion } from './QuizQuestion.tsx';
import { usePlayer } from './use-player.ts';
import { NO_ANSWER } from './use-quiz-drafts.ts';

/** The reading's own headings sit under the part's title (h3) in the page's outline. */
const MARKDOWN_HEADINGS = { h1: 'h4', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6' } as const;

function Player({ data }: { data: ModuleDetailResponse }) {
  const { t } = useTranslation(NAMESPACE);
  const player = usePlayer(data);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // A new part: focus its title (not on the first render: the page's own title comes first).
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [player.index]);

  if (player.completed) return <ModuleCompleted data={data} completed={player.completed} />;
  const { part } = player;
  const canGoOn = part.kind === 'quiz' || player.read;
  return (
    <>
      <p className={styles.position}>
        {t('trainingModule.partOf', { current: player.index + 1, total: player.total })}
      </p>
      <h3 id="part-title" ref={heading} tabIndex={-1} className={styles.partTitle}>
        {part.title}
      </h3>
      {part.kind === 'reading' ? (
        <div className={styles.markdown}>
          {/* react-markdown renders no raw HTML (no rehype-raw): content cannot inject markup. */}
          <Markdown components={MARKDOWN_HEADINGS}>{part.body ?? ''}</Markdown>
        </div>
      ) : (
        <>
          {part.intro ? <p className={styles.intro}>{part.intro}</p> : null}
          {part.questions.map((question, number) => (
            <QuizQuestion
              key={question.id}
              question={question}
              number={number + 1}
              draft={player.drafts[question.id] ?? NO_ANSWER}
              error={player.errors[question.id]}
              onChoose={player.choose}
              onRate={player.rate}
            />
          ))}
        </>
      )}
      <FormAlert message={player.error} />
      <div className={styles.nav}>
        {player.index > 0 ? (
          <Button variant="secondary" onClick={player.previous}>
            {t('labels.previous')}
          </Button>
        ) : null}
        {part.kind === 'reading' && !player.read ? (
          <Button
            onClick={() => void player.markRead()}
            busy={player.busy}
            busyLabel={t('trainingModule.saving')}
          >
            {t('labels.read')}
          </Button>
        ) : null}
        {part.kind === 'reading' && player.read ? (
          <span className={styles.done}>{t('trainingModule.readDone')}</span>
        ) : null}
        {canGoOn ? (
          <Button
            onClick={() =>
              void player.next().then((invalid) => {
                if (invalid) document.getElementById(`question-${invalid}`)?.focus();
              })
            }
            busy={player.busy}
            busyLabel={t('trainingModule.saving')}
          >
            {player.isLast ? t('labels.moduleCompleted') : t('labels.next')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function ModulePlayer() {
  const { t } = useTranslation(NAMESPACE);
  // The route's loader read the module (src/lib/route-checks.ts): no second read here.
  const { state, reload } = useRouteRead(moduleRouteData, 'module');
  const data = state.status === 'ready' ? state.value : null;
  return (
    // The h1 is the module's own title once it is known (docs/product.md §2.5).
    <Page titleKey="trainingModule.title" title={data?.module.title} ns={NAMESPACE}>
      {state.status === 'error' ? (
        <ReadError failure={state.failure} onRetry={reload} />
      ) : data ? (
        <div className={styles.player}>
          <p className={styles.crumb}>
            <Link to={trainingPath(data.training.slug)}>{data.training.title}</Link>
          </p>
          <Player data={data} />
        </div>
      ) : (
        <div aria-busy="true" role="status" aria-label={t('trainingModule.loading')}>
          <Skeleton height="20rem" />
        </div>
      )}
    </Page>
  );
}

/** `/training/{training_slug}/modules/{module_slug}`: the module, one part at a time. */
export default function TrainingModulePage() {
  const params = useParams();
  // Another module starts its player over (its part, its answers).
  return <ModulePlayer key={`${params.training_slug ?? ''}/${params.module_slug ?? ''}`} />;
}
