import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGES, REFUND_NOTE_MAX } from '../../../../../shared/constants';
import { Button } from '../../../components/Button';
import { Select } from '@/components/Select';
import { TextArea } from '@/components/TextArea';
import { ImagePicker } from '../ui/ImagePicker';
import s from '../ui/account.module.css';

export interface RefundFormValues {
  reason: string;
  note: string;
  images: string[];
}

export type RefundErrors = Partial<Record<keyof RefundFormValues, string>>;

/** docs/storefront-spec.md §5: a reason from the list, a note of at most 100 characters, at most 5 images. */
export function validateRefund(v: RefundFormValues, reasons: string[]): { reason?: 'required'; note?: 'tooLong'; images?: 'tooMany' } {
  const e: { reason?: 'required'; note?: 'tooLong'; images?: 'tooMany' } = {};
  if (!v.reason || !reasons.includes(v.reason)) e.reason = 'required';
  if ([...v.note].length > REFUND_NOTE_MAX) e.note = 'tooLong';
  if (v.images.length > MAX_IMAGES) e.images = 'tooMany';
  return e;
}

export function RefundForm({ reasons, busy, onSubmit, onCancel }: { reasons: string[]; busy?: boolean; onSubmit: (v: RefundFormValues) => void; onCancel?: () => void }) {
  const { t } = useTranslation('account');
  const [v, setV] = useState<RefundFormValues>({ reason: '', note: '', images: [] });
  const [tried, setTried] = useState(false);
  // Messages appear after the first submit and then follow the fields as they are fixed.
  const found = tried ? validateRefund(v, reasons) : {};
  const errors: RefundErrors = {
    reason: found.reason && t('refund.errors.reason'),
    note: found.note && t('refund.errors.noteTooLong', { count: REFUND_NOTE_MAX }),
    images: found.images && t('upload.tooMany', { count: MAX_IMAGES }),
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(validateRefund(v, reasons)).length === 0) onSubmit({ ...v, note: v.note.trim() });
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t('refund.formTitle')}>
      <Select label={t('refund.reason')} required value={v.reason} error={errors.reason} onChange={(e) => setV({ ...v, reason: e.target.value })}>
        <option value="">{t('refund.chooseReason')}</option>
        {reasons.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </Select>
      <TextArea
        label={t('refund.note')}
        value={v.note}
        maxLength={REFUND_NOTE_MAX}
        error={errors.note}
        hint={t('refund.noteHint', { count: REFUND_NOTE_MAX })}
        counter={{ value: [...v.note].length, max: REFUND_NOTE_MAX }}
        onChange={(e) => setV({ ...v, note: [...e.target.value].slice(0, REFUND_NOTE_MAX).join('') })}
      />
      <ImagePicker label={t('refund.vouchers')} kind="jpg-png" value={v.images} error={errors.images} onChange={(images) => setV({ ...v, images })} />
      <div className={s.actions}>
        <Button type="submit" loading={busy}>
          {t('refund.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:action.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
