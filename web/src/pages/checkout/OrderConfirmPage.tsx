import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import { useAllAddresses } from '../../api/address';
import { usePreOrder, useComputedPrice, type PreOrder } from '../../api/checkout';
import { useOrderCoupons } from '../../api/coupon';
import { usePayTypes, useBalance } from '../../api/pay';
import { useUser } from '../../features/auth/session';
import { localePath } from '../../i18n';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '@/api/errors';
import { AddressSection } from '../../features/checkout/AddressSection';
import { DiscountSection } from '../../features/checkout/DiscountSection';
import { GoodsSection } from '../../features/checkout/GoodsSection';
import { OrderSummary } from '../../features/checkout/OrderSummary';
import { PaymentSection } from '../../features/checkout/PaymentSection';
import { useCheckoutChoices } from '../../features/checkout/useCheckoutChoices';
import { usePlaceOrder } from '../../features/checkout/usePlaceOrder';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from './CheckoutPages.module.css';

export default function OrderConfirmPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const preOrderNo = (params.get('preOrderNo') ?? '').trim();
  usePageTitle(t('confirm.title'));
  const pre = usePreOrder(preOrderNo);
  if (!preOrderNo) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('confirm.missing')} action={<Link to={localePath('/cart')} className={styles.textLink}>{t('confirm.backToCart')}</Link>} />
      </div>
    );
  }
  if (pre.isPending) {
    return (
      <div className={`${styles.page} ${styles.center}`}>
        <Spinner label={t('common:action.loading')} />
      </div>
    );
  }
  if (pre.isError) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('confirm.expired')} action={<Link to={localePath('/cart')} className={styles.textLink}>{t('confirm.backToCart')}</Link>}>
          {errorMessage(pre.error, t)}
        </EmptyState>
      </div>
    );
  }
  return <ConfirmForm preOrderNo={preOrderNo} pre={pre.data} />;
}

function ConfirmForm({ preOrderNo, pre }: { preOrderNo: string; pre: PreOrder }) {
  const { t } = useTranslation('shop');
  const { user } = useUser();
  const addresses = useAllAddresses();
  const coupons = useOrderCoupons(preOrderNo);
  const methods = usePayTypes();
  const balance = useBalance(true);
  const list = useMemo(() => addresses.data ?? [], [addresses.data]);
  const offered = useMemo(() => methods.data ?? [], [methods.data]);
  // A shopper whose balance cannot pay the order (every new guest) starts on the next method offered,
  // such as cash on delivery, rather than on a "balance too low" warning.
  const proposedPayType = useMemo(() => {
    if (offered.length === 0 || balance.isPending) return undefined;
    const short = balance.data !== undefined && new Decimal(balance.data).lt(new Decimal(pre.payFee || '0'));
    return (short ? offered.find((p) => p !== 'yue') : undefined) ?? offered[0];
  }, [offered, balance.isPending, balance.data, pre.payFee]);
  const [choices, dispatch] = useCheckoutChoices(list, addresses.isSuccess, proposedPayType);
  const order = usePlaceOrder(preOrderNo);

  const chosenAddress = list.find((a) => a.id === choices.addressId) ?? null;
  // A points amount that breaks a rule deducts nothing: the price is asked without points until it is fixed.
  const usePoints = choices.useIntegral && choices.integralValid;
  const price = useComputedPrice({ preOrderNo, addressId: choices.addressId, couponId: choices.couponId, isUseIntegral: usePoints, ...(usePoints && choices.integral !== undefined ? { integral: choices.integral } : {}) });
  const couponName = (coupons.data ?? []).find((c) => c.id === choices.couponId)?.name ?? '';
  const payFee = price.data?.payFee ?? pre.payFee;
  const balanceShort = choices.payType === 'yue' && balance.data !== undefined && new Decimal(balance.data).lt(new Decimal(payFee || '0'));
  const locked = !!order.createdOrderNo;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('confirm.title')}</h1>
      <AddressSection addresses={list} loading={addresses.isPending} addressId={choices.addressId} adding={choices.adding} locked={locked} defaultEmail={user?.email} dispatch={dispatch} />
      <GoodsSection pre={pre} />
      <div className={styles.twoCol}>
        <DiscountSection
          coupons={coupons.data ?? []}
          couponId={choices.couponId}
          points={user?.integral ?? 0}
          useIntegral={choices.useIntegral}
          usedIntegral={price.data?.usedIntegral}
          price={price.data}
          integral={choices.integral}
          locked={locked}
          dispatch={dispatch}
        />
        <PaymentSection loading={methods.isPending} offered={offered} payType={choices.payType} balance={balance.data} balanceShort={balanceShort} note={choices.note} locked={locked} dispatch={dispatch} />
      </div>
      <OrderSummary
        pre={pre}
        price={price.data}
        priceFetching={price.isFetching}
        priceError={price.isError ? price.error : null}
        payFee={payFee}
        couponName={couponName}
        chosenAddress={chosenAddress}
        createdOrderNo={order.createdOrderNo}
        formError={order.formError}
        busy={order.busy}
        blocked={price.isPending || price.isError || choices.adding || !choices.integralValid}
        onSubmit={() => void order.submit(choices, chosenAddress)}
      />
    </div>
  );
}
