// Which unit and API test files touch a database: those whose imports (followed through every
// relative import, type-only imports left out) reach the module that opens one
// (src/platform/db/database.ts) or a database driver. `npm test -- --database-only` (the second
// database of `.ci/run`, decision 0027) runs only these; a new test file is sorted by what it
// imports, so there is no list to keep. Uses only Node's built-ins.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where a database is opened: reaching one of these means the file may use a database. */
const databaseModules = new Set([path.join(root, 'src/platform/db/database.ts')]);
const databasePackages = /^(pg|@electric-sql\/pglite|drizzle-orm\/(pglite|node-postgres))(\/|$)/;
// `import x from`, `import { x } from`, `export { x } from`, `export * from`, `import 'x'`,
// `import('x')`; `import type` and `export type` are left out (erased at run time).
const importPattern =
  /(?:^|[;\n])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const touches = new Map();

function specifiersOf(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? '');
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && !candidate.endsWith(path.sep)) return candidate;
  return undefined;
}

/** Whether `file` or anything it imports at run time opens a database. */
function touchesDatabase(file, visiting = new Set()) {
  if (touches.has(file)) return touches.get(file);
  if (databaseModules.has(file)) return true;
  if (visiting.has(file)) return false;
  visiting.add(file);
  let result = false;
  for (const specifier of specifiersOf(file)) {
    if (databasePackages.test(specifier)) result = true;
    else if (specifier.startsWith('.')) {
      const target = resolve(file, specifier);
      if (target && /\.(ts|tsx|mjs|js)$/.test(target) && touchesDatabase(target, visiting)) result = true;
    }
    if (result) break;
  }
  visiting.delete(file);
  // A file in a cycle may be marked false before the cycle closes; only a definite answer is kept.
  if (result || visiting.size === 0) touches.set(file, result);
  return result;
}

function testFiles(dir) {
  const found = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(relative));
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(relative);
  }
  return found;
}

/** The test files (relative to the repository) under `dirs` that touch a database, sorted. */
export function databaseTestFiles(dirs = ['src', 'tests/unit', 'scripts']) {
  return dirs
    .filter((dir) => existsSync(path.join(root, dir)))
    .flatMap(testFiles)
    .filter((file) => touchesDatabase(path.join(root, file)))
    .sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(databaseTestFiles().join('\n'));
