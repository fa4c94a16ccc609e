// `@coach/shared/i18n` in a server bundle (tooling/webpack/create-server-render-config.cjs aliases
// it here): the page's one i18n instance has no place in a render shared by every member; each
// render makes its own, given to the page by `I18nextProvider` (create-server-render.tsx). The
// language facts and the shared strings stay; a namespace is declared as in the browser (at
// import) but never registered.
import type * as I18n from '../../i18n/index.ts';
import { refusedFunction, refusedObject } from './refused.ts';

export * from '../../i18n/languages.ts';
export { sharedResources, type TranslateFn } from '../../i18n/resources.ts';
export type { DefinedNamespace, NamespaceResources } from '../../i18n/index.ts';

const what = "The page's i18n instance (@coach/shared/i18n)";
export const i18n = refusedObject<typeof I18n.i18n>(what);
export const initI18n = refusedFunction<typeof I18n.initI18n>(what);
export const addNamespace = refusedFunction<typeof I18n.addNamespace>(what);
export const currentLanguage = refusedFunction<typeof I18n.currentLanguage>(what);
export const setLanguage = refusedFunction<typeof I18n.setLanguage>(what);
export const syncDocumentLanguage = refusedFunction<typeof I18n.syncDocumentLanguage>("The page's document");

export const defineNamespace: typeof I18n.defineNamespace = (name) => ({
  name,
  register: refusedFunction(what),
});
