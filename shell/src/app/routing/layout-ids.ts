import type { LayoutName } from '@coach/shared/contract';

/** Pathless layout routes of the shell; remote routes are patched in as their children. */
export const LAYOUT_ROUTE_ID: Record<LayoutName, string> = {
  home: 'layout-home',
  main: 'layout-main',
  default: 'layout-default',
  sidebar: 'layout-sidebar',
  'next-page': 'layout-next-page',
};
