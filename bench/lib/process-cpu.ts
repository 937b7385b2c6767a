import { readFileSync } from 'node:fs';

/**
 * CPU time of processes, from Linux `/proc/<pid>/stat` (utime + stime, in clock ticks of 10 ms).
 * What a run cost each process, divided by what it achieved, does not depend on what else the
 * machine was doing: the figure that says where a purchase's time goes (docs/decisions/0044).
 */
const tickMs = 10; // USER_HZ is 100 on every Linux the bench runs on (getconf CLK_TCK)

/** A process's CPU time so far in ms (its own, not its children's); null when it is gone. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it start past its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) * tickMs;
  } catch {
    return null;
  }
}

/** CPU ms so far by process id. */
export type CpuSample = Record<number, number>;

export function sampleCpu(pids: number[]): CpuSample {
  const sample: CpuSample = {};
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms !== null) sample[pid] = ms;
  }
  return sample;
}

/**
 * CPU ms spent between two samples, summed over `pids` (a process missing from `before` counts
 * from 0: it started during the run; one missing from `after` ended and is left out).
 */
export function cpuSpent(before: CpuSample, after: CpuSample, pids: number[]): number {
  let sum = 0;
  for (const pid of pids) {
    const end = after[pid];
    if (end === undefined) continue;
    sum += end - (before[pid] ?? 0);
  }
  return sum;
}

/**
 * The PostgreSQL server processes working for one database: its backends (the pools of the web
 * processes and the payment service, autovacuum on it) and the server's own auxiliary processes
 * (WAL writer, checkpointer, background writer), which have no database. Other databases'
 * backends on a shared server are left out.
 */
export async function postgresPids(
  client: { query<R>(text: string, values: unknown[]): Promise<{ rows: R[] }> },
  database: string,
): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 or (datname is null and backend_type <> 'client backend')`,
    [database],
  );
  return rows.map((r) => r.pid).filter((pid) => pid > 0);
}
