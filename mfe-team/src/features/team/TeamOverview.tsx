import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TeamResponse } from '@coach/shared/team';
import { Card, Skeleton } from '@coach/shared/ui';
import { Button, SubmitButton, TextField, buttonClassName } from '@coach/shared/ui/core';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import type { PageRead } from '../../lib/use-route-read.ts';
import styles from '../../components/team.module.css';
import { useTeamName } from './use-team-name.ts';

type Team = TeamResponse['team'];

function TeamName({ team, onSaved }: { team: Team; onSaved: () => void }) {
  const { t } = useTranslation('team');
  const form = useTeamName(team.name, onSaved);
  if (!form.editing)
    return (
      <div className={styles.spread}>
        <h2 className={styles.sectionTitle}>{team.name}</h2>
        <Button variant="secondary" onClick={form.start}>
          {t('overview.rename')}
        </Button>
      </div>
    );
  return (
    <form onSubmit={(event) => void form.submit(event)} className={styles.stack} noValidate>
      <TextField
        id="name"
        label={t('overview.nameLabel')}
        value={form.name}
        onValueChange={form.setName}
        error={form.error}
        maxLength={80}
        autoFocus
      />
      <div className={styles.row}>
        <SubmitButton label={t('overview.save')} busyLabel={t('overview.saving')} busy={form.saving} />
        <Button variant="secondary" onClick={form.cancel}>
          {t('overview.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A leader's team at a glance: its name, who is in it, where to go next (docs/product.md §8.5). */
export function TeamOverview({ team }: { team: PageRead<TeamResponse> }) {
  const { t } = useTranslation(['team', 'common']);
  const { state } = team;

  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={team.reload} />;
  if (state.status === 'loading')
    return (
      <Card stack aria-busy="true">
        <Skeleton height="2rem" width="60%" />
        <Skeleton height="5.5rem" />
        <Skeleton height="2.75rem" width="70%" />
      </Card>
    );
  const data = state.value.team;
  return (
    <>
      <Card as="section" stack aria-labelledby="team-overview">
        <h2 id="team-overview" className="visually-hidden">
          {t('overview.heading')}
        </h2>
        <TeamName team={data} onSaved={() => void team.refresh()} />
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('overview.members')}</dt>
            <dd>{data.members_count}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('overview.active')}</dt>
            <dd>{data.active_count}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('overview.invited')}</dt>
            <dd>{data.invited_count}</dd>
          </div>
        </dl>
        <div className={styles.row}>
          <Link to="/my_team/add" className={buttonClassName()}>
            {t('overview.add')}
          </Link>
          <Link to="/my_team/list" className={buttonClassName({ variant: 'secondary' })}>
            {t('overview.list')}
          </Link>
          <Link to="/my_team/surveys" className={buttonClassName({ variant: 'secondary' })}>
            {t('overview.surveys')}
          </Link>
        </div>
      </Card>
      <Card as="section" stack aria-labelledby="team-progress">
        <h2 id="team-progress" className={styles.sectionTitle}>
          {t('overview.progressTitle')}
        </h2>
        <p className={styles.muted}>
          {data.sharing_count === 0
            ? t('overview.progressNone')
            : t('overview.progressSharing', { count: data.sharing_count })}
        </p>
      </Card>
    </>
  );
}
