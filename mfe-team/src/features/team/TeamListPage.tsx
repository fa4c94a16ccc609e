import { useCallback, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import type { TeamMember, TeamMembersPage } from '@coach/shared/team';
import { EmptyState, NoTeamArt, Page } from '@coach/shared/ui';
import { Button, FormStatus, TextField, buttonClassName } from '@coach/shared/ui/core';
import { LeadersOnly } from '../../components/LeadersOnly.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { ListPager } from '../../components/Pager.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import styles from '../../components/team.module.css';
import { memberQueryOf, readMembers } from '../../lib/team-list-data.ts';
import { useIsLeader } from '../../lib/use-is-leader.ts';
import { useLoaderRead } from '../../lib/use-loader-read.ts';
import { useShownRead } from '../../lib/use-shown-read.ts';
import { MemberProgress } from './MemberProgress.tsx';

/** One member of the list: who, their progress when shared, their status and the way to edit them. */
function MemberItem({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  const name = `${member.firstname} ${member.lastname}`;
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.detail}>{member.email}</p>
        <MemberProgress member={member} />
      </div>
      <div className={styles.row}>
        <StatusBadge status={member.status} />
        <Link
          to={`/my_team/edit-${member.id}`}
          className={buttonClassName({ variant: 'secondary' })}
          aria-label={t('list.editLabel', { name })}
        >
          {t('list.edit')}
        </Link>
      </div>
    </li>
  );
}

function MemberList() {
  const { t } = useTranslation('team');
  const [params, setParams] = useSearchParams();
  const { q, page, after } = memberQueryOf(params);
  const [draft, setDraft] = useState(q);
  // Read by the route's loader for the URL's query (src/lib/team-list-data.ts); a retry reads it again.
  const readAgain = useCallback(() => readMembers({ q, page, after }), [q, page, after]);
  const members = useShownRead(useLoaderRead<TeamMembersPage>('members', readAgain));

  const go = (next: { q: string; page: number; after?: string | undefined }) => {
    const search: Record<string, string> = {};
    if (next.q) search.q = next.q;
    if (next.page > 1) search.page = String(next.page);
    if (next.page > 1 && next.after) search.after = next.after;
    setParams(search);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  let body;
  if (!members.data) body = members.status === 'loading' ? <ListSkeleton /> : null;
  else if (members.data.total === 0)
    body = q ? (
      <EmptyState title={t('list.noMatchTitle')} message={t('list.noMatchMessage', { q })} />
    ) : (
      <EmptyState
        illustration={<NoTeamArt />}
        title={t('list.emptyTitle')}
        message={t('list.emptyMessage')}
        action={
          <Link to="/my_team/add" className={buttonClassName()}>
            {t('overview.add')}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-busy={members.status === 'loading'}>
          {members.data.items.map((member) => (
            <MemberItem key={member.id} member={member} />
          ))}
        </ul>
        <ListPager
          shown={members.data}
          onPage={(next, cursor) => go({ q, page: next, after: cursor })}
          label={t('list.pages')}
        />
      </>
    );

  return (
    <div className={styles.stack}>
      <form role="search" onSubmit={onSearch} className={styles.searchRow}>
        <TextField
          id="q"
          type="search"
          label={t('list.search')}
          value={draft}
          onValueChange={setDraft}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          {t('list.searchButton')}
        </Button>
      </form>
      <FormStatus message={members.data ? t('list.count', { count: members.data.total }) : null} />
      {/* Also over results still shown: after a failed search or page change they are not what was asked for. */}
      {members.failure ? <ReadErrorState failure={members.failure} onRetry={members.reload} /> : null}
      {body}
    </div>
  );
}

/** `/my_team/list`: every member, invited or active, searchable, 50 a page. */
export default function TeamListPage() {
  const isLeader = useIsLeader();
  return (
    <Page titleKey="teamList.title" ns="team">
      {isLeader ? <MemberList /> : <LeadersOnly />}
    </Page>
  );
}
