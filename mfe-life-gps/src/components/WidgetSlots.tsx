import { lazy } from 'react';
import type { WidgetProps } from '@coach/shared/contract';
import MainGoal from '../features/life-gps/MainGoalWidget.tsx';
import InteriorWeather from '../features/weather/InteriorWeatherWidget.tsx';
import { WidgetFrame } from './WidgetFrame.tsx';

// The widgets the browser alone draws are lazy chunks; the frame (heading, final height, skeleton)
// shows at once. The main goal and the interior weather are drawn on the server
// (src/server-render.tsx): not lazy, so that the live page takes them over at once, with no
// loading state in between. The schedule shows appointments at times of day, in the browser's
// time zone: the browser's to draw.
const MySchedule = lazy(() => import('../features/schedule/MyScheduleWidget.tsx'));

export function MainGoalSlot({ data }: WidgetProps) {
  return (
    <WidgetFrame titleKey="mainGoal.title" size="goal">
      <MainGoal data={data} />
    </WidgetFrame>
  );
}

export function InteriorWeatherSlot({ data }: WidgetProps) {
  return (
    <WidgetFrame titleKey="interiorWeather.title" size="weather">
      <InteriorWeather data={data} />
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
