import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace.ts';

export default function InteriorWeatherWidget() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h2>{t('interiorWeather.title')}</h2>
      <p className="muted">{t('interiorWeather.empty')}</p>
    </>
  );
}
