// Installs dependencies when node_modules is missing or stale against package-lock.json.
// Uses only Node's built-ins, so it runs on a fresh clone before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(root, 'package-lock.json');
const stamp = path.join(root, 'node_modules', '.deps-stamp');

export function ensureDeps() {
  const want = createHash('sha256')
    .update(readFileSync(lock))
    .update(readFileSync(path.join(root, 'package.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  console.log('Installing dependencies (npm ci)...');
  // --prefer-offline: the lock file pins every version and its hash, so a package in npm's cache
  // is used without asking the registry whether it is stale (a fresh clone of CI installs faster).
  const result = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm ci failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, want);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureDeps();
