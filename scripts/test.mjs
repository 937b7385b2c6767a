// `npm test`: install what is missing, type-check, run the unit and API tests, build the
// production bundle, make sure Chromium is there, run the browser tests, and close with one line
// `N passed, N failed` summed over every suite. Exits non-zero when a test or a stage failed.
// With TEST_DATABASE_URL=postgres://... the API and browser suites run on that server (a fresh
// database per API test file and one for the browser run, dropped afterwards) instead of PGlite.
// Browser tests run on @playwright/test (playwright.config.ts, decision 0027). Uses only Node's
// built-ins until dependencies are installed.
// `npm test -- --database-only` (the PGlite run of `.ci/run`, beside the whole suite on PostgreSQL) runs only what depends on the
// database: the unit and API test files that touch one (scripts/database-test-files.mjs) and the
// browser tests not tagged @one-database; lint, format, dead code and the type check are left to
// the other run, since they cannot differ between databases.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { ensureChromium, headlessShellPath } from './ensure-chromium.mjs';
import { databaseTestFiles } from './database-test-files.mjs';
import {
  browserFileSeconds,
  browserTestsNearTimeout,
  browserTestsFailed,
  browserTestsOverBudget,
  unitFilesOverBudget,
  unitTestsFailed,
} from './test-budgets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
const node = process.execPath;
const started = Date.now();
const databaseOnly = process.argv.includes('--database-only');
/**
 * `--one-database-half=a` or `=b`: of the browser tests that cannot differ between databases,
 * run only those tagged `@one-database-a` (or `-b`), so `.ci/run` shares them between its two
 * runs (decision 0027). Untagged tests run in both.
 */
const half = /^--one-database-half=([ab])$/.exec(
  process.argv.find((a) => a.startsWith('--one-database-half=')) ?? '',
)?.[1];

const overBudget = [];
/** The failed tests with the first lines of their errors, printed just before the summary. */
const failures = [];
/** Browser tests that used half their timeout or more: the next to fail on a loaded machine. */
let nearTimeout = [];
/** Worker time a browser file, longest first (printed before the summary). */
let browserFiles = [];
/** Reports are kept under test-results/ a database, so both runs of `.ci/run` keep theirs. */
const databaseName = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** One row a stage: what ran, how it ended, how long it took. */
const stages = [];
let passed = 0;
let failed = 0;
let closed = false;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const heading = (text) => console.log(`\n\u2501\u2501 ${text} ${'\u2501'.repeat(Math.max(3, 72 - text.length))}`);

function record(name, ok, detail, ms, cpu) {
  stages.push({ name, ok, detail, ms, cpu });
  // A stage that failed without a failed test (type errors, a broken build, a crash) still counts
  // as one failure, so the closing line never says 0 failed when the run failed.
  return ok;
}

function printSummary() {
  if (closed) return;
  closed = true;
  if (browserFiles.length) {
    const total = browserFiles.reduce((sum, f) => sum + f.ms, 0);
    heading(`Browser worker time by file (${seconds(total)} in all)`);
    for (const f of browserFiles) console.log(`  ${seconds(f.ms).padStart(8)}  ${f.file}`);
  }
  if (nearTimeout.length) {
    heading('Near their timeout (the next to fail under load: split them, or wait for less)');
    for (const line of nearTimeout) console.log(`  ${line}`);
  }
  if (overBudget.length) {
    heading('Over the time budgets of decision 0027 (split them, or test below the browser)');
    for (const line of overBudget) console.log(`  ${line}`);
  }
  if (failures.length) {
    // Last before the summary: the tail of a CI log is often all that is kept of it.
    heading('Failed');
    for (const line of failures) console.log(`  ${line}`);
  }
  heading('Summary');
  for (const s of stages)
    console.log(
      `  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.name.padEnd(22)} ${s.detail.padEnd(28)} ${s.ms === undefined ? '' : seconds(s.ms)}${s.cpu === undefined ? '' : ` (CPU ${s.cpu.toFixed(1)} s)`}`,
    );
  const cpu = childrenCpuSeconds();
  console.log(
    `  total ${seconds(Date.now() - started)}${cpu === null ? '' : ` (CPU of every stage: ${cpu.toFixed(1)} s)`}`,
  );
  console.log(`${passed} passed, ${failed} failed`);
}

