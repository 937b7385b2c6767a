import { useEffect } from 'react';

/**
 * `/google-login` (spec 000 §2): starts the search-engine provider's login. Here the provider is
 * the development one, which comes back to the login page with `#access_token=…&state=google`;
 * the link works before the page's script runs.
 */
export function googleAuthorizeUrl(origin: string): string {
  const query = new URLSearchParams({ provider: 'google', redirect_uri: `${origin}/account/login`, state: 'google' });
  return `/dev/social/authorize?${query.toString()}`;
}

export function GoogleLoginScreen() {
  useEffect(() => {
    location.replace(googleAuthorizeUrl(location.origin));
  }, []);
  return (
    <section className="screen-card" data-screen="google-login">
      <h1>Login with Google</h1>
      <p>Taking you to Google…</p>
      <a className="cta" href={googleAuthorizeUrl('')}>
        Continue
      </a>
    </section>
  );
}
