import { useEffect } from 'react';
import { useSiteIndex } from '../../api/site';

/** Document title "<page> - <site name>"; the BFF's injected title is replaced once the data is here. */
export function usePageTitle(title: string | undefined) {
  const site = useSiteIndex();
  const siteName = (site.data as { siteName?: string } | undefined)?.siteName ?? '';
  useEffect(() => {
    if (!title) return;
    document.title = siteName ? `${title} - ${siteName}` : title;
  }, [title, siteName]);
}
