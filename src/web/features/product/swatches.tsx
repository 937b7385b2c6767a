import { Link } from 'react-router';
import type { SwatchRowView } from './swatch-model.ts';
import s from './product.module.css';

/**
 * Swatch rows: each option a link to its variant's page; options no variant has with the
 * choices before them are shown disabled, sold-out variants struck through.
 */
export function Swatches({ rows, missing }: { rows: SwatchRowView[]; missing: string | null }) {
  if (rows.length === 0) return null;
  return (
    <div className={s.swatches}>
      {rows.map((row) => (
        <div key={row.id} className={s.swatchRow} role="group" aria-labelledby={`swatch-${row.id}`}>
          <span id={`swatch-${row.id}`} className={s.label}>
            {row.title}
          </span>
          <ul>
            {row.options.map((option) => (
              <li key={option.value}>
                {option.url && !option.selected ? (
                  <Link
                    to={option.url}
                    replace={false}
                    className={option.soldOut ? s.soldOut : undefined}
                    title={option.soldOut ? 'Out of stock' : undefined}
                    data-swatch-option={row.id}
                  >
                    {option.value}
                  </Link>
                ) : (
                  <span
                    className={option.selected ? s.selectedOption : s.disabledOption}
                    aria-current={option.selected ? 'true' : undefined}
                    aria-disabled={option.selected ? undefined : 'true'}
                    title={option.selected ? undefined : 'Not available in this combination'}
                    data-swatch-option={row.id}
                  >
                    {option.value}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {missing && (
        <p className={s.swatchError} role="alert">
          {missing}
        </p>
      )}
    </div>
  );
}
