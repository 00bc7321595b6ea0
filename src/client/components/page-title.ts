import { useEffect } from 'react';
import { siteInfo } from '@/lib/site-info';

/** Sets the document title; GOV.UK style, it starts with 'Error:' while a form shows errors. */
export function usePageTitle(title: string, hasErrors = false) {
  useEffect(() => {
    document.title = `${hasErrors ? 'Error: ' : ''}${title} – ${siteInfo.societyName}`;
  }, [title, hasErrors]);
}
