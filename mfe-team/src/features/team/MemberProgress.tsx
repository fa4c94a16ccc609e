import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@coach/shared/team';
import styles from '../../components/team.module.css';

/**
 * A member's training progress as the leader may see it: nothing unless the member shares it
 * (docs/product.md §7.3); once trainings report progress, `trainings` lists them.
 */
export function MemberProgress({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  if (member.status !== 'active') return null;
  if (!member.progress) return <p className={styles.detail}>{t('progress.notShared')}</p>;
  if (member.progress.trainings.length === 0)
    return <p className={styles.detail}>{t('progress.nothingYet')}</p>;
  return (
    <ul className={styles.detail}>
      {member.progress.trainings.map((training) => (
        <li key={training.slug}>
          {t('progress.training', { title: training.title, percent: training.percent })}
        </li>
      ))}
    </ul>
  );
}
