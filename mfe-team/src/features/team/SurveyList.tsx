import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import { SURVEY_AGGREGATE_MIN, type Survey, type SurveysPage } from '@coach/shared/team';
import { EmptyState, ProgressBar, useAnnounce } from '@coach/shared/ui';
import { Button, FormAlert, FormNotice } from '@coach/shared/ui/core';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { ListPager } from '../../components/Pager.tsx';
import styles from '../../components/team.module.css';
import { formatDate } from '../../lib/dates.ts';
import { remindSurvey } from '../../lib/team-api.ts';
import type { PagedRead } from '../../lib/use-route-read.ts';

/** Why there is no result yet, or never will be (docs/product.md §7.3). */
function withheldMessage(survey: Survey, t: TFunction, language: string): string {
  if (!survey.whole_team) return t('surveys.withheldChosen');
  if (!survey.closed)
    return t('surveys.withheldOpen', {
      date: formatDate(survey.due_on, language),
      min: SURVEY_AGGREGATE_MIN,
    });
  return t('surveys.withheldFew', { min: SURVEY_AGGREGATE_MIN });
}

function Result({ survey }: { survey: Survey }) {
  const { t, i18n } = useTranslation('team');
  if (!survey.aggregate) return <p className={styles.muted}>{withheldMessage(survey, t, i18n.language)}</p>;
  const { top, not_top: notTop } = survey.aggregate;
  const share = Math.round((top / (top + notTop)) * 100);
  return (
    <ProgressBar
      label={t('surveys.topShare')}
      value={share}
      valueText={t('surveys.shares', { top: share, notTop: 100 - share })}
    />
  );
}

/** One survey sent: its day, how many answered, its result, and a reminder for those who have not. */
function SurveyItem({
  survey,
  reminding,
  onRemind,
}: {
  survey: Survey;
  reminding: boolean;
  onRemind: () => void;
}) {
  const { t, i18n } = useTranslation('team');
  const waiting = survey.recipients_count - survey.answered_count;
  return (
    <li className={`${styles.item} ${styles.column}`}>
      <div className={styles.who}>
        <h3 className={styles.name}>
          {t('surveys.itemTitle', { date: formatDate(survey.due_on, i18n.language) })}
        </h3>
        <p className={styles.detail}>
          {t('surveys.answered', { count: survey.answered_count, total: survey.recipients_count })}
        </p>
      </div>
      <Result survey={survey} />
      {waiting > 0 && !survey.closed ? (
        <Button variant="secondary" busy={reminding} busyLabel={t('surveys.reminding')} onClick={onRemind}>
          {t('surveys.remind', { count: waiting })}
        </Button>
      ) : null}
    </li>
  );
}

/** The surveys sent, newest first: how many answered, the result when it may be shown, a reminder. */
export function SurveyList({ list }: { list: PagedRead<SurveysPage> }) {
  const { t } = useTranslation(['team', 'common']);
  const announce = useAnnounce();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function remind(survey: Survey) {
    setBusy(survey.id);
    setError(null);
    setNotice(null);
    try {
      const { reminded } = await remindSurvey(survey.id);
      const message = t('surveys.reminded', { ns: 'team', count: reminded });
      setNotice(message);
      announce(message);
      await list.refresh();
    } catch (caught) {
      setError(toApiError(caught, t('errors.network', { ns: 'common' })).message);
    } finally {
      setBusy(null);
    }
  }

  const { state } = list;
  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={list.reload} />;
  if (state.status === 'loading') return <ListSkeleton rows={2} />;
  const surveys = state.value;
  return (
    <section aria-labelledby="sent-surveys" className={styles.stack}>
      <h2 id="sent-surveys" className={styles.sectionTitle}>
        {t('surveys.listTitle', { ns: 'team' })}
      </h2>
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <FormAlert message={error} />
      {surveys.total === 0 ? (
        <EmptyState
          title={t('surveys.emptyTitle', { ns: 'team' })}
          message={t('surveys.emptyMessage', { ns: 'team' })}
          headingLevel={3}
        />
      ) : (
        <ul className={styles.list}>
          {surveys.items.map((survey) => (
            <SurveyItem
              key={survey.id}
              survey={survey}
              reminding={busy === survey.id}
              onRemind={() => void remind(survey)}
            />
          ))}
        </ul>
      )}
      <ListPager
        shown={surveys}
        page={list.page}
        onPage={list.goTo}
        label={t('surveys.pages', { ns: 'team' })}
      />
    </section>
  );
}
