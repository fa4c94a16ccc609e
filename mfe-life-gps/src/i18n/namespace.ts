import { addNamespace } from '@coach/shared/i18n';
import fr from './fr.json';
import en from './en.json';

export const NAMESPACE = 'lifeGps';

/** Brings this remote's strings with its code; safe to call from every exposed module. */
export function registerNamespace(): string {
  addNamespace(NAMESPACE, { fr, en });
  return NAMESPACE;
}
