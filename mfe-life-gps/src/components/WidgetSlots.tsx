import { lazy } from 'react';
import type { WidgetProps } from '@coach/shared/contract';
import MainGoal from '../features/life-gps/MainGoalWidget.tsx';
import { WidgetFrame } from './WidgetFrame.tsx';

// The widgets the browser alone draws are lazy chunks; the frame (heading, final height, skeleton)
// shows at once. The main goal is drawn on the server (src/server-render.tsx): not lazy, so that
// the live page takes it over at once, with no loading state in between. The weather and the
// schedule read by the member's local day, which the server does not know.
const InteriorWeather = lazy(() => import('../features/weather/InteriorWeatherWidget.tsx'));
const MySchedule = lazy(() => import('../features/schedule/MyScheduleWidget.tsx'));

export function MainGoalSlot({ data }: WidgetProps) {
  return (
    <WidgetFrame titleKey="mainGoal.title" size="goal">
      <MainGoal data={data} />
    </WidgetFrame>
  );
}

export function InteriorWeatherSlot() {
  return (
    <WidgetFrame titleKey="interiorWeather.title" size="weather">
      <InteriorWeather />
    </WidgetFrame>
  );
}

export function MyScheduleSlot() {
  return (
    <WidgetFrame titleKey="mySchedule.title" size="schedule">
      <MySchedule />
    </WidgetFrame>
  );
}
