import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback';

/** The router's error element: a page that failed to render or whose code failed to load. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failure', error);
  }, [error]);
  return <ErrorFallback />;
}
