import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ProductPage } from '../../../contracts/product.ts';
import { useApi } from '../../app/api-context.tsx';
import { useScreenParams } from '../../app/screen-context.tsx';
import { Gallery } from '../../features/product/gallery.tsx';
import { productPageQuery, similarQuery, summariesQuery } from '../../features/product/queries.ts';
import { RatingSummary } from '../../features/product/rating-summary.tsx';
import { rememberViewed } from '../../features/product/recently-viewed.ts';
import { Specifications } from '../../features/product/specifications.tsx';
import { missingSwatch, swatchRows } from '../../features/product/swatch-model.ts';
import { Swatches } from '../../features/product/swatches.tsx';
import { useNearViewport } from '../../features/product/use-near-viewport.ts';
import s from '../../features/product/product.module.css';
import { useAddToCart } from '../../features/cart/use-add-to-cart.ts';
import { WishlistHeart } from '../../features/wishlist/wishlist-heart.tsx';
import { formatPrice } from '../../components/format-price.ts';
import { ProductRow } from '../../features/content/product-row.tsx';
import { Loading, LoadError, stateCard } from '../../components/screen-states.tsx';
import { selectSwatch } from '../../texts.ts';
import { NotFound } from '../../components/not-found.tsx';
import { DeliverySection } from './delivery-section.tsx';

const grouping = new Intl.NumberFormat('en-IN');

const returnText = (policy: { kind: string; days: number }) =>
  policy.kind === 'NO_RETURN'
    ? 'No returns'
    : `${policy.days} Days ${policy.kind === 'RETURN' ? 'Return' : 'Replacement'} Policy`;

/** The product page `/{title_slug}/p/{item_id}` (spec 000 §2), rendered on the server. */
export function ProductScreen() {
  const { client } = useApi();
  const params = useScreenParams();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const itemId = params.itemId ?? '';
  const listingId = search.get('lid');
  // Each product is its own query: a new product shows its loading state, never the last one's data.
  const page = useQuery(productPageQuery(client, itemId, listingId, null));

  return (
    <>
      {page.isPending ? (
        <Loading className={s.loading} label="Loading the product" />
      ) : page.isError ? (
        <LoadError className={stateCard} onRetry={() => page.refetch()} />
      ) : !page.data ? (
        <NotFound />
      ) : (
        <ProductView
          key={page.data.product.productId}
          page={page.data}
          itemId={itemId}
          listingId={listingId}
          pickedSize={search.get('size')}
        />
      )}
    </>
  );
}

