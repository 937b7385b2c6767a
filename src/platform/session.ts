import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/database.ts';
import { rowFromJson } from './db/json-row.ts';
import { preparedRead } from './db/prepared-read.ts';
import { sessions } from './session-schema.ts';

export const sessionCookie = 'sid';
/** A session unused for this long ends. */
export const idleTimeoutMs = 7 * 24 * 3600 * 1000;
/** A session ends this long after it began, however active. */
export const absoluteTimeoutMs = 30 * 24 * 3600 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const touchEveryMs = 5 * 60 * 1000;

export interface Session {
  tokenHash: string;
  accountId: string | null;
  data: Record<string, unknown>;
}

/** A live session's own columns, as `readWith` reads them. */
export interface LiveRow {
  accountId: string | null;
  data: Record<string, unknown>;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A live session's columns with those a caller joined to it (`readWith`). */
type Joined<E extends Record<string, SQL>> = LiveRow & { [K in keyof E]: E[K] extends SQL<infer T> ? T : never };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor's session, when the cookie names a live one. Read from the database on first
     * use only, so calls that never need it (layouts, navigation) cost no query.
     */
    loadSession(): Promise<Session | null>;
  }
}

const hashToken = (token: string) => hash('sha256', token, 'hex');

/** A live session by its token's hash: the conditions of `liveSessionWhere`, as one prepared statement. */
const liveSessionRead = preparedRead<{ data: Record<string, unknown> }>(
  'session_live',
  `select row_to_json(s) as data from sessions s
    where s.token_hash = $1 and s.expires_at > $2::timestamptz and s.last_seen_at > $3::timestamptz`,
  3,
);

export function createSessionStore(db: Db) {
  return {
    async read(token: string): Promise<Session | null> {
      const now = new Date();
      const live = this.liveSessionWhere(token, now);
      if (!live) return null;
      const { tokenHash } = live;
      // Every API call that knows its shopper reads this: one prepared statement.
      const [found] = await liveSessionRead(db, [
        tokenHash,
        now.toISOString(),
        new Date(now.getTime() - idleTimeoutMs).toISOString(),
      ]);
      if (!found) return null;
      const row = rowFromJson(sessions, found.data);
      await this.touch(tokenHash, row.lastSeenAt, now);
      return { tokenHash, accountId: row.accountId, data: row.data };
    },

    /**
     * The stored key of a well-formed token and the conditions of a live session, for a caller
     * that reads the session in a query of its own (the page's one shopper query); null for a
     * token that cannot be one.
     */
    liveSessionWhere(token: string, now = new Date()): { tokenHash: string; where: () => SQL } | null {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const tokenHash = hashToken(token);
      return {
        tokenHash,
        // Built only when the caller queries (a cached shopper does not).
        where: () =>
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - idleTimeoutMs)),
          ) as SQL,
      };
    },

    /**
     * Reads a live session and, in the same query, the columns `extra` makes from its account id
     * (subqueries of the caller's own tables): the page's one shopper query (docs/decisions/0033).
     */
    async readWith<E extends Record<string, SQL>>(
      token: string,
      extra: (accountId: SQLWrapper) => E,
      now = new Date(),
    ): Promise<{ row: Joined<E>; tokenHash: string } | null> {
      const live = this.liveSessionWhere(token, now);
      if (!live) return null;
      const [row] = await db
        .select({
          accountId: sessions.accountId,
          data: sessions.data,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          // Named with its table: drizzle leaves a one-table query's columns unqualified, and in a
          // subquery on another table an unqualified account_id would be that table's own.
          ...extra(sql.raw('"sessions"."account_id"')),
        })
        .from(sessions)
        .where(live.where());
      // drizzle types a generic selection loosely; its columns are the session's and `extra`'s.
      return row ? { row: row as Joined<E>, tokenHash: live.tokenHash } : null;
    },

    /** Writes lastSeenAt when it is older than 5 minutes, so reads stay reads; true when it wrote. */
    async touch(tokenHash: string, lastSeenAt: Date, now = new Date()): Promise<boolean> {
      if (now.getTime() - lastSeenAt.getTime() <= touchEveryMs) return false;
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      return true;
    },

    /** Starts a session and returns the token for the cookie; the token itself is never stored. */
    async create(
      accountId: string | null,
      data: Record<string, unknown> = {},
    ): Promise<{ token: string; session: Session }> {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      const now = new Date();
      await db.insert(sessions).values({
        tokenHash,
        accountId,
        data,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteTimeoutMs),
      });
      return { token, session: { tokenHash, accountId, data } };
    },

    /** Login and logout replace the token, so a token seen before the change is worth nothing. */
    async rotate(old: Session | null, accountId: string | null): Promise<{ token: string; session: Session }> {
      if (old) await db.delete(sessions).where(eq(sessions.tokenHash, old.tokenHash));
      return this.create(accountId, old?.data ?? {});
    },

    /**
     * Ends every session of an account: a new password means a session opened with the old one,
     * perhaps by whoever learnt it, is worth nothing (docs/decisions/0029).
     */
    async endAllOf(accountId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.accountId, accountId));
    },

    async destroy(session: Session): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash));
    },

    async update(session: Session, data: Record<string, unknown>): Promise<void> {
      await db.update(sessions).set({ data }).where(eq(sessions.tokenHash, session.tokenHash));
      session.data = data;
    },

    async purgeExpired(): Promise<void> {
      const now = new Date();
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleTimeoutMs))));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: absoluteTimeoutMs / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: '/' });
}

/** Gives every request under the API its session, read when first asked for. */
export function registerSessions(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('loadSession', async () => null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    let read: Promise<Session | null> | undefined;
    request.loadSession = () => {
      const token = request.cookies[sessionCookie];
      read ??= token ? store.read(token) : Promise.resolve(null);
      return read;
    };
  });
}
