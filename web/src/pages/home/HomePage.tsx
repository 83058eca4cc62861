import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIndexProducts, useLeaderboard, useProductList } from '../../api/product';
import { useCategoryTree } from '../../api/category';
import { useCoupons } from '../../api/coupon';
import { useMerchantStreet } from '../../api/merchant';
import { localePath } from '../../i18n';
import { Price } from '../../components/Price';
import { soldLabel } from '../../../../shared/constants';
import { usePcHome } from '@/api/home';
import { isInternalLink } from '@/features/home/links';
import { BannerCarousel } from '../../features/home/BannerCarousel';
import { HeroSide } from '../../features/home/HeroSide';
import { Section } from '../../features/home/Section';
import { ProductRow } from '../../features/home/ProductRow';
import { RecentlyViewed } from '../../features/home/RecentlyViewed';
import { LazySection } from '../../features/home/LazySection';
import { CustomerService } from '../../features/home/CustomerService';
import { CouponTicket } from '../../features/goods/CouponTicket';
import { MerchantCard } from '../../features/catalog/MerchantCard';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import { Grid } from '@/components/Grid';
import styles from './HomePage.module.css';
import { pictureSources } from '@/components/pictureSources';
import { BANNER_DISPLAY_WIDTH } from '../../../../shared/picture-widths';

