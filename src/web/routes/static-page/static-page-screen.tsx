import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useScreenParams } from '../../app/screen-context.tsx';
import { useApi } from '../../app/api-context.tsx';
import { staticPageQuery } from '../../features/content/queries.ts';
import s from '../../features/content/content.module.css';
import w from '../../features/content/widgets.module.css';
import { Loading, LoadError } from '../../components/screen-states.tsx';
import { NotFound } from '../../components/not-found.tsx';

/** Help and policy topics beside every static page. */
const topics: [string, string][] = [
  ['helpcentre', 'Help Centre'],
  ['payments', 'Payments'],
  ['shipping', 'Shipping'],
  ['cancellation-returns', 'Cancellation & Returns'],
  ['return-policy', 'Return Policy'],
  ['saved-cards', 'Saved Cards'],
  ['gift-vouchers', 'Gift Cards'],
  ['contact-us', 'Contact Us'],
  ['about-us', 'About Us'],
  ['terms', 'Terms of Use'],
  ['privacy-policy', 'Privacy'],
  ['payment-security', 'Security'],
  ['brands', 'Brand Directory'],
];

/** `/pages/{page_name}`: a static page from `POST /api/3/page/fetch`, rendered on the server. */
export function StaticPageScreen() {
  const { pageName = '' } = useScreenParams();
  const { client } = useApi();
  const page = useQuery(staticPageQuery(client, pageName));
  if (page.isError) {
    return <LoadError className={w.state} onRetry={() => void page.refetch()} />;
  }
  if (page.data === null) return <NotFound />;
  if (!page.data) return <Loading className={w.loading} />;
  return (
    <div className={s.article} data-screen="static-page">
      <article>
        <ol className={s.crumbs} aria-label="Breadcrumb">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/pages/helpcentre">Help</Link>
          </li>
          <li aria-current="page">{page.data.title}</li>
        </ol>
        <h1>{page.data.title}</h1>
        {/* Sanitized on the server when stored and again when answered. */}
        <div className={s.prose} dangerouslySetInnerHTML={{ __html: page.data.html }} />
      </article>
      <nav aria-label="Help topics">
        <h2>Help topics</h2>
        <ul>
          {topics.map(([name, title]) => (
            <li key={name}>
              <Link to={`/pages/${name}`} aria-current={name === pageName ? 'page' : undefined}>
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
