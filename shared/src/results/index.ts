export * from './scoring.ts';
export * from './api.ts';
