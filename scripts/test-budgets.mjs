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
