/**
 * The registry's tables, by what each module changes or reads: the releases (release-records.ts),
 * the live pointers and their locks (live-pointer.ts), the revision every change moves
 * (revision.ts), the document the shell reads (registry-document.ts), and the error a refused
 * change throws (registry-error.ts). One import for the callers that use several.
 */
export * from './live-pointer';
export * from './registry-document';
export * from './registry-error';
export * from './release-records';
export * from './revision';
