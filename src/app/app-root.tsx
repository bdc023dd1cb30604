import { useEffect } from 'react';
import { markHydrated } from '../lib/hydration';
import { Layout } from './layout';

/** The root route: the layout, plus the moment hydration is over (static islands mounted later render normally). */
export function AppRoot() {
  useEffect(markHydrated, []);
  return <Layout />;
}
