import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { PageHead } from '@/components/PageHead';
import { StatusBadge } from '@/components/StatusBadge';
import { TabPanel } from '@/components/Tabs';
import { TextField } from '@/components/TextField';
import { toast } from '@/components/Toast';
import { DialogActions } from '../../../../console/dialog';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormTextArea } from '../../../../console/form';
import { formatWhen } from '../../../../console/format';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import s from '../../../../console/console.module.css';
import a from '../../admin.module.css';
import o from '../oversight.module.css';
import { AUDIT_STATUS, COD_SWITCH_KEY, PLATFORM_PRODUCT_TAB as TAB, PRODUCT_AUDIT_SWITCH_KEY } from '../../../../../shared/contract/admin-platform-catalogue';
import { useAuditProduct, useForceDown, usePlatformProducts, useProductTabs, type PlatformProduct } from '../../api/catalogue';
import { serverDetail } from '../../api/shops';
import { PagedList } from '../../../../console/QueryList';
import { CountTabs } from '../CountTabs';
import { PlatformSwitch } from './PlatformSwitch';
import { useConsoleTitle } from '../../../../console/title';
import { useMoney } from '../../../../console/currency';

const PAGE_SIZE = 20;
const TABS = [
  { key: String(TAB.waiting), label: 'oversight.review.waiting' },
  { key: String(TAB.rejected), label: 'oversight.review.rejected' },
  { key: String(TAB.onSale), label: 'oversight.review.onSale' },
  { key: String(TAB.offShelf), label: 'oversight.review.offShelf' },
] as const;

const col = createColumnHelper<PlatformProduct>();

/** Whether new and edited products wait for approval, and whether shoppers may pay the courier in cash. */
const AUDIT_TEXTS = {
  title: 'oversight.review.switchTitle',
  on: 'oversight.review.switchOn',
  off: 'oversight.review.switchOff',
  label: 'oversight.review.switchLabel',
  turnedOn: 'oversight.review.turnedOn',
  turnedOff: 'oversight.review.turnedOff',
};
const COD_TEXTS = { title: 'codSetting.title', on: 'codSetting.on', off: 'codSetting.off', label: 'codSetting.label', turnedOn: 'codSetting.turnedOn', turnedOff: 'codSetting.turnedOff' };

type Decision = { product: PlatformProduct; kind: 'reject' | 'force' };

/** Reject (the merchant reads the reason) or force off the shelf (with a reason), in one dialog. */
function ReasonDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const audit = useAuditProduct();
  const force = useForceDown();
  const form = useForm({
    resolver: checkedResolver<{ reason: string }>(({ reason }) => ({ reason: reason.trim() === '' || reason.trim().length > 100 ? t('oversight.review.reasonRequired') : undefined })),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => {
    if (!decision) return;
    const v = reason.trim();
    const done = {
      onSuccess: () => {
        toast.success(t(decision.kind === 'reject' ? 'oversight.review.rejectedToast' : 'oversight.review.forcedToast', { name: decision.product.storeName }));
        form.reset({ reason: '' });
        onClose();
      },
      onError: (err: unknown) => form.setError('reason', { message: serverDetail(err) ?? consoleError(err, t) }),
    };
    if (decision.kind === 'reject') audit.mutate({ id: decision.product.id, auditStatus: 'fail', reason: v }, done);
    else force.mutate({ ids: String(decision.product.id), reason: v }, done);
  });
  return (
    <Modal open={decision !== null} onClose={onClose} size="md" title={decision ? t(decision.kind === 'reject' ? 'oversight.review.rejectTitle' : 'oversight.review.forceTitle', { name: decision.product.storeName }) : ''}>
      <form className={o.dialog} onSubmit={(e) => void submit(e)} noValidate>
        <p className={o.detail}>{t(decision?.kind === 'force' ? 'oversight.review.forceLead' : 'oversight.review.rejectLead')}</p>
        <FormTextArea control={form.control} name="reason" label={t('oversight.review.reason')} hint={t('oversight.review.reasonHint')} required rows={3} maxLength={100} autoFocus />
        <DialogActions
          className={o.end}
          cancel={t('common:action.cancel')}
          onCancel={onClose}
          action={t(decision?.kind === 'force' ? 'oversight.review.forceConfirm' : 'oversight.review.rejectConfirm')}
          variant="danger"
          loading={audit.isPending || force.isPending}
        />
      </form>
    </Modal>
  );
}

function State({ p }: { p: PlatformProduct }) {
  const { t } = useTranslation();
  if (p.auditStatus === AUDIT_STATUS.waiting) return <StatusBadge tone="warn">{t('oversight.review.waitingBadge')}</StatusBadge>;
  if (p.auditStatus === AUDIT_STATUS.rejected) return <StatusBadge tone="danger">{t('oversight.review.rejectedBadge')}</StatusBadge>;
  if (p.isForced) return <StatusBadge tone="danger">{t('oversight.review.forcedBadge')}</StatusBadge>;
  return p.isShow ? <StatusBadge tone="success">{t('oversight.review.onSaleBadge')}</StatusBadge> : <StatusBadge tone="neutral">{t('oversight.review.offShelfBadge')}</StatusBadge>;
}

