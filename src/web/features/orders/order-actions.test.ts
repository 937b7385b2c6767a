import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderDetailItem } from '../../../contracts/orders.ts';
import { actionsOf, isInvoiceEmail, safeHref } from './order-actions.ts';

const item = (id: string, more: Partial<OrderDetailItem> = {}): OrderDetailItem => ({
  orderItemId: id,
  orderItemUnitId: `${id}-u1`,
  units: [{ orderItemUnitId: `${id}-u1`, status: 'approved' }],
  listingId: 'LST1',
  productId: 'PRD1',
  title: 'A book',
  quantity: 1,
  itemMetadata: { isLarge: false, url: null },
  prices: { amount: 49_900, itemListingPrice: 59_900, itemSellingPrice: 49_900, itemAdjustments: [], itemOffers: [] },
  sellerName: 'Book Bazaar',
  promisedDate: null,
  promisedDateText: null,
  status: 'Ordered',
  itemProgressSteps: [],
  statusClass: 'approved',
  returnPolicy: null,
  returnBadge: null,
  assuredBuyBackData: null,
  associatedOrderItemId: null,
  sellerUrl: '/sellers?sid=S1',
  sellerReviewUrl: null,
  giftDetails: null,
  returnTracking: null,
  nonReturnRefunds: [],
  rateAndReview: null,
  category: null,
  vertical: null,
  fsn: 'FSN1',
  itemReturnable: false,
  itemCancellable: false,
  itemSchedulable: false,
  itemReviewable: false,
  preOrder: false,
  promisedFromDate: null,
  promisedToDate: null,
  actualDeliveredDate: null,
  currentSlotStartDate: null,
  currentSlotEndDate: null,
  ...more,
});

const order = (more: Partial<OrderDetail> = {}): OrderDetail => ({
  statusCode: 200,
  statusMessage: 'OK',
  orderId: 'OD100',
  referenceId: 'PAY1',
  orderDate: '2026-11-27T06:00:00.000Z',
  orderDateText: "Fri, Nov 27th '26 11:30 AM",
  amount: 49_900,
  orderType: 'physical',
  orderSubType: null,
  orderStatus: 'Ordered',
  sellerId: 'S1',
  sellerName: 'Book Bazaar',
  paymentMethods: [],
  customerInfo: { emailId: null, phoneNumber: null },
  shippingAddress: null,
  totalSavings: 0,
  orderLvlPromiseDate: null,
  orderLvlPromiseDateText: null,
  numberOfItems: 1,
  items: [item('I1')],
  groupedItems: [],
  prepaidEligibilityData: { eligibility: false, messageTitle: '', message: '' },
  orderNotifications: [],
  subscribed: false,
  unSubscribed: false,
  phonePeCashbackMessage: null,
  resendEGVAllowed: false,
  addressChangeable: false,
  orderReturnAllowed: false,
  orderCancellationAllowed: false,
  isDownloadInvoiceAllowed: false,
  actions: [],
  ...more,
});

