/**
 * Request and response schemas shared by the front and the api (React-free).
 * Factories take `t`, a translate function bound to the `validation` i18next namespace
 * (`useTranslation('validation').t` in the front, `getFixedT(lang, 'validation')` in the api).
 */
export * from './constants';
export * from './fields';
export * from './register';
export * from './login';
export * from './verification';
export * from './responses';
export * from './client-errors';
