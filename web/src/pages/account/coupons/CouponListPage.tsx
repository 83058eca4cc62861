import Decimal from 'decimal.js';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabPanel } from '../../../components/Tabs';
import { Price } from '../../../components/Price';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useCurrency } from '../../../api/site';
import { COUPON_SCOPES, useMyCoupons, type CouponScope, type UserCoupon } from '@/api/coupon';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import s from '../AccountPages.module.css';
import styles from './CouponListPage.module.css';

type Status = 'usable' | 'unusable';

/** /users/coupon_list: available versus expired/used, each filtered by scope (useType). */
export default function CouponListPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const status: Status = params.get('status') === 'unusable' ? 'unusable' : 'usable';
  const rawScope = params.get('scope');
  const scope = COUPON_SCOPES.find((c) => c.key === rawScope) ?? COUPON_SCOPES[0];
  const q = useMyCoupons(status);
  const shown = (q.data ?? []).filter((c) => scope.useType === 0 || c.useType === scope.useType);
  const set = (next: { status?: Status; scope?: CouponScope }) => setParams({ status: next.status ?? status, scope: next.scope ?? scope.key });

  return (
    <div className={s.page}>
      <PageHead title={t('coupon.title')} />
      <Tabs
        label={t('coupon.statusTabs')}
        items={[
          { key: 'usable', label: t('coupon.usable') },
          { key: 'unusable', label: t('coupon.unusable') },
        ]}
        active={status}
        idPrefix="coupons"
        onChange={(k) => set({ status: k as Status })}
      />
      <TabPanel idPrefix="coupons" active={status}>
      <div className={styles.scopes} role="group" aria-label={t('coupon.scopeTabs')}>
        {COUPON_SCOPES.map((c) => (
          <button key={c.key} type="button" className={styles.scope} aria-pressed={c.key === scope.key} onClick={() => set({ scope: c.key })}>
            {t(`coupon.scopes.${c.key}`)}
          </button>
        ))}
      </div>
      <QueryState query={q} empty={shown.length === 0} emptyTitle={t(status === 'usable' ? 'coupon.emptyUsable' : 'coupon.emptyUnusable')}>
        <ul className="plain-list grid-2">
          {shown.map((c) => (
            <CouponTicket key={c.id} c={c} />
          ))}
        </ul>
      </QueryState>
      </TabPanel>
    </div>
  );
}

function couponState(c: UserCoupon): 'usable' | 'used' | 'expired' | 'notStart' {
  if (c.status === 1) return 'used';
  if (c.status === 2 || c.validStr === 'overdue') return 'expired';
  if (c.validStr === 'notStart') return 'notStart';
  return 'usable';
}

function CouponTicket({ c }: { c: UserCoupon }) {
  const { t } = useTranslation('account');
  const currency = useCurrency();
  const state = couponState(c);
  const scopeKey = c.useType === 1 ? 'shop' : c.useType === 2 ? 'goods' : 'platform';
  return (
    <li className={`${styles.ticket} ${state !== 'usable' && state !== 'notStart' ? styles.dim : ''}`}>
      <div className={styles.value}>
        <Price value={c.money} className={styles.amount} />
        <span className={styles.min}>{new Decimal(c.minPrice).gt(0) ? t('coupon.minSpend', { amount: formatMoney(c.minPrice, currency) }) : t('coupon.noMin')}</span>
      </div>
      <div className={styles.info}>
        <span className={styles.scopeTag}>{t(`coupon.scopes.${scopeKey}`)}</span>
        <strong className={styles.name}>{c.name}</strong>
        <span className={s.muted}>{c.startTime && c.endTime ? `${formatDate(c.startTime)} – ${formatDate(c.endTime)}` : ''}</span>
        <span className={`${styles.state} ${styles[state]}`}>{t(`coupon.states.${state}`)}</span>
      </div>
    </li>
  );
}
