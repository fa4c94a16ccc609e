// The CPU time a process has used, read from /proc (Linux): what `pnpm bench:scale` divides by
// the answers of a call to give the api's CPU per request (docs/adr/0019-cpu-per-request.md).
import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second (`getconf CLK_TCK`): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of `pid` in ms, or null when it cannot be read. @param {number} pid */
export function cpuMs(pid) {
  try {
    // `pid (comm) state …`: comm may hold spaces, so split after its closing parenthesis;
    // utime and stime are the 14th and 15th fields, the 12th and 13th after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
