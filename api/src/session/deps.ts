import type { Clock } from '@coach/server-kit/clock';
import type { Db } from '@coach/server-kit/db/types';
import type { Mailer } from '../mail/mailer';
import type { ThrottleRules } from '../throttle/throttle';
import type { AuthPolicy } from './policy';
import type { SessionStore } from './sessions';

/** What the auth and verification routes need. */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  policy: AuthPolicy;
  sessions: SessionStore;
  throttle: ThrottleRules;
  mailer: Mailer;
  /** Base of the links in e-mails. */
  publicUrl: string;
}
