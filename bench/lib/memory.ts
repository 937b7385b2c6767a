import { readFileSync } from 'node:fs';

/** A process's resident memory in MiB (Linux `/proc/<pid>/status` VmRSS); 0 when it is gone. */
export function rssMiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the summed RSS of `pids` every 100 ms until stopped; the highest sum seen. */
export function sampleRss(pids: number[]): { stop(): number } {
  let peak = 0;
  const take = () => {
    peak = Math.max(
      peak,
      pids.reduce((sum, pid) => sum + rssMiB(pid), 0),
    );
  };
  take();
  const timer = setInterval(take, 100);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}
