import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCard } from '../../../contracts/layout.ts';
import { formatPrice, imageUrl } from './format-price.ts';
import s from './widgets.module.css';

/** Card images are shown at 150 x 150 CSS pixels, with a 2x source for dense screens. */
const size = 150;
/** Cards of the first row that fit a wide screen: loaded at once; the rest as they near the view. */
const firstInView = 6;

/** A titled row of product cards: image, title, rating, price, MRP struck through, discount. */
export function ProductRow({ title, viewAllUrl, products, eager }: { title: string; viewAllUrl?: string; products: ProductCard[]; eager?: boolean }) {
  const shelf = useRef<HTMLUListElement>(null);
  // Which ends the shelf has reached; before hydration it is at the start, with more to the right.
  const [ends, setEnds] = useState({ start: true, end: false });
  const measure = () => {
    const ul = shelf.current;
    if (ul) setEnds({ start: ul.scrollLeft <= 1, end: ul.scrollLeft + ul.clientWidth >= ul.scrollWidth - 1 });
  };
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  // A page of whole cards at a time; the snap points (widgets.module.css) land on a card's edge.
  const page = (direction: number) => shelf.current?.scrollBy({ left: direction * shelf.current.clientWidth, behavior: 'smooth' });
  return (
    <section className={s.row} aria-label={title}>
      <h2>
        {title}
        {viewAllUrl && <Link to={viewAllUrl}>VIEW ALL</Link>}
      </h2>
      <button type="button" className={s.shelfPrev} aria-label={`Previous products in ${title}`} hidden={ends.start} onClick={() => page(-1)} />
      <button type="button" className={s.shelfNext} aria-label={`Next products in ${title}`} hidden={ends.end} onClick={() => page(1)} />
      <ul ref={shelf} onScroll={measure}>
        {products.map((p, i) => (
          <li key={p.productId}>
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
                <span className={s.rating}>{p.rating.average.toFixed(1)} ★</span> ({p.rating.count.toLocaleString('en-IN')})
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
