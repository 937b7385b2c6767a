import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApi } from '../../app/api-context.tsx';
import { PincodeInput, useSelectedPincode } from '../../features/pincode/pincode-input.tsx';
import { sellersQuery } from '../../features/product/queries.ts';
import s from '../../features/product/product.module.css';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import { Loading, LoadError, stateCard } from '../../components/screen-states.tsx';
import { notDeliverable } from '../../screen-texts.ts';
import { NotFound } from '../../components/not-found.tsx';
import { deliveryDate } from '../../components/delivery-date.ts';
import { validPincode } from './sellers-prefetch.ts';

const stockText = { IN_STOCK: 'In stock', FEW_LEFT: 'Only a few left', OUT_OF_STOCK: 'Out of stock' } as const;

/** The sellers page `/sellers?pid=` (001 §7): every seller's price, delivery date, rating and return policy, cheapest first. */
export function SellersScreen() {
  const { client } = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const pid = search.get('pid') ?? '';
  const [selected] = useSelectedPincode();
  // The URL's pincode, else the one the shopper checked last (kept in the browser).
  const pincode = validPincode(search.get('pincode')) ?? selected;
  const sellers = useQuery({
    ...sellersQuery(client, pid, pincode),
    enabled: pid !== '',
    placeholderData: (previous) => previous,
  });

  if (!pid) return <NotFound />;
  if (sellers.isPending) return <Loading className={s.loading} label="Loading the sellers" />;
  if (sellers.isError) {
    return <LoadError className={stateCard} onRetry={() => sellers.refetch()} />;
  }
  if (!sellers.data) return <NotFound />;
  const { product } = sellers.data;
  return (
    <div className={s.page} data-screen="sellers">
      <div className={`${s.full} ${s.card}`}>
        <div className={s.sellersHead}>
          <img src={imageUrl(product.imageUrl, 160, 160)} width={80} height={80} alt="" />
          <div>
            <h1 className={s.title}>
              <Link to={product.url}>{product.title}</Link>
            </h1>
            <div className={s.ratingLine}>
              <span className={s.badge}>{product.ratingAverage.toFixed(1)} ★</span>{' '}
              {product.ratingCount.toLocaleString('en-IN')} Ratings
            </div>
          </div>
        </div>
        <PincodeInput
          label="Check delivery to your pincode"
          onChange={(next) => navigate(`/sellers?pid=${encodeURIComponent(pid)}&pincode=${next}`, { replace: true })}
        />
      </div>
      <section className={`${s.full} ${s.card}`} aria-labelledby="sellers-heading">
        <h2 id="sellers-heading">
          {sellers.data.sellers.length} {sellers.data.sellers.length === 1 ? 'seller' : 'sellers'}
          {sellers.data.pincode && <span className={s.brand}> · delivery to {sellers.data.pincode}</span>}
        </h2>
        <table className={s.sellersTable}>
          <thead>
            <tr>
              <th scope="col">Seller</th>
              <th scope="col">Price</th>
              <th scope="col">Delivery</th>
              <th scope="col">Returns</th>
              <th scope="col">
                <span className="visually-hidden">Buy</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sellers.data.sellers.map((offer) => (
              <tr key={offer.listingId} data-seller-row="">
                <td>
                  <b>{offer.seller.name}</b> <span className={s.badge}>{offer.seller.rating.toFixed(1)} ★</span>
                  <small className={s.brand}> {offer.seller.city}</small>
                </td>
                <td data-seller-price={offer.price}>
                  <b>{formatPrice(offer.price)}</b> {offer.mrp > offer.price && <s>{formatPrice(offer.mrp)}</s>}{' '}
                  {offer.discountPercent > 0 && <em className={s.ok}>{offer.discountPercent}% off</em>}
                  <div className={offer.stockState === 'OUT_OF_STOCK' ? s.bad : s.brand}>
                    {stockText[offer.stockState]}
                  </div>
                </td>
                <td data-seller-delivery="">
                  {!offer.delivery ? (
                    <span className={s.brand}>Enter a pincode to see the date</span>
                  ) : offer.delivery.serviceable && offer.delivery.date ? (
                    <span className={s.ok}>Delivery by {deliveryDate(offer.delivery.date)}</span>
                  ) : (
                    <span className={s.bad}>{notDeliverable}</span>
                  )}
                </td>
                <td>
                  {offer.returnPolicy.kind === 'NO_RETURN'
                    ? 'No returns'
                    : `${offer.returnPolicy.days} Days ${offer.returnPolicy.kind === 'RETURN' ? 'Return' : 'Replacement'}`}
                </td>
                <td>
                  {offer.stockState !== 'OUT_OF_STOCK' && (
                    <Link className={s.sellerBuy} to={`${product.url}?lid=${encodeURIComponent(offer.listingId)}`}>
                      Buy from this seller
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
