import ICAL from 'ical.js';
import { callerOf, markVerified, registerUser } from '../../testing/auth-helpers';
import { useTestContext } from '../../testing/test-app';

describe('life GPS api', () => {
  const ctx = useTestContext();
  beforeAll(() => ctx.clock.set('2026-11-23T10:00:00.000Z'));

  async function verifiedUser(): Promise<string> {
    const { token, email } = await registerUser(ctx.app);
    await markVerified(ctx.db, email);
    return token;
  }
  const call = callerOf(ctx);

  it('refuses every call without a token (401) and for an unverified account (403)', async () => {
    const { token } = await registerUser(ctx.app);
    for (const path of [
      '/api/dashboard/main_goal',
      '/api/dashboard/commitments?today=2026-11-23',
      '/api/dashboard/interior_weather?today=2026-11-23',
      '/api/dashboard/appointments',
      '/api/dashboard/calendar_feed',
    ]) {
      expect((await ctx.app.request(path)).status).toBe(401);
      expect((await call(token, 'GET', path)).status).toBe(403);
    }
  });

  describe('main goal', () => {
    it('is null at first, then set, replaced and cleared; "updated on" follows edits', async () => {
      const token = await verifiedUser();
      expect((await call(token, 'GET', '/api/dashboard/main_goal')).json).toEqual({ goal: null, steps: [] });
      const set = await call(token, 'PUT', '/api/dashboard/main_goal', {
        text: '  Run a half marathon  ',
        life_area: 'health',
        target_date: '2027-06-01',
      });
      expect(set.status).toBe(200);
      expect(set.json.goal).toMatchObject({
        text: 'Run a half marathon',
        life_area: 'health',
        target_date: '2027-06-01',
        created_at: '2026-11-23T10:00:00.000Z',
        updated_at: '2026-11-23T10:00:00.000Z',
      });
      ctx.clock.advance(60_000);
      const edited = await call(token, 'PUT', '/api/dashboard/main_goal', { text: 'Run a marathon' });
      expect(edited.json.goal).toMatchObject({
        text: 'Run a marathon',
        life_area: null,
        target_date: null,
        created_at: '2026-11-23T10:00:00.000Z',
        updated_at: '2026-11-23T10:01:00.000Z',
      });
      expect((await call(token, 'DELETE', '/api/dashboard/main_goal')).status).toBe(204);
      expect((await call(token, 'GET', '/api/dashboard/main_goal')).json.goal).toBeNull();
    });

    it('refuses empty text, a date out of range and an unknown life area, in the request language', async () => {
      const token = await verifiedUser();
      const fr = await call(token, 'PUT', '/api/dashboard/main_goal', {
        text: '  ',
        target_date: '1999-12-31',
        life_area: 'sleep',
      });
      expect(fr.status).toBe(422);
      expect(fr.json.errors).toEqual({
        text: ['Veuillez saisir un texte.'],
        target_date: ['La date doit être comprise entre 2000 et 2100.'],
        life_area: ['Domaine de vie invalide.'],
      });
      const en = await call(
        token,
        'PUT',
        '/api/dashboard/main_goal',
        { text: 'x'.repeat(281), target_date: '2026-02-30' },
        'en',
      );
      expect(en.json.errors).toEqual({
        text: ['The text must not exceed 280 characters.'],
        target_date: ['Invalid date.'],
      });
    });

    it('keeps ordered steps: added, moved, edited, deleted; another person’s step is 404', async () => {
      const token = await verifiedUser();
      expect(
        (await call(token, 'POST', '/api/dashboard/main_goal/steps', { text: 'Too early' })).status,
      ).toBe(409);
      await call(token, 'PUT', '/api/dashboard/main_goal', { text: 'Change jobs' });
      const a = await call(token, 'POST', '/api/dashboard/main_goal/steps', { text: 'Update my CV' });
      const b = await call(token, 'POST', '/api/dashboard/main_goal/steps', { text: 'Call three contacts' });
      const c = await call(token, 'POST', '/api/dashboard/main_goal/steps', {
        text: 'List what I want',
        position: 0,
      });
      expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
      const order = async () =>
        ((await call(token, 'GET', '/api/dashboard/main_goal')).json.steps as { text: string }[]).map(
          (s) => s.text,
        );
      expect(await order()).toEqual(['List what I want', 'Update my CV', 'Call three contacts']);
      const moved = await call(token, 'PUT', `/api/dashboard/main_goal/steps/${String(b.json.id)}`, {
        text: 'Call five contacts',
        position: 0,
      });
      expect(moved.json).toMatchObject({ text: 'Call five contacts', position: 0 });
      expect(await order()).toEqual(['Call five contacts', 'List what I want', 'Update my CV']);
      const other = await verifiedUser();
      expect(
        (await call(other, 'PUT', `/api/dashboard/main_goal/steps/${String(a.json.id)}`, { text: 'x' }))
          .status,
      ).toBe(404);
      expect(
        (await call(other, 'DELETE', `/api/dashboard/main_goal/steps/${String(a.json.id)}`)).status,
      ).toBe(404);
      expect((await call(token, 'DELETE', '/api/dashboard/main_goal/steps/not-an-id')).status).toBe(404);
      expect(
        (await call(token, 'DELETE', `/api/dashboard/main_goal/steps/${String(a.json.id)}`)).status,
      ).toBe(204);
      expect(await order()).toEqual(['Call five contacts', 'List what I want']);
    });
  });

  describe('commitments', () => {
    const commitment = (overrides: Record<string, unknown> = {}) => ({
      text: 'Walk 30 minutes',
      due_date: '2026-11-23',
      ...overrides,
    });

    it('creates, edits, marks done and undone, filters open and done, deletes', async () => {
      const token = await verifiedUser();
      const created = await call(
        token,
        'POST',
        '/api/dashboard/commitments',
        commitment({ life_area: 'health' }),
      );
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        text: 'Walk 30 minutes',
        due_date: '2026-11-23',
        repeat_weekly: false,
        life_area: 'health',
        step_id: null,
        done_through: null,
      });
      const id = String(created.json.id);
      const list = (status: string) =>
        call(token, 'GET', `/api/dashboard/commitments?status=${status}&today=2026-11-23`);
      expect((await list('open')).json).toMatchObject({ total: 1, page: 1, per_page: 20 });
      const done = await call(
        token,
        'PUT',
        `/api/dashboard/commitments/${id}`,
        commitment({ done_through: '2026-11-23' }),
      );
      expect(done.json.done_through).toBe('2026-11-23');
      expect((await list('open')).json.total).toBe(0);
      expect((await list('done')).json.total).toBe(1);
      await call(token, 'PUT', `/api/dashboard/commitments/${id}`, commitment({ done_through: null }));
      expect((await list('open')).json.total).toBe(1);
      expect((await call(token, 'DELETE', `/api/dashboard/commitments/${id}`)).status).toBe(204);
      expect((await call(token, 'DELETE', `/api/dashboard/commitments/${id}`)).status).toBe(404);
      expect((await list('all')).json.total).toBe(0);
    });

    it('a weekly commitment is open again the next week', async () => {
      const token = await verifiedUser();
      await call(
        token,
        'POST',
        '/api/dashboard/commitments',
        commitment({
          due_date: '2026-11-09',
          repeat_weekly: true,
          done_through: '2026-11-16',
        }),
      );
      const on = (today: string) =>
        call(token, 'GET', `/api/dashboard/commitments?status=done&today=${today}`);
      expect((await on('2026-11-22')).json.total).toBe(1);
      expect((await on('2026-11-23')).json.total).toBe(0);
    });

    it('paginates', async () => {
      const token = await verifiedUser();
      for (let day = 1; day <= 5; day += 1)
        await call(token, 'POST', '/api/dashboard/commitments', commitment({ due_date: `2026-12-0${day}` }));
      const page = await call(token, 'GET', '/api/dashboard/commitments?today=2026-11-23&page=2&per_page=2');
      expect(page.json).toMatchObject({ page: 2, per_page: 2, total: 5 });
      expect((page.json.items as { due_date: string }[]).map((c) => c.due_date)).toEqual([
        '2026-12-03',
        '2026-12-04',
      ]);
      const bad = await call(
        token,
        'GET',
        '/api/dashboard/commitments?today=2026-11-23&page=0',
        undefined,
        'en',
      );
      expect(bad.status).toBe(422);
      expect(bad.json.errors).toEqual({ page: ['Invalid page.'] });
    });

    it('refuses bad input, a step of another person, and another person’s commitment (404)', async () => {
      const token = await verifiedUser();
      const bad = await call(token, 'POST', '/api/dashboard/commitments', {
        text: '',
        due_date: '2101-01-01',
      });
      expect(bad.status).toBe(422);
      expect(bad.json.errors).toEqual({
        text: ['Veuillez saisir un texte.'],
        due_date: ['La date doit être comprise entre 2000 et 2100.'],
      });
      const other = await verifiedUser();
      await call(other, 'PUT', '/api/dashboard/main_goal', { text: 'Other goal' });
      const step = await call(other, 'POST', '/api/dashboard/main_goal/steps', { text: 'Their step' });
      const withStep = await call(
        token,
        'POST',
        '/api/dashboard/commitments',
        commitment({ step_id: step.json.id }),
      );
      expect(withStep.status).toBe(422);
      expect(withStep.json.errors).toHaveProperty('step_id');
      const mine = await call(token, 'POST', '/api/dashboard/commitments', commitment());
      const path = `/api/dashboard/commitments/${String(mine.json.id)}`;
      expect((await call(other, 'PUT', path, commitment())).status).toBe(404);
      expect((await call(other, 'DELETE', path)).status).toBe(404);
    });
  });

  describe('interior weather', () => {
    it('keeps one entry per day: Top then Not Top leaves Not Top', async () => {
      const token = await verifiedUser();
      expect(
        (await call(token, 'PUT', '/api/dashboard/interior_weather/2026-11-23', { mood: 'top' })).status,
      ).toBe(200);
      const second = await call(token, 'PUT', '/api/dashboard/interior_weather/2026-11-23', {
        mood: 'not_top',
        note: 'Tired after a long day',
      });
      expect(second.json).toMatchObject({
        day: '2026-11-23',
        mood: 'not_top',
        note: 'Tired after a long day',
      });
      const history = await call(token, 'GET', '/api/dashboard/interior_weather?today=2026-11-23');
      expect(history.json).toMatchObject({ days: 14, entries: [{ day: '2026-11-23', mood: 'not_top' }] });
    });

    it('refuses another day than today, a long note and an unknown mood', async () => {
      const token = await verifiedUser();
      const old = await call(
        token,
        'PUT',
        '/api/dashboard/interior_weather/2026-11-20',
        { mood: 'top' },
        'en',
      );
      expect(old.status).toBe(422);
      expect(old.json.errors).toEqual({ day: ['The interior weather is recorded for today only.'] });
      // Tomorrow in UTC is today somewhere east (UTC+14).
      expect(
        (await call(token, 'PUT', '/api/dashboard/interior_weather/2026-11-24', { mood: 'top' })).status,
      ).toBe(200);
      const invalidDay = await call(
        token,
        'PUT',
        '/api/dashboard/interior_weather/2026-13-01',
        { mood: 'top' },
        'en',
      );
      expect(invalidDay.json.errors).toEqual({ day: ['Invalid date.'] });
      const long = await call(
        token,
        'PUT',
        '/api/dashboard/interior_weather/2026-11-23',
        {
          mood: 'meh',
          note: 'x'.repeat(281),
        },
        'en',
      );
      expect(long.json.errors).toEqual({
        mood: ['Please choose Top or Not Top.'],
        note: ['The note must not exceed 280 characters.'],
      });
    });
  });

  describe('appointments, schedule and calendar', () => {
    const appointment = (overrides: Record<string, unknown> = {}) => ({
      title: 'Coaching session',
      starts_at: '2026-11-24T09:00:00+01:00',
      ends_at: '2026-11-24T10:00:00+01:00',
      location: 'https://meet.example.com/abc',
      note: 'Bring my notebook',
      ...overrides,
    });

    it('creates (stored in UTC), edits, lists in pages and deletes; another person’s is 404', async () => {
      const token = await verifiedUser();
      const created = await call(token, 'POST', '/api/dashboard/appointments', appointment());
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        starts_at: '2026-11-24T08:00:00.000Z',
        ends_at: '2026-11-24T09:00:00.000Z',
      });
      const path = `/api/dashboard/appointments/${String(created.json.id)}`;
      const edited = await call(
        token,
        'PUT',
        path,
        appointment({ title: 'Team session', location: '', note: null }),
      );
      expect(edited.json).toMatchObject({ title: 'Team session', location: null, note: null });
      await call(
        token,
        'POST',
        '/api/dashboard/appointments',
        appointment({ starts_at: '2026-11-25T09:00:00Z', ends_at: '2026-11-25T10:00:00Z' }),
      );
      const page = await call(token, 'GET', '/api/dashboard/appointments?per_page=1&page=2');
      expect(page.json).toMatchObject({
        total: 2,
        page: 2,
        per_page: 1,
        items: [{ starts_at: '2026-11-25T09:00:00.000Z' }],
      });
      const other = await verifiedUser();
      expect((await call(other, 'PUT', path, appointment())).status).toBe(404);
      expect((await call(other, 'DELETE', path)).status).toBe(404);
      expect((await call(token, 'DELETE', path)).status).toBe(204);
    });

    it('refuses an end before the start, a date out of range, a long note', async () => {
      const token = await verifiedUser();
      const res = await call(
        token,
        'POST',
        '/api/dashboard/appointments',
        appointment({
          title: ' ',
          ends_at: '2026-11-24T07:00:00Z',
          note: 'x'.repeat(2001),
        }),
        'en',
      );
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({
        title: ['Please enter a text.'],
        note: ['The note must not exceed 2000 characters.'],
        ends_at: ['The end must be after the start.'],
      });
      const order = await call(
        token,
        'POST',
        '/api/dashboard/appointments',
        appointment({ ends_at: '2026-11-24T07:00:00Z' }),
        'en',
      );
      expect(order.json.errors).toEqual({ ends_at: ['The end must be after the start.'] });
      const far = await call(
        token,
        'POST',
        '/api/dashboard/appointments',
        appointment({ starts_at: '1990-01-01T10:00:00Z' }),
        'en',
      );
      expect(far.json.errors).toEqual({ starts_at: ['The date must be between 2000 and 2100.'] });
    });

    it('the schedule holds the week’s appointments and the commitments falling on its days', async () => {
      const token = await verifiedUser();
      await call(token, 'POST', '/api/dashboard/appointments', appointment());
      await call(token, 'POST', '/api/dashboard/commitments', {
        text: 'Weekly review',
        due_date: '2026-11-16',
        repeat_weekly: true,
      });
      await call(token, 'POST', '/api/dashboard/commitments', { text: 'Next month', due_date: '2026-12-20' });
      const week = await call(
        token,
        'GET',
        '/api/dashboard/schedule?first_day=2026-11-22&last_day=2026-11-28&from=2026-11-21T23:00:00Z&to=2026-11-28T23:00:00Z',
      );
      expect(week.status).toBe(200);
      expect(week.json.appointments).toMatchObject([{ title: 'Coaching session' }]);
      expect(week.json.commitments).toMatchObject([{ text: 'Weekly review', occurrences: ['2026-11-23'] }]);
      const tooLong = await call(
        token,
        'GET',
        '/api/dashboard/schedule?first_day=2026-11-01&last_day=2027-01-28&from=2026-11-21T23:00:00Z&to=2026-11-28T23:00:00Z',
        undefined,
        'en',
      );
      expect(tooLong.json.errors).toEqual({ last_day: ['The period must not exceed 42 days.'] });
    });

    it('exports my appointments as iCalendar, and a revocable private feed serves them', async () => {
      const token = await verifiedUser();
      await call(
        token,
        'POST',
        '/api/dashboard/appointments',
        appointment({ location: 'Café de la Gare, Lyon' }),
      );
      const ics = await call(token, 'GET', '/api/dashboard/appointments.ics');
      expect(ics.status).toBe(200);
      expect(ics.headers.get('Content-Type')).toContain('text/calendar');
      const events = new ICAL.Component(ICAL.parse(ics.text))
        .getAllSubcomponents('vevent')
        .map((e) => new ICAL.Event(e));
      expect(events).toHaveLength(1);
      expect(events[0]?.summary).toBe('Coaching session');
      expect(events[0]?.location).toBe('Café de la Gare, Lyon');
      expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2026-11-24T08:00:00.000Z');

      expect((await call(token, 'GET', '/api/dashboard/calendar_feed')).json).toEqual({
        active: false,
        created_at: null,
      });
      const feed = await call(token, 'POST', '/api/dashboard/calendar_feed');
      expect(feed.status).toBe(201);
      const url = new URL(String(feed.json.url));
      expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const public1 = await ctx.app.request(url.pathname);
      expect(public1.status).toBe(200);
      expect(await public1.text()).toContain('SUMMARY:Coaching session');
      expect((await call(token, 'GET', '/api/dashboard/calendar_feed')).json).toMatchObject({ active: true });
      const again = await call(token, 'POST', '/api/dashboard/calendar_feed');
      expect((await ctx.app.request(url.pathname)).status).toBe(404);
      const url2 = new URL(String(again.json.url));
      expect((await ctx.app.request(url2.pathname)).status).toBe(200);
      expect((await call(token, 'DELETE', '/api/dashboard/calendar_feed')).status).toBe(204);
      expect((await ctx.app.request(url2.pathname)).status).toBe(404);
      expect((await ctx.app.request('/api/calendar/nope.ics')).status).toBe(404);
    });
  });
});
