import { z } from 'zod';
import { checkoutLimits } from '../contracts/checkout-paths.ts';

/**
 * Every setting of the web process and the payment service, read once from the environment.
 * A bad value stops start-up with a message that names the variable.
 */
const port = z.coerce.number().int().min(0).max(65535);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface both processes listen on. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Port of the web process (storefront, API, images). */
  PORT: port.default(3000),
  /** Port of the payment service. */
  PAYMENTS_PORT: port.default(3100),
  /** Public origin of the storefront; the payment service allows CORS from it alone. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Public origin of the payment service, as the browser reaches it. */
  PAYMENTS_ORIGIN: z.url().optional(),
  /** PostgreSQL server; when unset, embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Folder of the embedded database and the image cache. */
  DATA_DIR: z.string().min(1).default('data'),
  /** Level of the pino request logs. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Products the demo seed makes in an empty database. */
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(3600),
  /**
   * Secret shared by the payment service and the API for signed server-to-server calls. Outside
   * production a known development value stands in; production refuses to start without its own.
   */
  PAYMENTS_SIGNING_SECRET: z.string().min(16).optional(),
  /**
   * Milliseconds between two runs of the order reconciliation (docs/decisions/0041): payments
   * the payment service completed whose order is missing are found and ordered. 0 turns it off.
   */
  ORDER_RECONCILE_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /**
   * Seconds between two steps of the fulfilment clock (docs/decisions/0045): a placed unit is
   * packed, dispatched, shipped, out for delivery and delivered, one step each time this many
   * seconds pass since its last one. Minutes by default (a demo watches an order arrive in five
   * minutes), fractions of a second in tests; 0 turns the clock off.
   */
  FULFILMENT_STEP_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  /**
   * Seconds a payment token holds its checkout's stock (default: checkoutLimits.reservationMinutes).
   * Shorter in the browser test that lets a token expire; an operator may tune it for a sale.
   */
  CHECKOUT_HOLD_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(86_400)
    .default(checkoutLimits.reservationMinutes * 60),
  /** Co-brand partner variant served when a request names none (see docs/decisions/0004). */
  DEFAULT_COBRAND: z.enum(['none', 'offers', 'itzcash', 'indusind', 'yahoo']).default('none'),
  /**
   * Proxies whose X-Forwarded-For is believed: a comma list of addresses or CIDR ranges of the
   * load balancers in front. Unset, the peer's own address is the client's, so nobody can pick
   * their address (and dodge per-address rate limits) by sending the header themselves.
   */
  /**
   * The development pages: /dev/outbox (codes and messages the development adapters "sent") and
   * the development social login provider. Default: on outside production. The browser tests
   * run a production build with them on, the way a payment gateway's test mode works.
   */
  DEV_PAGES: z.enum(['on', 'off']).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/, ]+$/, 'must be a comma list of IP addresses or CIDR ranges')
    .optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PAYMENTS_SIGNING_SECRET'> & {
  PAYMENTS_SIGNING_SECRET: string;
  publicOrigin: string;
  paymentsOrigin: string;
  /** Cookies carry Secure, and HSTS is sent, when the storefront is served over https. */
  secureCookies: boolean;
  /** Serve /dev/outbox and the development social provider (DEV_PAGES). */
  devPages: boolean;
  /** Proxies whose X-Forwarded-For names the client; empty: none. */
  trustedProxies: string[];
};

export class ConfigError extends Error {}

/** The stand-in secret of development and tests; production refuses it (docs/decisions/0029). */
export const developmentSigningSecret = 'development-signing-secret-change-me';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const secret = c.PAYMENTS_SIGNING_SECRET;
  if (c.NODE_ENV === 'production' && (!secret || secret === developmentSigningSecret)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_SIGNING_SECRET: production needs its own secret (at least 16 characters)',
    );
  }
  const host = c.HOST === '0.0.0.0' ? 'localhost' : c.HOST === '127.0.0.1' ? 'localhost' : c.HOST;
  const publicOrigin = c.PUBLIC_ORIGIN ?? `http://${host}:${c.PORT}`;
  return {
    ...c,
    PAYMENTS_SIGNING_SECRET: c.PAYMENTS_SIGNING_SECRET ?? developmentSigningSecret,
    publicOrigin,
    paymentsOrigin: c.PAYMENTS_ORIGIN ?? `http://${host}:${c.PAYMENTS_PORT}`,
    secureCookies: publicOrigin.startsWith('https:'),
    devPages: c.DEV_PAGES ? c.DEV_PAGES === 'on' : c.NODE_ENV !== 'production',
    trustedProxies: c.TRUST_PROXY
      ? c.TRUST_PROXY.split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : [],
  };
}
