/**
 * @jest-environment node
 */
// The server render of /profile (docs/server-render.md), from the sources, in the server's
// conditions: no document, and the browser's singletons refused as the built bundle refuses them
// (tooling/webpack/create-server-render-config.cjs aliases them to these stand-ins).
import * as ssr from '../../shared/src/testing/server-render.ts';
import { messages, render, routes, version } from './server-render.tsx';
import { LANGUAGE_MARKS, PROFILE_ROUTE, camille, jordan, profileInput } from './testing/profile-members.ts';

describe('the server render of /profile', () => {
  it('declares its route, its reads and its messages for the platform', () => {
    ssr.expectDeclared({ version, routes, messages }, 'profile', {
      [PROFILE_ROUTE]: {
        path: '/profile',
        layout: 'default',
        reads: { profile: 'dashboard/profile', sessions: 'dashboard/sessions' },
      },
    });
  });

  it("renders two members' pages interleaved, 1000 times in French and English: each only its own data and language", async () => {
    const problems = await ssr.interleavedProblems(1000, {
      render,
      pages: [PROFILE_ROUTE],
      members: [camille, jordan],
      pageOf: (_route, member, stranger, lang) => ({
        label: member.profile.firstname,
        input: profileInput(member, lang, messages),
        own: member.own,
        strangers: [stranger.own],
        marks: LANGUAGE_MARKS,
      }),
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps nothing between calls: the same input renders the same page after another member’s', async () => {
    await ssr.expectNothingKept(render, profileInput(camille, 'fr', messages), [
      profileInput(jordan, 'en', messages),
      profileInput(jordan, 'fr', messages),
    ]);
  });

  it.each(ssr.HOSTILE_TEXTS)('gives a member named %s their name back as text', async (name, markup) => {
    const profile = { ...camille.profile, firstname: name, lastname: name, email: `${name}@example.com` };
    const page = await render(profileInput({ ...camille, profile }, 'en', messages));
    expect(ssr.hostileTextProblems(page, name, markup)).toEqual([]);
  });

  it('draws the error state of a read that failed, and says so in the status', async () => {
    const page = await render(profileInput(camille, 'fr', messages, { profile: ssr.UNAVAILABLE }));
    expect(page.status).toBe(503);
    expect(page.html).toContain(ssr.asHtmlText('Impossible de charger votre profil.'));
    expect(page.html).toContain('Service momentanément indisponible.');
    expect(page.html).not.toContain('Camille');

    const sessionsDown = await render(profileInput(camille, 'en', messages, { sessions: ssr.NO_ANSWER }));
    expect(sessionsDown.status).toBe(502);
    expect(sessionsDown.html).toContain('Camille');
    expect(sessionsDown.html).toContain(ssr.asHtmlText('Your sessions could not be loaded.'));
  });

  it('answers 404 for a route it does not render', async () => {
    await ssr.expectNotRendered(render, profileInput(camille, 'fr', messages), 'mfe_profile:elsewhere');
  });

  it('refuses data that is not the route’s, and messages without the page’s namespaces', async () => {
    const input = profileInput(camille, 'fr', messages);
    await ssr.expectRefusesForeignInput(render, input, { read: 'profile', namespace: 'profile' });
  });
});
