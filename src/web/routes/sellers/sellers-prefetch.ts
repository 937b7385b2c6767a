import type { PrefetchDeps } from '../../app/route-table.ts';
import { sellersQuery } from '../../features/product/queries.ts';

/** `/sellers?pid=...&pincode=...`: every seller's offer, awaited by the server before rendering. */
export async function prefetch({ queryClient, client, url }: PrefetchDeps): Promise<unknown> {
  const pid = url.searchParams.get('pid');
  if (!pid) return { status: 404 };
  const page = await queryClient.ensureQueryData(
    sellersQuery(client, pid, validPincode(url.searchParams.get('pincode'))),
  );
  // An unknown product: `{ status: 404 }` for a renderer that answers such a page with HTTP 404.
  return page ? page : { status: 404 };
}

/** The pincode of the URL when it is one (spec 000 §5), else none. */
export const validPincode = (pincode: string | null) => (pincode && /^[1-9][0-9]{5}$/.test(pincode) ? pincode : null);
