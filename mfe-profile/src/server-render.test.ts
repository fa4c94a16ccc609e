/**
 * @jest-environment node
 */
// The server render of /profile (docs/server-render.md), from the sources, in the server's
// conditions: no document, and the browser's singletons refused as the built bundle refuses them
// (tooling/webpack/create-server-render-config.cjs aliases them to these stand-ins).
import type { Language } from '@coach/shared/i18n/languages';
import type { ReadFailure, RenderOutput } from '@coach/shared/server-render';
import { messages, render, routes, version } from './server-render.tsx';
import {
  LANGUAGE_MARKS,
  PROFILE_ROUTE,
  asHtmlText,
  camille,
  jordan,
  profileInput,
  type Member,
} from './testing/profile-members.ts';

jest.mock('@coach/shared/auth', () =>
  jest.requireActual('../../shared/src/server-render/browser-singletons/auth.ts'),
);
jest.mock('@coach/shared/i18n', () =>
  jest.requireActual('../../shared/src/server-render/browser-singletons/i18n.ts'),
);

const other = (lang: Language): Language => (lang === 'fr' ? 'en' : 'fr');

/** What is wrong with `page` as `member`'s page in `lang`, next to `stranger`'s: nothing, ideally. */
function problemsOf(page: RenderOutput, member: Member, stranger: Member, lang: Language): string[] {
  const problems: string[] = [];
  if (page.status !== 200) problems.push(`status ${page.status}`);
  for (const text of member.own[lang])
    if (!page.html.includes(asHtmlText(text))) problems.push(`lacks "${text}"`);
  for (const text of [...stranger.own.fr, ...stranger.own.en])
    if (page.html.includes(asHtmlText(text))) problems.push(`shows the other member's "${text}"`);
  for (const text of LANGUAGE_MARKS[lang])
    if (!page.html.includes(asHtmlText(text))) problems.push(`lacks "${text}" in ${lang}`);
  for (const text of LANGUAGE_MARKS[other(lang)])
    if (page.html.includes(asHtmlText(text))) problems.push(`shows "${text}" (${other(lang)}) in ${lang}`);
  return problems;
}

describe('the server render of /profile', () => {
  it('declares its route, its reads and its messages for the platform', () => {
    expect(version).toBe(1);
    expect(routes).toEqual({
      [PROFILE_ROUTE]: {
        path: '/profile',
        layout: 'default',
        reads: { profile: 'dashboard/profile', sessions: 'dashboard/sessions' },
      },
    });
    expect(Object.keys(messages.fr).sort()).toEqual(['common', 'profile', 'validation']);
    expect(Object.keys(messages.en).sort()).toEqual(['common', 'profile', 'validation']);
  });

  it("renders two members' pages interleaved, 1000 times in French and English: each only its own data and language", async () => {
    const problems: string[] = [];
    for (let round = 0; round < 1000; round += 1) {
      const lang: Language = round % 2 === 0 ? 'fr' : 'en';
      // Both in flight at once: every await of one render lets the other one run.
      const [first, second] = await Promise.all([
        render(profileInput(camille, lang, messages)),
        render(profileInput(jordan, other(lang), messages)),
      ]);
      problems.push(
        ...problemsOf(first, camille, jordan, lang).map((problem) => `round ${round}, Camille: ${problem}`),
        ...problemsOf(second, jordan, camille, other(lang)).map((p) => `round ${round}, Jordan: ${p}`),
      );
      if (problems.length > 0) break;
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps nothing between calls: the same input renders the same page after another member’s', async () => {
    const input = profileInput(camille, 'fr', messages);
    const first = await render(input);
    await render(profileInput(jordan, 'en', messages));
    await render(profileInput(jordan, 'fr', messages));
    expect(await render(input)).toEqual(first);
  });

  it.each([
    ['</script><img src=x onerror=alert(1)>', '<img'],
    ['<!--', '<!--'],
  ])('gives a member named %s their name back as text', async (name, markup) => {
    const profile = { ...camille.profile, firstname: name, lastname: name, email: `${name}@example.com` };
    const { html, status } = await render(profileInput({ ...camille, profile }, 'en', messages));
    expect(status).toBe(200);
    expect(html).toContain(`>${asHtmlText(name)}<`);
    // React's own separators between two texts are the only comments of the page.
    expect(html.replaceAll('<!-- -->', '')).not.toContain(markup);
  });

  it('draws the error state of a read that failed, and says so in the status', async () => {
    const failed: ReadFailure = {
      ok: false,
      status: 503,
      errors: { base: ['Service momentanément indisponible.'] },
    };
    const page = await render(profileInput(camille, 'fr', messages, { profile: failed }));
    expect(page.status).toBe(503);
    expect(page.html).toContain(asHtmlText('Impossible de charger votre profil.'));
    expect(page.html).toContain('Service momentanément indisponible.');
    expect(page.html).not.toContain('Camille');

    const noAnswer: ReadFailure = { ok: false, status: 0, errors: {} };
    const sessionsDown = await render(profileInput(camille, 'en', messages, { sessions: noAnswer }));
    expect(sessionsDown.status).toBe(502);
    expect(sessionsDown.html).toContain('Camille');
    expect(sessionsDown.html).toContain(asHtmlText('Your sessions could not be loaded.'));
  });

  it('answers 404 for a route it does not render', async () => {
    const input = profileInput(camille, 'fr', messages);
    await expect(render({ ...input, route: 'mfe_profile:elsewhere' })).resolves.toEqual({
      html: '',
      status: 404,
    });
  });

  it('refuses data that is not the route’s, and messages without the page’s namespaces', async () => {
    const input = profileInput(camille, 'fr', messages);
    await expect(render({ ...input, data: { [PROFILE_ROUTE]: { profile: input.data } } })).rejects.toThrow(
      'has no read result for "profile"',
    );
    const { profile: _profile, ...withoutProfile } = messages.fr;
    await expect(render({ ...input, messages: withoutProfile })).rejects.toThrow('messages lack profile');
    await expect(render({ ...input, lang: 'de' as Language })).rejects.toThrow('unknown language');
  });
});
