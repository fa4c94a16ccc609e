export * from './contract/index.ts';
export * from './i18n/languages.ts';
