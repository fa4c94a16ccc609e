import { CONTRACT_VERSION, type AssertWidgetsModule, type OverviewWidget } from '@coach/shared/contract';
import MyTrainingWidget from '../features/catalogue/MyTrainingWidget.tsx';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './widgets.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/**
 * Widgets for the overview page (`/`), composed by the shell. Not lazy: a widget the server drew
 * (src/server-render.tsx) must draw at once when the live page takes over, with no loading state
 * in between.
 */
export const widgets: OverviewWidget[] = [
  {
    slot: 'my-training',
    order: 20,
    titleKey: 'myTraining.title',
    Component: MyTrainingWidget,
  },
];

export type Contract = AssertWidgetsModule<typeof self>;
