import type { EndpointRef } from './endpoint-ref.ts';
import type { accountEndpoints as contract } from './accounts.ts';

/**
 * The twin of `POST /api/3/user/state`, the one account call of every page (api/queries.ts), in a
 * file of its own: a module the entry chunk imports goes into the first load whole, with every
 * export any lazy chunk uses, so beside the other account twins (login widget, account menu,
 * checkout) it carried all eleven of theirs. account-calls.ts re-exports it.
 */
export const userState: EndpointRef<typeof contract.userState> = { method: 'POST', path: '/api/3/user/state' };
