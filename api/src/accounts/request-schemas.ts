import {
  createLoginPayloadSchema,
  createRegisterPayloadSchema,
  createVerificationConfirmSchema,
} from '@coach/shared/schemas';
import { asTranslateFn, translator, type Language } from '../i18n/i18n';

function build(lang: Language) {
  const t = asTranslateFn(translator(lang, 'validation'));
  return {
    register: createRegisterPayloadSchema(t),
    login: createLoginPayloadSchema(t),
    verificationConfirm: createVerificationConfirmSchema(t),
  };
}

const cache = new Map<Language, ReturnType<typeof build>>();

/** The shared request schemas with messages in one language (built once per language). */
export function schemasFor(lang: Language): ReturnType<typeof build> {
  let schemas = cache.get(lang);
  if (!schemas) {
    schemas = build(lang);
    cache.set(lang, schemas);
  }
  return schemas;
}
