import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n/namespace.ts';

export default function MyTrainingWidget() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h2>{t('myTraining.title')}</h2>
      <p className="muted">{t('myTraining.empty')}</p>
      <Link to="/trainings">{t('myTraining.seeAll')}</Link>
    </>
  );
}
