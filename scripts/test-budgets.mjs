// The time budgets of decision 0027 ("The rule"), on a quiet machine: a unit or API test file
// 10 s, a browser test 15 s. `npm test` lists what went over after the run, so it gets split or
// its checks move down to an API test. Listed, not failed: on this shared machine another
// engineer's load can stretch any test past its budget.
import path from 'node:path';

export const budgets = { unitFileMs: 10_000, browserTestMs: 15_000 };

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest JSON report: the files that took longer than their budget, one line each. */
export function unitFilesOverBudget(report, root) {
  return (report.testResults ?? [])
    .filter((file) => file.endTime - file.startTime > budgets.unitFileMs)
    .map((file) => `unit file ${path.relative(root, file.name)}: ${seconds(file.endTime - file.startTime)}`);
}

/** Every run of every test of a Playwright JSON report, with its file (or top suite). */
function* browserRuns(report) {
  function* walk(suites, file) {
    for (const suite of suites) {
      const where = file ?? suite.file ?? suite.title;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? []) yield { where, spec, test, result };
      yield* walk(suite.suites ?? [], where);
    }
  }
  yield* walk(report.suites ?? [], undefined);
}

/** Playwright JSON report: the tests (any run of them) that took longer than their budget. */
export function browserTestsOverBudget(report) {
  return [...browserRuns(report)]
    .filter(({ result }) => (result.duration ?? 0) > budgets.browserTestMs)
    .map(({ where, spec, result }) => `browser test ${where} › ${spec.title}: ${seconds(result.duration)}`);
}

/**
 * Playwright JSON report: the tests (any run of them) that used at least half their timeout. On
 * the loaded CI machine these are the next to time out: the cart journey took 57 s of its 60 s
 * at load 25 before it was split (decision 0027). Split them, or make them wait less.
 */
export function browserTestsNearTimeout(report, share = 0.5) {
  return [...browserRuns(report)]
    .filter(({ test, result }) => test.timeout && (result.duration ?? 0) >= test.timeout * share)
    .map(
      ({ where, spec, test, result }) =>
        `browser test ${where} › ${spec.title}: ${seconds(result.duration)} of its ${seconds(test.timeout)}`,
    );
}

/**
 * Playwright JSON report: worker time a file (the durations of its tests' runs summed, hooks
 * included), longest first, so a run shows where the browser time goes (decision 0027).
 */
export function browserFileSeconds(report) {
  const byFile = new Map();
  const walk = (suites, file) => {
    for (const suite of suites) {
      const where = file ?? suite.file ?? suite.title;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? []) byFile.set(where, (byFile.get(where) ?? 0) + (result.duration ?? 0));
      walk(suite.suites ?? [], where);
    }
  };
  walk(report.suites ?? [], undefined);
  return [...byFile].sort((a, b) => b[1] - a[1]).map(([file, ms]) => ({ file, ms }));
}

// Terminal colour codes, which Playwright keeps in its error messages.
// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/** The first lines of an error message, without colour codes, indented under its test. */
function firstLines(message, lines = 6) {
  return String(message ?? '')
    .replace(ansi, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, lines)
    .map((line) => `      ${line}`);
}

/**
 * Playwright JSON report: each failed run (failed, timed out) with where it stopped and the first
 * lines of its error, so the tail of a CI log, often all that is kept, says what broke.
 */
export function browserTestsFailed(report) {
  const lines = [];
  for (const { where, spec, result } of browserRuns(report)) {
    if (result.status !== 'failed' && result.status !== 'timedOut') continue;
    lines.push(`browser test ${where} › ${spec.title}: ${result.status}`);
    for (const error of result.errors?.length ? result.errors : [result.error]) {
      const at = error?.location ? `      at ${path.basename(error.location.file)}:${error.location.line}` : null;
      lines.push(...(at ? [at] : []), ...firstLines(error?.message));
    }
  }
  for (const error of report.errors ?? []) lines.push('outside any test:', ...firstLines(error.message));
  return lines;
}

/** Vitest JSON report: each failed test with its file and the first lines of its failure. */
export function unitTestsFailed(report, root) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const failures = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failures) {
      lines.push(`unit test ${path.relative(root, file.name)} › ${test.fullName ?? test.title}`);
      lines.push(...firstLines((test.failureMessages ?? []).join('\n')));
    }
    if (!failures.length && file.status === 'failed') {
      lines.push(`unit file ${path.relative(root, file.name)} failed outside its tests`);
      lines.push(...firstLines(file.message));
    }
  }
  return lines;
}
