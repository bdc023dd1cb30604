import { Navigate, useLocation } from 'react-router-dom';

/** An old path inside the app: go to the new one, replacing the history entry. A visitor's own #hash wins. */
export function RedirectRoute({ to }: { to: string }) {
  const { hash, search } = useLocation();
  const [pathname, targetHash = ''] = to.split('#');
  return <Navigate replace to={{ pathname, search, hash: hash || (targetHash ? `#${targetHash}` : '') }} />;
}
