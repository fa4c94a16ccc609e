import { useMatches, type LoaderFunctionArgs } from 'react-router';
import { readToken, toApiError } from '@coach/shared/api';
import type { ModuleDetailResponse, TrainingDetailResponse } from '@coach/shared/trainings';
import { trainingPath, trainingsApi } from './trainings-api.ts';

/**
 * The validity checks of the training routes (docs/product.md §2.3): an unknown training or
 * module slug is the shell's 404 page; a locked module sends the learner back to its training,
 * which shows why. They also hand the page its first data. Without a session (or when the call
 * fails for another reason) they let the page render: the guards or its error state take over.
 */

const notFound = () => new Response(null, { status: 404 });
// A redirect as react-router reads it (a 3xx with Location): the shell shares react-router cut
// down to the exports in tooling/webpack/shared-exports.cjs, and `redirect` is not one of them.
const redirectTo = (location: string) => new Response(null, { status: 302, headers: { Location: location } });

export async function trainingLoader({ params }: LoaderFunctionArgs): Promise<TrainingDetailResponse | null> {
  if (!readToken()) return null;
  try {
    return await trainingsApi.training(params.training_slug ?? '');
  } catch (error) {
    if (toApiError(error, '').status === 404) throw notFound();
    return null;
  }
}

export async function moduleLoader({ params }: LoaderFunctionArgs): Promise<ModuleDetailResponse | null> {
  if (!readToken()) return null;
  const training = params.training_slug ?? '';
  const module = params.module_slug ?? '';
  try {
    return await trainingsApi.module(training, module);
  } catch (error) {
    const status = toApiError(error, '').status;
    if (status === 404) throw notFound();
    if (status === 409) throw redirectTo(`${trainingPath(training)}?locked=${encodeURIComponent(module)}`);
    return null;
  }
}

/** The data the route's loader handed over (through `useMatches`, one of the shared exports). */
export function useLoaderResult<T>(): T | null {
  return (useMatches().at(-1)?.loaderData as T | undefined) ?? null;
}
