import type { LoaderFunctionArgs } from 'react-router';
import { readToken } from '@coach/shared/api';
import type { ReadFailure } from '@coach/shared/server-render';
import type { RouteDataSources } from '@coach/shared/server-render/route-data';
import { trainingPath } from './trainings-api.ts';
import { moduleRouteData, trainingRouteData } from './trainings-route-data.ts';

/**
 * The validity checks of the training routes (docs/product.md §2.3): an unknown training or
 * module slug is the shell's 404 page; a locked module sends the learner back to its training,
 * which shows why. They also hand the page its first data. Without a session (or when the call
 * fails for another reason) they let the page render: the guards or its error state take over.
 */

const notFound = () => new Response(null, { status: 404 });
// What the api answers without a session, without asking it: the guards send the visitor to
// /home before the page draws.
const SIGNED_OUT: ReadFailure = { ok: false, status: 401, errors: {} };
// A redirect as react-router reads it (a 3xx with Location): the shell shares react-router cut
// down to the exports in tooling/webpack/shared-exports.cjs, and `redirect` is not one of them.
const redirectTo = (location: string) => new Response(null, { status: 302, headers: { Location: location } });

/**
 * `/training/:training_slug`'s loader: its route data (docs/server-render.md), with the training
 * read awaited so that an unknown slug is the 404 before the page draws. The page then starts
 * from the answer (ready, or its error state for any other failure).
 */
export async function trainingLoader(
  args: LoaderFunctionArgs,
): Promise<RouteDataSources<typeof trainingRouteData.reads>> {
  if (!readToken()) return { training: SIGNED_OUT };
  const training = await trainingRouteData.loader(args).training;
  if (!training.ok && training.status === 404) throw notFound();
  return { training };
}

/**
 * The player's loader: its route data, with the module read awaited so that an unknown slug is
 * the 404 and a locked module sends the learner back to its training before the page draws. The
 * page then starts from the answer (ready, or its error state with a retry for any other failure).
 */
export async function moduleLoader(
  args: LoaderFunctionArgs,
): Promise<RouteDataSources<typeof moduleRouteData.reads>> {
  if (!readToken()) return { module: SIGNED_OUT };
  const module = await moduleRouteData.loader(args).module;
  if (!module.ok && module.status === 404) throw notFound();
  if (!module.ok && module.status === 409) {
    const training = args.params.training_slug ?? '';
    const locked = encodeURIComponent(args.params.module_slug ?? '');
    throw redirectTo(`${trainingPath(training)}?locked=${locked}`);
  }
  return { module };
}
