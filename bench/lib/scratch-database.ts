import type pg from 'pg';

/**
 * A database of its own on the PostgreSQL server at `serverUrl` for one bench phase: created,
 * handed to `work` with the server's admin client (for reading its backends), and dropped
 * afterwards whatever `work` did (`with (force)`: a process left connected does not keep it).
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (database: { url: string; name: string; admin: pg.Client }) => Promise<T>,
): Promise<T> {
  const { default: pgModule } = await import('pg');
  const name = `${prefix}_${Date.now()}`;
  const admin = new pgModule.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work({ url: url.toString(), name, admin });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
