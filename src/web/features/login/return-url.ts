/**
 * The login return URL of spec 000 §5: accepted only if it starts with the current host or is a
 * relative path beginning with '/'; anything else sends the shopper to '/'.
 * '//evil.example' and '/\evil.example' are relative-looking but leave the site, so they are refused.
 */
export function safeReturnUrl(ret: string | null | undefined, currentOrigin: string): string {
  if (!ret) return '/';
  const value = ret.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  const origin = currentOrigin.replace(/\/+$/, '');
  if (value === origin || value.startsWith(`${origin}/`) || value.startsWith(`${origin}?`)) {
    const rest = value.slice(origin.length) || '/';
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return '/';
}

/** `/account/login?ret=...&title=...&desc=...` for a login-required route. */
export function loginRedirectUrl(ret: string, title: string, desc: string): string {
  const params = new URLSearchParams({ ret, title, desc });
  return `/account/login?${params.toString()}`;
}

/** Session-storage key of the path to go to after login when no `ret` is given. */
export const nextPathKey = 'login.nextPath';
