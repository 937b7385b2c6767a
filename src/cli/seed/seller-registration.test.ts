import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { gstStateCode, isValidGstin } from '../../api/orders/gstin.ts';
import { loadDirectory } from '../../api/location/pincode-directory.ts';
import type { Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createLogger } from '../../platform/logger.ts';
import { createCatalogueGenerator, warehouses } from './generate-catalogue.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

/** The demo sellers' GST registrations (issue 13): valid, in their own state, and given to sellers seeded before. */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(['app']);
  await seedIfEmpty(database.db, { products: 24, logger: createLogger('silent', 'test'), seed: 5 });
});
afterAll(async () => {
  await database.close();
});

type SellerRow = {
  id: string;
  city: string;
  gstin: string | null;
  address: string | null;
  state: string | null;
  pincode: string | null;
};
const sellersOf = (db: Database) =>
  queryRows<SellerRow>(db.db, sql`select id, city, gstin, address, state, pincode from sellers order by id`);

describe('seller registrations', () => {
  it('when the catalogue is generated, then every seller has a valid GSTIN of the state its warehouse pincode is in', async () => {
    const directory = new Map((await loadDirectory()).map((p) => [p.pincode, p.state]));
    const { sellers } = createCatalogueGenerator(42);
    expect(sellers).toHaveLength(40);
    for (const s of sellers) {
      expect(isValidGstin(s.gstin ?? ''), `${s.id} ${s.gstin}`).toBe(true);
      expect(s.state).toBe(directory.get(s.pincode ?? ''));
      expect(s.gstin?.slice(0, 2)).toBe(gstStateCode(s.state));
      expect(warehouses.some((w) => w.pincode === s.pincode && w.city === s.city)).toBe(true);
      expect(s.address).toMatch(new RegExp(`^Plot No\\. \\d+, .+, ${s.city}$`));
      // A company's PAN: C in the fourth place, the name's initial in the fifth.
      expect(s.gstin?.[5]).toBe('C');
      expect(s.gstin?.[6]).toBe(s.name[0]?.toUpperCase());
    }
    expect(new Set(sellers.map((s) => s.gstin)).size).toBe(40);
    // Another seed number names other sellers, but a seller's id always gets the same GSTIN body.
    expect(createCatalogueGenerator(42).sellers).toEqual(sellers);
  });

  it('when a database has sellers without a registration, then a start gives them the one the seed gives', async () => {
    const seeded = await sellersOf(database);
    expect(seeded.every((s) => s.gstin && isValidGstin(s.gstin))).toBe(true);
    await database.db.execute(
      sql`update sellers set gstin = null, address = null, state = null, pincode = null where id in ('SEL0003', 'SEL0020')`,
    );
    await seedIfEmpty(database.db, { products: 24, logger: createLogger('silent', 'test'), seed: 5 });
    expect(await sellersOf(database)).toEqual(seeded);
  });
});
