// `npm run seed -- [--products N] [--seed S]`: install what is missing, then run the seed
// (src/cli/seed.ts) with its node flags (seed-node-flags.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { seedNodeFlags } from './seed-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
const run = spawnSync(
  process.execPath,
  [...seedNodeFlags, '--import', 'tsx', 'src/cli/seed.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
