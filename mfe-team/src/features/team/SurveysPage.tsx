import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '@coach/shared/ui';
import { LeadersOnly } from '../../components/LeadersOnly.tsx';
import { useIsLeader } from '../../lib/use-is-leader.ts';

/** `/my_team/surveys`: team surveys are not built yet (docs/product.md §8.5); the page says so plainly. */
export default function SurveysPage() {
  const { t } = useTranslation('team');
  const isLeader = useIsLeader();
  return (
    <Page titleKey="surveys.title" ns="team">
      {isLeader ? (
        <EmptyState title={t('surveys.soonTitle')} message={t('surveys.soonMessage')} />
      ) : (
        <LeadersOnly />
      )}
    </Page>
  );
}
