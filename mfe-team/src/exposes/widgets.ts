import { lazy } from 'react';
import { CONTRACT_VERSION, type AssertWidgetsModule, type OverviewWidget } from '@coach/shared/contract';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './widgets.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** Widgets for the overview page (`/`), composed by the shell. */
export const widgets: OverviewWidget[] = [
  {
    slot: 'my-schedule',
    order: 40,
    titleKey: 'mySchedule.title',
    Component: lazy(() => import('../features/team/MyScheduleWidget.tsx')),
  },
];

export type Contract = AssertWidgetsModule<typeof self>;
