/**
 * A shopper of the bench's own, signed up as a new user would be: a mobile number, the one-time
 * code read from the development outbox (the web process runs with DEV_PAGES=on), a first name,
 * then a chosen pincode. The session cookie it returns is what the logged-in rows send.
 */
export interface BenchShopper {
  firstName: string;
  mobile: string;
  pincode: string;
  /** `sid=…; vid=…`, as the browser would send it. */
  cookie: string;
}

export const cookieOf = (res: Response, name: string): string | null => {
  for (const line of res.headers.getSetCookie()) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1] ?? null;
  }
  return null;
};

async function okJson(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

/** The newest six-digit code the outbox holds for a recipient, polled for up to 10 s. */
async function codeFor(origin: string, recipient: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answer = (await okJson(await fetch(`${origin}/dev/outbox?format=json`), 'the outbox')) as {
      RESPONSE?: { messages?: { recipient: string; body: string }[] };
    };
    const message = answer.RESPONSE?.messages?.find((m) => m.recipient === recipient);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no one-time code reached the outbox for ${recipient} (is DEV_PAGES on?)`);
}

/** Signs a fresh shopper up through the account calls and selects a pincode for them. */
export async function signUpShopper(
  origin: string,
  { firstName = 'Benchmark', pincode = '560001' }: { firstName?: string; pincode?: string } = {},
): Promise<BenchShopper> {
  // A number no seeded account uses: 6 and nine digits of the clock.
  const mobile = `6${String(Date.now()).slice(-9)}`;
  const loginId = `+91${mobile}`;
  const headers = { origin };
  // The visitor id cookie the first page would have set.
  const page = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'identity' } });
  await page.arrayBuffer();
  const vid = cookieOf(page, 'vid') ?? 'benchvisitor0000';
  const sent = (await okJson(
    await fetch(`${origin}/api/5/user/otp/generate`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ loginId, state: 'SIGNUP' }),
    }),
    'otp/generate',
  )) as { RESPONSE: { data: { requestId: string } } };
  const otp = await codeFor(origin, loginId);
  const signedUp = await fetch(`${origin}/api/4/user/signUp`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      loginId,
      password: 'bench-garden-tulsi-88',
      otp,
      otpRequestId: sent.RESPONSE.data.requestId,
      firstName,
    }),
  });
  const sid = cookieOf(signedUp, 'sid');
  await okJson(signedUp, 'signUp');
  if (!sid) throw new Error('signUp set no session cookie');
  const cookie = `vid=${vid}; sid=${sid}`;
  await okJson(
    await fetch(`${origin}/api/3/user/pincode`, {
      method: 'PUT',
      headers: { ...headers, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ pincode }),
    }),
    'user/pincode',
  );
  return { firstName, mobile, pincode, cookie };
}
