// The platform's UI kit: small accessible components themed by the shell's design tokens
// (CSS custom properties), each with its own CSS module. Shared, like all of @coach/shared, as one
// singleton provided by the shell. The everyday pieces come through `@coach/shared/ui/core`
// (imported by package name so that both entries share one instance of them on the page).
export * from '@coach/shared/ui/core';
export { Tabs, type TabItem, type TabsProps } from './Tabs.tsx';
export { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';
export { Skeleton, type SkeletonProps } from './Skeleton.tsx';
export { Dialog, type DialogProps } from './Dialog.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export * from './illustrations/index.ts';
export { ErrorState, type ErrorStateProps } from './ErrorState.tsx';
export { announce, useAnnounce } from './use-announce.ts';
