import { Page } from '@coach/shared/ui';

export default function ComingSoonPage() {
  return <Page titleKey="comingSoon.title" ns="home" />;
}
