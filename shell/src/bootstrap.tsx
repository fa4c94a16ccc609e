import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import type { RegistryDocument } from '@coach/shared/registry';
import fr from './i18n/fr.json';
import en from './i18n/en.json';
import './styles/global.css';
import { fetchRegistry } from './app/federation/registry.ts';
import { loadRemoteRoutes, registerFromRegistry } from './app/federation/remotes.ts';
import { createRouteTree } from './app/routing/route-tree.tsx';
import { createRemoteRoutePatcher } from './app/routing/remote-route-patcher.ts';

const EMPTY_REGISTRY: RegistryDocument = { revision: 0, remotes: {} };

async function start(): Promise<void> {
  initI18n();
  addNamespace('shell', { fr, en });

  // A registry that cannot be read must not stop the shell: every remote area then shows
  // its "unavailable" panel and the shell's own pages keep working.
  const registry = await fetchRegistry().catch((error: unknown) => {
    console.error(error);
    return EMPTY_REGISTRY;
  });
  registerFromRegistry(registry);

  const router = createBrowserRouter(createRouteTree(), {
    patchRoutesOnNavigation: createRemoteRoutePatcher(loadRemoteRoutes),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
