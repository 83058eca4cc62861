import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProductDetail } from '../../api/product';
import { useAddToCart } from '../../api/cart';
import { useCreatePreOrder } from '../../api/checkout';
import { useCoupons } from '../../api/coupon';
import { localePath } from '../../i18n';
import { Price } from '../../components/Price';
import { Button } from '../../components/Button';
import { Tabs } from '../../components/Tabs';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/Toast';
import { errorMessage } from '@/api/errors';
import { soldLabel } from '../../../../shared/constants';
import { attrGroups, clampQuantity, findSku, initialChoice } from '../../features/goods/sku';
import { SpecChooser } from '../../features/goods/SpecChooser';
import { Gallery } from '../../features/goods/Gallery';
import { Reviews } from '../../features/goods/Reviews';
import { TitleRating } from '../../features/goods/TitleRating';
import { ShopCard } from '../../features/goods/ShopCard';
import { CouponTicket } from '../../features/goods/CouponTicket';
import { DetailContent } from '../../features/goods/DetailContent';
import { useSignInGate } from '../../features/goods/useSignInGate';
import { useCollectToggle } from '../../features/goods/useCollectToggle';
import { QuantityStepper } from '../../features/cart/QuantityStepper';
import { ProductCard } from '@/features/catalog/ProductCard';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from './GoodsDetailPage.module.css';
import { RecentlyViewed } from '../../features/home/RecentlyViewed';

type TabKey = 'product' | 'reviews' | 'recommend' | 'detail';

export default function GoodsDetailPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useProductDetail(valid ? id : 0);
  usePageTitle(detail.data?.productInfo.storeName);

  if (!valid || (detail.isError && !detail.data)) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={valid ? errorMessage(detail.error, t) : t('goods.notFound')}
          action={
            <Link to={localePath('/')} className={styles.textLink}>
              {t('common:nav.backHome')}
            </Link>
          }
        />
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className={`${styles.page} ${styles.center}`}>
        <Spinner label={t('common:action.loading')} />
      </div>
    );
  }
  return <GoodsDetail key={id} data={detail.data} />;
}

