import { auditOrders } from './payment-audit.ts';
import { measureEmbeddedPayments, measureOrderThroughput, paymentRows } from './payments.ts';
import type { Row } from './report.ts';

/** The PostgreSQL server of this machine (as CI's), or BENCH_POSTGRES_URL; null when none answers. */
export async function postgresServer(): Promise<string | null> {
  const url = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Issue 12's rows: the embedded figures, then the order throughput on PostgreSQL when a server answers. */
export async function measurePaymentRows(root: string, log: (line: string) => void): Promise<Row[]> {
  log('payment service and web process on a fresh embedded database...');
  const embedded = await measureEmbeddedPayments(root, log).catch((error: Error) => ({
    error: `error: ${error.message.split('\n')[0] ?? ''}`,
  }));
  const server = await postgresServer();
  const throughput = server
    ? await measureOrderThroughput(root, server, auditOrders, log).catch((error: Error) => ({
        error: `error: ${error.message.split('\n')[0] ?? ''}`,
      }))
    : { skipped: 'skipped: no PostgreSQL at 127.0.0.1:5432 (BENCH_POSTGRES_URL)' };
  return paymentRows(embedded, throughput);
}
