import { eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { mailOutbox } from '../db/schema';
import { silentLogger } from '@coach/server-kit/logger';
import { registerUser } from '../testing/auth-helpers';
import { createTestContext, type TestContext } from '../testing/test-app';
import { createMailer } from './mailer';
import { enqueueMail, listMails } from './outbox';

describe('mail delivery', () => {
  let ctx: TestContext;
  const sent: { to: string; subject: string; text: string }[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('sends through SMTP after commit, then marks the outbox row sent and purges its body', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const mailer = createMailer({
      db: ctx.db,
      clock: ctx.clock,
      smtpUrl: undefined,
      from: 'Coach <no-reply@example.com>',
      logLinks: false,
      transport: {
        sendMail: async (message: SendMailOptions) => {
          sent.push({ to: String(message.to), subject: String(message.subject), text: String(message.text) });
          return transport.sendMail(message);
        },
      },
    });
    const row = await enqueueMail(
      ctx.db,
      { to: 'a@example.com', subject: 'Hi', text: 'secret link', links: ['http://x/?token=1'] },
      ctx.clock.now(),
    );
    await mailer.deliver(row, silentLogger);
    expect(sent).toEqual([{ to: 'a@example.com', subject: 'Hi', text: 'secret link' }]);
    const [stored] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(stored?.sentAt).not.toBeNull();
    expect(stored?.text).not.toContain('secret');
    expect(stored?.links).toEqual([]);
  });

  it('records a delivery failure on the row without throwing', async () => {
    const mailer = createMailer({
      db: ctx.db,
      clock: ctx.clock,
      smtpUrl: undefined,
      from: 'x@example.com',
      logLinks: false,
      transport: { sendMail: () => Promise.reject(new Error('connection refused')) },
    });
    const row = await enqueueMail(
      ctx.db,
      { to: 'b@example.com', subject: 'Hi', text: 'body', links: [] },
      ctx.clock.now(),
    );
    await expect(mailer.deliver(row, silentLogger)).resolves.toBeUndefined();
    const [stored] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(stored?.sentAt).toBeNull();
    expect(stored?.error).toBe('connection refused');
  });

  it('lists the outbox newest first, filtered by address (GET /api/dev/mails)', async () => {
    ctx.clock.advance(1000); // newest = latest created_at (the manual clock does not move by itself)
    const { email } = await registerUser(ctx.app);
    const all = await listMails(ctx.db);
    expect(all[0]?.to).toBe(email);
    const res = await ctx.app.request(`/api/dev/mails?to=${encodeURIComponent(email.toUpperCase())}`);
    const body = (await res.json()) as {
      mails: { to: string; links: string[]; created_at: string; sent_at: null }[];
    };
    expect(body.mails).toHaveLength(1);
    expect(body.mails[0]).toMatchObject({ to: email, sent_at: null });
    expect(body.mails[0]?.links).toHaveLength(1);
    const bad = await ctx.app.request('/api/dev/mails?to=');
    expect(bad.status).toBe(400);
  });
});
