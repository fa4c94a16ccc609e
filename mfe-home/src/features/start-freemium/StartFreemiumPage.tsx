import { Page } from '@coach/shared/ui';

export default function StartFreemiumPage() {
  return <Page titleKey="startFreemium.title" ns="home" />;
}
