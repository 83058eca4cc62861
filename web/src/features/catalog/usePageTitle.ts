import { useEffect } from 'react';
import { pageTitle } from '../../../../shared/page-title';
import { useSiteName } from '../layout/siteName';

/** The document title "<page> | <site name>" (shared with the BFF's page tags, shared/page-title.ts). */
export function usePageTitle(title: string | undefined) {
  const siteName = useSiteName();
  useEffect(() => {
    if (!title) return;
    document.title = pageTitle(title, siteName);
  }, [title, siteName]);
}
