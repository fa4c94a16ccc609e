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

/** Hands a file to the browser's downloads (the call needed the token: no plain link). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The feed as it stands: its URL right after it was made (shown once), else since when it exists, or none. */
function FeedState({ feed }: { feed: CalendarFeed }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return feed.url ? (
    <div className={styles.feedUrl}>
      <label htmlFor="feed-url">{t('calendar.urlLabel')}</label>
      <input id="feed-url" readOnly value={feed.url} onFocus={(event) => event.target.select()} />
      <p className="muted">{t('calendar.urlOnce')}</p>
    </div>
  ) : feed.active && feed.created_at ? (
    <p>{t('calendar.active', { date: formatInstantDate(feed.created_at, i18n.language) })}</p>
  ) : (
    <p className="muted">{t('calendar.inactive')}</p>
  );
}

/** Make the feed (again: a new URL, the old one stops), or revoke it. */
function FeedActions({
  active,
  busy,
  onCreate,
  onRevoke,
}: {
  active: boolean;
  busy: boolean;
  onCreate: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.actions}>
      <Button type="button" variant="secondary" busy={busy} onClick={onCreate}>
        {active ? t('calendar.regenerate') : t('calendar.create')}
      </Button>
      {active ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={onRevoke}>
          {t('calendar.revoke')}
        </Button>
      ) : null}
    </div>
  );
}

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
  const { t } = useTranslation(NAMESPACE);
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
      saveFile(await downloadAppointments(), 'coach-appointments.ics');
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
        <FeedState feed={data} />
        <FeedActions
          active={data.active}
          busy={busy}
          onCreate={() => void act(createFeed, t('calendar.created'))}
          onRevoke={() =>
            void act(async () => {
              await revokeFeed();
              return { active: false, created_at: null };
            }, t('calendar.revoked'))
          }
        />
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
