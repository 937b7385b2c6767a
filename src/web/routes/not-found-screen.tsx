import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <section className="not-found" data-screen="not-found">
      <h1>Unfortunately the page you are looking for has been moved or deleted</h1>
      <Link to="/">Go to homepage</Link>
    </section>
  );
}
