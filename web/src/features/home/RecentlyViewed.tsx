import { useTranslation } from 'react-i18next';
import { useBrowseHistory } from '../../api/product';
import { useUser } from '../auth/session';
import { ProductRow } from './ProductRow';
import { Section } from './Section';

/**
 * "Recently viewed": shown only to a signed-in shopper who has looked at something (other than
 * the product on screen); an upstream without the history call simply shows nothing.
 */
export function RecentlyViewed({ exclude }: { exclude?: number }) {
  const { t } = useTranslation('shop');
  const { isSignedIn } = useUser();
  const q = useBrowseHistory(isSignedIn);
  const list = (q.data?.list ?? []).filter((p) => p.id !== exclude);
  if (!isSignedIn || list.length === 0) return null;
  return (
    <Section id="recent" title={t('history.recent')} subtitle={t('history.recentSub')}>
      <ProductRow products={list} loading={false} label={t('history.recent')} />
    </Section>
  );
}
