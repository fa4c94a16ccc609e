// The resident memory of a platform's processes, read from /proc (Linux): the server itself and
// its render process (platform/src/features/server-render), found in the platform's process group.
import { readFileSync, readdirSync } from 'node:fs';

/** @param {number} pid */
function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** @param {number} pid */
function processGroup(pid) {
  try {
    // `pid (comm) state ppid pgrp …`: comm may hold spaces, so split after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return -1;
  }
}

/** Resident set size in MB, or null when the process is gone. @param {number} pid */
export function rssMb(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The platform's server and render processes in process group `group`, by role.
 * @param {number} group
 * @returns {{ role: string, pid: number }[]}
 */
export function platformProcesses(group) {
  const roles = [
    { role: 'render process', test: (/** @type {string} */ line) => line.includes('render-process-entry') },
    {
      role: 'platform',
      test: (/** @type {string} */ line) => /platform\/(dist|src)\/main\.(js|ts)/.test(line),
    },
  ];
  /** @type {{ role: string, pid: number }[]} */
  const found = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || processGroup(pid) !== group) continue;
    const line = cmdline(pid);
    const role = roles.find((candidate) => candidate.test(line))?.role;
    if (role && line.includes('node')) found.push({ role, pid });
  }
  return found;
}
