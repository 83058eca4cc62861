import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { StatusBadge } from '@/components/StatusBadge';
import { toast } from '@/components/Toast';
import { LoadFailure } from '../../../../console/DataTable';
import { Facts } from '../../../../console/Facts';
import { DialogActions, FormProblem } from '../../../../console/dialog';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormField, FormTextArea } from '../../../../console/form';
import { formatWhen } from '../../../../console/format';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { ShellSkeleton } from '../../../../console/Shell';
import { useShop, useSwitchShop, useUpdateShop, type Shop } from '../../api/shops';
import o from '../oversight.module.css';

/** The commission as the operator types it: a whole percent from 0 to 100 (A's handlingFee). */
export function commissionError(raw: string): 'oversight.shops.feeWhole' | 'oversight.shops.feeRange' | null {
  const v = raw.trim();
  if (!/^\d{1,3}$/.test(v)) return 'oversight.shops.feeWhole';
  return Number(v) > 100 ? 'oversight.shops.feeRange' : null;
}

/** Self-operated flag and commission rate, saved together. */
function Settings({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const update = useUpdateShop();
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm({
    resolver: checkedResolver<{ fee: string; self: boolean }>(({ fee }) => {
      const bad = commissionError(fee);
      return { fee: bad ? t(bad) : undefined };
    }),
    defaultValues: { fee: String(shop.handlingFee), self: shop.isSelf },
  });
  const save = form.handleSubmit(({ fee, self }) => {
    setFailed(null);
    update.mutate(
      { id: shop.id, handlingFee: Number(fee.trim()), isSelf: self },
      { onSuccess: () => toast.success(t('oversight.shops.saved')), onError: (err) => setFailed(consoleError(err, t)) },
    );
  });
  return (
    <form className={o.dialogSection} onSubmit={(e) => void save(e)} noValidate aria-labelledby="shop-settings">
      <h3 id="shop-settings">{t('oversight.shops.settings')}</h3>
      <div className={o.inline}>
        <FormField control={form.control} name="fee" label={t('oversight.shops.fee')} hint={t('oversight.shops.feeHint')} inputMode="numeric" suffix="%" />
        <label className={o.check}>
          <input type="checkbox" {...form.register('self')} />
          {t('oversight.shops.selfOperated')}
        </label>
      </div>
      <FormProblem className={o.error}>{failed}</FormProblem>
      <DialogActions className={o.end} action={t('oversight.shops.save')} loading={update.isPending} />
    </form>
  );
}

/** Close with the reason the shop's staff read in their console, or open again. */
function OpenClose({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const change = useSwitchShop();
  // The buttons swap when the state flips; focus moves to the section's heading so the keyboard keeps its place.
  const head = useRef<HTMLHeadingElement>(null);
  const form = useForm({
    resolver: checkedResolver<{ reason: string }>(({ reason }) => ({
      reason: shop.isSwitch && (reason.trim() === '' || reason.trim().length > 255) ? t('oversight.shops.reasonRequired') : undefined,
    })),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => {
    form.clearErrors();
    change.mutate(
      { id: shop.id, open: !shop.isSwitch, reason: reason.trim() },
      {
        onSuccess: () => {
          form.reset({ reason: '' });
          head.current?.focus();
          toast.success(t(shop.isSwitch ? 'oversight.shops.closedToast' : 'oversight.shops.openedToast', { name: shop.name }));
        },
        onError: (err) => form.setError('reason', { message: consoleError(err, t) }),
      },
    );
  });
  const error = form.formState.errors.reason?.message ?? null;
  return (
    <form className={o.dialogSection} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="shop-state">
      <h3 id="shop-state" ref={head} tabIndex={-1}>
        {t('oversight.shops.state')}
      </h3>
      {shop.isSwitch ? (
        <>
          <p className={o.detail}>{t('oversight.shops.closeLead')}</p>
          <FormTextArea control={form.control} name="reason" label={t('oversight.shops.reason')} hint={t('oversight.shops.reasonHint')} required rows={3} maxLength={255} />
          <DialogActions className={o.end} action={t('oversight.shops.close')} variant="danger" loading={change.isPending} />
        </>
      ) : (
        <>
          <p className={o.detail}>
            <strong>{t('oversight.shops.closedBecause')}</strong> {shop.closeReason || '—'}
          </p>
          <FormProblem className={o.error}>{error}</FormProblem>
          <DialogActions className={o.end} action={t('oversight.shops.reopen')} loading={change.isPending} />
        </>
      )}
    </form>
  );
}

/** One shop: its facts, its settings, and closing or opening it. */
export function ShopDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const shop = useShop(id);
  const lang = htmlLang(currentLanguage());
  const d = shop.data;
  return (
    <Modal open={id > 0} onClose={onClose} size="lg" title={d?.name ?? t('oversight.shops.shop')}>
      {shop.isPending ? (
        <ShellSkeleton />
      ) : shop.error ? (
        <LoadFailure error={shop.error} onRetry={() => void shop.refetch()} />
      ) : (
        <div className={o.dialog}>
          <Facts
            rows={[
              [t('oversight.shops.stateLabel'), <StatusBadge key="s" tone={shop.data.isSwitch ? 'success' : 'danger'}>{t(shop.data.isSwitch ? 'oversight.shops.isOpen' : 'oversight.shops.isClosed')}</StatusBadge>],
              [t('oversight.shops.category'), shop.data.categoryName || '—'],
              [t('oversight.shops.type'), shop.data.typeName || '—'],
              [t('oversight.shops.contact'), [shop.data.realName, shop.data.email, shop.data.phone].filter(Boolean).join(' · ') || '—'],
              [t('oversight.shops.owner'), shop.data.adminAccount || '—'],
              [t('oversight.shops.created'), shop.data.createTime ? formatWhen(shop.data.createTime, lang) : '—'],
            ]}
          />
          <Settings shop={shop.data} />
          <OpenClose shop={shop.data} />
        </div>
      )}
    </Modal>
  );
}
