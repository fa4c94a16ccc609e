import { describeRemoteRoutes } from '@coach/shared/testing';
import { routes } from './routes.ts';

describeRemoteRoutes('mfe_trainings', routes);
