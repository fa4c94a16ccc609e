// The two pages as the shell mounts them, with their routes' loaders (docs/server-render.md), for
// the browser-side tests; never imported by application code.
import { renderRoute } from '@coach/shared/testing';
import { myCommitmentsRoute } from '../app/my-commitments-route.ts';
import { myLifeGpsRoute } from '../app/my-life-gps-route.ts';
import MyCommitmentsPage from '../pages/MyCommitmentsPage.tsx';
import MyLifeGpsPage from '../pages/MyLifeGpsPage.tsx';

/** `/my_life_gps` (or `url`, with its query), its reads started by its loader. */
export const renderMyLifeGps = (url = myLifeGpsRoute.path) =>
  renderRoute(<MyLifeGpsPage />, url, myLifeGpsRoute.path, {
    loader: myLifeGpsRoute.data.loader,
    shouldRevalidate: myLifeGpsRoute.data.shouldRevalidate,
  });

/** `/my_commitments`, its reads started by its loader (and, for its lists, by the page). */
export const renderMyCommitments = () =>
  renderRoute(<MyCommitmentsPage />, myCommitmentsRoute.path, myCommitmentsRoute.path, {
    loader: myCommitmentsRoute.data.loader,
    shouldRevalidate: myCommitmentsRoute.data.shouldRevalidate,
  });
