import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { LanguageTransition } from '../../features/language/LanguageTransition.tsx';
import { LiveMark } from '../../features/prerender/LiveMark.tsx';
import type { FormHandover } from '../../features/prerender/form-handover.ts';
import type { AppRouter } from './create-app-router.ts';

/**
 * The start's last step (bootstrap.tsx), a module of its own so that react-dom is evaluated in a
 * task of its own. A transition: React renders the first page in slices that leave the main thread
 * free between them (a phone's taps and scrolls answer meanwhile), then shows it in one commit.
 */
export function renderApp(container: HTMLElement, router: AppRouter, handover: FormHandover | null): void {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <LanguageTransition>
          <RouterProvider router={router} />
        </LanguageTransition>
        <LiveMark container={container} handover={handover} />
      </StrictMode>,
    ),
  );
}
