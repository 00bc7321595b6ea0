import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '@shared/page-data';
import { siteInfo } from '@/lib/site-info';

export type { PageHead };

/** Given only by the server's renderer (it collects what the page says); in the browser the hooks below set the
 * document's head themselves. */
export const PageHeadContext = createContext<((part: PageHead) => void) | null>(null);

export const documentTitle = (title: string, hasErrors = false) =>
  `${hasErrors ? 'Error: ' : ''}${title} – ${siteInfo.societyName}`;

/** Sets the document title; GOV.UK style, it starts with 'Error:' while a form shows errors. */
export function usePageTitle(title: string, hasErrors = false) {
  useContext(PageHeadContext)?.({ title });
  useEffect(() => {
    document.title = documentTitle(title, hasErrors);
  }, [title, hasErrors]);
}

/** The page's summary for search engines and link previews (the meta description and Open Graph tags). */
export function usePageDescription(description: string) {
  useContext(PageHeadContext)?.({ description });
  useEffect(() => {
    document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}

/** The page's canonical address when its query changes what it shows (PageHead.path); only the server uses it. */
export function usePagePath(path: string) {
  useContext(PageHeadContext)?.({ path });
}
