import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../contracts/envelope.ts';
import { internalPaths, signatureHeader, statusAnswer } from '../contracts/payment-internal.ts';
import {
  captchaAnswer,
  egvAnswer,
  emiBanksAnswer,
  emiCardsAnswer,
  emiTenuresAnswer,
  emiTermsAnswer,
  instrumentCheckAnswer,
  netOptionsAnswer,
  optionsAnswer,
  payAnswer,
  payWithDetailsAnswer,
  removeSavedCardAnswer,
  selectAnswer,
  transactionsAnswer,
} from '../contracts/payments.ts';
import { instrumentCodes, paymentMessages, paymentPaths as p } from '../contracts/payments-paths.ts';
import { queryRows } from '../platform/db/rows.ts';
import { signBody } from '../platform/signing.ts';
import { createMarketplaceApi } from './api-client.ts';
import { createGate } from './idempotency.ts';
import { notifyDue } from './store.ts';
import { createPaymentsKit, secret, visa, type PaymentsKit } from '../../tests/support/payments-kit.ts';

let k: PaymentsKit;
beforeAll(async () => {
  k = await createPaymentsKit();
});
afterAll(() => k?.close());

const card = (number: string, cvv = '737') => ({ ...visa, card_number: number, cvv });
const pay = (token: string, instrument: string, body: Record<string, unknown> = {}, key?: string) =>
  k.pay(token, instrument, body, key);
const optionsOf = async (token: string) => {
  const res = await k.post(p.options, token, {});
  expect(res.statusCode, res.body).toBe(200);
  return envelope(optionsAnswer).parse(res.json()).RESPONSE;
};
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(k.database.db, query);

