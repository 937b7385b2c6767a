import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../contracts/envelope.ts';
import { optionsAnswer, payAnswer, payWithDetailsAnswer, selectAnswer } from '../contracts/payments.ts';
import { instrumentCodes, paymentMessages, paymentPaths as p } from '../contracts/payments-paths.ts';
import { queryRows } from '../platform/db/rows.ts';
import { createPaymentsKit, type PaymentsKit } from '../../tests/support/payments-kit.ts';

/**
 * The payment service's side of pay now (issue 13; docs/decisions/0047-pay-now.md): a token whose
 * `session` answer carries `payNow` pays an order placed with cash on delivery, so cash and card
 * on delivery are neither offered nor accepted, and a payment that does not pay leads back to the
 * order. The API here is the kit's signed stand-in; src/api/orders/pay-now.test.ts runs the real
 * API against this service.
 */
let k: PaymentsKit;
beforeAll(async () => {
  k = await createPaymentsKit();
});
afterAll(() => k?.close());

const visa = { card_number: '4111111111111111', expiry_month: 12, expiry_year: 2031, cvv: '737', name_on_card: 'Asha' };

/** A token of the stand-in API that pays order `orderId` online before its delivery. */
function payNowToken(amount: number, orderId = `OD${randomUUID().replaceAll('-', '').slice(0, 18)}`) {
  const token = k.token(amount);
  const bound = k.api.tokens.get(token);
  if (!bound) throw new Error('the kit made no token');
  bound.payNow = { orderId };
  bound.checkoutId = orderId;
  bound.items = [];
  return { token, orderId };
}

const pay = async (token: string, instrument: string, body: Record<string, unknown> = {}) => {
  const res = await k.post(p.pay, token, body, randomUUID(), { instrument });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(payAnswer).parse(res.json()).RESPONSE;
};
const chargesOf = async (token: string) => {
  const rows = await queryRows<{ n: number }>(
    k.database.db,
    sql`select count(*)::int as n from payments.charges c join payments.payment_sessions s on s.token = c.session_token
         where s.token = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
  );
  return Number(rows[0]?.n);
};

describe('a pay-now token', () => {
  it('when its options are asked, then cash and card on delivery are not among them; a checkout token still has them', async () => {
    const { token } = payNowToken(129_900);
    const res = await k.post(p.options, token, {});
    expect(res.statusCode, res.body).toBe(200);
    const options = envelope(optionsAnswer).parse(res.json()).RESPONSE;
    expect(options.amount).toBe(129_900);
    expect(options.payment_options.map((o) => o.payment_instrument)).toEqual(
      instrumentCodes.filter((c) => c !== 'COD' && c !== 'DOD'),
    );
    const checkout = envelope(optionsAnswer).parse((await k.post(p.options, k.token(129_900), {})).json()).RESPONSE;
    expect(checkout.payment_options.map((o) => o.payment_instrument)).toContain('COD');
  });

  it('when cash or card on delivery is asked for anyway, then select, paywithdetails and pay refuse it and nothing is charged; a card then pays', async () => {
    const { token } = payNowToken(49_900);
    for (const code of ['COD', 'DOD'] as const) {
      const selected = envelope(selectAnswer).parse(
        (await k.post(p.select, token, { payment_instrument: code })).json(),
      ).RESPONSE;
      expect(selected).toMatchObject({ response_status: 'FAILED', error_code: 'INSTRUMENT_UNAVAILABLE' });
      const details = envelope(payWithDetailsAnswer).parse(
        (await k.post(p.payWithDetails, token, { payment_instrument: code, ajax_sequence: 1 })).json(),
      ).RESPONSE;
      expect(details).toMatchObject({ response_status: 'FAILED', error_code: 'INSTRUMENT_UNAVAILABLE' });
      const paid = await pay(token, code, { captcha_id: 'cap_any', captcha_text: 'ABCDE' });
      expect(paid).toMatchObject({
        response_status: 'FAILED',
        action: 'FAILED',
        error_code: 'INSTRUMENT_UNAVAILABLE',
        error_message: paymentMessages.instrumentUnavailable,
        payment_id: null,
      });
    }
    expect(await chargesOf(token)).toBe(0);
    expect(k.api.completed.filter((c) => c.token === token)).toHaveLength(0);

    const card = await pay(token, 'CREDIT', visa);
    expect(card.action).toBe('DONE');
    expect(card.redirect_url).toBe(
      `${k.api.origin}/orderresponse?reference_id=${card.payment_id}&token=${encodeURIComponent(token)}`,
    );
    expect(k.api.completed.filter((c) => c.token === token)).toEqual([
      expect.objectContaining({
        paymentId: card.payment_id,
        amount: 49_900,
        instruments: [{ code: 'CREDIT', amount: 49_900, label: 'Visa card ending 1111' }],
      }),
    ]);
  });

  it('when the bank declines, then the shopper is sent back to the order, not to the checkout', async () => {
    const { token, orderId } = payNowToken(20_000);
    const answer = await pay(token, 'CREDIT', { ...visa, card_number: '4000000000000002' });
    expect(answer).toMatchObject({ action: 'FAILED', error_code: 'PAYMENT_DECLINED' });
    expect(answer.redirect_url).toBe(`${k.api.origin}/order_details?order_id=${orderId}&pay_now=DECLINED`);
    expect(k.api.failed.some((f) => f.paymentId === answer.payment_id)).toBe(true);
  });

  it('when the bank page is cancelled, then its redirect leads back to the order', async () => {
    const { token, orderId } = payNowToken(20_000);
    const answer = await pay(token, 'NET_OPTIONS', { bank_code: 'HDFC' });
    const url = new URL(answer.redirect_url ?? '');
    const res = await k.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { origin: 'http://localhost' },
      payload: { action: 'cancel' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${k.api.origin}/order_details?order_id=${orderId}&pay_now=DECLINED`);
  });

  it('when the API answers REFUND (the order was paid by another payment), then it is refunded and the shopper told so', async () => {
    const { token, orderId } = payNowToken(30_000);
    k.api.mode = 'refund';
    const answer = await pay(token, 'CREDIT', visa).finally(() => (k.api.mode = 'up'));
    expect(answer).toMatchObject({ action: 'FAILED', error_message: paymentMessages.payNowAlreadyPaid });
    expect(answer.redirect_url).toBe(`${k.api.origin}/order_details?order_id=${orderId}&pay_now=REFUNDED`);
    const [charge] = await queryRows<{ status: string }>(
      k.database.db,
      sql`select status from payments.charges where id = ${answer.payment_id}`,
    );
    expect(charge?.status).toBe('REFUNDED');
  });
});
