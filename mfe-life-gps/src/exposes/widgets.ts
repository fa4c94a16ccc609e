import { lazy } from 'react';
import { CONTRACT_VERSION, type AssertWidgetsModule, type OverviewWidget } from '@coach/shared/contract';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './widgets.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** Widgets for the overview page (`/`), composed by the shell. */
export const widgets: OverviewWidget[] = [
  {
    slot: 'main-goal',
    order: 10,
    titleKey: 'mainGoal.title',
    Component: lazy(() => import('../features/life-gps/MainGoalWidget.tsx')),
  },
  {
    slot: 'interior-weather',
    order: 30,
    titleKey: 'interiorWeather.title',
    Component: lazy(() => import('../features/life-gps/InteriorWeatherWidget.tsx')),
  },
];

export type Contract = AssertWidgetsModule<typeof self>;
