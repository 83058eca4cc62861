import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useAllAddresses, type Address } from '../../api/address';
import { usePreOrder, useComputedPrice, createOrder } from '../../api/checkout';
import { useOrderCoupons } from '../../api/coupon';
import { usePayMethods, useBalance, startPayment, type PayType } from '../../api/pay';
import { useUser } from '../../features/auth/session';
import { localePath, formatNumber } from '../../i18n';
import { Price } from '../../components/Price';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/Toast';
import { errorMessage } from '@/api/errors';
import { ORDER_NOTE_MAX } from '../../../../shared/constants';
import { SubmitOnce } from '../../features/checkout/submitOnce';
import { AddressForm } from '../../features/checkout/AddressForm';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from '../../features/checkout/Checkout.module.css';
import { userKeys } from '@/api/user';
import { cartKeys } from '@/api/cart';
import { orderKeys } from '@/api/orders';

function addressLine(a: Address): string {
  return [a.detail, a.city, a.province, a.country, a.postCode].filter(Boolean).join(', ');
}

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

function ConfirmForm({ preOrderNo, pre }: { preOrderNo: string; pre: NonNullable<ReturnType<typeof usePreOrder>['data']> }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { user } = useUser();
  const addresses = useAllAddresses();
  const coupons = useOrderCoupons(preOrderNo);
  const methods = usePayMethods();
  const balance = useBalance(true);

  const [addressId, setAddressId] = useState<number>(0);
  const [adding, setAdding] = useState(false);
  const [couponId, setCouponId] = useState(0);
  const [useIntegral, setUseIntegral] = useState(false);
  const [note, setNote] = useState('');
  const [payType, setPayType] = useState<PayType | ''>('');
  const [submitting, setSubmitting] = useState(false);
  const [createdOrderNo, setCreatedOrderNo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const guard = useRef(new SubmitOnce());

  const list = useMemo(() => addresses.data ?? [], [addresses.data]);
  const chosenAddress = list.find((a) => a.id === addressId) ?? null;
  // The default address (else the first) is chosen once the list arrives.
  useEffect(() => {
    if (addressId === 0 && list.length > 0) setAddressId((list.find((a) => a.isDefault) ?? list[0]!).id);
  }, [addressId, list]);
  useEffect(() => {
    if (addresses.isSuccess && list.length === 0) setAdding(true);
  }, [addresses.isSuccess, list.length]);

  const m = methods.data;
  const offered = useMemo<PayType[]>(
    () => (m ? ([m.yueStatus && 'yue', m.stripeStatus && 'stripe', m.paypalStatus && 'paypal'].filter(Boolean) as PayType[]) : []),
    [m],
  );
  useEffect(() => {
    if (payType === '' && offered.length > 0) setPayType(offered[0]!);
  }, [payType, offered]);

  const price = useComputedPrice({ preOrderNo, addressId, couponId, isUseIntegral: useIntegral });
  const p = price.data;
  const points = user?.integral ?? 0;
  const payFee = p?.payFee ?? pre.payFee;
  const balanceShort = payType === 'yue' && balance.data !== undefined && new Decimal(balance.data).lt(new Decimal(payFee || '0'));

  const submit = async () => {
    setFormError(null);
    if (!chosenAddress) return setFormError(t('confirm.errAddress'));
    if (!payType) return setFormError(t('confirm.errPayment'));
    if (note.length > ORDER_NOTE_MAX) return setFormError(t('confirm.errNote', { max: ORDER_NOTE_MAX }));
    if (guard.current.isRunning) return;
    setSubmitting(true);
    try {
      const answer = await guard.current.submit(
        async () => {
          const no = await createOrder({
            preOrderNo,
            addressId: chosenAddress.id,
            couponId,
            payType,
            payChannel: 'pc',
            mark: note.trim(),
            realName: chosenAddress.realName,
            phone: chosenAddress.phone,
            email: chosenAddress.email,
            isUseIntegral: useIntegral,
          });
          setCreatedOrderNo(no);
          void qc.invalidateQueries({ queryKey: cartKeys.all });
          void qc.invalidateQueries({ queryKey: orderKeys.all });
          return no;
        },
        (orderNo) => startPayment(orderNo, payType),
      );
      if (!answer) return;
      const orderNo = answer.orderNo || guard.current.createdOrderNo || '';
      if (payType === 'paypal' && answer.redirect) {
        window.location.assign(answer.redirect);
        return;
      }
      if (payType === 'stripe' && answer.stripeClientSecret) {
        navigate(localePath(`/order/stripe_payment?clientSecret=${encodeURIComponent(answer.stripeClientSecret)}&orderNo=${encodeURIComponent(orderNo)}`));
        return;
      }
      void qc.invalidateQueries({ queryKey: userKeys.all });
      navigate(localePath(`/order/payment_result?orderNo=${encodeURIComponent(orderNo)}&payType=${payType}`), { replace: true });
    } catch (e) {
      const msg = errorMessage(e, t);
      setFormError(msg);
      toast.error(msg);
      setSubmitting(false);
    }
  };

  const busy = submitting || guard.current.isRunning;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('confirm.title')}</h1>

      <section className={styles.card} aria-labelledby="confirm-address">
        <div className={styles.cardHead}>
          <h2 id="confirm-address" className={styles.cardTitle}>
            {t('confirm.address')}
          </h2>
          {!adding && !createdOrderNo && (
            <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
              + {t('address.add')}
            </Button>
          )}
        </div>
        {addresses.isPending ? (
          <Spinner label={t('common:action.loading')} />
        ) : (
          <>
            {list.length > 0 && (
              <div className={styles.addresses} role="radiogroup" aria-labelledby="confirm-address">
                {list.map((a) => (
                  <label key={a.id} className={`${styles.address} ${a.id === addressId ? styles.addressOn : ''}`}>
                    <input type="radio" name="address" checked={a.id === addressId} onChange={() => setAddressId(a.id)} disabled={!!createdOrderNo} className={styles.radio} />
                    <span className={styles.addrName}>
                      {a.realName}
                      {a.isDefault && <span className={styles.badge}>{t('address.default')}</span>}
                    </span>
                    <span className={styles.addrText}>{addressLine(a)}</span>
                    <span className={styles.addrText}>{[a.phone && `${a.countryCode ? `+${a.countryCode.replace(/^\+/, '')} ` : ''}${a.phone}`, a.email].filter(Boolean).join(' · ')}</span>
                  </label>
                ))}
              </div>
            )}
            {adding && (
              <AddressForm
                defaultEmail={user?.email}
                onCancel={list.length > 0 ? () => setAdding(false) : undefined}
                onSaved={(a) => {
                  setAdding(false);
                  if (a.id) setAddressId(a.id);
                }}
              />
            )}
          </>
        )}
      </section>

      <section className={styles.card} aria-labelledby="confirm-goods">
        <h2 id="confirm-goods" className={styles.cardTitle}>
          {t('confirm.goods', { n: pre.orderProNum })}
        </h2>
        {pre.orderList.map((shop) => (
          <div key={shop.merId} className={styles.shop}>
            <h3 className={styles.shopName}>{shop.merName}</h3>
            <ul className={styles.items}>
              {shop.orderInfoList.map((l) => (
                <li key={`${l.productId}-${l.attrValueId}`} className={styles.item}>
                  <img src={l.image} alt="" width={64} height={64} loading="lazy" />
                  <div className={styles.itemInfo}>
                    <span>{l.productName}</span>
                    {l.sku && <span className={styles.itemSku}>{l.sku}</span>}
                  </div>
                  <Price value={l.price} />
                  <span>× {l.payNum}</span>
                  <Price value={new Decimal(l.price || '0').times(l.payNum).toFixed(2)} className={styles.itemTotal} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <div className={styles.twoCol}>
        <section className={styles.card} aria-labelledby="confirm-coupon">
          <h2 id="confirm-coupon" className={styles.cardTitle}>
            {t('confirm.coupon')}
          </h2>
          {(coupons.data?.length ?? 0) === 0 ? (
            <p className={styles.muted}>{t('confirm.noCoupons')}</p>
          ) : (
            <div className={styles.options} role="radiogroup" aria-labelledby="confirm-coupon">
              <label className={styles.option}>
                <input type="radio" name="coupon" checked={couponId === 0} onChange={() => setCouponId(0)} disabled={!!createdOrderNo} />
                {t('confirm.noCoupon')}
              </label>
              {coupons.data!.map((c) => (
                <label key={c.id} className={styles.option}>
                  <input type="radio" name="coupon" checked={couponId === c.id} onChange={() => setCouponId(c.id)} disabled={!!createdOrderNo} />
                  <span>
                    {c.name} — <Price value={c.money} /> {new Decimal(c.minPrice || '0').gt(0) && <span className={styles.muted}>({t('coupon.minSpendShort')} <Price value={c.minPrice} />)</span>}
                  </span>
                </label>
              ))}
            </div>
          )}
          <h2 className={`${styles.cardTitle} ${styles.spaced}`} id="confirm-points">
            {t('confirm.points')}
          </h2>
          <label className={styles.option}>
            <input type="checkbox" checked={useIntegral} onChange={(e) => setUseIntegral(e.target.checked)} disabled={points <= 0 || !!createdOrderNo} aria-describedby="confirm-points-hint" />
            {t('confirm.usePoints', { formatted: formatNumber(points) })}
          </label>
          <p id="confirm-points-hint" className={styles.muted}>
            {useIntegral && p ? t('confirm.pointsUsed', { used: formatNumber(p.usedIntegral) }) : points <= 0 ? t('confirm.noPoints') : t('confirm.pointsHint')}
          </p>
        </section>

        <section className={styles.card} aria-labelledby="confirm-pay">
          <h2 id="confirm-pay" className={styles.cardTitle}>
            {t('confirm.payment')}
          </h2>
          {methods.isPending ? (
            <Spinner label={t('common:action.loading')} />
          ) : offered.length === 0 ? (
            <p className={styles.muted}>{t('confirm.noPayment')}</p>
          ) : (
            <div className={styles.options} role="radiogroup" aria-labelledby="confirm-pay">
              {offered.map((k) => (
                <label key={k} className={`${styles.payOption} ${payType === k ? styles.payOn : ''}`}>
                  <input type="radio" name="payType" value={k} checked={payType === k} onChange={() => setPayType(k)} />
                  <span className={styles.payName}>{t(`pay.${k}`)}</span>
                  {k === 'yue' && (
                    <span className={styles.muted}>
                      {t('pay.balance')} {balance.data !== undefined ? <Price value={balance.data} /> : '…'}
                    </span>
                  )}
                </label>
              ))}
            </div>
          )}
          {balanceShort && (
            <p className={styles.warn} role="status">
              {t('confirm.balanceShort')}
            </p>
          )}
          <label htmlFor="confirm-note" className={`${styles.cardTitle} ${styles.spaced}`}>
            {t('confirm.note')}
          </label>
          <textarea
            id="confirm-note"
            className={styles.note}
            value={note}
            maxLength={ORDER_NOTE_MAX}
            onChange={(e) => setNote(e.target.value.slice(0, ORDER_NOTE_MAX))}
            placeholder={t('confirm.notePlaceholder')}
            rows={3}
            disabled={!!createdOrderNo}
            aria-describedby="confirm-note-count"
          />
          <span id="confirm-note-count" className={styles.counter}>
            {note.length}/{ORDER_NOTE_MAX}
          </span>
        </section>
      </div>

      <section className={styles.summary} aria-labelledby="confirm-summary">
        <h2 id="confirm-summary" className={styles.srOnly}>
          {t('confirm.summary')}
        </h2>
        <dl className={styles.totals} aria-busy={price.isFetching}>
          <div>
            <dt>{t('confirm.subtotal')}</dt>
            <dd>
              <Price value={p?.proTotalFee ?? pre.proTotalFee} />
            </dd>
          </div>
          <div>
            <dt>{t('confirm.freight')}</dt>
            <dd>
              <Price value={p?.freightFee ?? pre.freightFee} />
            </dd>
          </div>
          <div>
            <dt>{t('confirm.couponDeduction')}</dt>
            <dd>
              −<Price value={p?.couponFee ?? '0'} />
            </dd>
          </div>
          <div>
            <dt>{t('confirm.pointsDeduction')}</dt>
            <dd>
              −<Price value={p?.deductionPrice ?? '0'} />
            </dd>
          </div>
          <div className={styles.payRow}>
            <dt>{t('confirm.payable')}</dt>
            <dd>
              <Price value={payFee} className={styles.payable} />
            </dd>
          </div>
        </dl>
        {price.isError && (
          <p className={styles.warn} role="alert">
            {errorMessage(price.error, t)}
          </p>
        )}
        {chosenAddress && (
          <p className={styles.shipTo}>
            {t('confirm.shipTo')} {chosenAddress.realName}, {addressLine(chosenAddress)}
          </p>
        )}
        {createdOrderNo && (
          <p className={styles.created} role="status">
            {t('confirm.created', { orderNo: createdOrderNo })}
          </p>
        )}
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        <Button size="lg" className={styles.submit} onClick={() => void submit()} loading={busy} disabled={busy || price.isPending || adding}>
          {createdOrderNo ? t('confirm.payAgain') : t('confirm.submit')}
        </Button>
      </section>
    </div>
  );
}