describe('the payment token', () => {
  it('when the API does not know it, then every call is refused with 404 in the error shape', async () => {
    const res = await k.post(p.options, 'res_unknown.mac', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      ERROR_CODE: 'PAYMENT_TOKEN_UNKNOWN',
      RESPONSE: { errorCode: 'PAYMENT_TOKEN_UNKNOWN' },
    });
  });

  it('when it has expired, then it is refused with 410 and the expired message', async () => {
    const res = await k.post(p.options, k.token(10_000, 'acc-1', -1), {});
    expect(res.statusCode).toBe(410);
    expect(res.json().ERROR_MESSAGE).toBe(paymentMessages.tokenExpired);
  });

  it('when the query has none, then the call answers 400', async () => {
    const res = await k.inject({
      method: 'POST',
      url: p.options,
      headers: { 'x-device-source': 'web', origin: k.api.origin },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });

  it('when a live token is used, then options lists every instrument code with the bound amount', async () => {
    const options = await optionsOf(k.token(123_400));
    expect(options.amount).toBe(123_400);
    expect(options.amount_payable).toBe(123_400);
    expect(options.payment_options.map((o) => o.payment_instrument)).toEqual([...instrumentCodes]);
    expect(options.response_status).toBe('SUCCESS');
    // A demo account gets wallet balances the first time it is seen.
    expect(options.payment_options.find((o) => o.payment_instrument === 'SCLP_WALLET')?.balance).toBe(50_000);
  });

  it('when two pays of one token arrive at once with different keys, then one charges and the other is refused', async () => {
    const token = k.token(40_000);
    const [a, b] = await Promise.all([
      k.post(p.pay, token, visa, randomUUID(), { instrument: 'CREDIT' }),
      k.post(p.pay, token, visa, randomUUID(), { instrument: 'CREDIT' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const paid = envelope(payAnswer).parse((a.statusCode === 200 ? a : b).json()).RESPONSE;
    expect(paid.action).toBe('DONE');
    expect(k.api.completed.filter((c) => c.token === token)).toHaveLength(1);
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments.charges c join payments.charges d on d.session_token = c.session_token
          where c.id = ${paid.payment_id}`,
    );
    expect(n).toBe(1);
  });

  it('when a token has paid, then it never pays again (409) and the API heard of one completion', async () => {
    const token = k.token(50_000);
    const first = await pay(token, 'CREDIT', visa);
    expect(first.action).toBe('DONE');
    expect(first.redirect_url).toBe(
      `${k.api.origin}/orderresponse?reference_id=${first.payment_id}&token=${encodeURIComponent(token)}`,
    );
    const again = await k.post(p.pay, token, visa, undefined, { instrument: 'CREDIT' });
    expect(again.statusCode).toBe(409);
    expect(again.json().ERROR_CODE).toBe('PAYMENT_TOKEN_USED');
    expect(k.api.completed.filter((c) => c.paymentId === first.payment_id)).toHaveLength(1);
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments.charges where status = 'SUCCESS' and id = ${first.payment_id}`,
    );
    expect(n).toBe(1);
    // The acknowledgement is recorded with the pay's answer: nothing is left for the notifier.
    const [charge] = await rows<{ notified: boolean; sealed: boolean }>(
      sql`select notified_at is not null as notified, token_sealed is not null as sealed
            from payments.charges where id = ${first.payment_id}`,
    );
    expect(charge).toEqual({ notified: true, sealed: false });
  });
});

describe('cards', () => {
  it('when the number fails the Luhn sum, then pay answers FAILED with the card number message on card_number', async () => {
    const answer = await pay(k.token(10_000), 'CREDIT', card('4111111111111112'));
    expect(answer).toMatchObject({
      response_status: 'FAILED',
      action: 'FAILED',
      field: 'card_number',
      error_message: 'Not a valid card number',
      redirect_url: null,
    });
  });

  it('when the CVV is missing or of the wrong length for the network, then it answers Not a valid CVV', async () => {
    expect(await pay(k.token(10_000), 'CREDIT', { ...visa, cvv: undefined })).toMatchObject({
      field: 'cvv',
      error_message: 'Not a valid CVV',
    });
    expect(await pay(k.token(10_000), 'CREDIT', card('378282246310005', '737'))).toMatchObject({ field: 'cvv' });
    expect((await pay(k.token(10_000), 'CREDIT', card('378282246310005', '7373'))).action).toBe('DONE');
  });

  it('when a Maestro card has no CVV (OPTIONAL), then it pays', async () => {
    expect((await pay(k.token(10_000), 'CREDIT', { ...card('6759649826438453'), cvv: undefined })).action).toBe('DONE');
  });

  it('when the card has expired, then the expiry is refused', async () => {
    expect(await pay(k.token(10_000), 'CREDIT', { ...visa, expiry_year: 2020 })).toMatchObject({ field: 'expiry' });
  });

  it('when the card is of a blacklisted country, then the check and pay give the blacklisted message', async () => {
    const token = k.token(10_000);
    const check = await k.post(p.instrumentCheck, token, {
      payment_instrument: 'CREDIT',
      offer_sequence_number: 1,
      card_number: '4000566555665555',
    });
    const answer = envelope(instrumentCheckAnswer).parse(check.json()).RESPONSE;
    expect(answer.card?.country_type).toBe('BLACKLIST_COUNTRY');
    expect(answer.error_message).toBe(paymentMessages.blacklistedCountry);
    expect((await pay(token, 'CREDIT', card('4000566555665555'))).error_message).toBe(
      paymentMessages.blacklistedCountry,
    );
  });

  it('when a domestic card is checked, then its network, CVV condition and country come back', async () => {
    const res = await k.post(p.instrumentCheck, k.token(10_000), {
      payment_instrument: 'CREDIT',
      offer_sequence_number: 1,
      card_number: '6521520000000004',
    });
    expect(envelope(instrumentCheckAnswer).parse(res.json()).RESPONSE.card).toMatchObject({
      network: 'RUPAY',
      country_type: 'DOMESTIC_COUNTRY',
      cvv_condition: 'REQUIRED',
      valid: true,
      card_type: 'DEBIT',
    });
  });

  it('when the bank declines, then pay answers FAILED with a retry, the token ends and the API releases', async () => {
    const token = k.token(10_000);
    const answer = await pay(token, 'CREDIT', card('4000000000000002'));
    expect(answer).toMatchObject({ response_status: 'FAILED', action: 'FAILED', error_code: 'PAYMENT_DECLINED' });
    expect(answer.error_message).toContain(paymentMessages.paymentFailed);
    expect(answer.redirect_url).toBe(`${k.api.origin}/checkout/retry?reason=DECLINED`);
    expect(k.api.failed.some((f) => f.paymentId === answer.payment_id && f.reason === 'DECLINED')).toBe(true);
    expect((await k.post(p.options, token, {})).statusCode).toBe(410);
  });

  it('when the API does not take the decline at once, then the payment service tells it again before the shopper is sent to retry', async () => {
    const token = k.token(10_000);
    k.api.failedRefusals = 2;
    const answer = await pay(token, 'CREDIT', card('4000000000000002'));
    expect(answer).toMatchObject({ response_status: 'FAILED', action: 'FAILED' });
    // Two refusals, then taken: the retry page's token is not this one, still held.
    expect(k.api.failed.filter((f) => f.paymentId === answer.payment_id)).toHaveLength(3);
    expect(k.api.tokens.get(token)?.status).toBe('RELEASED');
  });

  it('when the API never took the decline, then the shopper coming back with that token makes the payment service tell it again', async () => {
    const token = k.token(10_000);
    k.api.failedRefusals = 3;
    const answer = await pay(token, 'CREDIT', card('4000000000000002'));
    expect(answer).toMatchObject({ response_status: 'FAILED', action: 'FAILED' });
    expect(k.api.tokens.get(token)?.status).toBe('HELD');
    // The retry page got this token again (still held): its options end it, and the API hears.
    expect((await k.post(p.options, token, {})).statusCode).toBe(410);
    expect(k.api.failed.filter((f) => f.paymentId === answer.payment_id)).toHaveLength(4);
    expect(k.api.tokens.get(token)?.status).toBe('RELEASED');
  });

  it('when the funds are insufficient, then it says so', async () => {
    expect((await pay(k.token(10_000), 'CREDIT', card('4000000000009995'))).error_code).toBe('INSUFFICIENT_FUNDS');
  });

  it('when the card needs an OTP, then the OTP page takes 123456 and sends the browser to the confirmation', async () => {
    const token = k.token(20_000);
    const answer = await pay(token, 'CREDIT', card('4000000000003220'));
    expect(answer).toMatchObject({ action: 'REDIRECT', redirection_type: 'INTERNAL_REDIRECTION' });
    const url = new URL(answer.redirect_url ?? '');
    expect(url.pathname).toBe(`/pay/otp/${answer.payment_id}`);
    const page = await k.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('One-time password');
    const post = (otp: string) =>
      k.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { origin: 'http://localhost' },
        payload: { otp, action: 'submit' },
      });
    const wrong = await post('000000');
    expect(wrong.body).toContain('Incorrect OTP. 2 attempts left.');
    const right = await post('123456');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(
      `${k.api.origin}/orderresponse?reference_id=${answer.payment_id}&token=${encodeURIComponent(token)}`,
    );
    const done = await k.post(p.complete, token, { transaction_ids: answer.transaction_ids });
    expect(envelope(transactionsAnswer).parse(done.json()).RESPONSE.action).toBe('DONE');
  });
});

describe('saved cards', () => {
  it('when the shopper consents, then only a token, network, issuer and last four are kept; it pays without CVV and can be removed', async () => {
    const first = await pay(k.token(10_000, 'acc-saver'), 'CREDIT', { ...visa, save_card: true });
    expect(first.action).toBe('DONE');
    const token = k.token(10_000, 'acc-saver');
    const [saved] = (await optionsOf(token)).saved_cards;
    expect(saved?.card_information).toMatchObject({ network: 'VISA', issuer: 'Kotak Mahindra Bank', last4: '1111' });
    expect(saved?.cvv_condition).toBe('NOT_REQUIRED');
    const cardId = saved?.card_information.card_id ?? '';
    const paid = await pay(token, 'SAVED_CARD', { card_id: cardId });
    expect(paid.action).toBe('DONE');
    const token2 = k.token(10_000, 'acc-saver');
    const removed = await k.post(p.removeSavedCard, token2, { card_id: cardId });
    expect(envelope(removeSavedCardAnswer).parse(removed.json()).RESPONSE.saved_cards).toEqual([]);
  });

  it('when a guest pays, then no card is saved even with consent', async () => {
    await pay(k.token(10_000, null), 'CREDIT', { ...visa, save_card: true });
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments.saved_cards where account_id = ''`,
    );
    expect(n).toBe(0);
  });
});

describe('net banking', () => {
  it('when the banks are listed, then popular ones come first', async () => {
    const res = await k.post(p.netOptions, k.token(10_000), {});
    const banks = envelope(netOptionsAnswer).parse(res.json()).RESPONSE.banks;
    const firstOther = banks.findIndex((b) => !b.popular);
    expect(banks.slice(0, firstOther).every((b) => b.popular)).toBe(true);
    expect(banks.slice(firstOther).some((b) => b.popular)).toBe(false);
  });

  it('when the shopper approves on the bank page, then the payment completes; the failing bank declines', async () => {
    for (const [bank, expected] of [
      ['HDFC', '/orderresponse'],
      ['FAILBANK', '/checkout/retry'],
    ] as const) {
      const token = k.token(10_000);
      const answer = await pay(token, 'NET_OPTIONS', { bank_code: bank });
      expect(answer.action).toBe('REDIRECT');
      const res = await k.bankPage(answer.redirect_url, 'approve');
      expect(res.statusCode).toBe(303);
      expect(new URL(String(res.headers.location)).pathname, bank).toBe(expected);
    }
  });

  it('when the shopper cancels on the bank page, then the payment ends cancelled', async () => {
    const token = k.token(10_000);
    const answer = await pay(token, 'NET_OPTIONS', { bank_code: 'SBI' });
    const res = await k.bankPage(answer.redirect_url, 'cancel');
    expect(String(res.headers.location)).toContain('/checkout/retry');
  });
});

describe('UPI', () => {
  it('when a collect request is approved on the test UPI page, then polling complete turns PENDING into DONE', async () => {
    const token = k.token(10_000);
    const answer = await pay(token, 'PHONEPE', { upi_id: 'asha@okicici' });
    expect(answer).toMatchObject({ action: 'PENDING', poll_interval_ms: 2000 });
    expect(answer.redirect_url).toContain('/checkout/pending?');
    const poll = async () =>
      envelope(transactionsAnswer).parse(
        (await k.post(p.complete, token, { transaction_ids: answer.transaction_ids })).json(),
      ).RESPONSE;
    expect((await poll()).action).toBe('PENDING');
    const url = new URL(answer.approve_url ?? '');
    const approved = await k.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { origin: 'http://localhost' },
      payload: { action: 'approve' },
    });
    expect(approved.body).toContain('Payment approved');
    expect((await poll()).action).toBe('DONE');
  });

  it('when the UPI id is the declining test id, then the poll answers FAILED', async () => {
    const token = k.token(10_000);
    const answer = await pay(token, 'PHONEPE', { upi_id: 'fail@upi' });
    const res = await k.post(p.complete, token, { transaction_ids: answer.transaction_ids });
    expect(envelope(transactionsAnswer).parse(res.json()).RESPONSE).toMatchObject({
      action: 'FAILED',
      response_status: 'FAILED',
    });
  });

  it('when the shopper gives up on the pending page, then decline cancels the request', async () => {
    const token = k.token(10_000);
    const answer = await pay(token, 'PHONEPE', { upi_id: 'asha@okaxis' });
    const res = await k.post(p.decline, token, { transaction_ids: answer.transaction_ids });
    const declined = envelope(transactionsAnswer).parse(res.json()).RESPONSE;
    expect(declined.transactions).toEqual([{ transaction_id: answer.payment_id, status: 'CANCELLED' }]);
  });
});

describe('wallets', () => {
  it('when the balance covers the amount, then the wallet pays and its balance falls; a guest cannot use one', async () => {
    const token = k.token(20_000, 'acc-wallet');
    expect((await pay(token, 'SCLP_WALLET')).action).toBe('DONE');
    const after = await optionsOf(k.token(1_000, 'acc-wallet'));
    expect(after.payment_options.find((o) => o.payment_instrument === 'SCLP_WALLET')?.balance).toBe(30_000);
    expect((await pay(k.token(1_000, null), 'FLIPKART_CREDIT')).error_code).toBe('PAYMENT_LOGIN_REQUIRED');
    const details = await k.post(p.payWithDetails, k.token(40_000, 'acc-wallet'), {
      payment_instrument: 'SCLP_WALLET',
      ajax_sequence: 1,
    });
    expect(envelope(payWithDetailsAnswer).parse(details.json()).RESPONSE.wallet).toEqual({
      balance: 30_000,
      sufficient: false,
    });
  });

  it('when two payments spend the same wallet at once, then one succeeds and the balance never goes below zero', async () => {
    const [a, b] = [k.token(40_000, 'acc-race'), k.token(40_000, 'acc-race')];
    await optionsOf(a);
    const answers = await Promise.all([pay(a, 'SCLP_WALLET'), pay(b, 'SCLP_WALLET')]);
    expect(answers.map((x) => x.action).sort()).toEqual(['DONE', 'FAILED']);
    const [w] = await rows<{ balance: string }>(
      sql`select balance from payments.wallets where account_id = 'acc-race' and code = 'SCLP_WALLET'`,
    );
    expect(Number(w?.balance)).toBe(10_000);
  });
});

describe('EMI', () => {
  it('when banks and tenures are asked, then tenures are keyed section_bank with scheme adjustments per tenure', async () => {
    const token = k.token(600_000);
    expect(
      envelope(emiBanksAnswer).parse((await k.post(p.emiBanks, token, {})).json()).RESPONSE.banks.length,
    ).toBeGreaterThan(3);
    const tenures = envelope(emiTenuresAnswer).parse(
      (await k.post(p.emiTenures, token, { emi_type: 'no_cost', bank_code: 'HDFC' })).json(),
    ).RESPONSE.tenures;
    const plans = tenures.no_cost_HDFC ?? [];
    expect(plans.map((x) => x.tenure)).toEqual([3, 6]);
    expect(plans[0]?.emi_scheme_adjustments[0]?.amount).toBeLessThan(0);
    const terms = envelope(emiTermsAnswer).parse((await k.get(p.emiTerms, token)).json()).RESPONSE;
    expect(terms.terms.length).toBeGreaterThan(0);
    const cards = envelope(emiCardsAnswer).parse(
      (await k.post(p.emiCards, token, { tenure: 6, bank_code: 'HDFC' })).json(),
    ).RESPONSE;
    expect(cards.response_status).toBe('SUCCESS');
  });

  it('when a debit card is checked for EMI, then the card not supported for EMI message comes back', async () => {
    const res = await k.post(p.instrumentCheck, k.token(600_000), {
      payment_instrument: 'EMI_OPTIONS',
      offer_sequence_number: 1,
      card_number: '6521520000000004',
      bank_code: 'SBI',
      tenure: 6,
      emi_type: 'standard',
    });
    expect(envelope(instrumentCheckAnswer).parse(res.json()).RESPONSE.error_message).toBe('card not supported for EMI');
  });

  it('when an HDFC credit card pays by no-cost EMI, then it pays the amount less the interest given back', async () => {
    const token = k.token(600_000);
    const answer = await pay(token, 'EMI_OPTIONS', {
      ...card('5241810000000000'),
      bank_code: 'HDFC',
      tenure: 6,
      emi_type: 'no_cost',
    });
    expect(answer.action).toBe('DONE');
    const sent = k.api.completed.find((c) => c.paymentId === answer.payment_id);
    expect(sent?.amount).toBe(600_000);
  });

  it('when a pre-approved account pays by EMI_CREDIT, then it completes', async () => {
    expect((await pay(k.token(600_000), 'EMI_CREDIT', { tenure: 3, emi_type: 'preapproved' })).action).toBe('DONE');
  });
});

describe('cash on delivery', () => {
  const solve = (image: string) =>
    [
      ...Buffer.from(image.split(',')[1] ?? '', 'base64')
        .toString()
        .matchAll(/>([A-Z0-9])<\/text>/g),
    ]
      .map((m) => m[1])
      .join('');

  it('when the captcha is solved, then COD completes; a wrong one is refused; above the limit it is disabled', async () => {
    const token = k.token(30_000);
    const captcha = envelope(captchaAnswer).parse(
      (await k.get(p.captcha.replace(':token', encodeURIComponent(token)), token)).json(),
    ).RESPONSE;
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect((await pay(token, 'COD', { captcha_id: captcha.captcha_id, captcha_text: 'WRONG' })).error_code).toBe(
      'CAPTCHA_INVALID',
    );
    const again = envelope(captchaAnswer).parse(
      (await k.get(p.captcha.replace(':token', encodeURIComponent(token)), token)).json(),
    ).RESPONSE;
    expect(
      (await pay(token, 'COD', { captcha_id: again.captcha_id, captcha_text: solve(again.image).toLowerCase() }))
        .action,
    ).toBe('DONE');
    const big = await optionsOf(k.token(6_000_000));
    expect(big.payment_options.find((o) => o.payment_instrument === 'COD')?.disabled_reason).toBe(
      paymentMessages.codLimit,
    );
  });
});

describe('gift cards', () => {
  const egv = (token: string, number: string, pin: string) =>
    k.post(p.egv, token, { egv_number: number, egv_pin: pin });

  it('when the number or pin is wrong, then it answers Invalid voucher number/pin', async () => {
    const res = await egv(k.token(10_000), '6001220000000001', '999999');
    expect(envelope(egvAnswer).parse(res.json()).RESPONSE).toMatchObject({
      response_status: 'FAILED',
      error_message: 'Invalid voucher number/pin',
    });
  });

  it('when two gift cards and a card pay together, then the instruments add up to the amount', async () => {
    const token = k.token(200_000);
    await egv(token, '6001220000000001', '111111');
    const second = envelope(egvAnswer).parse((await egv(token, '6001220000000002', '222222')).json()).RESPONSE;
    expect(second).toMatchObject({ gift_card_amount: 150_000, amount_payable: 50_000 });
    const answer = await pay(token, 'CREDIT', visa);
    expect(answer.action).toBe('DONE');
    expect(answer.transaction_ids).toHaveLength(3);
    const sent = k.api.completed.find((c) => c.paymentId === answer.payment_id);
    expect(sent?.instruments).toEqual([
      { code: 'EGV', amount: 50_000, label: 'Gift card ending 0001' },
      { code: 'EGV', amount: 100_000, label: 'Gift card ending 0002' },
      { code: 'CREDIT', amount: 50_000, label: 'Visa card ending 1111' },
    ]);
    const holds = await rows<{ status: string }>(
      sql`select h.status from payments.gift_card_holds h join payments.charges c on c.session_token = h.session_token
          where c.id = ${answer.payment_id}`,
    );
    expect(holds.map((h) => h.status)).toEqual(['SPENT', 'SPENT']);
  });

  it('when a sixteenth gift card is added, then it is refused', async () => {
    const token = k.token(10_000_000);
    for (let i = 0; i < 15; i++) await egv(token, `600122000000${1001 + i}`, '123456');
    const res = envelope(egvAnswer).parse((await egv(token, '6001220000001016', '123456')).json()).RESPONSE;
    expect(res.error_message).toBe(paymentMessages.voucherLimit);
    expect(res.applied_gift_cards).toHaveLength(15);
  });

  it('when gift cards cover everything, then complete (or pay EGV) settles it', async () => {
    const token = k.token(100_000);
    const applied = envelope(egvAnswer).parse((await egv(token, '6001220000000005', '555555')).json()).RESPONSE;
    expect(applied.amount_payable).toBe(0);
    const res = await k.post(p.complete, token, {
      transaction_ids: applied.applied_gift_cards.map((g) => g.transaction_id),
    });
    expect(envelope(transactionsAnswer).parse(res.json()).RESPONSE.action).toBe('DONE');
  });

  it('when two payments apply the same gift card at once, then its balance is spent once', async () => {
    const [a, b] = [k.token(40_000), k.token(40_000)];
    await Promise.all([optionsOf(a), optionsOf(b)]);
    await Promise.all([
      egv(a, '6001220000000003', '333333'),
      egv(b, '6001220000000003', '333333'),
      egv(a, '6001220000000003', '333333'),
    ]);
    const [card3] = await rows<{ balance: string }>(sql`select balance from payments.gift_cards where last4 = '0003'`);
    const [held] = await rows<{ total: string }>(
      sql`select coalesce(sum(h.amount), 0) as total from payments.gift_card_holds h join payments.gift_cards g on g.id = h.gift_card_id where g.last4 = '0003' and h.status = 'HELD'`,
    );
    expect(Number(card3?.balance) + Number(held?.total)).toBe(200_000);
    expect(Number(held?.total)).toBe(80_000);
  });

  it('when a gift card is declined (removed), then its balance comes back', async () => {
    const token = k.token(10_000);
    const applied = envelope(egvAnswer).parse((await egv(token, '6001220000001020', '123456')).json()).RESPONSE;
    const res = await k.post(p.decline, token, { transaction_ids: [applied.applied_gift_cards[0]?.transaction_id] });
    expect(envelope(transactionsAnswer).parse(res.json()).RESPONSE.action).toBe('NONE');
    const [c] = await rows<{ balance: string }>(sql`select balance from payments.gift_cards where last4 = '1020'`);
    expect(Number(c?.balance)).toBe(10_000);
  });
});

describe('offers and sequence numbers', () => {
  it('when a bank-offer card is checked, then the offer applies; an older sequence number is marked stale', async () => {
    const token = k.token(100_000);
    const check = async (n: number, number: string) =>
      envelope(instrumentCheckAnswer).parse(
        (
          await k.post(p.instrumentCheck, token, {
            payment_instrument: 'CREDIT',
            offer_sequence_number: n,
            card_number: number,
          })
        ).json(),
      ).RESPONSE;
    const offer = await check(2, '524181');
    expect(offer.adjustments).toEqual([{ id: 'HDFC_CC_10', description: expect.any(String), amount: -10_000 }]);
    expect(offer.amount_payable).toBe(90_000);
    expect((await check(1, '411111')).stale).toBe(true);
    expect((await optionsOf(token)).adjustments).toHaveLength(1);
    const selected = envelope(selectAnswer).parse(
      (await k.post(p.select, token, { payment_instrument: 'NET_OPTIONS' })).json(),
    ).RESPONSE;
    expect(selected.adjustments).toEqual([]);
    const paid = await pay(token, 'CREDIT', card('5241810000000000'));
    expect(k.api.completed.find((c) => c.paymentId === paid.payment_id)?.instruments).toContainEqual({
      code: 'OFFER',
      amount: 10_000,
      label: 'Instant discount',
    });
  });
});

describe('idempotency keys', () => {
  it('when pay is sent twice with one key, then the first answer is replayed and one charge exists', async () => {
    const token = k.token(10_000);
    const key = randomUUID();
    const [a, b] = await Promise.all([pay(token, 'CREDIT', visa, key), pay(token, 'CREDIT', visa, key)]);
    expect(b).toEqual(a);
    expect(await pay(token, 'CREDIT', visa, key)).toEqual(a);
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments.charges where id = ${a.payment_id}`,
    );
    expect(n).toBe(1);
  });

  it('when one key comes with another body, then it is refused with 422', async () => {
    const token = k.token(10_000);
    const key = randomUUID();
    await pay(token, 'CREDIT', card('4111111111111112'), key);
    const res = await k.post(p.pay, token, visa, key, { instrument: 'CREDIT' });
    expect(res.statusCode).toBe(422);
    expect(res.json().ERROR_CODE).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('when a money call has no key, then it is refused with 400', async () => {
    const res = await k.post(p.pay, k.token(10_000), visa, false, { instrument: 'CREDIT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().ERROR_CODE).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});

describe('too many shoppers', () => {
  it('when the gate is full, then a payment answers 429 with the message and a Retry-After hint', async () => {
    const gate = createGate(1, 120);
    const headers: Record<string, string> = {};
    const reply = { header: (n: string, v: string) => (headers[n] = v) };
    let release = () => {};
    const running = gate(reply, () => new Promise<void>((r) => (release = r)));
    await expect(gate(reply, async () => 1)).rejects.toMatchObject({
      status: 429,
      message: paymentMessages.tooManyShoppers,
    });
    expect(headers['retry-after']).toBe('120');
    release();
    await running;
    expect(await gate(reply, async () => 2)).toBe(2);
  });
});

describe('completion', () => {
  it('when the API is down at payment, then the notifier sends the completion later, once', async () => {
    const token = k.token(10_000);
    await optionsOf(token);
    k.api.mode = 'down';
    const answer = await pay(token, 'CREDIT', visa).finally(() => (k.api.mode = 'up'));
    expect(answer.action).toBe('DONE');
    await k.database.db.execute(
      sql`update payments.charges set next_notify_at = now() where id = ${answer.payment_id}`,
    );
    await Promise.all([
      notifyDue({ database: k.database, api: apiOf(), secret }),
      notifyDue({ database: k.database, api: apiOf(), secret }),
    ]);
    expect(k.api.completed.filter((c) => c.paymentId === answer.payment_id && c.token === token)).toHaveLength(1);
    const [row] = await rows<{ notified_at: string | null; token_sealed: string | null }>(
      sql`select notified_at, token_sealed from payments.charges where id = ${answer.payment_id}`,
    );
    expect(row?.notified_at).not.toBeNull();
    expect(row?.token_sealed).toBeNull();
    expect(await notifyDue({ database: k.database, api: apiOf(), secret })).toBe(0);
  });

  it('when the API answers REFUND, then the payment is refunded and gift cards and wallets get their balance back', async () => {
    const token = k.token(60_000, 'acc-refund');
    await optionsOf(token);
    await k.post(p.egv, token, { egv_number: '6001220000001019', egv_pin: '123456' });
    k.api.mode = 'refund';
    const answer = await pay(token, 'QC_SCLP').finally(() => (k.api.mode = 'up'));
    expect(answer).toMatchObject({ action: 'FAILED', error_message: paymentMessages.outOfStock });
    const [gc] = await rows<{ balance: string }>(sql`select balance from payments.gift_cards where last4 = '1019'`);
    const [w] = await rows<{ balance: string }>(
      sql`select balance from payments.wallets where account_id = 'acc-refund' and code = 'QC_SCLP'`,
    );
    expect([Number(gc?.balance), Number(w?.balance)]).toEqual([10_000, 200_000]);
    const [c] = await rows<{ status: string }>(
      sql`select status from payments.charges where id = ${answer.payment_id}`,
    );
    expect(c?.status).toBe('REFUNDED');
  });

  it('when the API asks for the status signed, then it gets the payments of its tokens; unsigned, 401', async () => {
    const token = k.token(10_000);
    const paid = await pay(token, 'CREDIT', visa);
    const body = JSON.stringify({ tokens: [token, 'res_none.x'] });
    const res = await k.inject({
      method: 'POST',
      url: internalPaths.status,
      headers: { 'content-type': 'application/json', origin: k.api.origin, [signatureHeader]: signBody(secret, body) },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(statusAnswer).parse(res.json()).RESPONSE.payments).toEqual([
      expect.objectContaining({ token, paymentId: paid.payment_id, status: 'SUCCESS', amount: 10_000 }),
    ]);
    const unsigned = await k.inject({
      method: 'POST',
      url: internalPaths.status,
      headers: { 'content-type': 'application/json', origin: k.api.origin },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('card data', () => {
  it('when every test card has paid, then no card number or CVV is in the payments schema or the logs', async () => {
    const numbers = [
      '4111111111111111',
      '5555555555554444',
      '5241810000000000',
      '4000000000000002',
      '4000000000009995',
      '4000000000003220',
      '4000566555665555',
      '378282246310005',
      '6521520000000004',
      '6759649826438453',
    ];
    for (const number of numbers)
      await pay(k.token(10_000, 'acc-dump'), 'CREDIT', {
        ...card(number, number.startsWith('37') ? '9281' : '928'),
        save_card: true,
      });
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'payments'`,
    );
    let dump = '';
    for (const { table_name } of tables)
      dump += JSON.stringify(await rows(sql.raw(`select * from payments.${table_name}`)));
    const logs = k.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const [name, text] of [
      ['database', dump],
      ['logs', logs],
    ] as const) {
      for (const needle of [...numbers, '"928"', '"9281"', '"cvv":', 'cvv=']) {
        const at = text.indexOf(needle);
        expect(at, `${needle} in the ${name}: ${text.slice(Math.max(0, at - 200), at + 100)}`).toBe(-1);
      }
    }
  });
});

/** The payment service's own client of the stand-in API, for calling the notifier directly. */
const apiOf = () => createMarketplaceApi(k.api.origin, secret);