/** /admin/review: every shop's products by state; the review queue with approve and reject, and forcing a product off the shelf. */
export default function ReviewPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((x) => x.key === params.get('state')) ? params.get('state')! : String(TAB.waiting);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keywords = params.get('q') ?? '';
  const [typed, setTyped] = useState(keywords);
  const [decision, setDecision] = useState<Decision | null>(null);
  const tabs = useProductTabs();
  const list = usePlatformProducts(tab, keywords, page, PAGE_SIZE);
  const audit = useAuditProduct();
  const lang = htmlLang(currentLanguage());
  const money = useMoney();

  useConsoleTitle(t('oversight.review.title'));

  const go = (next: { state?: string; page?: number; q?: string }) => setParams({ state: next.state ?? tab, page: String(next.page ?? 1), q: next.q ?? keywords });
  const approve = (p: PlatformProduct) =>
    audit.mutate(
      { id: p.id, auditStatus: 'success', reason: '' },
      { onSuccess: () => toast.success(t('oversight.review.approvedToast', { name: p.storeName })), onError: (err) => toast.error(serverDetail(err) ?? consoleError(err, t)) },
    );

  const columns = useMemo(
    () => [
      col.accessor('storeName', {
        header: () => t('oversight.review.product'),
        cell: (c) => (
          <div className={o.productCell}>
            {c.row.original.image ? <img className={o.thumb} src={c.row.original.image} alt="" loading="lazy" /> : <span className={o.thumb} />}
            <div>
              <strong>{c.getValue()}</strong>
              <span className={o.sub}>
                #{c.row.original.id} · {c.row.original.categoryName || '—'}
              </span>
            </div>
          </div>
        ),
      }),
      col.accessor('merchantName', {
        header: () => t('oversight.review.shop'),
        cell: (c) => (
          <>
            <span>{c.getValue() || '—'}</span>
            {c.row.original.isSelf && <span className={o.sub}>{t('oversight.shops.self')}</span>}
          </>
        ),
      }),
      col.accessor('price', { header: () => t('oversight.review.price'), cell: (c) => money(c.getValue()) }),
      col.accessor('updateTime', { header: () => t('oversight.review.changed'), cell: (c) => (c.getValue() ? <time dateTime={c.getValue().replace(' ', 'T')}>{formatWhen(c.getValue(), lang)}</time> : '—') }),
      col.display({
        id: 'state',
        header: () => t('oversight.review.state'),
        cell: (c) => (
          <>
            <State p={c.row.original} />
            {c.row.original.reason && <span className={o.reason}>{c.row.original.reason}</span>}
          </>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('oversight.actions')}</span>,
        cell: (c) => {
          const p = c.row.original;
          return (
            <div className={o.rowActions}>
              {p.auditStatus === AUDIT_STATUS.waiting && (
                <>
                  <Button size="sm" onClick={() => approve(p)} loading={audit.isPending && audit.variables?.id === p.id} aria-label={`${t('oversight.review.approve')}: ${p.storeName}`}>
                    {t('oversight.review.approve')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setDecision({ product: p, kind: 'reject' })} aria-label={`${t('oversight.review.reject')}: ${p.storeName}`}>
                    {t('oversight.review.reject')}
                  </Button>
                </>
              )}
              {p.isShow && (
                <Button size="sm" variant="secondary" onClick={() => setDecision({ product: p, kind: 'force' })} aria-label={`${t('oversight.review.force')}: ${p.storeName}`}>
                  {t('oversight.review.force')}
                </Button>
              )}
            </div>
          );
        },
      }),
    ],
    // approve reads the mutation's current state; the table redraws with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, money, audit.isPending, audit.variables],
  );
  const table = useReactTable({ data: list.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: list.data?.total ?? 0 });

  return (
    <>
      <PageHead title={t('oversight.review.title')} />
      <p className={s.lead}>{t('oversight.review.lead')}</p>
      <PlatformSwitch settingKey={PRODUCT_AUDIT_SWITCH_KEY} id="review-switch" texts={AUDIT_TEXTS} />
      <PlatformSwitch settingKey={COD_SWITCH_KEY} id="cod-switch" texts={COD_TEXTS} />
      <form
        className={o.filters}
        role="search"
        aria-label={t('oversight.review.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: typed.trim() });
        }}
      >
        <TextField className={o.grow} label={t('oversight.review.search')} value={typed} maxLength={64} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">{t('oversight.searchAction')}</Button>
      </form>
      <CountTabs
        label={t('oversight.review.tabs')}
        idPrefix="review"
        active={tab}
        onChange={(key) => go({ state: key })}
        items={TABS.map((x) => ({ key: x.key, label: t(x.label), count: tabs.data?.find((c) => String(c.type) === x.key)?.count ?? '·' }))}
      />
      <TabPanel idPrefix="review" active={tab}>
        <PagedList query={list} empty={t(tab === String(TAB.waiting) ? 'oversight.review.emptyQueue' : 'oversight.review.empty')} emptyClassName={a.empty} table={table} caption={(pages) => t('oversight.caption', { page, pages })} count={(count) => t('oversight.review.total', { count })} page={page} limit={PAGE_SIZE} onPage={(p) => go({ page: p })} />
      </TabPanel>
      <ReasonDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
