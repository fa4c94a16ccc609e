import { useTranslation } from 'react-i18next';
import { SURVEY_AGGREGATE_MIN, type ReceivedSurveysPage, type WeatherAnswer } from '@coach/shared/team';
import { Button, FormAlert, FormNotice } from '@coach/shared/ui/core';
import { ListPager } from '../../components/Pager.tsx';
import styles from '../../components/team.module.css';
import { formatDate } from '../../lib/dates.ts';
import { answerSurvey } from '../../lib/team-api.ts';
import type { PagedRead } from '../../lib/use-route-read.ts';
import { useInvitationAction } from './use-invitation-action.ts';

/**
 * Surveys waiting for the person's answer: one question, Top or Not top, and before answering what
 * the leader will see of it (docs/product.md §7.3). Nothing is shown while there are none, nor
 * while they load or when they could not be read (the invitations below say what this page is for).
 */
export function ReceivedSurveys({ list }: { list: PagedRead<ReceivedSurveysPage> }) {
  const { t, i18n } = useTranslation('team');
  const action = useInvitationAction(list.refresh);
  const answer = (id: string, value: WeatherAnswer, team: string) =>
    void action.run(id, async () => {
      await answerSurvey(id, value);
      return t('answer.thanks', { team });
    });

  if (list.state.status !== 'ready') return null;
  const surveys = list.state.value;
  if (surveys.total === 0 && !action.notice && !action.error) return null;
  return (
    <section aria-labelledby="surveys-to-answer" className={styles.stack}>
      <h2 id="surveys-to-answer" className={styles.sectionTitle}>
        {t('answer.title')}
      </h2>
      {action.notice ? <FormNotice>{action.notice}</FormNotice> : null}
      <FormAlert message={action.error} />
      <ul className={styles.list}>
        {surveys.items.map((survey) => {
          const leader = `${survey.leader.firstname} ${survey.leader.lastname}`;
          return (
            <li key={survey.id} className={styles.item}>
              <div className={styles.who}>
                <h3 className={styles.name}>{t('answer.question')}</h3>
                <p className={styles.detail}>
                  {t('answer.from', {
                    leader,
                    team: survey.team.name,
                    date: formatDate(survey.due_on, i18n.language),
                  })}
                </p>
                <p className={styles.detail}>
                  {survey.whole_team
                    ? t('answer.anonymousTeam', { leader, min: SURVEY_AGGREGATE_MIN })
                    : t('answer.anonymousChosen', { leader })}
                </p>
              </div>
              <div className={styles.row} role="group" aria-label={t('answer.question')}>
                <Button
                  disabled={action.busy === survey.id}
                  onClick={() => answer(survey.id, 'top', survey.team.name)}
                >
                  {t('answer.top')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={action.busy === survey.id}
                  onClick={() => answer(survey.id, 'not_top', survey.team.name)}
                >
                  {t('answer.notTop')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ListPager shown={surveys} onPage={list.goTo} label={t('answer.pages')} />
    </section>
  );
}
