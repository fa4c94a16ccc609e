/**
 * @jest-environment node
 */
// The server render of the team pages (docs/server-render.md), from the sources, in the server's
// conditions: no document, and the browser's singletons refused as the built bundle refuses them
// (tooling/webpack/create-server-render-config.cjs aliases them to these stand-ins).
import * as ssr from '../../shared/src/testing/server-render.ts';
import type { ReadResult } from '@coach/shared/server-render';
import { messages, render, routes, version } from './server-render.tsx';
import {
  LANGUAGE_MARKS,
  NOT_A_LEADER,
  PAGES,
  ROUTES,
  nadia,
  oliver,
  teamInput,
} from './testing/team-members.ts';

function bodyOf<T>(result: ReadResult<T>): T {
  if (!result.ok) throw new Error('the test data has a failed read here');
  return result.body;
}

describe('the server render of the team pages', () => {
  it('declares its routes, their reads and its messages for the platform', () => {
    ssr.expectDeclared({ version, routes, messages }, 'team', {
      [ROUTES.myTeam]: {
        path: '/my_team',
        layout: 'default',
        reads: {
          whoami: 'dashboard/whoami',
          team: 'dashboard/team',
          memberships: 'dashboard/memberships',
        },
      },
      [ROUTES.invitations]: {
        path: '/invitations',
        layout: 'default',
        reads: {
          whoami: 'dashboard/whoami',
          receivedSurveys: 'dashboard/surveys/received',
          received: 'dashboard/invitations/received',
          sent: 'dashboard/invitations/sent',
        },
      },
      [ROUTES.surveys]: {
        path: '/my_team/surveys',
        layout: 'default',
        reads: {
          whoami: 'dashboard/whoami',
          members: 'dashboard/team/members',
          surveys: 'dashboard/team/surveys',
        },
      },
    });
  });

  it("renders a leader's and a member's pages interleaved, 300 rounds in French and English by turns: each only its own data and language", async () => {
    const problems = await ssr.interleavedProblems(300, {
      render,
      pages: PAGES,
      members: [nadia, oliver],
      // A member's page must show none of the other's texts, of any page.
      pageOf: (name, who, stranger, lang) => ({
        label: `${name}, ${bodyOf(who.results.whoami).user.firstname}`,
        input: teamInput(name, who, lang, messages),
        own: who.own[name],
        strangers: PAGES.map((page) => stranger.own[page]),
        marks: LANGUAGE_MARKS[name],
      }),
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps nothing between calls: the same input renders the same page after another member’s', async () => {
    for (const name of PAGES) {
      await ssr.expectNothingKept(render, teamInput(name, nadia, 'fr', messages), [
        teamInput(name, oliver, 'en', messages),
        teamInput(name, oliver, 'fr', messages),
      ]);
    }
  });

  describe.each(ssr.HOSTILE_TEXTS)('a team and a person named %s', (name, markup) => {
    const person = { firstname: name, lastname: name };

    it('are given back as text on /my_team', async () => {
      const team = { team: { ...bodyOf(nadia.results.team).team, name } };
      const memberships = {
        items: [
          { id: 'm-1', team: { id: 't-1', name }, leader: person, share_progress: false, joined_at: null },
        ],
      };
      const page = await render(
        teamInput('myTeam', nadia, 'en', messages, {
          team: { ok: true, body: team },
          memberships: { ok: true, body: memberships },
        }),
      );
      expect(ssr.hostileTextProblems(page, name, markup)).toEqual([]);
      expect(page.html).toContain(ssr.asHtmlText(`Led by ${name} ${name}`));
    });

    it('are given back as text on /invitations', async () => {
      const received = {
        items: [
          {
            id: 'i-1',
            team: { id: 't-1', name },
            leader: person,
            sent_at: null,
            expires_at: '2026-12-10T12:00:00.000Z',
          },
        ],
      };
      const { html, status } = await render(
        teamInput('invitations', oliver, 'fr', messages, { received: { ok: true, body: received } }),
      );
      expect(status).toBe(200);
      expect(html).toContain(ssr.asHtmlText(`Rejoindre l’équipe « ${name} »`));
      expect(html).toContain(ssr.asHtmlText(`Invitation de ${name} ${name}`));
      // React's own separators between two texts are the only comments of a page.
      expect(ssr.withoutTextSeparators(html)).not.toContain(markup);
    });
  });

  it('draws a member who leads no team their page, whole, though the api refused them the leaders’ reads', async () => {
    for (const name of PAGES) {
      const page = await render(teamInput(name, oliver, 'fr', messages));
      expect({ name, status: page.status }).toEqual({ name, status: 200 });
      expect(page.html).not.toContain('Cette fonction est réservée');
      expect(page.html).not.toContain('role="alert"');
    }
  });

  it('draws the error state of a read that failed, and says so in the status', async () => {
    // Without whoami, the page cannot say whose it is: all of it is the error.
    const nobody = await render(teamInput('myTeam', nadia, 'fr', messages, { whoami: ssr.UNAVAILABLE }));
    expect(nobody.status).toBe(503);
    expect(nobody.html).toContain('Service momentanément indisponible.');
    expect(nobody.html).not.toContain('Vercors');

    // A leader's team missing: the error where it goes, the rest of the page drawn.
    const teamDown = await render(teamInput('myTeam', nadia, 'en', messages, { team: ssr.NO_ANSWER }));
    expect(teamDown.status).toBe(502);
    expect(teamDown.html).toContain(
      ssr.asHtmlText('The server is not answering. Check your connection and try again.'),
    );
    expect(teamDown.html).toContain('Cercle des managers Rhône-Alpes');

    // A member's own reads count: their invitations missing is their page's error.
    const invitationsDown = await render(
      teamInput('invitations', oliver, 'fr', messages, { received: ssr.UNAVAILABLE }),
    );
    expect(invitationsDown.status).toBe(503);
    expect(invitationsDown.html).toContain('Service momentanément indisponible.');
    expect(invitationsDown.html).not.toContain('Harbour Runners');

    // A leader refused a leaders' read is an error like any other (their role changed meanwhile).
    const refused = await render(teamInput('surveys', nadia, 'fr', messages, { surveys: NOT_A_LEADER }));
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Cette fonction est réservée aux responsables d’équipe');
  });

  it('answers 404 for a route it does not render', async () => {
    await ssr.expectNotRendered(render, teamInput('myTeam', nadia, 'fr', messages), 'mfe_team:my_team-list');
  });

  it('refuses data that is not the route’s, and messages without the pages’ namespaces', async () => {
    const input = teamInput('invitations', oliver, 'fr', messages);
    await ssr.expectRefusesForeignInput(render, input, { read: 'whoami', namespace: 'team' });
  });
});
