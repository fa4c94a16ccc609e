// The render input of one route for the remotes' server render tests (src/testing/*-members.ts):
// never imported by application code.
import type { Language } from '@coach/shared/i18n/languages';
import type { Messages, RenderInput } from '@coach/shared/server-render';

/** The input of `route` with its reads' results, in `lang` with that language's messages. */
export function routeInput(
  route: string,
  reads: object,
  lang: Language,
  messages: Record<Language, Messages>,
  more: Partial<Pick<RenderInput, 'params' | 'today'>> = {},
): RenderInput {
  return { route, params: {}, data: { [route]: reads }, lang, messages: messages[lang], ...more };
}
