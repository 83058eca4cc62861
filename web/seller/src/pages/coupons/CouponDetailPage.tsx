import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { PageHead } from '@/components/PageHead';
import { Pager } from '@/components/Pager';
import { Select } from '@/components/Select';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import { DataTable, LoadFailure } from '../../../../console/DataTable';
import { Facts } from '../../../../console/Facts';
import { ShellSkeleton } from '../../../../console/Shell';
import { formatWhen } from '../../../../console/format';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { useCouponClaims, useCouponInfo, type CouponClaim } from '../../api/shopcare';
import { couponDeal, couponValidity, couponWindow } from './couponText';
import { useMoney } from '../../../../console/currency';
import c from '../../../../console/console.module.css';
import s from '../shop/shopcare.module.css';

const PAGE_SIZE = 20;
const CLAIM_STATUS: Record<number, { key: string; tone: Tone }> = { 0: { key: 'unused', tone: 'info' }, 1: { key: 'used', tone: 'success' }, 2: { key: 'expired', tone: 'neutral' } };
const col = createColumnHelper<CouponClaim>();

/** /seller/coupons/:id: one coupon as created, and every shopper who collected it, used or not. */
export default function CouponDetailPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const money = useMoney();
  const id = Number(useParams().id) || 0;
  const info = useCouponInfo(id);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const claims = useCouponClaims({ couponId: id, status: status === '' ? undefined : Number(status) }, page, PAGE_SIZE, id > 0);

  const columns = useMemo(
    () => [
      col.accessor('nickname', {
        header: () => t('coupons.claim.shopper'),
        cell: (x) => (
          <>
            <span className={s.name}>{x.getValue() || t('coupons.claim.noName')}</span>
            <span className={s.sub}>{t('coupons.claim.uid', { uid: x.row.original.uid })}</span>
          </>
        ),
      }),
      col.accessor('createTime', { header: () => t('coupons.claim.collected'), cell: (x) => <span className={s.num}>{formatWhen(x.getValue(), lang)}</span> }),
      col.accessor('endTime', { header: () => t('coupons.claim.validUntil'), cell: (x) => <span className={s.num}>{formatWhen(x.getValue(), lang)}</span> }),
      col.accessor('status', {
        header: () => t('coupons.claim.status'),
        cell: (x) => {
          const st = CLAIM_STATUS[x.getValue()] ?? CLAIM_STATUS[0]!;
          return <StatusBadge tone={st.tone}>{t(`coupons.claim.${st.key}`)}</StatusBadge>;
        },
      }),
      col.display({
        id: 'order',
        header: () => t('coupons.claim.order'),
        cell: (x) => (x.row.original.orderNo ? <span className={s.num}>{x.row.original.orderNo}</span> : <span className={s.sub}>—</span>),
      }),
      col.accessor('useTime', { header: () => t('coupons.claim.usedAt'), cell: (x) => (x.getValue() ? <span className={s.num}>{formatWhen(x.getValue(), lang)}</span> : <span className={s.sub}>—</span>) }),
    ],
    [t, lang],
  );
  const table = useReactTable({ data: claims.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: claims.data?.total ?? 0 });

  if (info.isPending) return <ShellSkeleton />;
  if (info.error) return <LoadFailure error={info.error} onRetry={() => void info.refetch()} />;
  const cp = info.data;
  return (
    <>
      <PageHead
        title={cp.name}
        actions={
          <Link to="/coupons" className={s.link}>
            {t('coupons.back')}
          </Link>
        }
      />
      <section className={c.card} aria-labelledby="coupon-facts">
        <h2 className={s.sectionTitle} id="coupon-facts">
          {t('coupons.facts')}
        </h2>
        <Facts
          rows={[
            [t('coupons.col.status'), cp.status ? <StatusBadge tone="success">{t('coupons.on')}</StatusBadge> : <StatusBadge tone="neutral">{t('coupons.off')}</StatusBadge>],
            [t('coupons.col.deal'), couponDeal(cp, t, money)],
            [t('coupons.kindLabel'), cp.useType === 2 ? t('coupons.kind.product') : t('coupons.kind.shop')],
            cp.productList.length > 0 && [t('coupons.products'), cp.productList.map((p) => p.storeName).join(', ')],
            [t('coupons.quantity'), cp.isLimited ? t('coupons.quantityLeft', { left: cp.lastTotal.toLocaleString(lang), total: cp.total.toLocaleString(lang) }) : t('coupons.unlimited')],
            [t('coupons.window'), couponWindow(cp, t, lang)],
            [t('coupons.col.valid'), couponValidity(cp, t, lang)],
            [t('coupons.col.collected'), cp.receivedNum.toLocaleString(lang)],
            [t('coupons.col.used'), cp.usedNum.toLocaleString(lang)],
          ]}
        />
      </section>
      <section className={c.card} aria-labelledby="coupon-claims">
        <div className={s.status}>
          <h2 className={s.sectionTitle} id="coupon-claims">
            {t('coupons.claimsTitle')}
          </h2>
          <Select
            label={t('coupons.claim.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('coupons.all')}</option>
            <option value="0">{t('coupons.claim.unused')}</option>
            <option value="1">{t('coupons.claim.used')}</option>
            <option value="2">{t('coupons.claim.expired')}</option>
          </Select>
        </div>
        {claims.isPending ? (
          <ShellSkeleton />
        ) : claims.error ? (
          <LoadFailure error={claims.error} onRetry={() => void claims.refetch()} />
        ) : claims.data.list.length === 0 ? (
          <p className={c.cardText}>{t('coupons.claimsEmpty')}</p>
        ) : (
          <>
            <DataTable table={table} busy={claims.isFetching} caption={t('coupons.claimsCaption', { name: cp.name })} />
            <div className={c.tableFoot}>
              <span>{t('coupons.claimsTotal', { count: claims.data.total })}</span>
              <Pager page={page} total={claims.data.total} limit={PAGE_SIZE} onChange={setPage} />
            </div>
          </>
        )}
      </section>
    </>
  );
}
