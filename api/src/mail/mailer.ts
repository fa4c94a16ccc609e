import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Clock } from '@coach/server-kit/clock';
import type { Db } from '@coach/server-kit/db/types';
import { markFailed, markSent, type OutboxMail } from './outbox';

/** Delivers a mail already written to the outbox (called after the transaction commits). */
export interface Mailer {
  deliver(mail: OutboxMail, log: Logger): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
  /** Print links in the log when there is no SMTP (never in production). */
  logLinks: boolean;
  /** A ready nodemailer transport (tests); takes precedence over `smtpUrl`. */
  transport?: Pick<Transporter, 'sendMail'>;
}

/**
 * With `SMTP_URL`: nodemailer over SMTP. Without: the outbox is the delivery, and (outside
 * production) the links are printed in the log so a developer can follow them.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (!options.smtpUrl && !options.transport) {
    return {
      async deliver(mail, log) {
        if (options.logLinks) {
          log.info(
            { mailId: mail.id, to: mail.to, subject: mail.subject, links: mail.links },
            'mail stored in the outbox (no SMTP_URL): see GET /api/dev/mails',
          );
        } else {
          log.warn({ mailId: mail.id }, 'mail stored in the outbox but not delivered: set SMTP_URL');
        }
      },
    };
  }
  const transport = options.transport ?? nodemailer.createTransport(options.smtpUrl);
  return {
    async deliver(mail, log) {
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await markSent(options.db, mail.id, options.clock.now());
        log.info({ mailId: mail.id }, 'mail sent');
      } catch (error) {
        log.error({ err: error, mailId: mail.id }, 'mail delivery failed');
        await markFailed(options.db, mail.id, error instanceof Error ? error.message : String(error)).catch(
          () => undefined,
        );
      }
    },
  };
}

/** Delivers after the response (the mail is already safe in the outbox); a crash is only logged. */
export function deliverInBackground(mailer: Mailer, mail: OutboxMail, log: Logger): void {
  void mailer
    .deliver(mail, log)
    .catch((error: unknown) => log.error({ err: error }, 'mail delivery crashed'));
}
