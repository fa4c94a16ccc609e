import { Page } from '@coach/shared/ui';

export default function LandingPage() {
  return <Page titleKey="landing.title" ns="home" />;
}
