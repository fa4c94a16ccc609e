import { CONTRACT_VERSION, type AssertWidgetsModule, type OverviewWidget } from '@coach/shared/contract';
import { InteriorWeatherSlot, MainGoalSlot, MyScheduleSlot } from '../components/WidgetSlots.tsx';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './widgets.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** Widgets for the overview page (`/`), composed by the shell (docs/product.md §8.1). */
export const widgets: OverviewWidget[] = [
  { slot: 'main-goal', order: 10, titleKey: 'mainGoal.title', Component: MainGoalSlot },
  { slot: 'interior-weather', order: 30, titleKey: 'interiorWeather.title', Component: InteriorWeatherSlot },
  { slot: 'my-schedule', order: 40, titleKey: 'mySchedule.title', Component: MyScheduleSlot },
];

export type Contract = AssertWidgetsModule<typeof self>;