function GoodsDetail({ data }: { data: NonNullable<ReturnType<typeof useProductDetail>['data']> }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const gate = useSignInGate();
  const info = data.productInfo;
  const groups = useMemo(() => attrGroups(data.productAttr), [data.productAttr]);
  const [chosen, setChosen] = useState<(string | null)[]>(() => initialChoice(data.productValue, groups));
  const [qty, setQty] = useState(1);
  const [tab, setTab] = useState<TabKey>('product');
  const preOrder = useCreatePreOrder();
  // Stays true after success too: the page is leaving for checkout, so a second click must not order twice.
  const [buying, setBuying] = useState(false);
  const addToCart = useAddToCart();
  const like = useCollectToggle(info.id, data.userCollect);
  const productCoupons = useCoupons({ useType: 2, productId: info.id, limit: 6 });
  const shopCoupons = useCoupons({ useType: 1, merId: info.merId, limit: 6 }, info.merId > 0);

  const sku = findSku(data.productValue, groups, chosen);
  const price = sku?.price ?? info.price;
  const otPrice = sku?.otPrice ?? info.otPrice;
  const stock = sku ? sku.stock : groups.length === 0 ? info.stock : 0;
  const soldOut = info.stock <= 0 || (sku !== null && sku.stock <= 0);
  const needsChoice = sku === null;
  const quantity = clampQuantity(qty, stock);
  const images = info.sliderImage.length > 0 ? info.sliderImage : info.image ? [info.image] : [];
  const coupons = [...(productCoupons.data?.list ?? []), ...(shopCoupons.data?.list ?? [])].filter(
    (c, i, all) => all.findIndex((x) => x.id === c.id) === i,
  );
  const storeInfoLines = info.storeInfo.split('\n').map((l) => l.trim()).filter(Boolean);

  const choose = (index: number, value: string) =>
    setChosen((prev) => {
      const next = prev.slice();
      next[index] = value;
      return next;
    });

  const onAdd = () =>
    gate(() => {
      if (!sku) return void toast.error(t('goods.chooseSpec'));
      addToCart.mutate(
        { productId: info.id, productAttrUnique: sku.id, cartNum: quantity },
        { onSuccess: () => toast.success(t('goods.added')) },
      );
    });

  const onBuy = () =>
    gate(() => {
      if (!sku) return void toast.error(t('goods.chooseSpec'));
      if (buying) return;
      setBuying(true);
      preOrder.mutate(
        { preOrderType: 'buyNow', orderDetails: [{ productId: info.id, attrValueId: sku.id, productNum: quantity }] },
        {
          onSuccess: (no) => navigate(localePath(`/order/order_confirm?preOrderNo=${encodeURIComponent(no)}`)),
          onError: () => setBuying(false),
        },
      );
    });

  const merchant = data.merchantInfo;
  return (
    <div className={styles.page}>
      <nav aria-label={t('common:nav.breadcrumb')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to={localePath('/')}>{t('common:nav.home')}</Link>
          </li>
          {merchant && (
            <li>
              <Link to={localePath(`/merchant/merchant/home?id=${info.merId}`)}>{merchant.name}</Link>
            </li>
          )}
          <li aria-current="page">{info.storeName}</li>
        </ol>
      </nav>
      <section className={styles.top}>
        <Gallery images={images} skuImage={sku?.image || undefined} name={info.storeName} />
        <div className={styles.info}>
          <h1 className={styles.name}>{info.storeName}</h1>
          <TitleRating
            productId={info.id}
            onShowReviews={() => {
              setTab('reviews');
              document.getElementById('goods-tab-reviews')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
          />
          {storeInfoLines.length > 0 && <p className={styles.intro}>{storeInfoLines[0]}</p>}
          <div className={styles.priceBox}>
            <div className={styles.priceRow}>
              <span className={styles.priceLabel}>{t('goods.price')}</span>
              <span data-testid="goods-price">
                <Price value={price} className={styles.price} />
              </span>
              {Number(otPrice) > Number(price) && (
                <s className={styles.otPrice}>
                  <span className="visually-hidden">{t('card.originalPrice')}</span>
                  <Price value={otPrice} />
                </s>
              )}
            </div>
            <div className={styles.stats}>
              <span>{t('card.sold', { sold: soldLabel(info.sales, info.ficti) })}</span>
              <span>{t('goods.stock', { stock: stock })}</span>
            </div>
          </div>
          {coupons.length > 0 && (
            <div className={styles.row}>
              <span className={styles.rowLabel}>{t('goods.coupons')}</span>
              <ul className={styles.coupons}>
                {coupons.slice(0, 6).map((c) => (
                  <li key={c.id}>
                    <CouponTicket coupon={c} chip />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {data.guaranteeList.length > 0 && (
            <div className={styles.row}>
              <span className={styles.rowLabel}>{t('goods.guarantee')}</span>
              <ul className={styles.guarantees}>
                {data.guaranteeList.map((g) => (
                  <li key={g.id} title={g.content}>
                    ✓ {g.name}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {groups.length > 0 && <SpecChooser groups={groups} values={data.productValue} chosen={chosen} onChoose={choose} />}
          <div className={styles.row}>
            <span className={styles.rowLabel} id="qty-label">
              {t('qty.quantity')}
            </span>
            <QuantityStepper value={quantity} max={Math.max(1, stock)} onChange={setQty} label={t('qty.quantity')} disabled={soldOut || needsChoice} />
            {info.unitName && <span className={styles.unit}>{info.unitName}</span>}
          </div>
          <div className={styles.actions}>
            {soldOut ? (
              <Button size="lg" disabled className={styles.soldOut}>
                {t('goods.soldOut')}
              </Button>
            ) : (
              <>
                <Button size="lg" variant="secondary" className={styles.addBtn} onClick={onAdd} loading={addToCart.isPending}>
                  {t('goods.addToCart')}
                </Button>
                <Button size="lg" onClick={onBuy} loading={buying}>
                  {t('goods.buyNow')}
                </Button>
              </>
            )}
            <button type="button" className={`${styles.like} ${like.collected ? styles.liked : ''}`} aria-pressed={like.collected} onClick={like.toggle} disabled={like.pending}>
              <span aria-hidden="true">{like.collected ? '♥' : '♡'}</span> {like.collected ? t('goods.liked') : t('goods.like')}
            </button>
          </div>
          {needsChoice && !soldOut && <p className={styles.hint}>{t('goods.chooseSpec')}</p>}
        </div>
      </section>
      <div className={styles.lower}>
        <aside className={styles.side}>
          {merchant && (
            <ShopCard merId={info.merId} name={merchant.name} avatar={merchant.avatar} isSelf={merchant.isSelf} starLevel={merchant.starLevel} isCollect={merchant.isCollect} />
          )}
        </aside>
        <section className={styles.tabs}>
          <Tabs
            items={[
              { key: 'product', label: t('goods.tabProduct') },
              { key: 'reviews', label: t('goods.tabReviews') },
              { key: 'recommend', label: t('goods.tabRecommend') },
              { key: 'detail', label: t('goods.tabDetail') },
            ]}
            active={tab}
            onChange={(k) => setTab(k as TabKey)}
            label={t('goods.tabsLabel')}
            idPrefix="goods"
          />
          <div className={styles.panel} role="tabpanel" id={`goods-panel-${tab}`} aria-labelledby={`goods-tab-${tab}`} tabIndex={0}>
            {tab === 'product' && (
              <dl className={styles.params}>
                {[
                  [t('goods.paramName'), info.storeName] as const,
                  ...(merchant ? [[t('goods.paramShop'), merchant.name] as const] : []),
                  ...groups.map((g) => [g.name, g.values.join(' / ')] as const),
                  ...(info.unitName ? [[t('goods.paramUnit'), info.unitName] as const] : []),
                  ...(storeInfoLines.length > 0 ? [[t('goods.paramInfo'), storeInfoLines.join('\n')] as const] : []),
                ].map(([k, v]) => (
                  <div key={k} className={styles.paramRow}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            )}
            {tab === 'reviews' && <Reviews productId={info.id} />}
            {tab === 'recommend' &&
              (merchant && merchant.proList.length > 0 ? (
                <ul className={styles.recommend}>
                  {merchant.proList.map((p) => (
                    <li key={p.id}>
                      <ProductCard product={p} width={196} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState title={t('goods.noRecommend')} />
              ))}
            {tab === 'detail' && <DetailContent html={info.content} />}
          </div>
        </section>
      </div>
      <RecentlyViewed exclude={info.id} />
    </div>
  );
}