describe('the actions of an order (spec 001 §2, §6)', () => {
  it('when the server lists no action, then nothing is offered, whatever the flags say', () => {
    const all = actionsOf(
      order({
        orderCancellationAllowed: true,
        orderReturnAllowed: true,
        isDownloadInvoiceAllowed: true,
        resendEGVAllowed: true,
        prepaidEligibilityData: { eligibility: true, messageTitle: 'Pay now', message: 'Skip the cash' },
        items: [item('I1', { itemCancellable: true, itemReturnable: true, itemReviewable: true })],
      }),
    );
    expect(all.order).toEqual({ print: false, contactus: false, payNow: false, invoice: false, subscription: false });
    expect(all.items.get('I1')).toEqual({
      review: null,
      sellerReview: null,
      cancel: null,
      return: null,
      giftcard: false,
    });
  });

  it('when an action is listed but its flag is off, then it is not offered', () => {
    const listed = actionsOf(
      order({ actions: ['payNow', 'invoice', 'cancel', 'return', 'review', 'giftcard', 'sellerReview'] }),
    );
    expect(listed.order.payNow).toBe(false);
    expect(listed.order.invoice).toBe(false);
    expect(listed.items.get('I1')).toEqual({
      review: null,
      sellerReview: null,
      cancel: null,
      return: null,
      giftcard: false,
    });
  });

  it('when an order allows cancelling but only one item is cancellable, then only that item links to the cancel flow', () => {
    const two = actionsOf(
      order({
        actions: ['print', 'contactus', 'cancel', 'subscription'],
        orderCancellationAllowed: true,
        items: [item('I1', { itemCancellable: true }), item('I2')],
      }),
    );
    expect(two.order).toMatchObject({ print: true, contactus: true, subscription: true });
    expect(two.items.get('I1')?.cancel).toBe('/orders/cancel?order_id=OD100&item_id=I1&unit_id=I1-u1');
    expect(two.items.get('I2')?.cancel).toBeNull();
  });

  it('when a delivered item may be returned and reviewed, then it links to the return flow, the review and the seller review', () => {
    const delivered = actionsOf(
      order({
        actions: ['return', 'review', 'sellerReview', 'invoice'],
        orderReturnAllowed: true,
        isDownloadInvoiceAllowed: true,
        items: [
          item('I1', {
            itemReturnable: true,
            itemReviewable: true,
            rateAndReview: { url: '/a-book/write-review/PRD1', rating: null },
            sellerReviewUrl: '/sellers?sid=S1#review',
          }),
        ],
      }),
    );
    expect(delivered.order.invoice).toBe(true);
    expect(delivered.items.get('I1')).toEqual({
      review: '/a-book/write-review/PRD1',
      sellerReview: '/sellers?sid=S1#review',
      cancel: null,
      return: '/orders/returns?order_id=OD100&item_id=I1&unit_id=I1-u1',
      giftcard: false,
    });
  });

  it('when a cash-on-delivery order may be paid online, then pay now is offered', () => {
    const cod = actionsOf(
      order({
        actions: ['payNow'],
        prepaidEligibilityData: { eligibility: true, messageTitle: 'Pay online', message: 'Pay now' },
      }),
    );
    expect(cod.order.payNow).toBe(true);
  });

  it('when a gift voucher order allows a resend, then its gift items offer it and other items do not', () => {
    const gift = { recipientName: 'Asha', recipientEmail: 'asha@example.in', message: 'Happy Diwali' };
    const egv = actionsOf(
      order({
        actions: ['giftcard'],
        resendEGVAllowed: true,
        items: [item('I1', { giftDetails: gift }), item('I2')],
      }),
    );
    expect(egv.items.get('I1')?.giftcard).toBe(true);
    expect(egv.items.get('I2')?.giftcard).toBe(false);
    const egvType = actionsOf(order({ actions: ['giftcard'], resendEGVAllowed: true, orderType: 'egv' }));
    expect(egvType.items.get('I1')?.giftcard).toBe(true);
  });
});

describe('the invoice e-mail check', () => {
  it('when an address is well formed, then it passes', () => {
    for (const ok of ['asha@example.in', 'a.b+orders@mail.co.in', 'X_Y@sub.example.com'])
      expect(isInvoiceEmail(ok), ok).toBe(true);
  });
  it('when an address is blank, has no domain, spaces or two @, then it fails', () => {
    for (const bad of [
      '',
      'asha',
      'asha@',
      '@example.in',
      'asha@example',
      'as ha@example.in',
      'a@b@example.in',
      'asha@example.c',
    ])
      expect(isInvoiceEmail(bad), bad).toBe(false);
  });
});

describe('links from an answer', () => {
  it('when a link is a path of the site or an http(s) address, then it is kept; anything else is dropped', () => {
    expect(safeHref('/sellers?sid=S1')).toBe('/sellers?sid=S1');
    expect(safeHref('https://courier.example.in/track/1')).toBe('https://courier.example.in/track/1');
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x', '', null])
      expect(safeHref(bad), String(bad)).toBeNull();
  });
});
