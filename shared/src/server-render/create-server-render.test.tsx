/**
 * @jest-environment node
 */
// createServerRender on pages of its own (mfe-profile/src/server-render.test.ts renders a real
// one): what the render gives a page, and what it refuses. Run as the server runs it: no document,
// the browser singletons refused as the server bundles refuse them.
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { authStore } from '@coach/shared/auth';
import { i18n } from '@coach/shared/i18n';
import type { Messages } from './contract.ts';
import { createServerRender, type ServerRoute } from './create-server-render.tsx';
import { apiRead, declareRouteData } from './route-data.ts';
import { useMemberToday, useRead, useRouteData, useWidgetData } from './use-route-data.ts';
import type { WidgetProps } from '@coach/shared/contract';

jest.mock('@coach/shared/auth', () => jest.requireActual('./browser-singletons/auth.ts'));
jest.mock('@coach/shared/i18n', () => jest.requireActual('./browser-singletons/i18n.ts'));

const trainingData = declareRouteData({ training: apiRead<{ title: string }>('dashboard/trainings/:id') });

function TrainingPage() {
  const { t } = useTranslation('trainings');
  const { id } = useParams();
  const { training } = useRouteData(trainingData);
  const { state } = useRead(training, () => trainingData.read('training', { id }));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{state.status === 'ready' ? state.value.title : t('missing')}</h1>
      <p>{t('shown', { id })}</p>
    </section>
  );
}

function StorePage() {
  return <p>{authStore.getState().app_user?.firstname}</p>;
}

function GlobalI18nPage() {
  return <p>{i18n.t('anything')}</p>;
}

const nextStepData = declareRouteData({ step: apiRead<{ label: string }>('dashboard/next-step') });

function NextStepWidget({ data }: WidgetProps) {
  const { t } = useTranslation('trainings');
  const { step } = useWidgetData(nextStepData, data);
  const { state } = useRead(step, () => nextStepData.read('step', {}));
  return <p>{state.status === 'ready' ? state.value.label : t('missing')}</p>;
}

function DayPage() {
  return <p>{useMemberToday() ?? 'day unknown'}</p>;
}

const none = declareRouteData({});
const messages: Record<'fr' | 'en', Messages> = {
  fr: { common: {}, trainings: { missing: 'Introuvable', shown: 'Formation {{id}}' } },
  en: { common: {}, trainings: { missing: 'Not found', shown: 'Training {{id}}' } },
};
/** A test page: its path, its route name and its data; every one in the default layout. */
const pageOf = (
  path: string,
  name: string,
  data: ServerRoute['data'],
  Component: ComponentType,
): ServerRoute => ({
  path,
  handle: { name, layout: 'default', titleKey: 't' },
  data,
  Component,
});
const { render, routes, widgets } = createServerRender({
  remote: 'mfe_trainings',
  routes: [
    pageOf('/trainings/:id', 'training', trainingData, TrainingPage),
    pageOf('/store', 'store', none, StorePage),
    pageOf('/day', 'day', none, DayPage),
    pageOf('/global', 'global', none, GlobalI18nPage),
  ],
  widgets: [{ slot: 'my-training', data: nextStepData, Component: NextStepWidget }],
  messages,
});

const trainingInput = (id: string, title: string) => ({
  route: 'mfe_trainings:training',
  params: { id },
  data: { 'mfe_trainings:training': { training: { ok: true, body: { title } } } },
  lang: 'en' as const,
  messages: messages.en,
});

describe('createServerRender', () => {
  it('lists its routes by id, with their reads, for the platform', () => {
    expect(routes['mfe_trainings:training']).toEqual({
      path: '/trainings/:id',
      layout: 'default',
      reads: { training: 'dashboard/trainings/:id' },
    });
  });

  it('gives the page its data, its params as the router decodes them, and ids apart from the frame’s', async () => {
    const { html, status } = await render(trainingInput('a/b c', 'Courage & <care>'));
    expect(status).toBe(200);
    expect(html).toContain('>Courage &amp; &lt;care&gt;</h1>');
    expect(html).toContain('Training a/b c');
    expect(html).toMatch(/aria-labelledby="_?mfe_trainings-[^"]+"/);
  });

  it('draws each call with the messages it was given, a language keeping its texts only while they are the same', async () => {
    const worded = (shown: string) => ({
      ...trainingInput('7', 'Courage'),
      messages: { ...messages.en, trainings: { ...messages.en.trainings, shown } },
    });
    expect((await render(worded('Course {{id}}'))).html).toContain('Course 7');
    expect((await render(worded('Course {{id}}'))).html).toContain('Course 7');
    expect((await render(worded('Programme {{id}}'))).html).toContain('Programme 7');
    expect(
      (await render({ ...worded('Programme {{id}}'), lang: 'fr', messages: messages.fr })).html,
    ).toContain('Formation 7');
  });

  it('gives the page the member’s day when the platform knows it, and none otherwise', async () => {
    const input = {
      route: 'mfe_trainings:day',
      params: {},
      data: { 'mfe_trainings:day': {} },
      lang: 'en' as const,
      messages: messages.en,
    };
    expect((await render({ ...input, today: '2026-11-28' })).html).toBe('<p>2026-11-28</p>');
    expect((await render(input)).html).toBe('<p>day unknown</p>');
    await expect(render({ ...input, today: '28/11/2026' })).rejects.toThrow('today must be a day');
  });

  it('draws an overview widget from the data given, and lists it with its reads', async () => {
    const id = 'mfe_trainings:widget/my-training';
    expect(widgets).toEqual({ [id]: { slot: 'my-training', reads: { step: 'dashboard/next-step' } } });
    const given = (body: unknown) => ({
      route: id,
      params: {},
      data: { [id]: { step: body === null ? { ok: false, status: 503, errors: {} } : { ok: true, body } } },
      lang: 'en' as const,
      messages: messages.en,
    });
    await expect(render(given({ label: 'Module 3 — <Listen>' }))).resolves.toEqual({
      html: '<p>Module 3 — &lt;Listen&gt;</p>',
      status: 200,
    });
    await expect(render(given(null))).resolves.toEqual({ html: '<p>Not found</p>', status: 503 });
  });

  it('answers 404 for a route of another bundle', async () => {
    await expect(render({ ...trainingInput('1', 'x'), route: 'mfe_trainings:other' })).resolves.toEqual({
      html: '',
      status: 404,
    });
  });

  it.each([
    ['the auth store', 'mfe_trainings:store', 'The auth store'],
    ['the global i18n instance', 'mfe_trainings:global', "The page's i18n instance"],
  ])('fails a page that uses %s: it would mix members', async (_what, route, message) => {
    const input = { route, params: {}, data: { [route]: {} }, lang: 'fr' as const, messages: messages.fr };
    await expect(render(input)).rejects.toThrow(message);
  });

  it('refuses a declared read the platform must not run', () => {
    expect(() =>
      createServerRender({
        remote: 'mfe_trainings',
        routes: [
          {
            path: '/x',
            handle: { name: 'x', layout: 'default', titleKey: 't' },
            data: declareRouteData({ escape: apiRead('../platform/releases') }),
            Component: StorePage,
          },
        ],
        messages,
      }),
    ).toThrow('is not an api read');
  });
});
