import { lazy } from 'react';
import { WidgetFrame } from './WidgetFrame.tsx';

// Each widget's code is a lazy chunk; the frame (heading, final height, skeleton) shows at once.
const MainGoal = lazy(() => import('../features/life-gps/MainGoalWidget.tsx'));
const InteriorWeather = lazy(() => import('../features/weather/InteriorWeatherWidget.tsx'));
const MySchedule = lazy(() => import('../features/schedule/MyScheduleWidget.tsx'));

export function MainGoalSlot() {
  return (
    <WidgetFrame titleKey="mainGoal.title" size="goal">
      <MainGoal />
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
