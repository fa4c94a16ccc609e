import {
  CONTRACT_VERSION,
  lazyPage,
  type AssertRoutesModule,
  type RemoteRoute,
} from '@coach/shared/contract';
import { registerNamespace } from '../i18n/namespace.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-trainings owns (ARCHITECTURE §1), each with its SPEC §2 name and layout. */
export const routes: RemoteRoute[] = [
  {
    path: '/old_trainings',
    handle: { name: 'old_trainings', layout: 'default', titleKey: 'oldTrainings.title' },
    lazy: lazyPage(() => import('../features/old-trainings/OldTrainingsPage.tsx')),
  },
  {
    path: '/result',
    handle: { name: 'result', layout: 'default', titleKey: 'result.title' },
    lazy: lazyPage(() => import('../features/result/ResultPage.tsx')),
  },
  {
    path: '/trainings',
    handle: { name: 'trainings', layout: 'default', titleKey: 'trainings.title' },
    lazy: lazyPage(() => import('../features/trainings/TrainingsPage.tsx')),
  },
  {
    path: '/training/:training_slug',
    handle: {
      name: 'training-slug',
      layout: 'sidebar',
      titleKey: 'trainingDetail.title',
    },
    lazy: lazyPage(() => import('../features/training-detail/TrainingDetailPage.tsx')),
  },
  {
    path: '/training/:training_slug/modules/:module_slug',
    handle: {
      name: 'training-slug-modules-module_slug',
      layout: 'next-page',
      titleKey: 'trainingModule.title',
    },
    lazy: lazyPage(() => import('../features/training-module/TrainingModulePage.tsx')),
  },
  {
    path: '/training_results/:training_slug/j-embarque',
    handle: {
      name: 'training_results-slug-j-embarque',
      layout: 'next-page',
      titleKey: 'resultJEmbarque.title',
    },
    lazy: lazyPage(() => import('../features/result-j-embarque/JEmbarqueResultPage.tsx')),
  },
  {
    path: '/training_results/:training_slug/my_life_gps',
    handle: {
      name: 'training_results-slug-my_life_gps',
      layout: 'next-page',
      titleKey: 'resultLifeGps.title',
    },
    lazy: lazyPage(() => import('../features/result-life-gps/LifeGpsResultPage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
