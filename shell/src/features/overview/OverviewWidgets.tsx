import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewWidget, RemoteName } from '@coach/shared/contract';
import { loadRemoteWidgets } from '../../lib/federation/remotes.ts';
import { WIDGET_REMOTES } from '../../lib/federation/prefixes.ts';

type SourceState =
  | { remote: RemoteName; status: 'loading' }
  | { remote: RemoteName; status: 'ready'; namespace: string; widgets: OverviewWidget[] }
  | { remote: RemoteName; status: 'failed' };

class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Loads every widget remote in parallel; one failing leaves the others working. */
export function OverviewWidgets() {
  const { t } = useTranslation('shell');
  const [sources, setSources] = useState<SourceState[]>(() =>
    WIDGET_REMOTES.map((remote) => ({ remote, status: 'loading' })),
  );

  useEffect(() => {
    let live = true;
    for (const remote of WIDGET_REMOTES) {
      loadRemoteWidgets(remote).then(
        (mod) => {
          if (!live) return;
          setSources((all) =>
            all.map((s) =>
              s.remote === remote
                ? { remote, status: 'ready', namespace: mod.namespace, widgets: mod.widgets }
                : s,
            ),
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
  }, []);

  const fallback = <p className="widget__fallback">{t('widgets.unavailable')}</p>;
  return (
    <div className="widget-grid">
      {sources.map((source) => {
        if (source.status === 'loading') {
          return (
            <div key={source.remote} className="widget widget--loading" aria-busy="true">
              {t('widgets.loading')}
            </div>
          );
        }
        if (source.status === 'failed') {
          return (
            <div key={source.remote} className="widget widget--failed" data-remote={source.remote}>
              {fallback}
            </div>
          );
        }
        return [...source.widgets]
          .sort((a, b) => a.order - b.order)
          .map((widget) => (
            <article key={widget.slot} className="widget" data-slot={widget.slot}>
              <WidgetBoundary fallback={fallback}>
                <Suspense fallback={<p aria-busy="true">{t('widgets.loading')}</p>}>
                  <widget.Component />
                </Suspense>
              </WidgetBoundary>
            </article>
          ));
      })}
    </div>
  );
}
