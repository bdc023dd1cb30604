import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a route fails unexpectedly: the spec's heading with the status text or message. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">{detail}</p>
    </main>
  );
}
