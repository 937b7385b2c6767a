import type { ProductPage } from '../../../contracts/product.ts';
import s from './product.module.css';

/** The full specifications, one table a group. */
export function Specifications({ groups }: { groups: ProductPage['product']['specifications'] }) {
  if (groups.length === 0) return null;
  return (
    <section className={s.card} aria-labelledby="specs-heading">
      <h2 id="specs-heading">Specifications</h2>
      {groups.map((group) => (
        <table key={group.group} className={s.specs}>
          <caption>{group.group}</caption>
          <tbody>
            {group.items.map((item) => (
              <tr key={item.name}>
                <th scope="row">{item.name}</th>
                <td>{item.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
