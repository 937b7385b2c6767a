import { useRef, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { ProductCard } from '../../../contracts/layout.ts';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import s from './widgets.module.css';

/** Card images are shown at 150 x 150 CSS pixels, with a 2x source for dense screens. */
const size = 150;
/** Cards of the first row that fit a wide screen: loaded at once; the rest as they near the view. */
const firstInView = 6;

/**
 * A titled row of product cards: image, title, rating, price, MRP struck through, discount, and
 * the wishlist heart when the screen passes one (features do not import each other).
 */
export function ProductRow({
  title,
  viewAllUrl,
  products,
  eager,
  Heart,
}: {
  title: string;
  viewAllUrl?: string;
  products: ProductCard[];
  eager?: boolean;
  Heart?: ComponentType<{ productId: string; title: string }>;
}) {
  const shelf = useRef<HTMLUListElement>(null);
  // A page of whole cards at a time; the snap points (widgets.module.css) land on a card's edge.
  // Which arrow shows at either end is CSS's (a scroll timeline): home's first load is budgeted.
  const page = (direction: number) => shelf.current?.scrollBy(direction * shelf.current.clientWidth, 0);
  return (
    <section className={s.row} aria-label={title}>
      <h2>
        {title}
        {viewAllUrl && <Link to={viewAllUrl}>VIEW ALL</Link>}
      </h2>
      {/* Named within the shelf's region ('Best of Electronics'); not in a form, so plain buttons. */}
      <button className={s.shelfPrev} aria-label="Previous products" onClick={() => page(-1)} />
      <button className={s.shelfNext} aria-label="Next products" onClick={() => page(1)} />
      <ul ref={shelf}>
        {products.map((p, i) => (
          <li key={p.productId} className={Heart ? s.cardSlot : undefined}>
            {Heart && <Heart productId={p.productId} title={p.title} />}
            <Link to={p.url}>
              <img
                src={imageUrl(p.imageUrl, size, size)}
                srcSet={`${imageUrl(p.imageUrl, size, size)} 1x,${imageUrl(p.imageUrl, size * 2, size * 2)} 2x`}
                width={size}
                height={size}
                alt={p.title}
                loading={eager && i < firstInView ? 'eager' : 'lazy'}
              />
              <b>{p.title}</b>
              <small>
                <span className={s.rating}>{p.rating.average.toFixed(1)} ★</span> (
                {p.rating.count.toLocaleString('en-IN')})
              </small>
              <span>
                {formatPrice(p.price)}
                {p.mrp > p.price && (
                  <>
                    <s>{formatPrice(p.mrp)}</s>
                    <i>{p.discountPercent}% off</i>
                  </>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
