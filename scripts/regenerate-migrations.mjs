// Until the first release there is no database to upgrade, so a set's migrations are
// regenerated as one initial migration: `npm run db:regenerate -- app` or `-- payments`.
// After the first release, use `npm run db:generate` to add migrations instead.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const configs = { app: 'drizzle.config.ts', payments: 'drizzle.payments.config.ts' };
const sets = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(configs);
for (const set of sets) {
  if (!configs[set]) throw new Error(`Unknown migration set ${set}; use app or payments`);
  rmSync(`db/migrations/${set}`, { recursive: true, force: true });
  const r = spawnSync('npx', ['drizzle-kit', 'generate', '--config', configs[set], '--name', 'init'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
