export * from './reload-guard.ts';
