import { describe, expect, it } from 'vitest';
import { ConfigError, developmentSigningSecret, loadConfig } from './config.ts';

const secret = { PAYMENTS_SIGNING_SECRET: 'a-real-secret-of-production-0123' };

describe('loadConfig', () => {
  it('when nothing is set, then it uses the embedded defaults on ports 3000 and 3100', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, PAYMENTS_PORT: 3100, DATA_DIR: 'data' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.paymentsOrigin).toBe('http://localhost:3100');
  });

  it('when a value is bad, then it throws a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('when DATABASE_URL is a postgres URL, then it is kept', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/shop',
    );
  });

  it('when nothing says otherwise, then development pages are on outside production and off in it', () => {
    expect(loadConfig({}).devPages).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).devPages).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_PAGES: 'on', ...secret }).devPages).toBe(true);
    expect(() => loadConfig({ DEV_PAGES: 'yes' })).toThrow(/DEV_PAGES/);
  });

  it('when TRUST_PROXY is unset, then no proxy is believed; when set, then its addresses are', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('when production has no signing secret of its own, then it refuses to start naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_SIGNING_SECRET/);
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, PAYMENTS_SIGNING_SECRET: developmentSigningSecret })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PAYMENTS_SIGNING_SECRET: 'short' })).toThrow(/PAYMENTS_SIGNING_SECRET/);
    expect(loadConfig({ ...production, ...secret }).PAYMENTS_SIGNING_SECRET).toBe(secret.PAYMENTS_SIGNING_SECRET);
  });

  it('when development or tests set no signing secret, then the development stand-in is used', () => {
    expect(loadConfig({}).PAYMENTS_SIGNING_SECRET).toBe(developmentSigningSecret);
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENTS_SIGNING_SECRET).toBe(developmentSigningSecret);
  });
});
