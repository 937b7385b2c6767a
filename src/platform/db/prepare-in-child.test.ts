import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
// Inside the repository (in its ignored .cache), where the entry's imports resolve.
const scratch = path.join(here, '../../../.cache');
const run = promisify(execFile);

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A server entry as src/server.ts writes it: openReady with a `prepare` that notes which process
 * ran it (in the database), then, in the serving process, prints its own id and those notes.
 */
function writeEntry(dir: string): string {
  const entry = path.join(dir, 'entry.mts');
  writeFileSync(
    entry,
    `import { sql } from 'drizzle-orm';
import { openDatabase } from ${JSON.stringify(path.join(here, 'database.ts'))};
import { openReady } from ${JSON.stringify(path.join(here, 'prepare-in-child.ts'))};
const dir = process.argv[2];
const database = await openReady(dir, () => openDatabase({ dir, embedded: { trigram: false } }), async (opened) => {
  if (process.env.FAIL_IN_CHILD && process.env.BAZAAR_PREPARE_DATABASE_ONLY) throw new Error('prepare failed');
  await opened.db.execute(sql.raw('create table if not exists preparers (n serial, pid int)'));
  await opened.db.execute(sql.raw('insert into preparers (pid) values (' + process.pid + ')'));
});
if (database) {
  const rows = await database.db.execute(sql.raw('select pid from preparers order by n'));
  console.log(JSON.stringify({ serving: process.pid, preparers: (rows as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid) }));
  await database.close();
}
`,
  );
  return entry;
}

async function start(entry: string, dataDir: string, env: Record<string, string> = {}) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', entry, dataDir], {
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { serving: number; preparers: number[] };
}

describe('openReady', () => {
  it('when the folder is new, then a child process prepares it; on a restart the serving process finds it prepared', async () => {
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(path.join(scratch, 'prepare-'));
    dirs.push(dir);
    const entry = writeEntry(dir);
    const dataDir = path.join(dir, 'db');

    const first = await start(entry, dataDir);
    // The child prepared the new folder, then the serving process ran `prepare` once more (a no-op
    // for migrations and the seed), on the folder the child left.
    expect(first.preparers).toHaveLength(2);
    expect(first.preparers[0]).not.toBe(first.serving);
    expect(first.preparers[1]).toBe(first.serving);

    const restart = await start(entry, dataDir);
    expect(restart.preparers).toEqual([...first.preparers, restart.serving]);
  }, 60_000);

  it('when the child fails to prepare, then the process does not start and says so', async () => {
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(path.join(scratch, 'prepare-'));
    dirs.push(dir);
    const entry = writeEntry(dir);
    const failed = await start(entry, path.join(dir, 'db'), { FAIL_IN_CHILD: '1' }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as { stderr: string }).stderr).toMatch(/Preparing the new embedded database failed \(exit code 1\)/);
  }, 60_000);
});
