import fs from 'node:fs/promises';
import path from 'node:path';

/** What the real shell provides (the shape of tooling/webpack/platform-facts.cjs), for the gate. */
export const SHELL_PLATFORM = {
  contractVersion: '1.0.0',
  provides: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router': '8.5.1',
    zustand: '5.1.0',
    i18next: '27.1.2',
    'react-i18next': '18.0.1',
    '@coach/shared': '1.0.0',
  },
  requires: {},
  treeShaken: {
    'react-router': ['Link', 'NavLink', 'Outlet', 'useLocation', 'useNavigate', 'useParams'],
    'react-i18next': ['initReactI18next', 'useTranslation'],
  },
};

/** A remote's `coach-release.json` that the shell above accepts. */
export const RELEASE_FACTS = {
  contractVersion: '1.0.0',
  requires: {
    react: '^19.3.1',
    'react-dom': '^19.3.1',
    'react-router': '^8.5.1',
    zustand: '^5.1.0',
    i18next: '^27.1.2',
    'react-i18next': '^18.0.1',
    '@coach/shared': '^1.0.0',
  },
  treeShaken: {
    'react-router': ['Link', 'Outlet', 'useNavigate'],
    'react-i18next': ['useTranslation'],
  },
};

/** Writes a shell build's `builds/latest.json` and `builds/meta/<id>.json` (what the gate reads). */
export async function writeShellBuild(
  shellDist: string,
  id: string,
  platform: object = SHELL_PLATFORM,
): Promise<void> {
  await fs.mkdir(path.join(shellDist, 'builds', 'meta'), { recursive: true });
  await fs.writeFile(
    path.join(shellDist, 'builds', 'meta', `${id}.json`),
    JSON.stringify({ id, timestamp: 1, platform }),
  );
  await fs.writeFile(path.join(shellDist, 'builds', 'latest.json'), JSON.stringify({ id, timestamp: 1 }));
}

export interface FakeBuildOptions {
  /** Remote entry source (its bytes give the release's SRI hash). */
  entry?: string;
  chunk?: string;
  facts?: object | null;
  manifestName?: string;
}

/** The files of a small but complete remote build, by relative path. */
export function fakeBuild(remote: string, options: FakeBuildOptions = {}): Map<string, Buffer> {
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: options.manifestName ?? remote,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [
      {
        id: `${remote}:react`,
        name: 'react',
        version: '19.3.1',
        requiredVersion: '^19.3.1',
        singleton: true,
      },
    ],
    remotes: [],
    exposes: [{ id: `${remote}:routes`, name: 'routes', path: './routes' }],
  };
  const files = new Map<string, Buffer>([
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['remoteEntry.js', Buffer.from(options.entry ?? `var ${remote} = 1;`)],
    ['static/js/42.0123abcd.js', Buffer.from(options.chunk ?? 'chunk(1);')],
  ]);
  if (options.facts !== null)
    files.set('coach-release.json', Buffer.from(JSON.stringify(options.facts ?? RELEASE_FACTS)));
  return files;
}
