import type { Clock } from '@coach/server-kit/clock';
import type { Db } from '@coach/server-kit/db/types';
import type { SessionStore } from '../../session/sessions';

/** What every life GPS service needs. */
export interface LifeGpsDeps {
  db: Db;
  clock: Clock;
}

/** What the routes need beyond it. */
export interface LifeGpsRouteDeps extends LifeGpsDeps {
  sessions: SessionStore;
  /** Base of the calendar feed URL. */
  publicUrl: string;
}

/** A page asked for in a list's query. */
export interface Page {
  page: number;
  per_page: number;
  /** The key values of the cursor the page starts after (`after`, checked by valibot). */
  after?: string[] | undefined;
}

export const iso = (date: Date) => date.toISOString();
