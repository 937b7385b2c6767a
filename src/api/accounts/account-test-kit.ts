import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../tests/support/test-app.ts';

/** Helpers of the account API tests: a browser-like cookie jar and codes read from the outbox. */
export function accountClient(t: TestApp) {
  let sid: string | null = null;
  const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const headers = { ...(options.headers ?? {}), ...(sid ? { cookie: `sid=${sid}` } : {}) };
    const res = await t.call({ ...options, headers });
    const set = res.cookies.find((c) => c.name === 'sid');
    if (set) sid = set.value && !(set.expires && set.expires.getTime() < Date.now()) ? set.value : null;
    return res;
  };
  return {
    call,
    post: (url: string, payload: unknown) =>
      call({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    /** Posts form-encoded, as the spec's form calls are sent. */
    postForm: (url: string, fields: Record<string, string>) =>
      call({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    get sid() {
      return sid;
    },
    set sid(value: string | null) {
      sid = value;
    },
  };
}

export interface OutboxMessage {
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string | null;
  body: string;
}

export async function outbox(t: TestApp): Promise<OutboxMessage[]> {
  const res = await t.call({ method: 'GET', url: '/dev/outbox?format=json' });
  return res.json().RESPONSE.messages;
}

/** The newest code sent to `recipient`. */
export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const message = (await outbox(t)).find((m) => m.recipient === recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}
