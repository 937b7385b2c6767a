import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../../../contracts/layout.ts';
import { imageUrl } from '../../components/format-price.ts';
import s from './widgets.module.css';

/** Banners are drawn 6:1; the browser picks the width it needs from these. */
const widths = [420, 840, 1680];
/**
 * A phone shows the banner's left half at twice the height (widgets.module.css), where its text is:
 * the whole 6:1 banner at 360 px would draw the subline about 5 px tall.
 */
const phoneSizes = '(max-width:600px) 200vw,100vw';

/**
 * The home banners: one shown at a time, advancing every 5 s unless the pointer or the keyboard
 * focus is on it; previous/next buttons, dots and the arrow keys move it. The first banner is
 * the page's largest paint, so it loads first and eagerly; the others wait until needed.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const go = (step: number) => setIndex((index + step + count) % count);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => go(1), 5000);
    return () => clearTimeout(timer);
  });
  const pause = (on: boolean) => () => setPaused(on);
  return (
    <section
      className={s.carousel}
      aria-roledescription="carousel"
      aria-label="Offers"
      onMouseEnter={pause(true)}
      onMouseLeave={pause(false)}
      onFocus={pause(true)}
      onBlur={pause(false)}
      onKeyDown={(e) => (e.key === 'ArrowLeft' ? go(-1) : e.key === 'ArrowRight' && go(1))}
    >
      <div className={s.track} style={{ transform: `translateX(${-100 * index}%)` }}>
        {banners.map((b, k) => (
          <Link key={b.id} to={b.url} className={s.slide} inert={k !== index}>
            <img
              src={imageUrl(b.imageUrl, 1680, 280, 70)}
              srcSet={widths.map((w) => `${imageUrl(b.imageUrl, w, w / 6, 70)} ${w}w`).join()}
              sizes={phoneSizes}
              width={1680}
              height={280}
              alt={b.alt}
              loading={k ? 'lazy' : 'eager'}
              fetchPriority={k ? 'low' : 'high'}
            />
          </Link>
        ))}
      </div>
      {count > 1 && (
        // Not inside a form, so plain buttons do nothing but their click.
        <>
          <button className={s.prev} aria-label="Previous banner" onClick={() => go(-1)} />
          <button className={s.next} aria-label="Next banner" onClick={() => go(1)} />
          <div className={s.dots}>
            {banners.map((b, k) => (
              <button
                key={b.id}
                aria-label={`Banner ${k + 1} of ${count}`}
                aria-current={k === index}
                onClick={() => setIndex(k)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
