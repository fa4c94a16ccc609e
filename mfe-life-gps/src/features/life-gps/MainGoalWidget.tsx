import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n/namespace.ts';

export default function MainGoalWidget() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h2>{t('mainGoal.title')}</h2>
      <p className="muted">{t('mainGoal.empty')}</p>
      <Link to="/my_life_gps">{t('mainGoal.define')}</Link>
    </>
  );
}
