import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabPanel } from '../../../components/Tabs';
import { Pager } from '../../../components/Pager';
import { Price } from '../../../components/Price';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/Toast';
import { localePath } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useCollectedProducts, useFollowedShops, useRemoveProduct, useUnfollowShop } from '@/api/collect';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import s from '../AccountPages.module.css';
import { Grid } from '../../../components/Grid';
import styles from './CollectionListPage.module.css';
import { pictureSources } from '@/components/pictureSources';

type Tab = 'goods' | 'shops';

/** /user_center/wish_list and /users/collection_list: the wish list and followed shops, each with remove. */
export default function CollectionListPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'shops' ? 'shops' : 'goods';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div className={s.page}>
      <PageHead title={t('collect.title')} />
      <Tabs
        items={[
          { key: 'goods', label: t('collect.goods') },
          { key: 'shops', label: t('collect.shops') },
        ]}
        active={tab}
        idPrefix="collect"
        label={t('collect.title')}
        onChange={(k) => setParams({ tab: k })}
      />
      <TabPanel idPrefix="collect" active={tab}>
        {tab === 'goods' ? <Goods page={page} onPage={(p) => setParams({ tab, page: String(p) })} /> : <Shops page={page} onPage={(p) => setParams({ tab, page: String(p) })} />}
      </TabPanel>
    </div>
  );
}

function Goods({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('account');
  const q = useCollectedProducts(page);
  const remove = useRemoveProduct();
  return (
    <QueryState
      query={q}
      empty={q.data?.list.length === 0}
      emptyTitle={t('collect.emptyGoods')}
      emptyAction={<Link className={s.link} to={localePath('/')}>{t('collect.browse')}</Link>}
    >
      <Grid as="ul" columns={4}>
        {q.data?.list.map((p) => (
          <li key={p.id} className={styles.product}>
            <Link to={localePath(`/goods_detail/${p.productId}`)} className={styles.productLink}>
              <img src={p.image} alt="" className={styles.image} loading="lazy" />
              <span className={styles.name}>{p.storeName}</span>
            </Link>
            <div className={styles.foot}>
              <Price value={p.price} className={styles.price} />
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={async () => {
                  try {
                    await remove.mutateAsync(p.productId);
                    toast.success(t('collect.removed'));
                  } catch {
                    // The query client's default error toast has told the shopper.
                  }
                }}
              >
                {t('collect.remove')}
                <span className="visually-hidden"> ({p.storeName})</span>
              </Button>
            </div>
          </li>
        ))}
      </Grid>
      {(q.data?.total ?? 0) > 20 && <Pager page={page} total={q.data!.total} limit={20} onChange={onPage} />}
    </QueryState>
  );
}

function Shops({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('account');
  const q = useFollowedShops(page);
  const unfollow = useUnfollowShop();
  return (
    <QueryState query={q} empty={q.data?.list.length === 0} emptyTitle={t('collect.emptyShops')}>
      <ul className="plain-list grid-2">
        {q.data?.list.map((m) => (
          <li key={m.merId} className={`${s.card} ${styles.shop}`}>
            <img {...pictureSources(m.merAvatar, 56)} alt="" className={styles.avatar} width={56} height={56} loading="lazy" />
            <div className={styles.shopInfo}>
              <Link className={styles.shopName} to={localePath(`/merchant/merchant/home?id=${m.merId}`)}>
                {m.merName}
              </Link>
              {m.createTime && <span className={s.muted}>{t('collect.followedOn', { date: formatDate(m.createTime, { dateStyle: 'medium' }) })}</span>}
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={unfollow.isPending}
              onClick={async () => {
                try {
                  await unfollow.mutateAsync(m.merId);
                  toast.success(t('collect.unfollowed'));
                } catch {
                  // The query client's default error toast has told the shopper.
                }
              }}
            >
              {t('collect.unfollow')}
              <span className="visually-hidden"> ({m.merName})</span>
            </Button>
          </li>
        ))}
      </ul>
      {(q.data?.total ?? 0) > 20 && <Pager page={page} total={q.data!.total} limit={20} onChange={onPage} />}
    </QueryState>
  );
}
