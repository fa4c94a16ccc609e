import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetRenderId } from '@coach/shared/contract';
import { OVERVIEW_SLOT_ATTRIBUTE } from '@coach/shared/prerender';
import { remoteArea } from '../../lib/federation/remote-area.ts';
import type { OverviewCell } from './overview-layout.ts';

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
 * The overview's cells as laid out (overview-layout.ts). Drawn by the live page and, every slot a
 * placeholder, at build time (src/prerender.tsx): the server puts each widget it drew in place of
 * its slot's placeholder (`OVERVIEW_SLOT_ATTRIBUTE`), in the same `<article>` this draws, so the
 * live page takes over without a change. Each widget names its remote and the version it was
 * loaded from (`data-remote`, `data-version`), as the server names the ones it drew
 * (registry/remote-area-marks.ts). `data`: what each widget was drawn from, by render id.
 */
export function OverviewGrid({
  cells,
  data = {},
}: {
  cells: readonly OverviewCell[];
  data?: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation('shell');
  const fallback = <p className="widget__fallback">{t('widgets.unavailable')}</p>;
  return (
    <div className="widget-grid">
      {cells.map((cell) => {
        if (cell.kind === 'placeholder') {
          return (
            <div
              key={cell.key}
              className={`widget widget--loading overview-slot--${cell.slot}`}
              aria-busy="true"
              {...{ [OVERVIEW_SLOT_ATTRIBUTE]: cell.slot }}
            >
              {t('widgets.loading')}
            </div>
          );
        }
        if (cell.kind === 'failed') {
          return (
            <div key={cell.key} className="widget widget--failed" {...remoteArea(cell.remote)}>
              {fallback}
            </div>
          );
        }
        const { widget, remote } = cell;
        return (
          <article
            key={cell.key}
            className={`widget overview-slot--${widget.slot}`}
            data-slot={widget.slot}
            {...remoteArea(remote)}
          >
            <WidgetBoundary fallback={fallback}>
              <Suspense fallback={<p aria-busy="true">{t('widgets.loading')}</p>}>
                <widget.Component data={data[widgetRenderId(remote, widget.slot)]} />
              </Suspense>
            </WidgetBoundary>
          </article>
        );
      })}
    </div>
  );
}
