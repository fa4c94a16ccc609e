export * from './reload-guard.ts';
export * from './page-load.ts';
