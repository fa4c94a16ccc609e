import { Page } from '@coach/shared/ui';

export default function WhoAreYouPage() {
  return <Page titleKey="whoAreYou.title" ns="home" />;
}
