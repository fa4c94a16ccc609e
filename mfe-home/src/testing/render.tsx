// Test helpers for mfe-home's jest suites; never imported by application code.
import { StrictMode, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { authStore, clearToken, initialAuthState } from '@coach/shared/auth';
import { i18n, initI18n, type Language } from '@coach/shared/i18n';
import { registerNamespace } from '../i18n/namespace.ts';

initI18n('fr');
registerNamespace();

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

/** Renders `element` at `url` (matched by `path`), in StrictMode as the shell does; any other path shows where the app went. */
export function renderRoute(element: ReactElement, url: string, path = url.split('?')[0] ?? '/') {
  const router = createMemoryRouter(
    [
      { path, element },
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

/** Fresh state for each test: French, no token, no store state, empty storages. */
export async function resetEnvironment(): Promise<void> {
  await i18n.changeLanguage('fr');
  clearToken();
  authStore.setState(initialAuthState);
  localStorage.clear();
  sessionStorage.clear();
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces global fetch (ky calls it) with `answer`, called with each request; records the
 * requests with their parsed JSON bodies.
 */
export function mockApi(answer: (request: RecordedRequest) => Reply | Promise<Reply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const text = await input.clone().text();
    const recorded: RecordedRequest = {
      method: input.method,
      url: new URL(input.url),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: input.headers,
    };
    requests.push(recorded);
    const reply = await answer(recorded);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, requests };
}

/** A promise settled from the outside: keeps a request pending to observe loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