// Whatever stops this script early (an install that fails exits from ensureDeps), the run still
// closes with its counts and a failure.
process.on('exit', (code) => {
  if (closed) return;
  if (code !== 0 && failed === 0) failed = 1;
  printSummary();
});

/**
 * CPU seconds (user + system) of this process's finished children and everything they waited for,
 * from /proc (Linux); null elsewhere. A stage's CPU is the figure a loaded machine bends least
 * (decision 0027): wall time there says more about the neighbours than about the suite.
 */
function childrenCpuSeconds() {
  try {
    // Fields after the command's closing parenthesis: state is field 3, cutime 16 and cstime 17.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(')').pop().trim().split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** Runs a command with the output on this terminal; returns its exit code, duration and CPU. */
function run(args, env = process.env) {
  const t0 = Date.now();
  const cpu0 = childrenCpuSeconds();
  const result = spawnSync(args[0], args.slice(1), { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.error) console.error(result.error.message);
  const cpu1 = childrenCpuSeconds();
  return {
    code: result.status ?? 1,
    ms: Date.now() - t0,
    cpu: cpu0 === null || cpu1 === null ? undefined : cpu1 - cpu0,
  };
}

function readCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    let failedTests = report.numFailedTests ?? 0;
    // A file that failed without a failed test (an import error, a failing beforeAll) has its
    // tests skipped: count them as failed, and at least one for the file.
    for (const file of report.testResults ?? []) {
      const results = file.assertionResults ?? [];
      if (file.status === 'failed' && !results.some((a) => a.status === 'failed')) {
        failedTests += Math.max(1, results.filter((a) => a.status !== 'passed').length);
      }
    }
    overBudget.push(...unitFilesOverBudget(report, root));
    failures.push(...unitTestsFailed(report, root));
    return { passed: report.numPassedTests ?? 0, failed: failedTests, files: report.testResults?.length ?? 0 };
  } catch {
    return null;
  }
}

/** A vitest suite with the default reporter on the terminal and a JSON report for the counts. */
function vitestSuite(name, extraArgs) {
  heading(name);
  mkdirSync(resultsDir, { recursive: true });
  const report = path.join(resultsDir, `vitest-${name.replace(/\W+/g, '-').toLowerCase()}-${databaseName}.json`);
  rmSync(report, { force: true });
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const { code, ms, cpu } = run([
    node,
    vitest,
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  const counts = readCounts(report);
  if (!counts) {
    failed += 1;
    return record(name, false, `no report (exit code ${code})`, ms, cpu);
  }
  passed += counts.passed;
  failed += counts.failed;
  if (code !== 0 && counts.failed === 0) {
    // Vitest failed outside any test (an unhandled error, a worker crash).
    failed += 1;
    return record(name, false, `${counts.passed} passed, exit code ${code}`, ms, cpu);
  }
  return record(name, code === 0, `${counts.passed} passed, ${counts.failed} failed`, ms, cpu);
}

function stage(name, args, env) {
  heading(name);
  const { code, ms, cpu } = run(args, env);
  if (code !== 0) failed += 1;
  return record(name, code === 0, code === 0 ? 'ok' : `exit code ${code}`, ms, cpu);
}

/** Reads a Playwright JSON report: passed (expected and flaky), failed (unexpected), skipped. */
function readPlaywrightCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const stats = report.stats ?? {};
    // Errors outside any test (the global setup failed, a file did not load) count as one each.
    const outside = (report.errors ?? []).length;
    overBudget.push(...browserTestsOverBudget(report));
    failures.push(...browserTestsFailed(report));
    nearTimeout = browserTestsNearTimeout(report);
    browserFiles = browserFileSeconds(report);
    return {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: (stats.unexpected ?? 0) + outside,
      skipped: stats.skipped ?? 0,
    };
  } catch {
    return null;
  }
}

/** The browser tests on @playwright/test (playwright.config.ts), counted from its JSON report. */
/**
 * Which browser tests this run leaves out: with a half, the other half's @one-database tests;
 * with --database-only alone, every @one-database test; otherwise none.
 */
function browserFilter() {
  if (half) return ['--grep-invert', `@one-database-${half === 'a' ? 'b' : 'a'}`];
  return databaseOnly ? ['--grep-invert', '@one-database'] : [];
}

function playwrightSuite(name, extraArgs) {
  heading(name);
  mkdirSync(resultsDir, { recursive: true });
  const report = path.join(resultsDir, `playwright-${databaseName}.json`);
  rmSync(report, { force: true });
  const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const { code, ms, cpu } = run([node, cli, 'test', '-c', 'playwright.config.ts', ...extraArgs], {
    ...process.env,
    E2E_JSON_REPORT: report,
  });
  // Kept for a look afterwards: durations a test (scripts/test-budgets.mjs reads them).
  const counts = readPlaywrightCounts(report);
  if (!counts) {
    failed += 1;
    return record(name, false, `no report (exit code ${code})`, ms, cpu);
  }
  passed += counts.passed;
  failed += counts.failed;
  if (code !== 0 && counts.failed === 0) {
    failed += 1;
    return record(name, false, `${counts.passed} passed, exit code ${code}`, ms, cpu);
  }
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  return record(name, code === 0, `${counts.passed} passed, ${counts.failed} failed${skipped}`, ms, cpu);
}

/** Old browser-test server logs and traces go; this run's stay for a look after a failure. */
function pruneOldLogs() {
  const dir = path.join(resultsDir, 'e2e');
  if (!existsSync(dir)) return;
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).mtimeMs < dayAgo) rmSync(file, { recursive: true, force: true });
  }
}

