import { eq, or } from 'drizzle-orm';
import {
  invitations,
  mailOutbox,
  sessions,
  throttleBuckets,
  users,
  verificationTokens,
} from '../../db/schema';
import { createInvitation } from '../../accounts/invitations';
import { schemaTables, userIdColumn } from '../../accounts/personal-data';
import {
  bearer,
  lastVerificationToken,
  markVerified,
  registerRequest,
  registerUser,
  validUser,
} from '../../testing/auth-helpers';
import { jsonRequest, useTestContext } from '../../testing/test-app';
import { accountKey } from '../../throttle/throttle';

type ErrorJson = { errors: Record<string, string[]> };

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('profile and account', () => {
  const ctx = useTestContext();

  /** A verified account, and a second session opened from a phone. */
  async function verifiedUser(overrides: Record<string, unknown> = {}) {
    const registered = await registerUser(ctx.app, overrides);
    await markVerified(ctx.db, registered.email);
    return registered;
  }
  const login = async (email: string, password: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.request(
      '/api/dashboard/login',
      jsonRequest('POST', { email, password }, headers),
    );
    return res.status === 200 ? ((await res.json()) as { token: string }).token : null;
  };
  const call = (method: string, path: string, token: string, body?: unknown, lang = 'fr') =>
    ctx.app.request(
      path,
      body === undefined
        ? { method, headers: { ...bearer(token), 'Accept-Language': lang } }
        : jsonRequest(method, body, { ...bearer(token), 'Accept-Language': lang }),
    );
  const whoami = (token: string) => ctx.app.request('/api/dashboard/whoami', { headers: bearer(token) });
  const errors = async (res: Response) => ((await res.json()) as ErrorJson).errors;

  describe('the general information', () => {
    it('reads the profile: role, language, no study level yet', async () => {
      const { token, email } = await verifiedUser({ user_type: 'coach' });
      const res = await call('GET', '/api/dashboard/profile', token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        firstname: 'Camille',
        lastname: 'Durand',
        email,
        pending_email: null,
        birth_date: '1990-04-12',
        mobile: '+33612345678',
        study_level: null,
        user_type: 'coach',
        lang: 'fr',
      });
    });

    it('saves corrected information, study level included', async () => {
      const { token } = await verifiedUser();
      const body = {
        firstname: '  Camila ',
        lastname: 'Durand-Roy',
        birth_date: '1991-05-13',
        mobile: '+44 7700 900123',
        study_level: 'master',
      };
      const res = await call('PUT', '/api/dashboard/profile', token, body);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        firstname: 'Camila',
        lastname: 'Durand-Roy',
        birth_date: '1991-05-13',
        mobile: '+447700900123',
        study_level: 'master',
      });
      const again = await call('GET', '/api/dashboard/profile', token);
      expect(await again.json()).toMatchObject({ firstname: 'Camila', study_level: 'master' });
      // whoami (cached sessions included) sees the change at once
      expect(((await (await whoami(token)).json()) as { user: { firstname: string } }).user.firstname).toBe(
        'Camila',
      );
    });

    it('refuses bad fields with registration’s messages, in the request’s language, and saves nothing', async () => {
      const { token } = await verifiedUser();
      const bad = {
        firstname: '',
        lastname: 'Durand',
        birth_date: '2999-01-01',
        mobile: '12',
        study_level: 'phd',
      };
      const fr = await call('PUT', '/api/dashboard/profile', token, bad);
      expect(fr.status).toBe(422);
      expect(await errors(fr)).toEqual({
        firstname: ['Veuillez saisir votre prénom.'],
        birth_date: ['Date d’anniversaire invalide'],
        mobile: [
          'Numéro de mobile invalide : indiquez l’indicatif du pays puis le numéro (par exemple +33612345678).',
        ],
        study_level: ['Niveau d’études invalide'],
      });
      const en = await call('PUT', '/api/dashboard/profile', token, bad, 'en');
      expect((await errors(en)).study_level).toEqual(['Invalid level of study']);
      const unknown = await call('PUT', '/api/dashboard/profile', token, { ...bad, user_type: 'hr' });
      expect((await errors(unknown)).user_type).toEqual(['Champ inattendu.']);
      const profile = (await (await call('GET', '/api/dashboard/profile', token)).json()) as {
        firstname: string;
      };
      expect(profile.firstname).toBe('Camille');
    });

    it('is for verified accounts only (403), and needs a session (401)', async () => {
      const { token } = await registerUser(ctx.app);
      expect((await call('GET', '/api/dashboard/profile', token)).status).toBe(403);
      expect((await call('GET', '/api/dashboard/sessions', token)).status).toBe(403);
      expect((await call('GET', '/api/dashboard/account/export', token)).status).toBe(403);
      expect((await call('DELETE', '/api/dashboard/account', token, { email: 'x@example.com' })).status).toBe(
        403,
      );
      expect((await ctx.app.request('/api/dashboard/profile')).status).toBe(401);
    });
  });

  describe('language', () => {
    it('is saved to the account and reported by whoami (unverified accounts too)', async () => {
      const { token } = await registerUser(ctx.app);
      const res = await call('PUT', '/api/dashboard/profile/language', token, { lang: 'en' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ lang: 'en' });
      expect(((await (await whoami(token)).json()) as { user: { lang: string } }).user.lang).toBe('en');
      const bad = await call('PUT', '/api/dashboard/profile/language', token, { lang: 'de' });
      expect(await errors(bad)).toEqual({ lang: ['Langue invalide'] });
    });
  });

  describe('password change', () => {
    it('needs the current password, follows registration’s rules, and ends the other sessions', async () => {
      const { token, email, password } = await verifiedUser();
      const other = await login(email, password, { 'User-Agent': PHONE_UA });
      if (!other) throw new Error('login failed');
      const wrong = await call('POST', '/api/dashboard/profile/password', token, {
        current_password: 'not-my-password',
        new_password: 'A-brand-new-passphrase',
      });
      expect(wrong.status).toBe(422);
      expect(await errors(wrong)).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] });
      const weak = await call('POST', '/api/dashboard/profile/password', token, {
        current_password: password,
        new_password: 'password123',
      });
      expect(await errors(weak)).toEqual({
        new_password: ['Ce mot de passe est trop courant et facile à deviner : choisissez-en un autre.'],
      });
      const short = await call('POST', '/api/dashboard/profile/password', token, {
        current_password: password,
        new_password: 'short',
      });
      expect(await errors(short)).toEqual({
        new_password: ['Le mot de passe doit comporter au moins 8 caractères'],
      });
      expect((await whoami(other)).status).toBe(200);

      const ok = await call('POST', '/api/dashboard/profile/password', token, {
        current_password: password,
        new_password: 'A-brand-new-passphrase',
      });
      expect(ok.status).toBe(204);
      expect((await whoami(token)).status).toBe(200);
      expect((await whoami(other)).status).toBe(401);
      expect(await login(email, password)).toBeNull();
      expect(await login(email, 'A-brand-new-passphrase')).not.toBeNull();
      const notices = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(notices.map((mail) => mail.subject)).toContain('Votre mot de passe a été modifié');
    });

    it('counts wrong current passwords with the login failures (429 after too many)', async () => {
      const { token } = await verifiedUser();
      let status = 0;
      for (let i = 0; i < 12 && status !== 429; i += 1) {
        status = (
          await call('POST', '/api/dashboard/profile/password', token, {
            current_password: `wrong-${i}-password`,
            new_password: 'A-brand-new-passphrase',
          })
        ).status;
      }
      expect(status).toBe(429);
    });
  });

  describe('e-mail change', () => {
    it('sends a link to the new address; the old one stays until it is opened, then is told', async () => {
      const { token, email, password } = await verifiedUser();
      const newEmail = `new.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
      const res = await call('POST', '/api/dashboard/profile/email', token, {
        email: newEmail.toUpperCase(),
        password,
      });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ pending_email: newEmail });
      const before = (await (await call('GET', '/api/dashboard/profile', token)).json()) as Record<
        string,
        unknown
      >;
      expect(before).toMatchObject({ email, pending_email: newEmail });
      expect(await login(email, password)).not.toBeNull();

      const bad = await ctx.app.request(
        '/api/dashboard/verification/confirm',
        jsonRequest('POST', { token: 'C'.repeat(43) }),
      );
      expect(bad.status).toBe(422);
      const link = await lastVerificationToken(ctx.db, newEmail);
      const confirmed = await ctx.app.request(
        '/api/dashboard/verification/confirm',
        jsonRequest('POST', { token: link }),
      );
      expect(confirmed.status).toBe(200);

      const after = (await (await call('GET', '/api/dashboard/profile', token)).json()) as Record<
        string,
        unknown
      >;
      expect(after).toMatchObject({ email: newEmail, pending_email: null });
      expect(await login(newEmail, password)).not.toBeNull();
      expect(await login(email, password)).toBeNull();
      const told = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const notice = told.find((mail) => mail.subject === 'L’adresse e-mail de votre compte a changé');
      expect(notice?.text).toContain(newEmail);
      // opening the link again is fine; it changes nothing more
      const twice = await ctx.app.request(
        '/api/dashboard/verification/confirm',
        jsonRequest('POST', { token: link }),
      );
      expect(twice.status).toBe(200);
    });

    it('refuses a wrong password, a taken address and the same address', async () => {
      const { token, email, password } = await verifiedUser();
      const other = await verifiedUser();
      const wrong = await call('POST', '/api/dashboard/profile/email', token, {
        email: 'a.new@example.com',
        password: 'nope-nope',
      });
      expect(await errors(wrong)).toEqual({ password: ['Le mot de passe actuel est incorrect.'] });
      const taken = await call('POST', '/api/dashboard/profile/email', token, {
        email: other.email,
        password,
      });
      expect(taken.status).toBe(422);
      expect(await errors(taken)).toEqual({ email: ['Un compte existe déjà avec cette adresse e-mail.'] });
      const same = await call('POST', '/api/dashboard/profile/email', token, { email, password }, 'en');
      expect(await errors(same)).toEqual({ email: ['This is already your account’s address.'] });
      const invalid = await call('POST', '/api/dashboard/profile/email', token, { email: 'nope', password });
      expect(await errors(invalid)).toEqual({ email: ['Adresse e-mail invalide'] });
    });

    it('refuses the link when another account took the address meanwhile', async () => {
      const { token, password } = await verifiedUser();
      const newEmail = `race.${Date.now()}@example.com`;
      await call('POST', '/api/dashboard/profile/email', token, { email: newEmail, password });
      const link = await lastVerificationToken(ctx.db, newEmail);
      await registerUser(ctx.app, { email: newEmail });
      const res = await ctx.app.request(
        '/api/dashboard/verification/confirm',
        jsonRequest('POST', { token: link }),
      );
      expect(res.status).toBe(409);
    });

    it('lets an unverified person fix a mistyped address: the link verifies the new one', async () => {
      const { token, password } = await registerUser(ctx.app);
      const fixed = `fixed.${Date.now()}@example.com`;
      expect(
        (await call('POST', '/api/dashboard/profile/email', token, { email: fixed, password })).status,
      ).toBe(202);
      const link = await lastVerificationToken(ctx.db, fixed);
      await ctx.app.request('/api/dashboard/verification/confirm', jsonRequest('POST', { token: link }));
      const body = (await (await whoami(token)).json()) as {
        ory: { identity: { verifiable_addresses: { value: string; verified: boolean }[] } };
      };
      expect(body.ory.identity.verifiable_addresses[0]).toMatchObject({ value: fixed, verified: true });
    });
  });

  describe('sessions', () => {
    it('lists open sessions with their device; ends one, or all the others', async () => {
      const { token, email, password } = await verifiedUser();
      const phone = await login(email, password, { 'User-Agent': PHONE_UA });
      const third = await login(email, password);
      if (!phone || !third) throw new Error('login failed');
      const res = await call('GET', '/api/dashboard/sessions', token);
      expect(res.status).toBe(200);
      const list = ((await res.json()) as { sessions: { id: string; current: boolean; device: unknown }[] })
        .sessions;
      expect(list).toHaveLength(3);
      expect(list.filter((s) => s.current)).toHaveLength(1);
      expect(list.map((s) => s.device)).toContainEqual({
        browser: 'Mobile Safari',
        os: 'iOS 17.5',
        type: 'mobile',
      });

      const phoneId = ((await (await whoami(phone)).json()) as { ory: { id: string } }).ory.id;
      expect((await call('DELETE', `/api/dashboard/sessions/${phoneId}`, token)).status).toBe(204);
      expect((await whoami(phone)).status).toBe(401);
      expect((await call('DELETE', `/api/dashboard/sessions/${phoneId}`, token)).status).toBe(404);

      const others = await call('POST', '/api/dashboard/sessions/revoke-others', token);
      expect(await others.json()).toEqual({ revoked: 1 });
      expect((await whoami(third)).status).toBe(401);
      expect((await whoami(token)).status).toBe(200);
    });

    it('answers 404 for another person’s session id or a malformed one', async () => {
      const me = await verifiedUser();
      const someone = await verifiedUser();
      const theirId = ((await (await whoami(someone.token)).json()) as { ory: { id: string } }).ory.id;
      const res = await call('DELETE', `/api/dashboard/sessions/${theirId}`, me.token);
      expect(res.status).toBe(404);
      expect(await errors(res)).toEqual({ base: ['Cette session n’existe pas ou est déjà terminée.'] });
      expect((await whoami(someone.token)).status).toBe(200);
      expect((await call('DELETE', '/api/dashboard/sessions/not-a-uuid', me.token)).status).toBe(404);
    });
  });

  describe('my data', () => {
    it('exports what was recorded, and no secret', async () => {
      const { token, email, password } = await verifiedUser({ mobile: '+33611223344' });
      await login(email, password, { 'User-Agent': PHONE_UA });
      await call('PUT', '/api/dashboard/profile', token, {
        firstname: 'Camille',
        lastname: 'Durand',
        birth_date: '1990-04-12',
        mobile: '+33611223344',
        study_level: 'doctorate',
      });
      const res = await call('GET', '/api/dashboard/account/export', token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="coach-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const text = await res.text();
      const body = JSON.parse(text) as { format: string; data: Record<string, Record<string, unknown>[]> };
      expect(body.format).toBe('coach-personal-data');
      expect(body.data.users).toEqual([
        expect.objectContaining({
          email,
          mobile: '+33611223344',
          study_level: 'doctorate',
          user_type: 'coachee',
        }),
      ]);
      expect(body.data.sessions).toHaveLength(2);
      expect(body.data.sessions?.map((s) => s.user_agent)).toContain(PHONE_UA);
      expect(body.data.verification_tokens).toHaveLength(1);
      expect(body.data.mail_outbox?.[0]).toMatchObject({
        to: email,
        subject: 'Confirmez votre adresse e-mail',
      });
      // every table with a user_id column is in the export
      for (const [name, table] of schemaTables())
        if (userIdColumn(table)) expect(body.data).toHaveProperty(name);
      expect(text).not.toMatch(/password_hash|token_hash|\$argon2/);
      expect(body.data.mail_outbox?.[0]).not.toHaveProperty('links');
      expect(text).not.toContain(token);
    });

    it('exports and erases the invitation the person registered with (no row keeps their address or id)', async () => {
      const email = `invited.${Date.now()}@example.com`;
      const { invitation, token: invitationToken } = await createInvitation(ctx.db, {
        email,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const registered = await registerRequest(ctx.app, validUser({ email }), {
        query: `?invited_id=${invitationToken}`,
      });
      expect(registered.status).toBe(201);
      const { token } = (await registered.json()) as { token: string };
      await markVerified(ctx.db, email);
      const body = (await (await call('GET', '/api/dashboard/account/export', token)).json()) as {
        data: Record<string, Record<string, unknown>[]>;
      };
      expect(body.data.invitations).toEqual([expect.objectContaining({ id: invitation.id, email })]);
      expect((await call('DELETE', '/api/dashboard/account', token, { email })).status).toBe(204);
      expect(await ctx.db.select().from(invitations).where(eq(invitations.id, invitation.id))).toEqual([]);
    });

    it('delete: refuses the wrong address typed, then erases everything and ends every session', async () => {
      const { token, email, password } = await verifiedUser();
      const phone = await login(email, password, { 'User-Agent': PHONE_UA });
      await login(email, 'a wrong password'); // a throttle bucket keyed by the account
      const userId = ((await (await whoami(token)).json()) as { user: { id: string } }).user.id;
      const unconfirmed = `never.confirmed.${Date.now()}@example.com`;
      await call('POST', '/api/dashboard/profile/email', token, { email: unconfirmed, password });
      expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, unconfirmed))).toHaveLength(1);

      const wrong = await call('DELETE', '/api/dashboard/account', token, {
        email: 'someone.else@example.com',
      });
      expect(wrong.status).toBe(422);
      expect(await errors(wrong)).toEqual({ email: ['L’adresse saisie n’est pas celle de votre compte.'] });
      expect((await whoami(token)).status).toBe(200);

      const res = await call('DELETE', '/api/dashboard/account', token, { email: email.toUpperCase() });
      expect(res.status).toBe(204);
      expect((await whoami(token)).status).toBe(401);
      expect((await whoami(phone ?? '')).status).toBe(401);
      expect(await ctx.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
      expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
      expect(
        await ctx.db.select().from(verificationTokens).where(eq(verificationTokens.userId, userId)),
      ).toEqual([]);
      expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
      expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, unconfirmed))).toEqual([]);
      const buckets = await ctx.db
        .select()
        .from(throttleBuckets)
        .where(or(eq(throttleBuckets.key, accountKey(email)), eq(throttleBuckets.key, userId)));
      expect(buckets).toEqual([]);
      // no row anywhere references the user
      for (const [, table] of schemaTables()) {
        const column = userIdColumn(table);
        if (column) expect(await ctx.db.select().from(table).where(eq(column, userId))).toEqual([]);
      }
      expect(await login(email, password)).toBeNull();
    });
  });
});
