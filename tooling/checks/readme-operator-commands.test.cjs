// README's table of operator commands is written from the commands' declarations
// (scripts/platform/commands/): the usage, the parser and the table come from one place.
// `node scripts/platform/readme-table.mjs` rewrites the table when a command changes.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

describe('README.md, "Operating the platform"', () => {
  it("lists exactly the operator commands' declarations", () => {
    const check = spawnSync(process.execPath, ['scripts/platform/readme-table.mjs', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
