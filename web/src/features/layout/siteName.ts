import { SITE_NAME_FALLBACK } from '../../../../shared/page-title';
import { useSiteIndex } from '../../api/site';

/** The platform's name from the site index; until it arrives (or when it has none) the fixed fallback. */
export function useSiteName(): string {
  const { data } = useSiteIndex();
  return data?.siteName?.trim() || SITE_NAME_FALLBACK;
}
