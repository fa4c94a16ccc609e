import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteWidgets } from '../../lib/federation/remotes.ts';
import { WIDGET_REMOTES } from '../../lib/federation/prefixes.ts';
import { arrangeOverview, type SourceState } from './overview-layout.ts';

class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Loads every widget remote in parallel; one failing leaves the others working. Every slot keeps
 * its place and height while its remote loads (overview-layout.ts), so the page does not move.
 */
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
  }, []);

  const fallback = <p className="widget__fallback">{t('widgets.unavailable')}</p>;
  return (
    <div className="widget-grid">
      {arrangeOverview(sources).map((cell) => {
        if (cell.kind === 'placeholder') {
          return (
            <div
              key={cell.key}
              className={`widget widget--loading overview-slot--${cell.slot}`}
              aria-busy="true"
            >
              {t('widgets.loading')}
            </div>
          );
        }
        if (cell.kind === 'failed') {
          return (
            <div key={cell.key} className="widget widget--failed" data-remote={cell.remote}>
              {fallback}
            </div>
          );
        }
        const { widget } = cell;
        return (
          <article key={cell.key} className={`widget overview-slot--${widget.slot}`} data-slot={widget.slot}>
            <WidgetBoundary fallback={fallback}>
              <Suspense fallback={<p aria-busy="true">{t('widgets.loading')}</p>}>
                <widget.Component />
              </Suspense>
            </WidgetBoundary>
          </article>
        );
      })}
    </div>
  );
}
