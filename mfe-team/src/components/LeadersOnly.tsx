import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@coach/shared/ui';
import { buttonClassName } from '@coach/shared/ui/core';

/** What a member sees on a leader's page: what it is for, and the way to their own teams. */
export function LeadersOnly() {
  const { t } = useTranslation('team');
  return (
    <EmptyState
      title={t('leadersOnly.title')}
      message={t('leadersOnly.message')}
      action={
        <Link to="/my_team" className={buttonClassName({ variant: 'secondary' })}>
          {t('leadersOnly.action')}
        </Link>
      }
    />
  );
}
