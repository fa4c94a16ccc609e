// Each remote's README lists its routes; `src/exposes/routes.ts` is their source. The table sits
// between the markers below and is rendered from the exported routes, so the two cannot drift.
// `UPDATE_README=1 pnpm exec jest -c tooling/jest.config.cjs readme-routes` rewrites the tables.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteRoute, type RemoteRoutesModule } from '@coach/shared/contract';

const ROOT = path.resolve(__dirname, '../..');
const START = '<!-- routes: generated from src/exposes/routes.ts (tooling/checks/readme-routes.test.ts) -->';
const END = '<!-- /routes -->';

/**
 * The Markdown table of a remote's routes: path, name and layout, in declaration order, laid out
 * as prettier lays out Markdown tables (columns padded to their widest cell), so that
 * `prettier --check` and this check agree on the same text.
 */
function renderRouteTable(routes: readonly RemoteRoute[]): string {
  const rows = [
    ['path', 'name', 'layout'],
    ...routes.map(({ path: pattern, handle }) => [`\`${pattern}\``, handle.name, handle.layout]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(3, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const [header, ...body] = rows;
  const separator = line(widths.map((width) => '-'.repeat(width)));
  return [START, '', line(header!), separator, ...body.map(line), '', END].join('\n');
}

describe.each(REMOTES.map((remote) => remote.dir))('%s/README.md', (dir) => {
  it('lists exactly the routes of src/exposes/routes.ts', async () => {
    const readmePath = path.join(ROOT, dir, 'README.md');
    const { routes } = (await import(path.join(ROOT, dir, 'src/exposes/routes.ts'))) as RemoteRoutesModule;
    const readme = readFileSync(readmePath, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END, start);
    expect({ hasGeneratedTable: start !== -1 && end !== -1 }).toEqual({ hasGeneratedTable: true });
    const expected = `${readme.slice(0, start)}${renderRouteTable(routes)}${readme.slice(end + END.length)}`;
    if (process.env['UPDATE_README']) writeFileSync(readmePath, expected);
    else expect(readme).toBe(expected);
  });
});
