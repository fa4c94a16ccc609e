import { defineNamespace } from '@coach/shared/i18n';
import { registerAreaValidation } from '@coach/shared/i18n/area-validation';
import fr from './fr.json';
import en from './en.json';

export const { name: NAMESPACE, register: registerNamespace } = defineNamespace(
  'profile',
  { fr, en },
  registerAreaValidation,
);
