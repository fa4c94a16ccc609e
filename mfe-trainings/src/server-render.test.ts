/**
 * @jest-environment node
 */
// The server render of /trainings, /training/:training_slug and /result (docs/server-render.md),
// from the sources, in the server's conditions: no document, and the browser's singletons refused
// as the built bundle refuses them (tooling/webpack/create-server-render-config.cjs aliases them
// to these stand-ins).
import * as ssr from '../../shared/src/testing/server-render.ts';
import type { TrainingListResponse } from '@coach/shared/trainings';
import type { ReadFailure } from '@coach/shared/server-render';
import { messages, render, routes, version, widgets } from './server-render.tsx';
import {
  LANGUAGE_MARKS,
  PAGES,
  ROUTES,
  camille,
  jordan,
  pageInput,
  withContentText,
} from './testing/trainings-members.ts';

const OLD_TRAININGS = 'mfe_trainings:old_trainings';

describe('the server render of mfe-trainings', () => {
  it('declares its routes, their reads and its messages for the platform', () => {
    ssr.expectDeclared({ version, routes, messages }, 'trainings', {
      [ROUTES.catalogue]: {
        path: '/trainings',
        layout: 'default',
        reads: { catalogue: 'dashboard/trainings' },
      },
      [ROUTES.training]: {
        path: '/training/:training_slug',
        layout: 'sidebar',
        reads: { training: 'dashboard/trainings/:training_slug' },
      },
      [ROUTES.results]: {
        path: '/result',
        layout: 'default',
        reads: { results: 'dashboard/results' },
      },
      [OLD_TRAININGS]: {
        path: '/old_trainings',
        layout: 'default',
        reads: { catalogue: 'dashboard/trainings' },
      },
    });
  });

  it('draws /old_trainings from the catalogue read: the completed trainings, in each language', async () => {
    for (const lang of ['fr', 'en'] as const) {
      const { catalogue } = pageInput('catalogue', camille, lang, messages).data[ROUTES.catalogue] as {
        catalogue: { ok: true; body: TrainingListResponse };
      };
      const [first, ...others] = catalogue.body.trainings;
      if (!first) throw new Error('Camille has trainings');
      const done = { ...first, progress: { ...first.progress, completed_at: '2026-03-05T10:00:00.000Z' } };
      const page = await render(
        ssr.routeInput(
          OLD_TRAININGS,
          { catalogue: ssr.okRead({ trainings: [done, ...others] }) },
          lang,
          messages,
        ),
      );
      expect(page.status).toBe(200);
      expect(page.html).toContain(ssr.asHtmlText(done.title));
      expect(page.html).toContain(lang === 'fr' ? 'Terminée le 5 mars 2026' : 'Completed on March 5, 2026');
      for (const other of others) expect(page.html).not.toContain(ssr.asHtmlText(other.title));
    }
    const failed = await render(
      ssr.routeInput(OLD_TRAININGS, { catalogue: ssr.UNAVAILABLE }, 'fr', messages),
    );
    expect(failed.status).toBe(503);
    expect(failed.html).toContain('Réessayer');
  });

  it('draws the overview’s "my training" widget from the catalogue read, in each language', async () => {
    const id = 'mfe_trainings:widget/my-training';
    expect(widgets).toEqual({ [id]: { slot: 'my-training', reads: { catalogue: 'dashboard/trainings' } } });
    for (const lang of ['fr', 'en'] as const) {
      const catalogue = pageInput('catalogue', camille, lang, messages).data[ROUTES.catalogue];
      const page = await render(ssr.routeInput(id, catalogue as object, lang, messages));
      expect(page.status).toBe(200);
      expect(page.html).toContain(lang === 'fr' ? 'Ma formation' : 'My training');
      // Camille's training in progress, with its next module.
      expect(page.html).toContain('href="/training/j-embarque');
    }
    const failed = await render(ssr.routeInput(id, { catalogue: ssr.UNAVAILABLE }, 'fr', messages));
    expect(failed.status).toBe(503);
  });

  it("renders two members' pages interleaved, 300 times each in French and English: each only its own data and language", async () => {
    const problems = await ssr.interleavedProblems(300, {
      render,
      pages: PAGES,
      members: [camille, jordan],
      pageOf: (page, member, stranger, lang) => ({
        label: `${page}, ${member.name}`,
        input: pageInput(page, member, lang, messages),
        own: member.own[page],
        strangers: [stranger.own[page]],
        marks: LANGUAGE_MARKS[page],
      }),
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it.each(PAGES)(
    'keeps nothing between calls: the same %s input renders the same page after another member’s',
    async (page) => {
      await ssr.expectNothingKept(render, pageInput(page, camille, 'fr', messages), [
        pageInput(page, jordan, 'en', messages),
        pageInput(page, jordan, 'fr', messages),
      ]);
    },
  );

  describe.each(ssr.HOSTILE_TEXTS)('given content named %s', (text, markup) => {
    it.each(PAGES)('renders it on the %s page as text', async (page) => {
      const hostile = withContentText(jordan, text);
      const output = await render(pageInput(page, hostile, 'en', messages));
      expect(ssr.hostileTextProblems(output, text, markup)).toEqual([]);
    });
  });

  it('draws a cover with nothing but its shapes', async () => {
    const training = {
      ...camille.answers.fr.training,
      cover:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><script>alert(1)</script>' +
        '<rect width="320" height="160" fill="var(--color-primary-soft)" onload="alert(2)"/></svg>',
    };
    const { html, status } = await render(
      pageInput('training', camille, 'fr', messages, { ok: true, body: training }),
    );
    expect(status).toBe(200);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert(');
  });

  it('draws the error state of a read that failed, and says so in the status', async () => {
    const catalogue = await render(pageInput('catalogue', camille, 'fr', messages, ssr.UNAVAILABLE));
    expect(catalogue.status).toBe(503);
    expect(catalogue.html).toContain('Service momentanément indisponible.');
    expect(catalogue.html).toContain('Réessayer');
    expect(catalogue.html).not.toContain(ssr.asHtmlText('1 module terminé sur 2'));

    const results = await render(pageInput('results', camille, 'en', messages, ssr.NO_ANSWER));
    expect(results.status).toBe(502);
    expect(results.html).toContain('The server is not answering. Check your connection and try again.');
    expect(results.html).not.toContain('Compass');
  });

  it('answers an unknown training with 404, the page saying it does not exist', async () => {
    const unknown: ReadFailure = {
      ok: false,
      status: 404,
      errors: { base: ['Cette formation n’existe pas.'] },
    };
    const input = pageInput('training', { ...camille, trainingSlug: 'cap-inconnu' }, 'fr', messages, unknown);
    const { html, status } = await render(input);
    expect(status).toBe(404);
    expect(html).toContain('Page introuvable');
    expect(html).toContain('Page not found: /training/cap-inconnu');
    expect(html).not.toContain('Réessayer');
  });

  it('answers 404 for a route it does not render', async () => {
    const input = pageInput('catalogue', camille, 'fr', messages);
    await ssr.expectNotRendered(render, input, 'mfe_trainings:training_results-slug-j-embarque');
  });

  it('refuses data that is not the route’s, and messages without the pages’ namespaces', async () => {
    const input = pageInput('catalogue', camille, 'fr', messages);
    await ssr.expectRefusesForeignInput(render, input, {
      read: 'catalogue',
      namespace: 'trainings',
      routeData: { trainings: camille.answers.fr.catalogue },
    });
  });
});
