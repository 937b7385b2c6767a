import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Cart, CartItem, RemovedCartItem } from '../../../contracts/cart.ts';
import { deliveryDate } from '../../components/delivery-date.ts';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import { fill } from '../../texts.ts';
import {
  coldReasonText,
  freeDeliveryNote,
  movedToWishlist,
  placeOrder,
  removedFromCart,
  undo as undoText,
} from './cart-texts.ts';
import s from './cart.module.css';

/** What the shopper can do to a line or a removal; the screen makes the calls. */
export interface CartActions {
  quantity: (item: CartItem, quantity: number) => void;
  remove: (item: CartItem) => void;
  moveToWishlist: (item: CartItem) => void;
  undo: (removed: RemovedCartItem) => void;
  /** The line or removal a call is running for (its controls are disabled meanwhile). */
  busy: string | null;
}

/** Cart images: 112 x 112 CSS pixels, with a 2x source. */
const size = 112;
/** Undo lines shown at most: the newest removals of the undo window. */
const undoShown = 3;

/**
 * The cart page of spec 001 §2 / issue 11 item 4: the lines that can be ordered, the cold ones,
 * undo after a delete or a move, and the price details with Place Order.
 */
export function CartView({
  cart,
  actions,
  notice,
  pincodeInput,
}: {
  cart: Cart;
  actions: CartActions;
  notice: string | null;
  /** The pincode the delivery dates are for, and a way to choose another (the screen's). */
  pincodeInput?: ReactNode;
}) {
  const summary = cart.cartDetails.cartSummary;
  const { unitsPerLine } = cart.cartDetails.capacity;
  return (
    <div className={s.page} data-cart-count={summary.count}>
      <section className={s.card} aria-labelledby="cart-heading">
        <div className={s.head}>
          <h1 id="cart-heading">{`My Cart (${summary.count})`}</h1>
          {pincodeInput && <div className={s.pincode}>{pincodeInput}</div>}
        </div>
        {notice && (
          <p className={s.notice} role="alert">
            {notice}
          </p>
        )}
        <UndoLines removed={cart.removeCartItems.slice(0, undoShown)} actions={actions} />
        <ul className={s.items} aria-label="Items in your cart">
          {cart.buyableStateItems.map((item) => (
            <Line key={item.id} item={item} actions={actions} unitsPerLine={unitsPerLine} />
          ))}
        </ul>
        {cart.coldStateItems.length > 0 && (
          <>
            <h2 className={s.coldHeading}>Unavailable items ({cart.coldStateItems.length})</h2>
            <ul className={s.items} aria-label="Items you cannot order now">
              {cart.coldStateItems.map((item) => (
                <Line key={item.id} item={item} actions={actions} unitsPerLine={unitsPerLine} />
              ))}
            </ul>
          </>
        )}
        <div className={s.placeBar}>
          {summary.buyableCount > 0 ? (
            <Link to="/checkout/init" className={s.place}>
              {placeOrder}
            </Link>
          ) : (
            <button type="button" className={s.place} disabled>
              {placeOrder}
            </button>
          )}
        </div>
      </section>
      <PriceDetails cart={cart} />
    </div>
  );
}

