// Rendering helpers for every package's jest suites; never imported by application code.
import { StrictMode, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { authStore, clearToken, initialAuthState } from '@coach/shared/auth';
import { LANGUAGE_COOKIE, i18n, initI18n, type Language } from '@coach/shared/i18n';

// French is the platform's default: tests read the strings users see first. A remote registers
// its own namespace in its tests (as its exposed modules do when loaded).
initI18n('fr');

/**
 * jest-fixed-jsdom gives Node's FormData, which cannot read a jsdom <form>. React builds one when
 * a submit handler starts a transition (react-router's navigate does), as browsers allow: read
 * the form's named controls the way a browser would.
 */
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? [])) {
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ))
        continue;
      if (!element.name || element.disabled) continue;
      if (
        element instanceof HTMLInputElement &&
        ['checkbox', 'radio'].includes(element.type) &&
        !element.checked
      )
        continue;
      this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** Drawn while a route's loader answers: the shell's placeholder is not part of these tests. */
function NothingYet() {
  return null;
}

/** The parts of a remote's route that go with its page: its data (docs/server-render.md). */
export type RouteData = Pick<RouteObject, 'loader' | 'shouldRevalidate'>;

/**
 * Renders `element` at `url` (matched by `path`, with the route's `data` loader when it has one),
 * in StrictMode as the shell does; any other path shows where the app went.
 */
export function renderRoute(
  element: ReactElement,
  url: string,
  path = url.split('?')[0] ?? '/',
  data: RouteData = {},
) {
  const router = createMemoryRouter(
    [
      { path, element, ...data, ...(data.loader ? { HydrateFallback: NothingYet } : {}) },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  return {
    router,
    ...render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  };
}

/** Switches the page's language (`i18n.changeLanguage`) and lets React re-render. */
export async function switchLanguage(lng: Language): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(lng);
  });
}

/** Fresh state for each test: French, no token, no language cookie, no store state, empty storages. */
export async function resetEnvironment(): Promise<void> {
  await i18n.changeLanguage('fr');
  clearToken();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  authStore.setState(initialAuthState);
  localStorage.clear();
  sessionStorage.clear();
}
