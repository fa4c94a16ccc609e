import * as v from 'valibot';
import type { RemoteName } from '../contract/index.ts';

const RemoteEntrySchema = v.object({
  version: v.pipe(v.string(), v.nonEmpty()),
  manifest: v.pipe(v.string(), v.nonEmpty()),
  integrity: v.nullish(v.pipe(v.string(), v.startsWith('sha384-'))),
  /** SRI hash of the remote's mf-manifest.json, checked before the manifest is used. */
  manifestIntegrity: v.nullish(v.pipe(v.string(), v.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/))),
});

const RedirectRuleSchema = v.object({ from: v.string(), to: v.string(), permanent: v.boolean() });

export const RegistryDocumentSchema = v.object({
  revision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  // The operators' redirect rules (docs/operating.md, "Redirects"); absent from older registries.
  redirects: v.optional(v.array(RedirectRuleSchema)),
  // Names the shell does not know are kept and ignored, so a registry may run ahead of a shell.
  remotes: v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)), RemoteEntrySchema),
});

export type RegistryDocument = v.InferOutput<typeof RegistryDocumentSchema>;
export type RegistryEntry = v.InferOutput<typeof RemoteEntrySchema>;

export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

/** Validates the document the platform serves at /registry.json; a bad one is refused loudly. */
export function parseRegistry(input: unknown): RegistryDocument {
  const result = v.safeParse(RegistryDocumentSchema, input);
  if (!result.success) {
    const where = result.issues
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    throw new RegistryError(`Malformed remote registry: ${where}`);
  }
  return result.output;
}

export function registryEntry(doc: RegistryDocument, name: RemoteName): RegistryEntry | undefined {
  return doc.remotes[name];
}
