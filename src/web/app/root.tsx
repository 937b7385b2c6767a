import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';

/** The shell around every screen: header, navigation, footer, toasts (built out by the shell). */
export function Root() {
  return (
    <div className="page">
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div role="alert" className="page-error">
      <h1>Something's not right!</h1>
      <p>{status === 404 ? 'The page you are looking for could not be found.' : 'Please try again.'}</p>
      <button type="button" onClick={() => window.location.reload()}>
        RETRY
      </button>
    </div>
  );
}
