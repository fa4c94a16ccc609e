import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

/**
 * Runs a command from the repository root; resolves on exit 0, rejects otherwise. With `quiet`,
 * output is kept and printed only when the command fails.
 */
export function run(command, args, { quiet = false, env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve(output);
      if (quiet) process.stderr.write(output);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}
