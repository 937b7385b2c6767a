import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML policy of content from the database (static pages, deferred content): structure,
 * text, links and images only. Scripts, styles, iframes, forms and every `on*` attribute are
 * dropped; links and images keep http(s), mailto, tel and site-relative URLs only (no
 * `javascript:` or `data:`); links that leave the site open with `rel="noopener noreferrer"`.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'small',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'section',
    'article',
    'aside',
    'blockquote',
    'address',
    'details',
    'summary',
    'span',
    'div',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id', 'class', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, policy);
}
