import { Page } from '@coach/shared/ui';
import { ByRole } from '../../components/ByRole.tsx';
import styles from '../../components/team.module.css';
import { myTeamRouteData } from '../../lib/team-route-data.ts';
import { useRouteRead } from '@coach/shared/server-render/use-route-data';
import { MyMemberships } from './MyMemberships.tsx';
import { TeamOverview } from './TeamOverview.tsx';

/**
 * `/my_team`: a leader's team and the teams one belongs to; a coachee sees only the latter. Drawn
 * in the browser and, for the first paint, on the server (src/server-render.tsx): the member and
 * the lists come from the route's data only (docs/server-render.md).
 */
export default function MyTeamPage() {
  const whoami = useRouteRead(myTeamRouteData, 'whoami');
  const team = useRouteRead(myTeamRouteData, 'team');
  const memberships = useRouteRead(myTeamRouteData, 'memberships');
  return (
    <Page titleKey="team.title" ns="team">
      <ByRole whoami={whoami}>
        {(leader) => (
          <div className={styles.stack}>
            {leader ? <TeamOverview team={team} /> : null}
            <MyMemberships list={memberships} showEmpty={!leader} />
          </div>
        )}
      </ByRole>
    </Page>
  );
}
