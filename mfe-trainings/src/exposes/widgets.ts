import { lazy } from 'react';
import { CONTRACT_VERSION, type AssertWidgetsModule, type OverviewWidget } from '@coach/shared/contract';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './widgets.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** Widgets for the overview page (`/`), composed by the shell. */
export const widgets: OverviewWidget[] = [
  {
    slot: 'my-training',
    order: 20,
    titleKey: 'myTraining.title',
    Component: lazy(() => import('../features/catalogue/MyTrainingWidget.tsx')),
  },
];

export type Contract = AssertWidgetsModule<typeof self>;
