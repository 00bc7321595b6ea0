// CPU time a process has used (user + system), read from /proc: a cost per request that holds steady on a shared,
// noisy machine, where requests per second and latency move with whatever else is running.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export function cpuSecondsOf(pid: number): number {
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
