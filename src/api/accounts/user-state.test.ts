import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveExperiments } from '../engagement/service.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { accountClient, lastCode } from './account-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await saveExperiments(t.database.db, [
    {
      abId: 'search_ranking_v2',
      appId: 'Desktop',
      variants: [
        { name: 'control', weight: 1, metadata: {} },
        { name: 'treatment', weight: 1, metadata: { ranker: 'v2' } },
      ],
    },
    { abId: 'app_only_banner', appId: 'Mobile', variants: [{ name: 'on', weight: 1, metadata: {} }] },
  ]);
});
afterAll(() => t.close());

describe('POST /api/3/user/state', () => {
  it('when a logged-out visitor asks, then it answers the full user state with only Desktop experiments', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/state',
      payload: { abDataId: 'visitor-1', channelTaggingInfo: { landingPageUrl: '/mobiles' } },
    });
    expect(res.statusCode).toBe(200);
    const state = res.json().RESPONSE;
    expect(state).toMatchObject({
      isLoggedIn: false,
      firstName: null,
      accountId: null,
      cart: { items: [] },
      wishlist: { productIds: [] },
      notifications: { unreadCount: 0 },
      flipkartFirstUser: false,
      pincode: null,
      userEmail: null,
    });
    expect(state.abResponse.abExperiments.map((e: { abId: string }) => e.abId)).toEqual(['search_ranking_v2']);
    expect(state.abResponse.abExperiments[0].appId).toBe('Desktop');
  });

  it('when the same visitor asks twice, then they get the same variant', async () => {
    const variants = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await t.call({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: 'visitor-stable' } });
      variants.add(res.json().RESPONSE.abResponse.abExperiments[0].metadata.variant);
    }
    expect(variants.size).toBe(1);
  });

  it('when many visitors ask, then both variants are handed out', async () => {
    const variants = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await t.call({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: `visitor-${i}` } });
      variants.add(res.json().RESPONSE.abResponse.abExperiments[0].metadata.variant);
    }
    expect([...variants].sort()).toEqual(['control', 'treatment']);
  });

  it('when abDataId is missing or the wrong type, then it answers 400 naming the field', async () => {
    for (const payload of [{}, { abDataId: 42 }, { abDataId: '' }]) {
      const res = await t.call({ method: 'POST', url: '/api/3/user/state', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().RESPONSE.errorCode).toBe('VALIDATION_FAILED');
      expect(res.json().ERROR_MESSAGE).toContain('abDataId');
    }
  });
});

describe('POST /api/3/user/state, logged in', () => {
  it('when a shopper has just signed up, then the state has their name, email, id and the welcome notification unread', async () => {
    const c = accountClient(t);
    const gen = await c.postForm('/api/5/user/otp/generate', { loginId: '+919811122233', state: 'SIGNUP' });
    const otp = await lastCode(t, '+919811122233');
    const signUp = await c.post('/api/4/user/signUp', {
      loginId: '+919811122233',
      password: 'state-pass-1',
      otp,
      otpRequestId: gen.json().RESPONSE.data.requestId,
      firstName: 'Kavya',
      emailId: 'kavya@example.in',
    });
    expect(signUp.statusCode).toBe(200);
    const res = await c.post('/api/3/user/state', {
      abDataId: 'visitor-kavya',
      channelTaggingInfo: { landingPageUrl: '/offers' },
    });
    expect(res.json().RESPONSE).toMatchObject({
      isLoggedIn: true,
      firstName: 'Kavya',
      accountId: signUp.json().RESPONSE.accountId,
      userEmail: 'kavya@example.in',
      flipkartFirstUser: false,
      notifications: { unreadCount: 1 },
      cart: { items: [] },
      wishlist: { productIds: [] },
    });
    const list = await c.call({ method: 'GET', url: '/api/2/notification?count=10' });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Welcome to Bazaar');
  });
});
