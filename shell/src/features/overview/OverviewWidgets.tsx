import { useEffect, useState } from 'react';
import { loadRemoteWidgets } from '../../lib/federation/remotes.ts';
import { WIDGET_REMOTES } from '../../lib/federation/prefixes.ts';
import { drawnOverview, forgetDrawnOverview } from './drawn-overview.ts';
import { OverviewGrid } from './OverviewGrid.tsx';
import { arrangeOverview, type SourceState } from './overview-layout.ts';

/**
 * Loads every widget remote in parallel; one failing leaves the others working. Every slot keeps
 * its place and height while its remote loads (overview-layout.ts), so the page does not move. On
 * an overview the server drew, the remotes it drew with are already here, with their data.
 */
export function OverviewWidgets() {
  const [drawn] = useState(drawnOverview);
  const [sources, setSources] = useState<SourceState[]>(
    () => drawn?.sources ?? WIDGET_REMOTES.map((remote) => ({ remote, status: 'loading' })),
  );

  useEffect(() => {
    forgetDrawnOverview();
    let live = true;
    for (const remote of WIDGET_REMOTES) {
      if (drawn?.sources.some((source) => source.remote === remote && source.status === 'ready')) continue;
      loadRemoteWidgets(remote).then(
        (mod) => {
          if (!live) return;
          setSources((all) =>
            all.map((s) => (s.remote === remote ? { remote, status: 'ready', widgets: mod.widgets } : s)),
          );
        },
        (error: unknown) => {
          console.error(error);
          if (!live) return;
          setSources((all) => all.map((s) => (s.remote === remote ? { remote, status: 'failed' } : s)));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [drawn]);

  return <OverviewGrid cells={arrangeOverview(sources)} data={drawn?.data} />;
}
