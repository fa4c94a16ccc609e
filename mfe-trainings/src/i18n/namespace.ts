import { defineNamespace } from '@coach/shared/i18n';
import { registerAreaValidation } from '@coach/shared/i18n/area-validation';
import fr from './fr.json';
import en from './en.json';

/** The strings themselves, for the server render's messages (src/server-render.tsx). */
export const resources = { fr, en };

export const { name: NAMESPACE, register: registerNamespace } = defineNamespace(
  'trainings',
  resources,
  registerAreaValidation,
);
