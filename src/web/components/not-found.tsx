/** The page for a path or an item that names nothing; the server has already answered 404. */
export function NotFound() {
  return (
    <section className="screen-card" data-screen="not-found">
      <h1>Unfortunately the page you are looking for has been moved or deleted</h1>
      <p>Check the address, or start again from the home page.</p>
      <a className="cta" href="/">
        Go to homepage
      </a>
    </section>
  );
}
