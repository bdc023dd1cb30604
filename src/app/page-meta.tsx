import { createContext, useContext } from 'react';
import type { PageHead } from '../../pipeline/compile/seo/page-head';

/** Where the renderer (render-route.tsx) collects the head data of the page being rendered. */
export const PageHeadSink = createContext<((head: PageHead) => void) | undefined>(undefined);

/**
 * Names the page's head: the renderer writes the tags from this data
 * (pipeline/render/head-markup.ts). Renders nothing itself.
 */
export function PageMeta({ head }: { head: PageHead }) {
  useContext(PageHeadSink)?.(head);
  return null;
}
