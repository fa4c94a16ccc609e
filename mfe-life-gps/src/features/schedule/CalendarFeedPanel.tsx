import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed } from '@coach/shared/life-gps';
import type { ReadResult } from '@coach/shared/server-render';
import { useRead, type ReadSource } from '@coach/shared/server-render/use-route-data';
import { announce, Button, FormAlert, Skeleton } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { failureOf } from '@coach/shared/form-failure';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { formatInstantDate } from '../../lib/format.ts';
import { createFeed, downloadAppointments, revokeFeed } from '../../lib/life-gps-api.ts';
import styles from './schedule.module.css';

/**
 * The .ics download and the private calendar feed URL (shown once, revocable, regenerable).
 * `source`: the feed as the route read it (docs/server-render.md).
 */
export function CalendarFeedPanel({
  source,
  readAgain,
}: {
  source: ReadSource<CalendarFeed>;
  readAgain: () => Promise<ReadResult<CalendarFeed>>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { state, reload, replace } = useRead(source, readAgain);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const network = t('errors.network', { ns: 'common' });

  const act = async (work: () => Promise<CalendarFeed>, message: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const feed = await work();
      replace(feed);
      announce(message);
    } catch (error) {
      setFailure(failureOf(error, network, []).base);
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    setFailure(null);
    try {
      const blob = await downloadAppointments();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'coach-appointments.ics';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      setFailure(failureOf(error, network, []).base);
    }
  };

  let feed;
  if (state.status === 'loading') feed = <Skeleton height="3rem" />;
  else if (state.status === 'error') feed = <ReadErrorState failure={state.failure} onRetry={reload} />;
  else {
    const data = state.value;
    feed = (
      <>
        {data.url ? (
          <div className={styles.feedUrl}>
            <label htmlFor="feed-url">{t('calendar.urlLabel')}</label>
            <input id="feed-url" readOnly value={data.url} onFocus={(event) => event.target.select()} />
            <p className="muted">{t('calendar.urlOnce')}</p>
          </div>
        ) : data.active && data.created_at ? (
          <p>{t('calendar.active', { date: formatInstantDate(data.created_at, i18n.language) })}</p>
        ) : (
          <p className="muted">{t('calendar.inactive')}</p>
        )}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            busy={busy}
            onClick={() => void act(createFeed, t('calendar.created'))}
          >
            {data.active ? t('calendar.regenerate') : t('calendar.create')}
          </Button>
          {data.active ? (
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await revokeFeed();
                  return { active: false, created_at: null };
                }, t('calendar.revoked'))
              }
            >
              {t('calendar.revoke')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className={styles.calendar}>
      <h3 className={styles.subTitle}>{t('calendar.title')}</h3>
      <p className="muted">{t('calendar.intro')}</p>
      <div>
        <Button type="button" variant="secondary" onClick={() => void download()}>
          {t('calendar.download')}
        </Button>
      </div>
      <FormAlert message={failure} />
      {feed}
    </div>
  );
}
