import type { Db } from '../platform/db/database.ts';
import { rowFromJson } from '../platform/db/json-row.ts';
import { preparedRead } from '../platform/db/prepared-read.ts';
import { walletCredits } from './catalogue.ts';
import { paymentSessions, savedCards } from './schema.ts';

/**
 * The reads every payment call makes, each one prepared statement (prepared-read.ts): on PGlite a
 * query-builder statement costs five trips into the engine and a fresh plan, an EXECUTE one trip;
 * on a server the plan is kept per connection. The options call, asked again and again by the
 * payment page, is these two statements.
 */
const sessionByToken = preparedRead<{ data: Record<string, unknown> }>(
  'payments_session_by_token',
  'select row_to_json(s) as data from payments.payment_sessions s where s.token = $1',
  1,
);

const sessionExtras = preparedRead<{
  data: { holds: HoldJson[]; wallets: WalletJson[]; cards: Record<string, unknown>[] };
}>(
  'payments_session_extras',
  `select json_build_object(
     'holds', coalesce((
       select json_agg(json_build_object('id', h.id, 'giftCardId', h.gift_card_id, 'amount', h.amount,
                                         'last4', g.last4, 'balance', g.balance) order by h.created_at)
         from payments.gift_card_holds h join payments.gift_cards g on g.id = h.gift_card_id
        where h.session_token = $1 and h.status in ('HELD', 'SPENT')), '[]'::json),
     'wallets', coalesce((
       select json_agg(json_build_object('code', w.code, 'balance', w.balance))
         from payments.wallets w where w.account_id = $2), '[]'::json),
     'cards', coalesce((
       select json_agg(row_to_json(c) order by c.created_at)
         from payments.saved_cards c where c.account_id = $2), '[]'::json)
   ) as data`,
  2,
);

interface HoldJson {
  id: string;
  giftCardId: string;
  amount: number;
  last4: string;
  balance: number;
}
interface WalletJson {
  code: string;
  balance: number;
}

export type SessionRow = typeof paymentSessions.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;

/** The session of a token's hash, or undefined. */
export async function selectSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await sessionByToken(db, [tokenHash]);
  return row ? rowFromJson(paymentSessions, row.data) : undefined;
}

/** A session's applied gift cards (held or spent), its account's wallet balances and saved cards, in one read. */
export async function selectSessionExtras(
  db: Db,
  session: Pick<SessionRow, 'token' | 'accountId'>,
): Promise<{ held: HoldJson[]; balances: Map<string, number>; cards: SavedCardRow[] }> {
  // '' is no account's id: a guest's session has no wallets and no saved cards.
  const [row] = await sessionExtras(db, [session.token, session.accountId ?? '']);
  const data = row?.data ?? { holds: [], wallets: [], cards: [] };
  return {
    held: data.holds.map((h) => ({ ...h, amount: Number(h.amount), balance: Number(h.balance) })),
    balances: new Map(data.wallets.map((w) => [w.code, Number(w.balance)])),
    cards: data.cards.map((c) => rowFromJson(savedCards, c)),
  };
}

/**
 * A new session and its account's demo wallets in one statement (each insert `on conflict do
 * nothing`): the session's row, or none when a concurrent first call made it. Parameters are text;
 * '' stands for a null checkout or account.
 */
const sessionInsert = preparedRead<{ data: Record<string, unknown> }>(
  'payments_session_insert',
  `with made as (
     insert into payments.payment_sessions (token, order_ref, checkout_id, account_id, amount, expires_at)
     values ($1, $2, nullif($3, ''), nullif($4, ''), $5::bigint, $6::timestamptz)
     on conflict do nothing
     returning *),
   credited as (
     insert into payments.wallets (account_id, code, balance)
     select $4, w.code, w.balance from jsonb_to_recordset($7::jsonb) as w(code text, balance bigint)
      where $4 <> ''
     on conflict do nothing)
   select row_to_json(made) as data from made`,
  7,
);

const creditsJson = JSON.stringify(Object.entries(walletCredits).map(([code, balance]) => ({ code, balance })));

export async function insertSession(
  db: Db,
  session: {
    token: string;
    orderRef: string;
    checkoutId: string | null;
    accountId: string | null;
    amount: number;
    expiresAt: string;
  },
): Promise<SessionRow | undefined> {
  const [row] = await sessionInsert(db, [
    session.token,
    session.orderRef,
    session.checkoutId ?? '',
    session.accountId ?? '',
    String(session.amount),
    session.expiresAt,
    creditsJson,
  ]);
  return row ? rowFromJson(paymentSessions, row.data) : undefined;
}
