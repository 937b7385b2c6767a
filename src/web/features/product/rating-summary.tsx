import type { ProductPage } from '../../../contracts/product.ts';
import s from './product.module.css';

const grouping = new Intl.NumberFormat('en-IN');

/** Average, counts, a bar a star level, and the write-review and read-review links. */
export function RatingSummary({ rating }: { rating: ProductPage['ratingData'] }) {
  const most = Math.max(1, ...rating.breakup);
  return (
    <section className={s.card} aria-labelledby="ratings-heading">
      <h2 id="ratings-heading">Ratings &amp; Reviews</h2>
      <div className={s.ratings}>
        <div className={s.average}>
          <b>{rating.average.toFixed(1)} ★</b>
          <span>
            {grouping.format(rating.count)} Ratings &amp; {grouping.format(rating.reviewCount)} Reviews
          </span>
        </div>
        <ul className={s.breakup} aria-label="Ratings by stars">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = rating.breakup[stars - 1] ?? 0;
            return (
              <li key={stars}>
                <span>{stars} ★</span>
                <span className={s.bar} data-stars={stars}>
                  <span style={{ width: `${(count / most) * 100}%` }} />
                </span>
                <span>{grouping.format(count)}</span>
              </li>
            );
          })}
        </ul>
        <div className={s.reviewLinks}>
          <a href={rating.writeReviewUrl} className={s.outline}>
            Rate Product
          </a>
          <a href={rating.readReviewUrl}>All {grouping.format(rating.reviewCount)} reviews</a>
        </div>
      </div>
    </section>
  );
}
