/**
 * @jest-environment node
 */
// The server render of /my_life_gps and /my_commitments (docs/server-render.md), from the sources,
// in the server's conditions: no document, and the browser's singletons refused as the built
// bundle refuses them (tooling/webpack/create-server-render-config.cjs aliases them to these
// stand-ins).
import * as ssr from '../../shared/src/testing/server-render.ts';
import type { Language } from '@coach/shared/i18n/languages';
import type { ReadFailure, RenderInput } from '@coach/shared/server-render';
import { messages, render, routes, version, widgets } from './server-render.tsx';
import {
  LANGUAGE_MARKS,
  MEMBER_DAY,
  MY_COMMITMENTS_ROUTE,
  MY_LIFE_GPS_ROUTE,
  camille,
  commitmentsInput,
  jordan,
  lifeGpsInput,
  noResultYet,
  type Member,
} from './testing/life-gps-members.ts';

type Page = keyof Member['own'];

const inputOf = (page: Page, member: Member, lang: Language): RenderInput =>
  page === 'lifeGps' ? lifeGpsInput(member, lang, messages) : commitmentsInput(member, lang, messages);

describe('the server render of the life GPS pages', () => {
  it('declares its routes, their reads and its messages for the platform', () => {
    ssr.expectDeclared({ version, routes, messages }, 'lifeGps', {
      [MY_COMMITMENTS_ROUTE]: {
        path: '/my_commitments',
        layout: 'default',
        reads: {
          goal: 'dashboard/main_goal',
          commitments: 'dashboard/commitments?status=open&today=:today&page=1&per_page=20',
          feed: 'dashboard/calendar_feed',
        },
      },
      [MY_LIFE_GPS_ROUTE]: {
        path: '/my_life_gps',
        layout: 'default',
        reads: { wheel: 'dashboard/results/latest/le-gps-de-ma-vie', goal: 'dashboard/main_goal' },
      },
    });
  });

  it('draws the overview’s "my main goal" widget from the goal read, each member their own', async () => {
    const id = 'mfe_life_gps:widget/main-goal';
    expect(widgets).toEqual({
      [id]: { slot: 'main-goal', reads: { goal: 'dashboard/main_goal' } },
      'mfe_life_gps:widget/interior-weather': {
        slot: 'interior-weather',
        reads: { weather: 'dashboard/interior_weather?today=:today' },
      },
    });
    const widget = (member: Member, lang: Language, goal: ReadFailure | null = null) =>
      render(ssr.routeInput(id, { goal: goal ?? { ok: true, body: member.goal } }, lang, messages));
    const french = await widget(camille, 'fr');
    expect(french.status).toBe(200);
    expect(french.html).toContain('Mon objectif principal');
    expect(french.html).toContain(ssr.asHtmlText(camille.goal.goal!.text));
    const english = await widget(jordan, 'en');
    expect(english.html).toContain('My main goal');
    expect(english.html).not.toContain(ssr.asHtmlText(camille.goal.goal!.text));
    expect((await widget(camille, 'fr', ssr.UNAVAILABLE)).status).toBe(503);
  });

  it('draws the overview’s "my interior weather" in the member’s day, today’s mood pressed', async () => {
    const id = 'mfe_life_gps:widget/interior-weather';
    const weather = {
      days: 14,
      entries: [
        { day: '2026-11-26', mood: 'not_top', note: null, updated_at: '2026-11-26T20:00:00.000Z' },
        {
          day: MEMBER_DAY,
          mood: 'top',
          note: 'Belle séance de course ce matin',
          updated_at: '2026-11-27T08:00:00.000Z',
        },
      ],
    };
    const widget = (lang: Language, today: string | null) =>
      render(
        ssr.routeInput(id, { weather: { ok: true, body: weather } }, lang, messages, today ? { today } : {}),
      );
    const french = await widget('fr', MEMBER_DAY);
    expect(french.status).toBe(200);
    expect(french.html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Top<\/button>/);
    expect(french.html).toContain('14 derniers jours : 1 Top, 1 Pas top');
    expect(french.html).toContain(ssr.asHtmlText('Belle séance de course ce matin'));
    // The next day, nothing is recorded yet: the question is asked again.
    const tomorrow = await widget('en', '2026-11-28');
    expect(tomorrow.html).not.toContain('aria-pressed="true"');
    // Without the member's day, its place is loading: the browser draws it.
    expect((await widget('fr', null)).html).not.toContain('>Top<');
  });

  it("renders two members' pages interleaved, 500 times in French and English: each only its own data and language", async () => {
    const problems = await ssr.interleavedProblems(500, {
      render,
      pages: ['lifeGps', 'commitments'] as const,
      members: [camille, jordan],
      pageOf: (page, member, stranger, lang) => ({
        label: `${member === camille ? 'Camille' : 'Jordan'}'s ${page}`,
        input: inputOf(page, member, lang),
        own: member.own[page],
        strangers: [stranger.own[page]],
        marks: LANGUAGE_MARKS[page],
      }),
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps nothing between calls: the same input renders the same page after another member’s', async () => {
    for (const page of ['lifeGps', 'commitments'] as const) {
      await ssr.expectNothingKept(render, inputOf(page, camille, 'fr'), [
        inputOf(page, jordan, 'en'),
        inputOf(page, jordan, 'fr'),
      ]);
    }
  });

  describe('whatever day the server’s clock says', () => {
    // Only the clock: React's scheduling keeps its real timers.
    beforeEach(() =>
      jest.useFakeTimers({
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      }),
    );
    afterEach(() => jest.useRealTimers());

    it.each(['lifeGps', 'commitments'] as const)(
      'draws the same %s page: the member’s day is the platform’s, never the server’s clock',
      async (page) => {
        jest.setSystemTime(new Date('2026-12-31T23:30:00.000Z'));
        const newYearsEve = await render(inputOf(page, camille, 'fr'));
        jest.setSystemTime(new Date('2027-03-28T01:30:00.000Z'));
        expect(await render(inputOf(page, camille, 'fr'))).toEqual(newYearsEve);
      },
    );
  });

  it('draws the open commitments of the member’s day, the overdue one marked, and the new one due that day', async () => {
    const { html, status } = await render(commitmentsInput(camille, 'en', messages));
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<input[^>]*id="new-commitment-due"[^>]*value="${MEMBER_DAY}"`));
    for (const commitment of camille.commitments) expect(html).toContain(ssr.asHtmlText(commitment.text));
    expect(html.match(/Overdue/g)).toHaveLength(1);
    const empty = await render(commitmentsInput(jordan, 'fr', messages));
    expect(empty.html).toContain(ssr.asHtmlText('Aucun engagement en cours.'));
    // The appointments start at the member's local midnight and show the browser's times: their
    // place is loading, and the new appointment's form, which opens on today, is the browser's.
    expect(html).not.toContain('No upcoming appointment.');
    expect(html).not.toContain('new-appointment-title');
    expect(html).toContain('Upcoming appointments');
  });

  it('leaves what depends on the day to the browser when the platform does not know it', async () => {
    const { html, status } = await render(commitmentsInput(camille, 'en', messages, {}, null));
    expect(status).toBe(200);
    expect(html).toMatch(/<input[^>]*id="new-commitment-due"[^>]*value=""/);
    expect(html).toContain(ssr.asHtmlText('What I commit to'));
    expect(html).not.toContain(ssr.asHtmlText(camille.commitments[0]!.text));
  });

  it('invites a member without a wheel yet to take the test, a page drawn like any other', async () => {
    const page = await render(lifeGpsInput(jordan, 'fr', messages));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Faire le test');
    expect(page.html).toContain('href="/training/le-gps-de-ma-vie"');
    expect(page.html).not.toContain('role="alert"');
    // Without its goal, the page is a failed one: the goal's status (no wheel yet is not a failure).
    const goalDown: ReadFailure = { ok: false, status: 503, errors: {} };
    const both = await render(lifeGpsInput(jordan, 'fr', messages, { goal: goalDown }));
    expect(both.status).toBe(503);
  });

  it.each(ssr.HOSTILE_TEXTS)('gives a goal and a step written %s back as text', async (text, markup) => {
    const goal = {
      goal: { ...camille.goal.goal!, text },
      steps: [{ id: 'b7f1c2d0-1111-4a00-8000-0000000000ff', text, position: 0 }],
    };
    for (const input of [
      lifeGpsInput({ ...camille, goal }, 'en', messages),
      commitmentsInput({ ...camille, goal }, 'en', messages),
    ]) {
      expect(ssr.hostileTextProblems(await render(input), text, markup)).toEqual([]);
    }
  });

  it('draws the error state of a read that failed, and says so in the status', async () => {
    const wheelDown = await render(lifeGpsInput(camille, 'fr', messages, { wheel: ssr.UNAVAILABLE }));
    expect(wheelDown.status).toBe(503);
    expect(wheelDown.html).toContain('Service momentanément indisponible.');
    expect(wheelDown.html).toContain(ssr.asHtmlText('Courir un 10 km en moins d’une heure au printemps'));
    expect(wheelDown.html).not.toContain('Santé : maintenant 4');

    const goalDown = await render(lifeGpsInput(camille, 'en', messages, { goal: ssr.NO_ANSWER }));
    expect(goalDown.status).toBe(502);
    expect(goalDown.html).toContain('Health: now 4, wished 8.');
    expect(goalDown.html).toContain(
      ssr.asHtmlText('The server is not answering. Check your connection and try again.'),
    );

    const feedDown = await render(commitmentsInput(camille, 'fr', messages, { feed: ssr.UNAVAILABLE }));
    expect(feedDown.status).toBe(503);
    expect(feedDown.html).toContain('Service momentanément indisponible.');
    expect(feedDown.html).toContain(ssr.asHtmlText(camille.goal.steps[0]!.text));

    const listDown = await render(
      commitmentsInput(camille, 'en', messages, { commitments: ssr.UNAVAILABLE }),
    );
    expect(listDown.status).toBe(503);
    expect(listDown.html).toContain('Service momentanément indisponible.');
    expect(listDown.html).not.toContain(ssr.asHtmlText(camille.commitments[0]!.text));
  });

  it('answers 404 for a route it does not render', async () => {
    const input = lifeGpsInput(camille, 'fr', messages);
    await ssr.expectNotRendered(render, input, 'mfe_life_gps:elsewhere');
    // Not even with a wheel's "no result yet" under that name.
    await expect(
      render({
        ...input,
        route: 'mfe_life_gps:elsewhere',
        data: { 'mfe_life_gps:elsewhere': { wheel: noResultYet('fr') } },
      }),
    ).resolves.toEqual({ html: '', status: 404 });
  });

  it('refuses data that is not the route’s, and messages without the pages’ namespaces', async () => {
    const input = lifeGpsInput(camille, 'fr', messages);
    await ssr.expectRefusesForeignInput(render, input, { read: 'wheel', namespace: 'lifeGps' });
  });
});
