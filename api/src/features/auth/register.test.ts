import { count, eq } from 'drizzle-orm';
import { invitations, mailOutbox, sessions, users } from '../../db/schema';
import { bearer, registerRequest, validUser } from '../../testing/auth-helpers';
import { MANY_REGISTRATIONS, jsonRequest, useTestContext } from '../../testing/test-app';
import { createInvitation } from '../../accounts/invitations';

type ErrorJson = { errors: Record<string, string[]> };

/** The messages of the fields a registration must have, in French (the default language). */
const MISSING_FIELDS = {
  firstname: ['Veuillez saisir votre prénom.'],
  lastname: ['Veuillez saisir votre nom.'],
  birth_date: ['Date d’anniversaire requis'],
  gender: ['Genre requis'],
  email: ['Veuillez saisir votre email'],
  password: ['Veuillez saisir votre mot de passe'],
};

describe('POST /api/dashboard/register', () => {
  const ctx = useTestContext(MANY_REGISTRATIONS);

  const rowCounts = async () => ({
    users: (await ctx.db.select({ n: count() }).from(users))[0]?.n,
    sessions: (await ctx.db.select({ n: count() }).from(sessions))[0]?.n,
    mails: (await ctx.db.select({ n: count() }).from(mailOutbox))[0]?.n,
  });

  it('creates the account and answers 201 { token } (a 256-bit opaque token)', async () => {
    const user = validUser({ email: '  Camille.Register@Example.COM ' });
    const res = await registerRequest(ctx.app, user);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { token: string };
    expect(Object.keys(body)).toEqual(['token']);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'camille.register@example.com'));
    expect(row).toMatchObject({
      firstname: 'Camille',
      lastname: 'Durand',
      birthDate: '1990-04-12',
      gender: 'female',
      mobile: '+33612345678',
      lang: 'fr',
      userType: 'coachee',
      emailVerifiedAt: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(String(user.password));
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? ''));
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toBe(body.token);

    const whoami = await ctx.app.request('/api/dashboard/whoami', { headers: bearer(body.token) });
    expect(whoami.status).toBe(200);
  });

  it('sends the verification e-mail (outbox, listed by GET /api/dev/mails)', async () => {
    const user = validUser({ firstname: 'Zoé' });
    await registerRequest(ctx.app, user);
    const res = await ctx.app.request(`/api/dev/mails?to=${encodeURIComponent(String(user.email))}`);
    expect(res.status).toBe(200);
    const { mails } = (await res.json()) as {
      mails: { to: string; subject: string; text: string; links: string[] }[];
    };
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(user.email);
    expect(mails[0]?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mails[0]?.links[0]).toMatch(
      /^http:\/\/localhost:8080\/account_verification\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect(mails[0]?.text).toContain('Bonjour Zoé');
    expect(mails[0]?.text).toContain(mails[0]?.links[0]);
  });

  it('writes the e-mail in English for an English account', async () => {
    const user = validUser({ lang: 'en' });
    await registerRequest(ctx.app, user);
    const res = await ctx.app.request(`/api/dev/mails?to=${encodeURIComponent(String(user.email))}`);
    const { mails } = (await res.json()) as { mails: { subject: string }[] };
    expect(mails[0]?.subject).toBe('Confirm your email address');
  });

  it('reports every empty field with the form messages (SPEC §5, French)', async () => {
    const before = await rowCounts();
    const res = await registerRequest(ctx.app, {
      firstname: '',
      lastname: ' ',
      birth_date: '',
      gender: '',
      email: '',
      mobile: '',
      lang: 'fr',
      password: '',
      user_type: '',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: { ...MISSING_FIELDS, user_type: ['Veuillez choisir votre profil'] },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('reports missing keys with the same messages', async () => {
    const res = await registerRequest(ctx.app, {});
    const body = (await res.json()) as ErrorJson;
    expect(res.status).toBe(422);
    expect(body.errors).toMatchObject(MISSING_FIELDS);
    expect(body.errors.mobile).toBeUndefined();
    expect(body.errors.lang).toBeUndefined();
  });

  it('checks formats: e-mail, password length, date, gender, mobile, user type', async () => {
    const res = await registerRequest(
      ctx.app,
      validUser({
        email: 'not-an-email',
        password: 'short',
        birth_date: '2023-02-30',
        gender: 'x',
        mobile: '0612',
        user_type: 'admin',
      }),
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as ErrorJson;
    expect(errors.email).toEqual(['Adresse e-mail invalide']);
    expect(errors.password).toEqual(['Le mot de passe doit comporter au moins 8 caractères']);
    expect(errors.birth_date).toEqual(['Date d’anniversaire invalide']);
    expect(errors.gender).toEqual(['Genre invalide']);
    expect(errors.mobile?.[0]).toMatch(/^Numéro de mobile invalide/);
    expect(errors.user_type).toEqual(['Profil invalide']);
  });

  it('answers in English with ?locale=en or Accept-Language: en', async () => {
    const user = validUser({ firstname: '', password: 'short' });
    for (const options of [{ query: '?locale=en' }, { headers: { 'Accept-Language': 'en-US,en;q=0.8' } }]) {
      const res = await registerRequest(ctx.app, user, options);
      const { errors } = (await res.json()) as ErrorJson;
      expect(errors.firstname).toEqual(['Please enter your first name.']);
      expect(errors.password).toEqual(['The password must be at least 8 characters long']);
    }
  });

  it('refuses common passwords and the e-mail as password', async () => {
    for (const password of ['password1', 'AZERTYUIOP', '123456789']) {
      const res = await registerRequest(ctx.app, validUser({ password }));
      expect(res.status).toBe(422);
      expect(((await res.json()) as ErrorJson).errors.password).toEqual([
        'Ce mot de passe est trop courant et facile à deviner : choisissez-en un autre.',
      ]);
    }
    const email = 'samepassword@example.com';
    const res = await registerRequest(ctx.app, validUser({ email, password: email }));
    expect(((await res.json()) as ErrorJson).errors.password?.[0]).toMatch(/trop courant/);
  });

  it('accepts long passphrases (64 and 256 characters) without truncating, refuses 257', async () => {
    const long = `${'correct horse battery staple '.repeat(9)}`.slice(0, 256);
    const ok = await registerRequest(ctx.app, validUser({ password: long }));
    expect(ok.status).toBe(201);
    expect((await registerRequest(ctx.app, validUser({ password: 'p'.repeat(63) + 'Z' }))).status).toBe(201);
    const tooLong = await registerRequest(ctx.app, validUser({ password: `${long}x` }));
    expect(tooLong.status).toBe(422);
    expect(((await tooLong.json()) as ErrorJson).errors.password).toEqual([
      'Le mot de passe ne doit pas dépasser 256 caractères.',
    ]);
  });

  it('refuses unknown fields and wrong types', async () => {
    const res = await registerRequest(ctx.app, validUser({ is_admin: true, firstname: 42 }));
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as ErrorJson;
    expect(errors.is_admin).toEqual(['Champ inattendu.']);
    expect(errors.firstname).toEqual(['Veuillez saisir votre prénom.']);
    const extraTop = await ctx.app.request(
      '/api/dashboard/register',
      jsonRequest('POST', { user: validUser(), role: 'admin' }),
    );
    expect(((await extraTop.json()) as ErrorJson).errors.role).toEqual(['Champ inattendu.']);
  });

  it('refuses an address already registered (case-insensitively)', async () => {
    const user = validUser({ email: 'taken@example.com' });
    expect((await registerRequest(ctx.app, user)).status).toBe(201);
    const again = await registerRequest(ctx.app, validUser({ email: 'TAKEN@example.com ' }));
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      errors: { email: ['Un compte existe déjà avec cette adresse e-mail.'] },
    });
  });

  it('creates one account when the same address registers twice at once', async () => {
    const user = validUser({ email: 'race@example.com' });
    const before = await rowCounts();
    const responses = await Promise.all([
      registerRequest(ctx.app, user),
      registerRequest(ctx.app, user),
      registerRequest(ctx.app, user),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    const after = await rowCounts();
    expect(after.users).toBe((before.users ?? 0) + 1);
    expect(after.sessions).toBe((before.sessions ?? 0) + 1);
    expect(after.mails).toBe((before.mails ?? 0) + 1);
  });

  describe('with ?invited_id=', () => {
    const now = () => ctx.clock.now();

    it('uses a valid invitation once', async () => {
      const { invitation, token } = await createInvitation(ctx.db, {
        expiresAt: new Date(now().getTime() + 3_600_000),
      });
      const res = await registerRequest(ctx.app, validUser(), { query: `?invited_id=${token}` });
      expect(res.status).toBe(201);
      const [row] = await ctx.db.select().from(invitations).where(eq(invitations.id, invitation.id));
      expect(row?.usedAt).not.toBeNull();
      expect(row?.usedBy).not.toBeNull();

      const again = await registerRequest(ctx.app, validUser(), { query: `?invited_id=${token}` });
      expect(again.status).toBe(422);
      expect(await again.json()).toEqual({
        errors: {
          base: ['Cette invitation a déjà été utilisée.'],
          invited_id: ['Cette invitation a déjà été utilisée.'],
        },
      });
    });

    it('lets only one of two simultaneous registrations use an invitation', async () => {
      const { token } = await createInvitation(ctx.db, { expiresAt: new Date(now().getTime() + 3_600_000) });
      const query = `?invited_id=${token}`;
      const responses = await Promise.all([
        registerRequest(ctx.app, validUser(), { query }),
        registerRequest(ctx.app, validUser(), { query }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
    });

    it.each([
      ['an unknown token', `?invited_id=${'A'.repeat(43)}`, 'Cette invitation n’existe pas.'],
      [
        'a uuid (ids are not tokens)',
        '?invited_id=8a6e0804-2bd0-4672-b79d-d97027f9071a',
        'Ce lien d’invitation n’est pas valide.',
      ],
      ['a malformed id', '?invited_id=abc', 'Ce lien d’invitation n’est pas valide.'],
      ['an SQL-ish id', "?invited_id='%20OR%201=1--", 'Ce lien d’invitation n’est pas valide.'],
    ])('refuses %s with a clear error and writes nothing', async (_label, query, message) => {
      const before = await rowCounts();
      const res = await registerRequest(ctx.app, validUser(), { query });
      expect(res.status).toBe(422);
      expect(((await res.json()) as ErrorJson).errors).toMatchObject({
        base: [message],
        invited_id: [message],
      });
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses an expired invitation and one meant for another address', async () => {
      const expired = await createInvitation(ctx.db, { expiresAt: new Date(now().getTime() - 1000) });
      const res = await registerRequest(ctx.app, validUser(), { query: `?invited_id=${expired.token}` });
      expect(((await res.json()) as ErrorJson).errors.base).toEqual([
        'Cette invitation a expiré. Demandez-en une nouvelle.',
      ]);

      const forBob = await createInvitation(ctx.db, {
        email: 'Bob@Example.com',
        expiresAt: new Date(now().getTime() + 3_600_000),
      });
      const other = await registerRequest(ctx.app, validUser(), { query: `?invited_id=${forBob.token}` });
      expect(((await other.json()) as ErrorJson).errors.invited_id).toEqual([
        'Cette invitation a été envoyée à une autre adresse e-mail.',
      ]);
      const bob = await registerRequest(ctx.app, validUser({ email: 'bob@example.com' }), {
        query: `?invited_id=${forBob.token}`,
      });
      expect(bob.status).toBe(201);
    });

    it('treats an empty, "null" or "undefined" invited_id as no invitation', async () => {
      for (const value of ['', 'null', 'undefined']) {
        const res = await registerRequest(ctx.app, validUser(), { query: `?invited_id=${value}` });
        expect(res.status).toBe(201);
      }
    });
  });
});
