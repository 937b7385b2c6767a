// Until the first release there is no database to upgrade, so the schema's migrations are
// regenerated as one initial migration per set. After release, use `npm run db:generate`.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

for (const [set, config] of [['app', 'drizzle.config.ts'], ['payments', 'drizzle.payments.config.ts']]) {
  rmSync(`db/migrations/${set}`, { recursive: true, force: true });
  const r = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'init'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
