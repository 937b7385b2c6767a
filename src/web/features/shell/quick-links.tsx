import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';
import s from './quick-links.module.css';

/** Image URL templates carry width, height and quality placeholders (spec 000 §3). */
const sized = (template: string, size: number) =>
  template.replace('{@width}', String(size)).replace('{@height}', String(size)).replace('{@quality}', '80');

/** The quick links strip from `quickLinksDS_1.0`, under the menu on home. Its height is fixed. */
export function QuickLinks(_: { flags?: unknown }) {
  const { queries } = useApi();
  const links = useQuery(queries.quickLinks()).data?.links;
  if (!links?.length) return null;
  return (
    <nav className={s.strip} aria-label="Quick links" data-images={links.some((l) => l.imageUrl) || undefined}>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>
              {link.imageUrl && (
                <img
                  src={sized(link.imageUrl, 64)}
                  srcSet={`${sized(link.imageUrl, 128)} 2x`}
                  alt=""
                  width={64}
                  height={64}
                />
              )}
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
