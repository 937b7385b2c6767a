/**
 * The site an outbound link (`/ol?link=...`, spec 000 §2) leads to: only an absolute http or
 * https address, never `javascript:`, `data:` or a path that would stay on (and fake) our site.
 */
export function outboundTarget(link: string | null): URL | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
