import { memo, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { SearchProduct } from '../../../contracts/search.ts';
import { formatPrice, imageUrl } from '../../components/format-price.ts';
import s from './search.module.css';

/** Card images: 200 x 200 CSS pixels, with a 2x source for dense screens. */
const size = 200;
/** Cards likely in the first screenful load at once; the rest as they near the view. */
const eagerCards = 4;

const imageTemplate = (id: string) => `/img/{@width}/{@height}/${encodeURIComponent(id)}?q={@quality}`;

/**
 * The result cards: image, title, rating, key specs, price with MRP struck and discount. Memoized:
 * the 60 cards are most of the page, and the screen renders again for state that is not theirs
 * (hydrated, a phone sheet, the remembered pincode).
 */
export const ResultGrid = memo(function ResultGrid({
  products,
  Heart,
}: {
  products: SearchProduct[];
  /** The card's wishlist heart, from the screen (a feature of its own); a stable component. */
  Heart?: ComponentType<{ productId: string; title: string }>;
}) {
  return (
    <ul className={s.grid}>
      {products.map((p, i) => {
        const template = imageTemplate(p.imageId);
        return (
          <li key={p.id} className={s.cardSlot}>
            {Heart && <Heart productId={p.id} title={p.title} />}
            <Link to={p.url} className={s.card}>
              <img
                src={imageUrl(template, size, size)}
                srcSet={`${imageUrl(template, size, size)} 1x,${imageUrl(template, size * 2, size * 2)} 2x`}
                width={size}
                height={size}
                alt=""
                loading={i < eagerCards ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
              <span className={s.title}>{p.title}</span>
              {p.rating.count > 0 && (
                <small className={s.ratingLine}>
                  <span className={s.rating}>{p.rating.average.toFixed(1)} ★</span> (
                  {p.rating.count.toLocaleString('en-IN')})
                </small>
              )}
              {p.keySpecs.length > 0 && <span className={s.specs}>{p.keySpecs.slice(0, 2).join(' · ')}</span>}
              <span className={s.price}>
                {formatPrice(p.price)}
                {p.mrp > p.price && (
                  <>
                    <s aria-label={`MRP ${formatPrice(p.mrp)}`}>{formatPrice(p.mrp)}</s>
                    <i>{p.discountPercent}% off</i>
                  </>
                )}
              </span>
              {!p.inStock && <span className={s.soldOut}>Out of stock</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
});