/** Checks that TEST_DATABASE_URL answers, and drops test databases left behind by killed runs. */
async function checkTestDatabase(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      "select datname from pg_database where datname ~ '^bazaar_(test|e2e)_[0-9]+_[0-9a-f]+$'",
    );
    const stale = rows
      .map((r) => r.datname)
      .filter((name) => Date.now() - Number(name.split('_')[2]) > 6 * 3600 * 1000);
    for (const name of stale) await client.query(`drop database if exists ${name} with (force)`);
    if (stale.length) console.log(`Dropped ${stale.length} test database(s) left behind by earlier runs.`);
    return null;
  } catch (error) {
    return error.message;
  } finally {
    await client.end().catch(() => {});
  }
}

async function main() {
  heading('Dependencies');
  const t0 = Date.now();
  ensureDeps();
  record('dependencies', true, 'ok', Date.now() - t0);
  pruneOldLogs();

  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const safe = databaseUrl.replace(/\/\/[^@/]*@/, '//***@');
    console.log(`Database: PostgreSQL at ${safe} (a fresh database per test file, dropped afterwards)`);
    const problem = await checkTestDatabase(databaseUrl);
    if (problem) {
      console.error(`TEST_DATABASE_URL does not answer: ${problem}`);
      failed += 1;
      record('database', false, 'no answer', undefined);
      printSummary();
      process.exit(1);
    }
  } else {
    console.log('Database: PGlite (a fresh in-memory database per test file)');
  }

  if (databaseOnly) console.log('--database-only: lint, format, dead code and type check are left to the other run.');
  else staticChecks();
  const databaseFiles = databaseOnly ? databaseTestFiles() : [];
  if (databaseOnly) console.log(`Unit and API test files that touch a database: ${databaseFiles.length}`);
  vitestSuite('unit + API tests', databaseFiles);
  const built = stage('production build', [node, path.join(root, 'scripts', 'build.mjs')]);

  heading('Chromium');
  const t1 = Date.now();
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    failed += 1;
  } else console.log(`Chromium: ${headlessShellPath}${chromium.installed ? ' (installed now)' : ''}`);
  record('chromium', chromium.ok, chromium.ok ? 'ok' : 'missing', Date.now() - t1);

  // Browser tests tagged @one-database check what a page does, the same on either database;
  // the routes under them are covered on both by the API tests (decision 0027).
  if (built && chromium.ok) playwrightSuite('browser tests', browserFilter());
  else {
    failed += 1;
    record('browser tests', false, `skipped: no ${built ? 'Chromium' : 'build'}`, undefined);
  }

  printSummary();
  const allOk = failed === 0 && stages.every((s) => s.ok);
  process.exit(allOk ? 0 : 1);
}

/** Lint, format and dead code (decision 0032): ESLint, Prettier's check and knip; then tsc. */
function staticChecks() {
  stage('lint', [node, path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.']);
  stage('format', [
    node,
    path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
    '--check',
    '--log-level',
    'warn',
    '.',
  ]);
  stage('dead code', [node, path.join(root, 'node_modules', 'knip', 'bin', 'knip.js')]);
  stage('type check', [
    node,
    path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    '--noEmit',
    '-p',
    'tsconfig.json',
  ]);
}

main().catch((error) => {
  console.error(error);
  failed += 1;
  printSummary();
  process.exit(1);
});
