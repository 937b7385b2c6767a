import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ProductPage } from '../../../contracts/product.ts';
import { imageUrl } from '../../components/format-price.ts';
import s from './product.module.css';

/** The main image is 400 CSS pixels square (800 on dense screens); the zoom pane draws it at 1000. */
const main = 400;
const thumb = 56;
const zoomed = 1000;

/**
 * The gallery: thumbnails of every view, the chosen view large; on a desktop, hovering the
 * image shows a magnified pane beside it; a click or tap opens the image enlarged in a dialog.
 */
export function Gallery({ images }: { images: ProductPage['product']['images'] }) {
  const [active, setActive] = useState(0);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const [enlarged, setEnlarged] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  const image = images[active] ?? images[0];

  useEffect(() => {
    if (!enlarged) return;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setEnlarged(false);
      // The close button is the dialog's one control: Tab stays on it.
      if (event.key === 'Tab') {
        event.preventDefault();
        close.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enlarged]);

  if (!image) return null;
  const onMove = (event: MouseEvent<HTMLButtonElement>) => {
    // Only a real hovering pointer zooms; a tap enlarges instead.
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };

  return (
    <div className={s.gallery}>
      <ul className={s.thumbs} aria-label="Product images">
        {images.map((img, i) => (
          <li key={img.url}>
            <button
              type="button"
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-current={i === active}
              onMouseEnter={() => setActive(i)}
              onClick={() => setActive(i)}
            >
              <img src={imageUrl(img.url, thumb * 2, thumb * 2)} width={thumb} height={thumb} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={s.mainImage}
        aria-label="Enlarge image"
        onMouseMove={onMove}
        onMouseLeave={() => setLens(null)}
        onClick={() => setEnlarged(true)}
      >
        <img
          src={imageUrl(image.url, main, main)}
          srcSet={`${imageUrl(image.url, main, main)} 1x,${imageUrl(image.url, main * 2, main * 2)} 2x`}
          width={main}
          height={main}
          alt={image.alt}
          fetchPriority={active === 0 ? 'high' : 'auto'}
        />
      </button>
      {lens && (
        <div
          className={s.zoomPane}
          aria-hidden="true"
          style={{
            backgroundImage: `url(${imageUrl(image.url, zoomed, zoomed)})`,
            backgroundPosition: `${lens.x}% ${lens.y}%`,
          }}
        />
      )}
      {enlarged && (
        <div
          className={s.overlay}
          role="dialog"
          aria-modal="true"
          aria-label={image.alt}
          onClick={() => setEnlarged(false)}
        >
          <img src={imageUrl(image.url, 800, 800)} width={800} height={800} alt={image.alt} />
          <button
            ref={close}
            type="button"
            className={s.overlayClose}
            aria-label="Close"
            onClick={() => setEnlarged(false)}
          >
            ✕
          </button>
        </div>
      )}
    </div>
  );
}
