import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import type { Database } from './db/database.ts';
import { absoluteTimeoutMs, createSessionStore, idleTimeoutMs } from './session.ts';
import { sessions } from './session-schema.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(['app']);
});
afterAll(() => database.close());

describe('session store', () => {
  it('when a session is created, then the cookie token is 256 random bits and only its hash is stored', async () => {
    const store = createSessionStore(database.db);
    const { token } = await store.create('acc-1');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect((await store.read(token))?.accountId).toBe('acc-1');
  });

  it('when a session is rotated, then the old token is worthless and the new one carries the data', async () => {
    const store = createSessionStore(database.db);
    const { token, session } = await store.create(null, { pincode: '560001' });
    const rotated = await store.rotate(session, 'acc-2');
    expect(await store.read(token)).toBeNull();
    const read = await store.read(rotated.token);
    expect(read).toMatchObject({ accountId: 'acc-2', data: { pincode: '560001' } });
  });

  it('when a session is idle or past its absolute end, then it is not read', async () => {
    const store = createSessionStore(database.db);
    const idle = await store.create('acc-3');
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - idleTimeoutMs - 1000) })
      .where(eq(sessions.tokenHash, idle.session.tokenHash));
    expect(await store.read(idle.token)).toBeNull();
    const old = await store.create('acc-4');
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, old.session.tokenHash));
    expect(await store.read(old.token)).toBeNull();
    expect(absoluteTimeoutMs).toBeGreaterThan(idleTimeoutMs);
  });

  it('when a token is malformed or unknown, then nothing is read', async () => {
    const store = createSessionStore(database.db);
    expect(await store.read('not-a-token')).toBeNull();
    expect(await store.read('A'.repeat(43))).toBeNull();
  });

  it('when a session is destroyed, then its token no longer reads', async () => {
    const store = createSessionStore(database.db);
    const { token, session } = await store.create('acc-5');
    await store.destroy(session);
    expect(await store.read(token)).toBeNull();
  });
});
