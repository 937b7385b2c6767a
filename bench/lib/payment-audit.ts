/**
 * The money audit after the bench's order run (MONEY-PATH.md invariants 2-4, 7), read straight
 * from the database with SQL of its own so it cannot agree with the code by construction:
 * - every successful charge has exactly one order group (or, paying a cash-on-delivery order online
 *   before delivery, one PAID prepayment: issue 13 pay now), for the same amount, and no group lacks one;
 * - the units of the order items equal the units of SOLD reservations;
 * - no reservation is left HELD, and no charge waits to be told to the API.
 */
export async function auditOrders(databaseUrl: string): Promise<{ ok: boolean; text: string }> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The last payments may still be telling the API: give them a few seconds.
    let held = 0;
    let unnotified = 0;
    for (let i = 0; i < 20; i++) {
      const { rows } = await client.query<{ held: number; unnotified: number }>(
        `select (select count(*)::int from stock_reservations where status = 'HELD') as held,
                (select count(*)::int from payments.charges where status = 'SUCCESS' and notified_at is null) as unnotified`,
      );
      held = rows[0]?.held ?? 0;
      unnotified = rows[0]?.unnotified ?? 0;
      if (held === 0 && unnotified === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const { rows } = await client.query<Record<string, number>>(
      `select
         (select count(*)::int from payments.charges where status = 'SUCCESS') as charges,
         (select coalesce(sum(total), 0)::bigint from payments.charges where status = 'SUCCESS') as charged,
         (select count(*)::int from order_groups) as groups,
         (select coalesce(sum(amount), 0)::bigint from order_groups) as ordered,
         (select count(*)::int from order_prepayments where status = 'PAID') as prepaid,
         (select coalesce(sum(amount), 0)::bigint from order_prepayments where status = 'PAID') as prepaid_amount,
         (select count(*)::int from order_groups g
            left join payments.charges c on c.id = g.payment_id and c.status = 'SUCCESS'
           where c.id is null) as groups_without_charge,
         (select count(*)::int from payments.charges c
            left join order_groups g on g.payment_id = c.id
            left join order_prepayments p on p.payment_id = c.id and p.status = 'PAID'
           where c.status = 'SUCCESS' and g.id is null and p.id is null) as charges_without_group,
         (select count(*)::int from order_item_units) as units,
         (select coalesce(sum((i->>'quantity')::int), 0)::int
            from stock_reservations r, jsonb_array_elements(r.items) i where r.status = 'SOLD') as sold`,
    );
    const a = Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
    const ok =
      a.charges === (a.groups ?? 0) + (a.prepaid ?? 0) &&
      a.charged === (a.ordered ?? 0) + (a.prepaid_amount ?? 0) &&
      a.groups_without_charge === 0 &&
      a.charges_without_group === 0 &&
      a.units === a.sold &&
      held === 0 &&
      unnotified === 0;
    const text = `${a.charges} charges, ${a.groups} order groups + ${a.prepaid} paid now, ₹${((a.charged ?? 0) / 100).toFixed(2)} charged = ₹${((a.ordered ?? 0) / 100).toFixed(2)} ordered, ${a.units} units = ${a.sold} sold, ${held} held, ${unnotified} untold`;
    return { ok, text };
  } finally {
    await client.end();
  }
}
