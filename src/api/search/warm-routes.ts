import type { FastifyInstance } from 'fastify';
import { searchPaths, sortValues } from '../../contracts/search-paths.ts';

/**
 * Sends browse, facets and suggestion calls through the whole HTTP path (routing, parsing, the
 * answer's serialization and compression) a few times before the process takes traffic. The
 * search engine's own warm-up (SearchEngine.warmUp) warms the searches; this warms what carries
 * them: a fresh process answered its first dozen searches of the 100,000-product bench in 6-38 ms
 * (server side) without it, and in 2-14 ms with it (decision 0052). Answers each call's status
 * and body, so that a warm-up of error paths would not pass unnoticed.
 */
export async function warmSearchRoutes(
  app: FastifyInstance,
  origin: string,
  rounds = 4,
): Promise<{ url: string; status: number; body: string }[]> {
  const headers = { host: new URL(origin).host, origin, 'content-type': 'application/json' };
  const answers: { url: string; status: number; body: string }[] = [];
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload: payload && JSON.stringify(payload) });
    answers.push({ url, status: res.statusCode, body: res.body });
  };
  // The warm-up's calls are not shoppers': the request log of `npm start` does not list them.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    for (let round = 0; round < rounds; round++) {
      for (const sort of sortValues)
        await call('POST', searchPaths.smartBrowse, { requestContext: { sort, start: round * 60 } });
      await call('GET', `${searchPaths.facets}?availability=exclude-out-of-stock`);
      await call('GET', `${searchPaths.autosuggest}?q=${'sam'.slice(0, 1 + (round % 3))}`);
    }
  } finally {
    app.log.level = level;
  }
  return answers;
}
