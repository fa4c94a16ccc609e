import { defineNamespace } from '@coach/shared/i18n';
import fr from './fr.json';
import en from './en.json';

export const { name: NAMESPACE, register: registerNamespace } = defineNamespace('home', { fr, en });
