import { useState } from 'react';
import { Page } from '@coach/shared/ui';
import { LeadersOnly } from '../../components/LeadersOnly.tsx';
import styles from '../../components/team.module.css';
import { fetchSurveys } from '../../lib/team-api.ts';
import { useIsLeader } from '../../lib/use-is-leader.ts';
import { useLoad } from '../../lib/use-load.ts';
import { SendSurveyForm } from './SendSurveyForm.tsx';
import { SurveyList } from './SurveyList.tsx';

function Surveys() {
  const [page, setPage] = useState(1);
  const list = useLoad(() => fetchSurveys(page), String(page));
  return (
    <div className={styles.stack}>
      <SendSurveyForm onSent={() => void list.reload()} />
      <SurveyList list={list} page={page} onPage={setPage} />
    </div>
  );
}

/** `/my_team/surveys`: send an interior-weather pulse and follow the answers (docs/product.md §8.5). */
export default function SurveysPage() {
  const isLeader = useIsLeader();
  return (
    <Page titleKey="surveys.title" ns="team">
      {isLeader ? <Surveys /> : <LeadersOnly />}
    </Page>
  );
}
