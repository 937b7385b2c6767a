import { ConfigError, loadConfig } from '../platform/config.ts';
import { openAppDatabase } from '../platform/db/open-app-database.ts';
import { FolderLockedError } from '../platform/db/folder-lock.ts';
import { parseOpsArgs, runOps, type OpsOutcome } from './ops-command.ts';

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
    console.error(error instanceof ConfigError || error instanceof FolderLockedError ? error.message : error);
    process.exitCode = 1;
  },
);
