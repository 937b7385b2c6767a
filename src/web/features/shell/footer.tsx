import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApi } from '../../app/api-context.tsx';
import type { RouteFlags } from '../../app/route-flags.ts';
import { needHelp } from '../../texts.ts';
import s from './footer.module.css';

interface FooterLink {
  title: string;
  url: string;
  external?: boolean;
}

const link = (l: FooterLink) => (
  <a key={l.url + l.title} href={l.url} {...(l.external && { target: '_blank', rel: 'noopener noreferrer' })}>
    {l.title}
  </a>
);

/** 'Need help? Visit the Help Center or Contact Us', its two names made links. */
function NeedHelp() {
  return (
    <footer className={s.mini}>
      {needHelp
        .split(/(Help Center|Contact Us)/)
        .map((part, i) => (i % 2 ? link({ title: part, url: i < 2 ? '/helpcentre' : '/s/contact' }) : part))}
    </footer>
  );
}

/**
 * The footer of spec 000 §2, drawn from `footerDS_1.0` and the page's SEO metadata: link groups,
 * bottom links and the copyright line; on pages other than home also the summary (three blurbs,
 * mailing and registered addresses, brand lists by category, SEO text). Routes flagged
 * minimalFooter, and any page while the footer data is missing, get the one-line footer.
 */
export function Footer({ flags }: { flags: RouteFlags }) {
  const { queries } = useApi();
  const { pathname } = useLocation();
  const summary = !flags.hideFooterSummary;
  const footer = useQuery({ ...queries.footer(), enabled: !flags.minimalFooter }).data;
  const seo = useQuery({ ...queries.seo(pathname), enabled: summary && !flags.minimalFooter }).data;
  if (flags.minimalFooter || !footer) return <NeedHelp />;
  return (
    <footer className={s.footer}>
      {summary && (
        <ul className={s.blurbs}>
          {footer.blurbs.map((b) => (
            <li key={b.title}>
              <h2>{b.title}</h2>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      )}
      <div className={s.main}>
        {footer.linkGroups.map((group) => (
          <section key={group.title}>
            <h2>{group.title}</h2>
            {group.links.map(link)}
          </section>
        ))}
        {summary &&
          [footer.mailingAddress, footer.registeredAddress].map((lines) => (
            <address key={lines[0]}>
              {lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ))}
      </div>
      {summary && seo && (
        <div className={s.seo}>
          {seo.brandGroups.map((group) => (
            <p key={group.category}>
              <b>{group.category}:</b> {group.brands.map(link)}
            </p>
          ))}
          {seo.seoText.map((t) => (
            <section key={t.heading}>
              <h2>{t.heading}</h2>
              <p>{t.text}</p>
            </section>
          ))}
        </div>
      )}
      <div className={s.bottom}>
        {footer.bottomLinks.map(link)}
        <span>{footer.copyright}</span>
      </div>
    </footer>
  );
}
