/** Order confirmation texts the spec leaves to us (docs/decisions/0042); the API sends the messages. */
export const confirmingPayment = 'Confirming your payment…';
export const orderIdLabel = 'Order ID';
export const orderedOn = 'Ordered on';
export const deliveryBy = 'Delivery by {date}';
export const soldBy = 'Seller: {seller}';
export const quantityText = 'Qty: {n}';
export const paidBy = 'Paid by';
export const orderAmount = 'Amount';
export const continueShopping = 'CONTINUE SHOPPING';
export const viewOrders = 'Go to My Orders';
export const ordersPlaced = 'Your orders';
export const deliverTo = 'Delivering to';
