import type { OfferTile } from '../../../contracts/layout.ts';
import s from './content.module.css';

/**
 * A grid of offer tiles: headline and subline on the tile's gradient, linking to an offers
 * list, a products list or a browse page. Plain anchors: in-app paths are taken over by the
 * shell's link handler (src/web/features/shell/in-app-links.ts).
 */
export function OfferTiles({ title, tiles }: { title: string; tiles: OfferTile[] }) {
  return (
    <section className={s.tiles}>
      <h2>{title}</h2>
      <ul>
        {tiles.map((tile) => (
          <li key={tile.url + tile.title}>
            <a href={tile.url} style={{ backgroundImage: `linear-gradient(135deg, ${tile.from}, ${tile.to})` }}>
              <b>{tile.title}</b>
              <span>{tile.subtitle}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
