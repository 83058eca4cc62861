import { useTranslation } from 'react-i18next';
import { useCoupons } from '../../api/coupon';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { CouponTicket } from '../../features/goods/CouponTicket';
import { useMerchantId } from '../../features/merchant/useMerchantId';
import { Grid } from '../../components/Grid';
import { Section } from '../../components/Section';

export default function MerchantCoupon() {
  const { t } = useTranslation('shop');
  const id = useMerchantId();
  const coupons = useCoupons({ useType: 1, merId: id, limit: 50 }, id > 0);
  if (coupons.isPending) return <Spinner label={t('common:action.loading')} />;
  const list = coupons.data?.list ?? [];
  if (list.length === 0) return <EmptyState title={t('merchant.noCoupons')} />;
  return (
    <Section id="shop-coupons" title={t('merchant.tab.coupon')}>
      <Grid as="ul" columns={3}>
        {list.map((c) => (
          <li key={c.id}>
            <CouponTicket coupon={c} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
