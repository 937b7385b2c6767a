export type Verdict = 'PASS' | 'FAIL' | 'SKIP' | 'info';

export interface Row {
  metric: string;
  measured: string;
  budget: string;
  verdict: Verdict;
}

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');

export function check(ok: boolean): Verdict {
  return ok ? 'PASS' : 'FAIL';
}

/** The table as Markdown, so it can be pasted into the README as it is. */
export function formatTable(rows: Row[]): string {
  const header: Row = { metric: 'metric', measured: 'measured', budget: 'budget', verdict: 'verdict' as Verdict };
  const cols = ['metric', 'measured', 'budget', 'verdict'] as const;
  const width = Object.fromEntries(
    cols.map((c) => [c, Math.max(...[header, ...rows].map((r) => r[c].length))]),
  ) as Record<(typeof cols)[number], number>;
  const line = (r: Row) => `| ${cols.map((c) => r[c].padEnd(width[c])).join(' | ')} |`;
  const rule = `| ${cols.map((c) => '-'.repeat(width[c])).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** 'budget: all PASS' only when every budget was measured and met. */
export function budgetLine(rows: Row[]): string {
  const failed = rows.filter((r) => r.verdict === 'FAIL').length;
  const skipped = rows.filter((r) => r.verdict === 'SKIP').length;
  if (failed === 0 && skipped === 0) return 'budget: all PASS';
  return `budget: ${failed} FAIL${skipped ? ` (${skipped} not measured)` : ''}`;
}
