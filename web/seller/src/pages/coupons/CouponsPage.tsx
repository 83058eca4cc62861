import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { toast } from '@/api/toastStore';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { Select } from '@/components/Select';
import { StatusBadge } from '@/components/StatusBadge';
import { TextField } from '@/components/TextField';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { useCoupons, useSwitchCoupon, type CouponRow } from '../../api/shopcare';
import { useConfirm } from '../products/useConfirm';
import { couponDeal, couponValidity } from './couponText';
import { useMoney } from '../../../../console/currency';
import c from '../../../../console/console.module.css';
import s from '../shop/shopcare.module.css';
import { PagedList } from '../../../../console/QueryList';

const PAGE_SIZE = 20;
const col = createColumnHelper<CouponRow>();

/** /seller/coupons: the shop's coupons, how many were collected and used, and the switch that lets shoppers collect them. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const name = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(name);
  const list = useCoupons({ name: name || undefined, status: status === '' ? undefined : status === 'on' }, page, PAGE_SIZE);
  const toggle = useSwitchCoupon();
  const [confirm, dialog] = useConfirm();

  const go = (next: { q?: string; status?: string; page?: number }) => {
    const p = new URLSearchParams();
    const q = next.q ?? name;
    const st = next.status ?? status;
    if (q) p.set('q', q);
    if (st) p.set('status', st);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const flip = async (row: CouponRow) => {
    if (row.status) {
      const ok = await confirm({ title: t('coupons.confirmOffTitle'), message: t('coupons.confirmOff', { name: row.name }), confirmLabel: t('coupons.switchOff') });
      if (!ok) return;
    }
    toggle.mutate(row.id, { onSuccess: () => toast.success(t(row.status ? 'coupons.doneOff' : 'coupons.doneOn', { name: row.name })) });
  };

  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: () => t('coupons.col.name'),
        cell: (x) => (
          <>
            <Link className={s.name} to={`/coupons/${x.row.original.id}`}>
              {x.getValue()}
            </Link>
            <span className={s.sub}>{x.row.original.useType === 2 ? t('coupons.kind.product') : t('coupons.kind.shop')}</span>
          </>
        ),
      }),
      col.display({ id: 'deal', header: () => t('coupons.col.deal'), cell: (x) => <span className={c.cellProse}>{couponDeal(x.row.original, t, money)}</span> }),
      col.display({
        id: 'collected',
        header: () => t('coupons.col.collected'),
        cell: (x) => {
          const r = x.row.original;
          return <span className={s.num}>{r.isLimited ? t('coupons.collectedOf', { n: r.receivedNum.toLocaleString(lang), total: r.total.toLocaleString(lang) }) : r.receivedNum.toLocaleString(lang)}</span>;
        },
      }),
      col.accessor('usedNum', { header: () => t('coupons.col.used'), cell: (x) => <span className={s.num}>{x.getValue().toLocaleString(lang)}</span> }),
      col.display({ id: 'valid', header: () => t('coupons.col.valid'), cell: (x) => couponValidity(x.row.original, t, lang) }),
      col.accessor('status', {
        header: () => t('coupons.col.status'),
        cell: (x) => (x.getValue() ? <StatusBadge tone="success">{t('coupons.on')}</StatusBadge> : <StatusBadge tone="neutral">{t('coupons.off')}</StatusBadge>),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('coupons.col.actions')}</span>,
        cell: (x) => {
          const r = x.row.original;
          return (
            <div className={s.actions} role="group" aria-label={t('coupons.rowActions', { name: r.name })}>
              <Link className={s.link} to={`/coupons/${r.id}`}>
                {t('coupons.collectors')}
              </Link>
              <Button size="sm" variant="secondary" disabled={toggle.isPending} onClick={() => void flip(r)}>
                {r.status ? t('coupons.switchOff') : t('coupons.switchOn')}
              </Button>
            </div>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells follow the language and the pending switch
    [t, lang, money, toggle.isPending],
  );
  const table = useReactTable({ data: list.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: list.data?.total ?? 0 });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ q: draft.trim() });
  };

  return (
    <>
      <PageHead
        title={t('coupons.title')}
        actions={
          <Link to="/coupons/new" className={s.linkPrimary}>
            {t('coupons.add')}
          </Link>
        }
      />
      <p className={c.lead}>{t('coupons.lead')}</p>
      <form role="search" className={s.toolbar} onSubmit={onSearch}>
        <div className={s.grow}>
          <TextField label={t('coupons.search')} type="search" value={draft} maxLength={64} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Select label={t('coupons.col.status')} value={status} onChange={(e) => go({ status: e.target.value })}>
          <option value="">{t('coupons.all')}</option>
          <option value="on">{t('coupons.on')}</option>
          <option value="off">{t('coupons.off')}</option>
        </Select>
        <Button type="submit" variant="secondary">
          {t('coupons.searchButton')}
        </Button>
      </form>
      <PagedList query={list} empty={name || status ? t('coupons.emptyFiltered') : t('coupons.empty')} table={table} caption={(pages, data) => t('coupons.caption', { page: data.page, pages })} count={(count) => t('coupons.total', { count })} page={page} limit={PAGE_SIZE} onPage={(p) => go({ page: p })} />
      {dialog}
    </>
  );
}