function PopularCategories() {
  const { t } = useTranslation('shop');
  const tree = useCategoryTree();
  const top = (tree.data ?? []).slice(0, 8);
  return (
    <nav className={styles.catNav} aria-label={t('home.popularCategories')}>
      <h2 className={styles.catNavTitle}>{t('home.popularCategories')}</h2>
      <ul>
        {top.map((c) => (
          <li key={c.id}>
            <Link to={localePath(`/categories?id=${c.id}`)} className={styles.catNavLink}>
              {/* A small mark beside the name: it never holds back the banner's paint. */}
              {c.icon ? <img {...pictureSources(c.icon, 32)} alt="" width={32} height={32} fetchpriority="low" /> : <span className={styles.catDot} aria-hidden="true" />}
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FeaturedCategories() {
  const { t } = useTranslation('shop');
  const tree = useCategoryTree();
  const second = (tree.data ?? []).flatMap((c) => c.children).slice(0, 12);
  if (second.length === 0) return null;
  return (
    <Section id="featured-categories" title={t('home.featuredCategories')}>
      <ul className={styles.catGrid}>
        {second.map((c) => (
          <li key={c.id}>
            <Link to={localePath(`/categories?id=${c.id}`)} className={styles.catTile}>
              {c.icon ? <img {...pictureSources(c.icon, 56)} alt="" width={56} height={56} loading="lazy" /> : <span className={styles.catTileIcon} aria-hidden="true">{c.name.slice(0, 1)}</span>}
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Coupons() {
  const { t } = useTranslation('shop');
  const coupons = useCoupons({ useType: 3, limit: 4 });
  const list = coupons.data?.list ?? [];
  if (!coupons.isPending && list.length === 0) return null;
  return (
    <Section id="coupons" title={t('home.coupons')} subtitle={t('home.couponsSub')}>
      <Grid as="ul" columns={4}>
        {list.slice(0, 4).map((c) => (
          <li key={c.id}>
            <CouponTicket coupon={c} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

function Trending() {
  const { t } = useTranslation('shop');
  const q = useIndexProducts(1, 5);
  return (
    <Section id="trending" title={t('home.trending')} subtitle={t('home.trendingSub')} more={{ to: localePath('/goods/activity_list'), label: t('home.more') }}>
      <ProductRow products={q.data?.list} loading={q.isPending} label={t('home.trending')} />
    </Section>
  );
}

function ListSection({ id, title, subtitle, sort, more, before }: { id: string; title: string; subtitle: string; sort: 'new' | 'hot' | 'promo' | 'recommend'; more: string; before?: ReactNode }) {
  const { t } = useTranslation('shop');
  const query =
    sort === 'hot'
      ? { salesOrder: 'desc' as const, page: 1, limit: 5 }
      : sort === 'promo'
        ? { priceOrder: 'asc' as const, page: 1, limit: 5 }
        : sort === 'recommend'
          ? { page: 2, limit: 5 }
          : { createTimeOrder: 'desc' as const, page: 1, limit: 5 };
  const q = useProductList(query);
  if (!q.isPending && (q.data?.list.length ?? 0) === 0 && !before) return null;
  return (
    <Section id={id} title={title} subtitle={subtitle} more={{ to: localePath(more), label: t('home.more') }}>
      {before}
      <ProductRow products={q.data?.list} loading={q.isPending} label={title} />
    </Section>
  );
}

function Ranking() {
  const { t } = useTranslation('shop');
  const board = useLeaderboard();
  const list = (board.data ?? []).slice(0, 6);
  if (!board.isPending && list.length === 0) return null;
  return (
    <Section id="ranking" title={t('home.ranking')} subtitle={t('home.rankingSub')} more={{ to: localePath('/goods/top_one'), label: t('home.more') }}>
      <ol className={styles.ranking}>
        {list.map((p, i) => (
          <li key={p.id} className={styles.rankItem}>
            <span className={`${styles.rankNo} ${i < 3 ? styles.rankTop : ''}`}>{i + 1}</span>
            <img {...pictureSources(p.image, 72)} alt="" width={72} height={72} loading="lazy" className={styles.rankImg} />
            <div className={styles.rankText}>
              <Link to={localePath(`/goods_detail/${p.id}`)} className={styles.rankName}>
                {p.storeName}
              </Link>
              <span className={styles.rankMeta}>
                {/* The ranking counts paid sales only, so it shows those (the hot-sale row counts virtual ones too). */}
                <Price value={p.price} className={styles.rankPrice} /> · {t('card.sold', { sold: soldLabel(p.sales, 0) })}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Promotions() {
  const { t } = useTranslation('shop');
  const home = usePcHome();
  const banners = home.data?.bastBanner ?? [];
  const strip =
    banners.length > 0 ? (
      <ul className={styles.promoBanners} aria-label={t('home.promotions')}>
        {banners.slice(0, 3).map((b, i) => {
          const img = <img {...pictureSources(b.image, 590)} alt={b.name || t('home.promotionN', { n: i + 1 })} width={590} height={240} loading="lazy" />;
          return (
            <li key={`${b.image}-${i}`}>
              {b.url ? isInternalLink(b.url) ? <Link to={localePath(b.url)}>{img}</Link> : <a href={b.url} rel="noopener">{img}</a> : img}
            </li>
          );
        })}
      </ul>
    ) : undefined;
  return <ListSection id="promotions" title={t('home.promotions')} subtitle={t('home.promotionsSub')} sort="promo" more="/goods/activity_list?price=1" before={strip} />;
}

function ShopStreet() {
  const { t } = useTranslation('shop');
  const street = useMerchantStreet(1, 3);
  const list = street.data?.list ?? [];
  if (!street.isPending && list.length === 0) return null;
  return (
    <Section id="street" title={t('home.shopStreet')} subtitle={t('home.shopStreetSub')} more={{ to: localePath('/merchant/merchant_street'), label: t('home.more') }}>
      <Grid as="ul" columns={3} gap={5}>
        {list.map((m) => (
          <li key={m.id}>
            <MerchantCard merchant={m} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

export default function HomePage() {
  const { t } = useTranslation('shop');
  const home = usePcHome();
  usePageTitle(t('home.title'));
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <BannerCarousel banners={home.data?.banner ?? []} width={BANNER_DISPLAY_WIDTH} height={400} />
      <div className={styles.hero}>
        <PopularCategories />
        <HeroSide />
      </div>
      <Coupons />
      <RecentlyViewed />
      <Trending />
      <LazySection minHeight={420}>
        <ListSection id="new" title={t('home.newArrival')} subtitle={t('home.newArrivalSub')} sort="new" more="/goods/activity_list" />
      </LazySection>
      <LazySection minHeight={420}>
        <ListSection id="hot" title={t('home.hotSale')} subtitle={t('home.hotSaleSub')} sort="hot" more="/goods/activity_list?sales=2" />
      </LazySection>
      <LazySection minHeight={300}>
        <FeaturedCategories />
      </LazySection>
      <LazySection minHeight={420}>
        <Promotions />
      </LazySection>
      <LazySection minHeight={420}>
        <Ranking />
      </LazySection>
      <LazySection minHeight={420}>
        <ListSection id="recommend" title={t('home.recommended')} subtitle={t('home.recommendedSub')} sort="recommend" more="/goods/activity_list" />
      </LazySection>
      <LazySection minHeight={360}>
        <ShopStreet />
      </LazySection>
      <section className={styles.bottomStrip} aria-label={t('home.helpStrip')}>
        <CustomerService />
        <Link to={localePath('/users/merchant_settled')} className={styles.settleWide}>
          <strong>{t('home.settleTitle')}</strong>
          <span>{t('home.settleLong')}</span>
        </Link>
      </section>
    </div>
  );
}
