import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' }).DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/shop');
  });
});