function ProductView({
  page,
  itemId,
  listingId,
  pickedSize,
}: {
  page: ProductPage;
  itemId: string;
  listingId: string | null;
  pickedSize: string | null;
}) {
  const { product, listing, ratingData } = page;
  const cart = useAddToCart();
  const navigate = useNavigate();
  const rows = useMemo(
    () => swatchRows(page.swatch, product.productId, pickedSize),
    [page.swatch, product.productId, pickedSize],
  );
  const [missing, setMissing] = useState<string | null>(null);

  /** Both buttons need every swatch chosen first (spec 000 §5 'Please select the {swatch}'). */
  const swatchesChosen = () => {
    const row = missingSwatch(rows);
    setMissing(row ? selectSwatch.replace('{swatch}', row.title.toLowerCase()) : null);
    return !row;
  };
  const addToCart = () => {
    if (!listing || !swatchesChosen()) return;
    void cart.add({ listingId: listing.listingId, productId: product.productId });
  };
  // Buy now skips the cart: checkout starts with the buy-now state (spec 001 §3: eids, domain physical).
  const buyNow = () => {
    if (!listing || !swatchesChosen()) return;
    void navigate(`/checkout/init?eids=${encodeURIComponent(listing.listingId)}&domain=physical`);
  };
  const buyable = product.inStock && listing !== null;

  return (
    <div className={s.page} data-screen="product" data-product-id={product.productId}>
      <div className={s.left}>
        <div className={s.galleryWrap}>
          <Gallery images={product.images} />
          <WishlistHeart
            className={s.heart}
            entry={{ productId: product.productId, listingId: listing?.listingId ?? null }}
          />
        </div>
        <div className={s.buy}>
          <button
            type="button"
            className={s.addToCart}
            onClick={addToCart}
            disabled={!buyable}
            aria-busy={cart.busy || undefined}
          >
            Add to cart
          </button>
          <button type="button" className={s.buyNow} onClick={buyNow} disabled={!buyable}>
            Buy now
          </button>
        </div>
      </div>
      <div className={s.right}>
        <div className={s.card}>
          <nav aria-label="Breadcrumb">
            <ol className={s.crumbs}>
              {page.breadcrumbs.slice(0, -1).map((crumb) => (
                <li key={crumb.url}>
                  <Link to={crumb.url}>{crumb.title}</Link>
                </li>
              ))}
            </ol>
          </nav>
          <span className={s.brand}>{product.brand}</span>
          <h1 className={s.title}>{product.title}</h1>
          {product.authors.length > 0 && (
            <p className={s.brand}>
              by{' '}
              {product.authors.map((author, i) => (
                <span key={author}>
                  {i > 0 && ', '}
                  <Link to={`/author/${encodeURIComponent(author)}`}>{author}</Link>
                </span>
              ))}
            </p>
          )}
          <div className={s.ratingLine}>
            <span className={s.badge}>{ratingData.average.toFixed(1)} ★</span>
            <a href={ratingData.readReviewUrl}>
              {grouping.format(ratingData.count)} Ratings &amp; {grouping.format(ratingData.reviewCount)} Reviews
            </a>
          </div>
          <div className={s.price} data-price="">
            <b>{formatPrice(product.price)}</b>
            {product.mrp > product.price && (
              <>
                <s aria-label={`MRP ${formatPrice(product.mrp)}`}>{formatPrice(product.mrp)}</s>
                <em>{product.discountPercent}% off</em>
              </>
            )}
            {!product.inStock && <span className={s.soldOutNote}>Sold Out</span>}
          </div>
          {product.offers.length > 0 && (
            <>
              <h2 className={s.offersHeading}>Available offers</h2>
              <ul className={s.offers}>
                {product.offers.map((offer) => (
                  <li key={offer.text}>
                    <b>{offer.title}</b>
                    {offer.text}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Swatches rows={rows} missing={missing} />
          <div className={s.section}>
            <span className={s.label}>Delivery</span>
            <DeliverySection itemId={itemId} listingId={listingId} />
          </div>
          {product.highlights.length > 0 && (
            <div className={s.section}>
              <span className={s.label}>Highlights</span>
              <ul className={s.highlights}>
                {product.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </div>
          )}
          <div className={s.section}>
            <span className={s.label}>Seller</span>
            <div className={s.seller} data-seller="">
              {listing ? (
                <>
                  <span>
                    <b>{listing.seller.name}</b> <span className={s.badge}>{listing.seller.rating.toFixed(1)} ★</span>
                  </span>
                  <small>{returnText(listing.returnPolicy)}</small>
                </>
              ) : (
                <span>No seller has this product right now</span>
              )}
              {page.otherSellers.count > 0 && (
                <small>
                  <Link to={page.otherSellers.url}>See other sellers ({page.otherSellers.count})</Link>
                </small>
              )}
            </div>
          </div>
          {product.description && (
            <div className={s.section}>
              <span className={s.label}>Description</span>
              <p className={s.description}>{product.description}</p>
            </div>
          )}
        </div>
        <Specifications groups={product.specifications} />
        <RatingSummary rating={ratingData} />
      </div>
      <div className={s.full}>
        <SimilarRow productId={product.productId} />
        <RecentlyViewedRow productId={product.productId} />
      </div>
    </div>
  );
}

/** Similar products, asked for when the row comes within 350 px of the viewport (spec 000 §9). */
function SimilarRow({ productId }: { productId: string }) {
  const { client } = useApi();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const similar = useQuery({ ...similarQuery(client, productId), enabled: near });
  return (
    <div ref={anchor}>
      {similar.data?.length ? <ProductRow title="Similar Products" products={similar.data} /> : null}
    </div>
  );
}

/** Products browsed before this one (kept in the browser, most recent first), then this one is remembered. */
function RecentlyViewedRow({ productId }: { productId: string }) {
  const { client } = useApi();
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    setIds(rememberViewed(productId).filter((id) => id !== productId));
  }, [productId]);
  const cards = useQuery({ ...summariesQuery(client, ids), enabled: ids.length > 0 });
  if (!cards.data?.length) return null;
  return <ProductRow title="Recently Viewed" products={cards.data} />;
}
