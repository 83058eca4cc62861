import { useSiteIndex } from '../../api/site';

/** index.html's <title> names the site until the server's siteName arrives (and if it sends none). */
const bootTitle = typeof document !== 'undefined' ? document.title : '';

export function useSiteName(): string {
  const { data } = useSiteIndex();
  return data?.siteName?.trim() || bootTitle;
}
