import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace.ts';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export default function MyScheduleWidget() {
  const { t } = useTranslation(NAMESPACE);
  const today = new Date().getDay();
  return (
    <>
      <h2>{t('mySchedule.title')}</h2>
      <ol className="weekdays" aria-label={t('mySchedule.week')}>
        {WEEKDAYS.map((day, index) => (
          <li key={day} aria-current={index === today ? 'date' : undefined}>
            {t(`mySchedule.weekdays.${day}`)}
          </li>
        ))}
      </ol>
      <p className="muted">{t('mySchedule.empty')}</p>
    </>
  );
}
