import type { RegistryDocument } from '@coach/shared/registry';
import {
  REFUSED_INTEGRITY,
  createReleaseIntegrity,
  installIntegrityHook,
  integrityDocumentUrl,
} from './release-integrity.ts';

const BASE = 'https://coach.example/home';
const ENTRY_SRI = `sha384-${'E'.repeat(64)}`;
const MANIFEST_SRI = `sha256-${'M'.repeat(43)}=`;
const CHUNK_SRI = `sha256-${'C'.repeat(43)}=`;
const CSS_SRI = `sha256-${'S'.repeat(43)}=`;

const REGISTRY: RegistryDocument = {
  revision: 3,
  remotes: {
    mfe_home: {
      version: '1.2.0',
      manifest: '/remotes/mfe-home/1.2.0/mf-manifest.json',
      integrity: ENTRY_SRI,
      manifestIntegrity: MANIFEST_SRI,
    },
  },
};

function setup({ enforce = true, answer = 200 }: { enforce?: boolean; answer?: number } = {}) {
  const fetchImpl = jest.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ files: { '123.abc.js': CHUNK_SRI, 'static/css/9.def.css': CSS_SRI } }), {
        status: answer,
      }),
  );
  const integrity = createReleaseIntegrity({
    registry: () => REGISTRY,
    enforce,
    baseUrl: BASE,
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  const release = integrity.releaseOfManifest(
    'https://coach.example/remotes/mfe-home/1.2.0/mf-manifest.json',
  );
  if (!release) throw new Error('the manifest names its release');
  return { integrity, fetchImpl, release };
}

const FILE = (path: string) => `https://coach.example/remotes/mfe-home/1.2.0/${path}`;

describe('release integrity', () => {
  it('knows a release by its manifest URL, relative or absolute', () => {
    const { integrity, release } = setup();
    expect(release).toMatchObject({ remote: 'mfe_home', version: '1.2.0', manifestIntegrity: MANIFEST_SRI });
    expect(integrity.releaseOfManifest('/remotes/mfe-home/1.2.0/mf-manifest.json')?.remote).toBe('mfe_home');
    expect(integrity.releaseOfManifest('/remotes/mfe-home/1.1.0/mf-manifest.json')).toBeUndefined();
    expect(integrity.releaseOfManifest('/main.js')).toBeUndefined();
  });

  it('gives each file of the release its hash once the document is loaded', async () => {
    const { integrity, release, fetchImpl } = setup();
    await integrity.prepare(release);
    await integrity.prepare(release);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(integrityDocumentUrl('mfe_home', '1.2.0'));
    expect(integrity.hashFor(FILE('123.abc.js'))).toBe(CHUNK_SRI);
    expect(integrity.hashFor(FILE('123.abc.js?x=1'))).toBe(CHUNK_SRI);
    expect(integrity.hashFor(FILE('static/css/9.def.css'))).toBe(CSS_SRI);
    expect(integrity.hashFor(FILE('remoteEntry.js'))).toBe(ENTRY_SRI);
  });

  it('refuses a file of a release the document does not list (a planted chunk)', async () => {
    const { integrity, release } = setup();
    await integrity.prepare(release);
    expect(integrity.hashFor(FILE('666.evil.js'))).toBe(REFUSED_INTEGRITY);
    expect(integrity.hashFor(FILE('../1.1.0/123.abc.js'))).toBeUndefined(); // resolves outside: another folder
  });

  it('refuses every file of a release before its document is known (production), lets it through in development', () => {
    expect(setup().integrity.hashFor(FILE('123.abc.js'))).toBe(REFUSED_INTEGRITY);
    expect(setup().integrity.hashFor(FILE('remoteEntry.js'))).toBe(ENTRY_SRI);
    expect(setup({ enforce: false }).integrity.hashFor(FILE('123.abc.js'))).toBeUndefined();
  });

  it("leaves the shell's own files alone", () => {
    const { integrity } = setup();
    expect(integrity.hashFor('https://coach.example/main.0123456789.js')).toBeUndefined();
    expect(integrity.hashFor('/remotes/mfe-team/1.0.0/remoteEntry.js')).toBeUndefined();
  });

  it('rejects when the document cannot be had, and asks again next time', async () => {
    const { integrity, release, fetchImpl } = setup({ answer: 404 });
    await expect(integrity.prepare(release)).rejects.toThrow(/no integrity document/);
    await expect(integrity.prepare(release)).rejects.toThrow();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('answers the remotes’ chunk loaders through __coachIntegrity', async () => {
    const { integrity, release } = setup();
    await integrity.prepare(release);
    installIntegrityHook(integrity);
    expect(globalThis.__coachIntegrity?.(FILE('123.abc.js'))).toBe(CHUNK_SRI);
    globalThis.__coachIntegrity = undefined;
  });
});
