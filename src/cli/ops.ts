import { ConfigError, loadConfig } from '../platform/config.ts';
import { openAppDatabase } from '../platform/db/open-app-database.ts';
import { FolderLockedError } from '../platform/db/folder-lock.ts';
import { parseOpsArgs, runOps, type OpsOutcome } from './ops-command.ts';

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error as its cause). */
const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.cause?.code ?? e?.code;
};

/** `npm run ops -- order <orderId> <status>` and `npm run ops -- clock` (see ops-command.ts). */
async function main(): Promise<OpsOutcome> {
  const command = parseOpsArgs(process.argv.slice(2));
  if ('code' in command) return command;
  const config = loadConfig();
  const database = await openAppDatabase(config);
  try {
    return await runOps({ db: database.db, config }, command);
  } finally {
    await database.close();
  }
}

main().then(
  (outcome) => {
    (outcome.code === 0 ? console.log : console.error)(outcome.text);
    process.exitCode = outcome.code;
  },
  (error: unknown) => {
    // A running web process holds the embedded database: its message says what to do.
    if (error instanceof ConfigError || error instanceof FolderLockedError) console.error(error.message);
    else if (codeOf(error) === '42P01')
      console.error('This database has no orders tables yet: start the storefront on it once (npm start).');
    else console.error(error);
    process.exitCode = 1;
  },
);
