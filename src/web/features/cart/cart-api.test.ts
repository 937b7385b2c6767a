import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserState } from '../../../contracts/user-state.ts';
import { createClient, type FetchLike } from '../../api/client.ts';
import { queryKeys } from '../../api/queries.ts';
import { addToCartFailed } from './cart-texts.ts';
import { addToCart, afterCartChange, changeCartList, changeQuantity, CartError } from './cart-api.ts';

/**
 * The storefront's cart rules that need no server (spec 000 §5, §8; 001 §5): the list calls
 * refuse an empty list with no call, a quantity change needs an item id, a transport failure
 * reads as our degrade message, and a change of the cart expires the cached home page.
 */
function recording(respond: () => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetch: FetchLike = async (url) => {
    calls.push(url);
    return respond();
  };
  return { client: createClient({ fetch, timeoutMs: 1000, userAgent: '' }), calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the cart calls of the storefront', () => {
  for (const call of ['remove', 'moveToWishList', 'undoDelete', 'undoMoveToWishList'] as const) {
    it(`when ${call} names no listing, then it is refused and no call is made`, async () => {
      const { client, calls } = recording(() => json({}));
      await expect(changeCartList(client, call, [])).rejects.toBeInstanceOf(CartError);
      expect(calls).toEqual([]);
    });
  }

  it('when a quantity change names no item, then it is refused with no call; without a quantity it sends 1', async () => {
    const { client, calls } = recording(() => json({ STATUS_CODE: 200, RESPONSE: {} }));
    await expect(changeQuantity(client, '')).rejects.toBeInstanceOf(CartError);
    expect(calls).toEqual([]);
    await changeQuantity(client, 'CI42');
    expect(calls).toEqual(['/api/3/cart/item/CI42?quantity=1']);
  });

  it('when a list call names listings, then they go comma-joined', async () => {
    const { client, calls } = recording(() => json({ STATUS_CODE: 200, RESPONSE: {} }));
    await changeCartList(client, 'remove', ['LSTA', 'LSTB']);
    expect(calls).toEqual(['/api/3/cart/item?listingIds=LSTA%2CLSTB']);
  });

  it('when the add gets no answer, then it rejects with the degrade message', async () => {
    const { client } = recording(() => Promise.reject(new Error('connection refused')));
    await expect(addToCart(client, [{ listingId: 'LSTA', productId: 'PRDA' }])).rejects.toMatchObject({
      code: 'NETWORK',
      message: addToCartFailed,
    });
  });

  it('when an answer is not in the error shape, then the degrade message is shown too', async () => {
    const { client } = recording(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(addToCart(client, [{ listingId: 'LSTA', productId: 'PRDA' }])).rejects.toMatchObject({
      message: addToCartFailed,
    });
  });
});

describe('after a change of the cart', () => {
  it("when the cart changes, then home's cached layout and widgets are dropped and the header's count follows", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.layout('home'), { layoutId: 1 });
    queryClient.setQueryData(queryKeys.widgets('home'), []);
    queryClient.setQueryData(queryKeys.layout('search'), { layoutId: 2 });
    queryClient.setQueryData<Partial<UserState>>(queryKeys.userState, {
      isLoggedIn: false,
      cart: { items: [] },
      wishlist: { productIds: ['PRDX'] },
    });
    const item = { listingId: 'LSTA', productId: 'PRDA', quantity: 1 };
    afterCartChange(queryClient, [item], { wishlisted: ['PRDB'] });
    expect(queryClient.getQueryData(queryKeys.layout('home'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.widgets('home'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.layout('search'))).toEqual({ layoutId: 2 });
    const user = queryClient.getQueryData<UserState>(queryKeys.userState);
    expect(user?.cart.items).toEqual([item]);
    expect(user?.wishlist.productIds).toEqual(['PRDB', 'PRDX']);
  });
});
