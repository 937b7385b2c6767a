import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of V8's .cpuprofile format this summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface CostLine {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  windowMs: number;
  /** Self time by where the code lives: a package, a src/ file, node internals, GC. */
  byArea: CostLine[];
  /** Self time by function. */
  bySelf: CostLine[];
  /** Inclusive time of the project's own functions and the renderer's entry points. */
  byInclusive: CostLine[];
}

function area(url: string, functionName: string, root: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return path.relative(root, file) || file;
}

function label(frame: CpuProfile['nodes'][number]['callFrame'], root: string): string {
  const where = frame.url ? `${area(frame.url, frame.functionName, root)}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
}

function top(map: Map<string, number>, total: number, n: number): CostLine[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, ms: us / 1000, share: total ? us / total : 0 }));
}

/**
 * Summarizes a --cpu-prof profile over a time window. V8's profile clock and the bench's
 * process.hrtime are both CLOCK_MONOTONIC on Linux, so the window is given in hrtime microseconds.
 */
export function summarizeProfile(
  file: string,
  root: string,
  window?: { fromUs: number; toUs: number },
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inWindow = window && window.fromUs > profile.startTime && window.fromUs < profile.endTime ? window : undefined;

  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    if (inWindow && (t < inWindow.fromUs || t > inWindow.toUs)) return;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    total += delta;
    self.set(label(node.callFrame, root), (self.get(label(node.callFrame, root)) ?? 0) + delta);
    const a = area(node.callFrame.url, node.callFrame.functionName, root);
    areas.set(a, (areas.get(a) ?? 0) + delta);
    const onStack = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)?.callFrame;
      if (!frame) continue;
      const own = /\/(src|dist)\//.test(frame.url) && !frame.url.includes('/node_modules/');
      const entry =
        /^(render|renderToPipeableStream|inject|dehydrate|ensureQueryData|prefetchQuery|performWork|renderRootSync|finishedTask)$/.test(
          frame.functionName,
        );
      if (own || entry) onStack.add(label(frame, root));
    }
    for (const key of onStack) inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
  });
  return {
    windowMs: total / 1000,
    byArea: top(areas, total, 12),
    bySelf: top(self, total, 20),
    byInclusive: top(inclusive, total, 20),
  };
}

export function formatProfile(summary: ProfileSummary, what: string, requests: number, per = 'a 2xx answer'): string {
  const block = (title: string, lines: CostLine[]) =>
    [
      `${title}`,
      ...lines.map((l) => `  ${(l.share * 100).toFixed(1).padStart(5)}%  ${l.ms.toFixed(0).padStart(7)} ms  ${l.name}`),
    ].join('\n');
  return [
    `CPU profile of ${what.startsWith('the order run') ? 'the process' : 'the web process'} while measuring ${what}: ${summary.windowMs.toFixed(0)} ms of busy main-thread CPU (idle excluded), ` +
      `${requests ? `${(summary.windowMs / requests).toFixed(2)} ms ${per}` : `no ${per}`}`,
    block('Self time by area:', summary.byArea),
    block('Self time by function:', summary.bySelf),
    block('Inclusive time (project code and renderer entry points):', summary.byInclusive),
  ].join('\n\n');
}
