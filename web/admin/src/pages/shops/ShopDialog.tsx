import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { StatusBadge } from '@/components/StatusBadge';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { toast } from '@/components/Toast';
import { LoadFailure } from '../../../../console/DataTable';
import { Facts } from '../../../../console/Facts';
import { DialogActions, FormProblem } from '../../../../console/dialog';
import { consoleError } from '../../../../console/errors';
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
  const [fee, setFee] = useState(String(shop.handlingFee));
  const [self, setSelf] = useState(shop.isSelf);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const save = (e: FormEvent) => {
    e.preventDefault();
    const bad = commissionError(fee);
    setError(bad ? t(bad) : null);
    if (bad) return;
    setFailed(null);
    update.mutate(
      { id: shop.id, handlingFee: Number(fee.trim()), isSelf: self },
      { onSuccess: () => toast.success(t('oversight.shops.saved')), onError: (err) => setFailed(consoleError(err, t)) },
    );
  };
  return (
    <form className={o.dialogSection} onSubmit={save} noValidate aria-labelledby="shop-settings">
      <h3 id="shop-settings">{t('oversight.shops.settings')}</h3>
      <div className={o.inline}>
        <TextField
          label={t('oversight.shops.fee')}
          hint={t('oversight.shops.feeHint')}
          inputMode="numeric"
          value={fee}
          suffix="%"
          error={error}
          onChange={(e) => setFee(e.target.value)}
        />
        <label className={o.check}>
          <input type="checkbox" checked={self} onChange={(e) => setSelf(e.target.checked)} />
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (shop.isSwitch) {
      const v = reason.trim();
      if (v === '' || v.length > 255) return setError(t('oversight.shops.reasonRequired'));
    }
    setError(null);
    change.mutate(
      { id: shop.id, open: !shop.isSwitch, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          head.current?.focus();
          toast.success(t(shop.isSwitch ? 'oversight.shops.closedToast' : 'oversight.shops.openedToast', { name: shop.name }));
        },
        onError: (err) => setError(consoleError(err, t)),
      },
    );
  };
  return (
    <form className={o.dialogSection} onSubmit={submit} noValidate aria-labelledby="shop-state">
      <h3 id="shop-state" ref={head} tabIndex={-1}>
        {t('oversight.shops.state')}
      </h3>
      {shop.isSwitch ? (
        <>
          <p className={o.detail}>{t('oversight.shops.closeLead')}</p>
          <TextArea label={t('oversight.shops.reason')} hint={t('oversight.shops.reasonHint')} required rows={3} maxLength={255} value={reason} error={error} onChange={(e) => setReason(e.target.value)} />
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
