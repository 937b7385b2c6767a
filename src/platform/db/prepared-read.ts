import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './database.ts';

/**
 * A hot read as a named prepared statement: parsed and planned once per connection, then each
 * call sends only its parameters (docs/decisions/0034-product-call-speed.md).
 *
 * Why not the query builder: PGlite runs every statement on this thread, and a parameterised
 * statement costs five trips into the WebAssembly engine (parse, describe, bind, execute, sync)
 * plus a fresh plan; `EXECUTE name('value')` as one simple-protocol message costs one trip and no
 * planning, about a tenth of the time for a three-table read. On a PostgreSQL server `pg`
 * prepares the statement by name on each pooled connection the first time it runs there.
 *
 * `text` uses `$1`, `$2`, ... for its parameters, all of type text. The statement answers rows
 * of plain columns; a JSON column arrives parsed on both drivers.
 */
export function preparedRead<Row>(name: string, text: string, parameterCount: number) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`preparedRead: '${name}' is not a plain statement name`);
  const prepared = new WeakMap<PGlite, Promise<unknown>>();
  const signature = Array.from({ length: parameterCount }, () => 'text').join(', ');

  return async (db: Db, params: string[]): Promise<Row[]> => {
    if (params.length !== parameterCount) throw new Error(`${name}: expected ${parameterCount} parameters`);
    // NUL cannot be in a text value; refused here, the same on both drivers.
    if (params.some((p) => p.includes('\0'))) throw new Error(`${name}: a text parameter cannot hold NUL`);
    const client: unknown = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      // One PREPARE per database, shared by concurrent first calls; a failed one is tried again.
      let ready = prepared.get(client);
      if (!ready) {
        ready = client.exec(`prepare ${name}(${signature}) as ${text}`);
        prepared.set(client, ready);
        ready.catch(() => prepared.delete(client));
      }
      await ready;
      const [result] = await client.exec(`execute ${name}(${params.map(textLiteral).join(', ')})`);
      return (result?.rows ?? []) as Row[];
    }
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      const result = await client.query({ name, text, values: params });
      return result.rows as Row[];
    }
    throw new Error(`${name}: the database handle has no PGlite or pg client`);
  };
}

/**
 * A text literal for EXECUTE, in the escape-string form (E'...') so that its meaning does not
 * depend on standard_conforming_strings: backslashes and quotes doubled.
 */
function textLiteral(value: string): string {
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
