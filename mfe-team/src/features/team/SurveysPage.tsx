import type { SurveysPage as SurveysList, TeamMembersPage } from '@coach/shared/team';
import { asReadResult } from '@coach/shared/server-render/route-data';
import { useRouteData, useRouteRead } from '@coach/shared/server-render/use-route-data';
import { Page } from '@coach/shared/ui';
import { ByRole } from '../../components/ByRole.tsx';
import { LeadersOnly } from '../../components/LeadersOnly.tsx';
import styles from '../../components/team.module.css';
import { fetchSurveys } from '../../lib/team-api.ts';
import { surveysRouteData } from '../../lib/team-route-data.ts';
import { usePagedRead, type PagedRead, type PageRead } from '../../lib/use-route-read.ts';
import { SendSurveyForm } from './SendSurveyForm.tsx';
import { SurveyList } from './SurveyList.tsx';

const readSurveys = (page: number, after?: string) => asReadResult(() => fetchSurveys(page, after));

function Surveys({ list, members }: { list: PagedRead<SurveysList>; members: PageRead<TeamMembersPage> }) {
  return (
    <div className={styles.stack}>
      <SendSurveyForm members={members} onSent={() => void list.refresh()} />
      <SurveyList list={list} />
    </div>
  );
}

/**
 * `/my_team/surveys`: send an interior-weather pulse and follow the answers (docs/product.md §8.5).
 * Drawn in the browser and, for the first paint, on the server (src/server-render.tsx), from the
 * route's data only (docs/server-render.md).
 */
export default function SurveysPage() {
  const sources = useRouteData(surveysRouteData);
  const whoami = useRouteRead(surveysRouteData, 'whoami');
  const members = useRouteRead(surveysRouteData, 'members');
  const list = usePagedRead(sources.surveys, readSurveys);
  return (
    <Page titleKey="surveys.title" ns="team">
      <ByRole whoami={whoami}>
        {(leader) => (leader ? <Surveys list={list} members={members} /> : <LeadersOnly />)}
      </ByRole>
    </Page>
  );
}
