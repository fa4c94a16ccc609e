import { Page } from '@coach/shared/ui';
import { OverviewWidgets } from './OverviewWidgets.tsx';

/** `/`: one page composed from the widgets of several remotes. */
export function OverviewPage() {
  return (
    <Page titleKey="overview.title" ns="shell">
      <OverviewWidgets />
    </Page>
  );
}