function Line({ item, actions, unitsPerLine }: { item: CartItem; actions: CartActions; unitsPerLine: number }) {
  const busy = actions.busy === item.id;
  // Beyond the listing's stock the + is off; at the line's capacity it stays on, and the server's
  // answer says 'You have exceeded your cart capacity.'.
  const atStock = item.quantity >= item.maxQuantity && item.maxQuantity < unitsPerLine;
  const image = imageUrl(item.image, size, size);
  return (
    <li className={s.item} data-listing-id={item.listingId} aria-busy={busy || undefined}>
      <div className={s.picture}>
        <Link to={item.url} tabIndex={-1} aria-hidden="true">
          <img
            src={image}
            srcSet={`${image} 1x,${imageUrl(item.image, size * 2, size * 2)} 2x`}
            width={size}
            height={size}
            alt=""
          />
        </Link>
        <div className={s.quantity} role="group" aria-label={`Quantity of ${item.title}`}>
          <button
            type="button"
            aria-label="Decrease quantity"
            disabled={busy || item.quantity <= 1}
            onClick={() => actions.quantity(item, item.quantity - 1)}
          >
            −
          </button>
          <span data-quantity="" aria-live="polite">
            {item.quantity}
          </span>
          <button
            type="button"
            aria-label="Increase quantity"
            disabled={busy || atStock || item.reason !== null}
            onClick={() => actions.quantity(item, item.quantity + 1)}
          >
            +
          </button>
        </div>
      </div>
      <div className={s.details}>
        <Link to={item.url} className={s.title}>
          {item.title}
        </Link>
        <p className={s.seller}>Seller: {item.seller.name}</p>
        <p className={s.price}>
          {item.mrp > item.price && <s aria-label={`MRP ${formatPrice(item.mrp)}`}>{formatPrice(item.mrp)}</s>}
          <b>{formatPrice(item.price)}</b>
          {item.discountPercent > 0 && <em>{item.discountPercent}% off</em>}
        </p>
        {item.reason ? (
          <p className={s.cold}>{coldReasonText[item.reason] ?? coldReasonText.UNAVAILABLE}</p>
        ) : (
          item.delivery && (
            <p className={s.delivery} data-delivery="">
              {item.delivery.serviceable && item.delivery.date
                ? `Delivery by ${deliveryDate(item.delivery.date)}`
                : `Not deliverable at ${item.delivery.pincode}`}
            </p>
          )
        )}
        {item.exchange && <p className={s.seller}>With exchange of a device (IMEI {item.exchange.imei})</p>}
        <div className={s.actions}>
          <button type="button" disabled={busy} onClick={() => actions.moveToWishlist(item)}>
            MOVE TO WISHLIST
          </button>
          <button type="button" disabled={busy} onClick={() => actions.remove(item)}>
            REMOVE
          </button>
        </div>
      </div>
    </li>
  );
}

/** A line deleted or moved in the undo window, newest first, each with UNDO. */
function UndoLines({ removed, actions }: { removed: RemovedCartItem[]; actions: CartActions }) {
  if (!removed.length) return null;
  return (
    <ul className={s.undo} aria-label="Recently removed">
      {removed.map((r) => (
        <li key={`${r.id}-${r.removedAt}`} data-undo={r.listingId}>
          <span>{fill(r.removal === 'DELETED' ? removedFromCart : movedToWishlist, { title: r.title })}</span>
          <button type="button" disabled={actions.busy === r.id} onClick={() => actions.undo(r)}>
            {undoText}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Price details of the buyable lines (spec 001 §9: 0 shows 'free'; free delivery above ₹500). */
export function PriceDetails({ cart }: { cart: Cart }) {
  const p = cart.cartDetails.cartSummary;
  return (
    <section className={s.prices} aria-labelledby="price-heading">
      <h2 id="price-heading">PRICE DETAILS</h2>
      <dl>
        <div>
          <dt>
            Price ({p.buyableUnits} {p.buyableUnits === 1 ? 'item' : 'items'})
          </dt>
          <dd data-price="">{formatPrice(p.price)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd className={s.saving} data-discount="">
            {p.discount > 0 ? `− ${formatPrice(p.discount)}` : '₹0'}
          </dd>
        </div>
        <div>
          <dt>Delivery Charges</dt>
          <dd className={p.delivery === 0 ? s.saving : undefined} data-delivery-charge="">
            {formatPrice(p.delivery)}
          </dd>
        </div>
        <div className={s.total}>
          <dt>Total Amount</dt>
          <dd data-total="">{formatPrice(p.total)}</dd>
        </div>
      </dl>
      {p.savings > 0 && <p className={s.saving}>You will save {formatPrice(p.savings)} on this order</p>}
      {p.delivery > 0 && <p className={s.note}>{freeDeliveryNote}</p>}
    </section>
  );
}
