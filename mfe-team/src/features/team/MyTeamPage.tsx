import { Page } from '@coach/shared/ui';
import styles from '../../components/team.module.css';
import { useIsLeader } from '../../lib/use-is-leader.ts';
import { MyMemberships } from './MyMemberships.tsx';
import { TeamOverview } from './TeamOverview.tsx';

/** `/my_team`: a leader's team and the teams one belongs to; a coachee sees only the latter. */
export default function MyTeamPage() {
  const isLeader = useIsLeader();
  return (
    <Page titleKey="team.title" ns="team">
      <div className={styles.stack}>
        {isLeader ? <TeamOverview /> : null}
        <MyMemberships showEmpty={!isLeader} />
      </div>
    </Page>
  );
}
