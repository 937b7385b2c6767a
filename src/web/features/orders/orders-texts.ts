/**
 * Texts of My orders and Order details that the spec leaves to us (docs/decisions/0049); the
 * server's messages (invoice, subscriptions, gift voucher) come from orders-paths.ts. Apart from
 * texts.ts so only these two screens' chunks carry them.
 */
export const myOrdersTitle = 'My Orders';
export const ordersListTitle = 'Your orders';
export const searchOrdersLabel = 'Search your orders';
export const searchOrdersPlaceholder = 'Search your orders';
export const searchOrdersButton = 'Search Orders';
export const clearSearch = 'Clear search';
export const noOrdersTitle = 'You have no orders';
export const noOrdersText = 'Everything you order shows up here, from placement to delivery.';
export const startShopping = 'Start Shopping';
export const noMatches = 'No orders match “{q}”';
export const noMatchesHint = 'Try another word from the product’s name.';
export const showMore = 'Show more';
export const loadingOrders = 'Loading your orders';
export const loadingMoreOrders = 'Loading more orders…';
export const shownOrders = 'Showing {shown} of {total} orders';
export const noMoreOrders = 'No more orders';
export const ordersFound = '{total} orders match “{q}”';
export const oneOrderFound = '1 order matches “{q}”';
export const itemsCount = '{n} items';
export const oneItem = '1 item';
export const deliveryBy = 'Delivery by {date}';
export const promisedFor = 'Promised for {date}';
export const deliveredOn = 'Delivered on {date}';
export const orderedOn = 'Ordered on {date}';
export const viewOrder = 'View order {orderId}';
export const quantity = 'Qty: {n}';

export const orderDetailsTitle = 'Order Details';
export const orderIdLabel = 'Order ID';
export const orderDateLabel = 'Order date';
export const amountLabel = 'Amount';
export const paymentLabel = 'Payment';
export const customerLabel = 'Contact';
export const shippingLabel = 'Delivery address';
export const savingsLabel = 'Total savings';
export const youSaved = 'You saved {amount} on this order';
export const itemsTitle = 'Items in this order';
export const sellerLabel = 'Seller: ';
export const giftFor = 'Gift for {name} ({email})';
export const giftMessage = 'Message: “{message}”';
export const listingPrice = 'List price';
export const statusPrefix = 'Status: ';
export const timelineLabel = 'Progress of {title}';
export const stepStateText: Record<string, string> = {
  done: 'completed',
  current: 'current step',
  cancelled: 'cancelled',
  returned: 'returned',
  pending: 'not reached yet',
  'not-applicable': 'not applicable',
};
export const refundsLabel = 'Refunds';
export const orderUpdates = 'Order updates';
export const backToOrders = 'Back to My Orders';

export const printOrder = 'Print order';
export const contactUs = 'Need help? Contact us';
export const rateAndReview = 'Rate & Review Product';
export const reviewSeller = 'Rate seller';
export const cancelItem = 'Cancel';
export const returnItem = 'Return';
export const resendGiftCard = 'Resend gift card';
export const payNowButton = 'Pay now';
export const payNowPanelTitle = 'Pay online for this order';
export const payNowLoading = 'Getting your payment ready…';
export const downloadInvoice = 'Download invoice';
export const sendInvoiceTitle = 'Send the invoice to my e-mail';
export const emailLabel = 'E-mail address';
export const sendInvoiceButton = 'Send invoice';
export const subscribeButton = 'Get delivery updates';
export const unsubscribeButton = 'Stop delivery updates';
export const subscribedNote = 'You are getting delivery updates for this order.';
export const actionsLabel = 'Order actions';
export const itemActionsLabel = 'Actions for {title}';
