import pg from 'pg';

/**
 * A `pg` client that sends a parameterised statement it has seen a few times as a named prepared
 * statement (docs/decisions/0044): the server parses it once per connection and, once its plan
 * is cached, plans it no more; the client sends only its parameters. Every repository's query
 * builder statement takes this path on a PostgreSQL server without being written as a prepared
 * read.
 *
 * Bounded: a text is named on its `seenBefore`-th sighting (one-off statements, such as the
 * seed's inserts of many rows, stay unnamed), and at most `maxNamed` texts are ever named, so a
 * connection holds at most that many prepared statements. Statements without parameters (begin,
 * commit, DDL) are sent as before, and so are statements that begin with `planEachTime`.
 */
/**
 * The start of a statement that must be planned for its own values every time, never named: once
 * a named statement has run five times PostgreSQL may switch it to a generic plan, one plan for
 * any values. For a search that is the wrong plan for most of them: walking the category's
 * popularity index suits 'dress' (a third of the category matches) and is a scan of the whole
 * category for 'paperback' among shirts (docs/decisions/0051).
 */
export const planEachTime = '/* plan each time */ ';

export function namingClient(options: { seenBefore?: number; maxNamed?: number } = {}): typeof pg.Client {
  const seenBefore = options.seenBefore ?? 3;
  const maxNamed = options.maxNamed ?? 500;
  const names = new Map<string, string>();
  const sightings = new Map<string, number>();

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= maxNamed) return known;
    const seen = (sightings.get(text) ?? 0) + 1;
    if (seen < seenBefore) {
      // Forget the counts now and then: only texts that recur within a while get named.
      if (sightings.size >= 5000) sightings.clear();
      sightings.set(text, seen);
      return undefined;
    }
    sightings.delete(text);
    const name = `bz_${names.size}`;
    names.set(text, name);
    return name;
  };

  class NamingClient extends pg.Client {
    // pg's overloads are many; this one adds a name to a query config that carries values.
    override query(...args: unknown[]): never {
      const [config, values] = args;
      if (
        config !== null &&
        typeof config === 'object' &&
        !('name' in config && (config as { name?: unknown }).name) &&
        typeof (config as { text?: unknown }).text === 'string' &&
        !('submit' in config) &&
        ((Array.isArray(values) && values.length > 0) ||
          (Array.isArray((config as { values?: unknown }).values) &&
            ((config as { values: unknown[] }).values.length ?? 0) > 0))
      ) {
        const text = (config as { text: string }).text;
        const name = text.startsWith(planEachTime) ? undefined : nameOf(text);
        if (name) args[0] = { ...(config as object), name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  return NamingClient;
}
