import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { createSessionStore } from '../../platform/session.ts';
import { createNotification, unreadCount } from './service.ts';

let t: TestApp;
const ctx = () => ({ db: t.database.db });

async function loggedIn(): Promise<{ accountId: string; cookie: string }> {
  const accountId = randomUUID();
  const { token } = await createSessionStore(t.database.db).create(accountId);
  return { accountId, cookie: `sid=${token}` };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications API', () => {
  it('when logged out, then the list and markAllRead answer 401 in the error shape', async () => {
    const list = await t.call({ method: 'GET', url: '/api/2/notification' });
    expect(list.statusCode).toBe(401);
    expect(list.json().RESPONSE.errorCode).toBe('UNAUTHORIZED');
    const mark = await t.call({ method: 'POST', url: '/api/2/notification/markAllRead', payload: {} });
    expect(mark.statusCode).toBe(401);
  });

  it('when 23 notifications exist, then pages of 10 by default go back in time with before and nothing repeats', async () => {
    const { accountId, cookie } = await loggedIn();
    for (let i = 1; i <= 23; i++) {
      await createNotification(ctx(), accountId, {
        title: `Note ${i}`,
        text: `Text ${i}`,
        type: i === 1 ? 'WELCOME' : 'OFFER',
        actionUrl: i % 2 ? '/offers' : undefined,
        imageUrl: i === 3 ? '/img/a.png' : undefined,
      });
    }
    const seen: string[] = [];
    let before: number | null | undefined;
    const sizes: number[] = [];
    do {
      const res = await t.call({
        method: 'GET',
        url: `/api/2/notification${before ? `?before=${before}` : ''}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json().RESPONSE;
      sizes.push(body.notifications.length);
      expect(body.unreadCount).toBe(23);
      seen.push(...body.notifications.map((n: { title: string }) => n.title));
      before = body.nextBefore;
    } while (before);
    expect(sizes).toEqual([10, 10, 3]);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `Note ${23 - i}`));

    const first = (await t.call({ method: 'GET', url: '/api/2/notification?count=1', headers: { cookie } })).json()
      .RESPONSE.notifications[0];
    expect(first).toMatchObject({
      title: 'Note 23',
      text: 'Text 23',
      read: false,
      type: 'OFFER',
      dynamicImageUrl: null,
      action: { url: '/offers' },
    });
    expect(typeof first.timestamp).toBe('number');
  });

  it('when markAllRead is called, then every notification reads as read and unreadCount is 0', async () => {
    const { accountId, cookie } = await loggedIn();
    const other = await loggedIn();
    await createNotification(ctx(), accountId, { title: 'Welcome', text: 'Hello', type: 'WELCOME' });
    await createNotification(ctx(), accountId, { title: 'Offer', text: 'Deal', type: 'OFFER' });
    await createNotification(ctx(), other.accountId, { title: 'Theirs', text: 'x', type: 'OFFER' });
    expect(await unreadCount(ctx(), accountId)).toBe(2);
    const mark = await t.call({
      method: 'POST',
      url: '/api/2/notification/markAllRead',
      payload: {},
      headers: { cookie },
    });
    expect(mark.statusCode).toBe(200);
    expect(mark.json().RESPONSE).toEqual({ marked: 2, unreadCount: 0 });
    expect(await unreadCount(ctx(), accountId)).toBe(0);
    const list = (await t.call({ method: 'GET', url: '/api/2/notification', headers: { cookie } })).json().RESPONSE;
    expect(list.notifications.map((n: { read: boolean }) => n.read)).toEqual([true, true]);
    // Another account's stay unread, and are never listed here.
    expect(await unreadCount(ctx(), other.accountId)).toBe(1);
    expect(list.notifications.map((n: { title: string }) => n.title)).not.toContain('Theirs');
  });

  it('when notifications are created in the same millisecond, then each keeps its own timestamp', async () => {
    const { accountId, cookie } = await loggedIn();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createNotification(ctx(), accountId, { title: `Burst ${i}`, text: '', type: 'OFFER' }),
      ),
    );
    const list = (await t.call({ method: 'GET', url: '/api/2/notification', headers: { cookie } })).json().RESPONSE
      .notifications;
    expect(new Set(list.map((n: { timestamp: number }) => n.timestamp)).size).toBe(5);
  });

  it.each([
    'count=0',
    'count=51',
    'count=abc',
    'count=',
    'count=2.5',
    'before=-1',
    'before=soon',
    'count=1&count=2',
    `before=${'9'.repeat(30)}`,
  ])('when the query is %s, then the answer is 400 in the error shape', async (query) => {
    const { cookie } = await loggedIn();
    const res = await t.call({ method: 'GET', url: `/api/2/notification?${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().RESPONSE.errorCode).toBe('VALIDATION_FAILED');
  });

  it('when a logged-in shopper has none, then the list is empty with no next page', async () => {
    const { cookie } = await loggedIn();
    const res = await t.call({ method: 'GET', url: '/api/2/notification?count=10', headers: { cookie } });
    expect(res.json().RESPONSE).toEqual({ notifications: [], unreadCount: 0, nextBefore: null });
  });
});
