import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useScreenParams } from '../../app/screen-context.tsx';
import type { BuyingGuide, BuyingGuideSummary } from '../../../contracts/content.ts';
import { useApi } from '../../app/api-context.tsx';
import { buyingGuideQuery } from '../../features/content/queries.ts';
import s from '../../features/content/content.module.css';
import w from '../../features/content/widgets.module.css';
import { Loading, LoadError } from '../../components/screen-states.tsx';
import { buyingGuideTitle } from '../../screen-texts.ts';
import { NotFound } from '../../components/not-found.tsx';

/**
 * `/buying-guide` (every guide) and `/buying-guide/{category_slug}` (one guide, from
 * `GET /api/1/buying-guide?sid=` with the slug's store id), rendered on the server.
 */
export function BuyingGuideScreen() {
  const { categorySlug } = useScreenParams();
  const { client } = useApi();
  const index = useQuery(buyingGuideQuery(client, ''));
  const sid = index.data?.guides.find((g) => g.slug === categorySlug)?.sid ?? '';
  const guide = useQuery({ ...buyingGuideQuery(client, sid), enabled: !!sid });
  if (index.isError || guide.isError) {
    return (
      <LoadError
        className={w.state}
        onRetry={() => {
          void index.refetch();
          if (sid) void guide.refetch();
        }}
      />
    );
  }
  if (index.data === null || (index.data && categorySlug && !sid) || (sid && guide.data === null)) return <NotFound />;
  if (!index.data || (sid && !guide.data?.guide)) return <Loading className={w.loading} />;
  const guides = index.data.guides;
  return (
    <div className={s.article} data-screen="buying-guide">
      <article>
        <ol className={s.crumbs} aria-label="Breadcrumb">
          <li>
            <Link to="/">Home</Link>
          </li>
          {categorySlug ? (
            <li>
              <Link to="/buying-guide">{buyingGuideTitle}</Link>
            </li>
          ) : null}
        </ol>
        {guide.data?.guide ? <Guide guide={guide.data.guide} /> : <GuideIndex guides={guides} />}
      </article>
      <nav aria-label={buyingGuideTitle}>
        <h2>{buyingGuideTitle}</h2>
        <ul>
          {guides.map((g) => (
            <li key={g.slug}>
              <Link to={`/buying-guide/${g.slug}`} aria-current={g.slug === categorySlug ? 'page' : undefined}>
                {g.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function GuideIndex({ guides }: { guides: BuyingGuideSummary[] }) {
  return (
    <>
      <h1>{buyingGuideTitle}</h1>
      <p className={s.summary}>Plain advice before you buy: what matters, what to pay, and where to find it.</p>
      <ul className={s.guides}>
        {guides.map((g) => (
          <li key={g.slug}>
            <Link to={`/buying-guide/${g.slug}`}>
              <b>{g.title}</b>
              <span>{g.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Guide({ guide }: { guide: BuyingGuide }) {
  return (
    <>
      <h1>{guide.title}</h1>
      <p className={s.summary}>{guide.summary}</p>
      <div className={s.prose}>
        {guide.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
            {section.links.length > 0 && (
              <ul className={s.links}>
                {section.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url}>{link.title}</a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <a className={s.cta} href={guide.browseUrl}>
        See all products
      </a>
    </>
  );
}
