import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAddress, type Address } from '../../api/address';
import { TextField } from '../../components/TextField';
import { Button } from '../../components/Button';
import { toast } from '../../components/Toast';
import { errorMessage } from '@/api/errors';
import { validateAddress, type AddressDraft, type AddressErrors } from './addressValidation';
import { postCodeExample } from '../../../../shared/postcode';
import { usePostCodeFormat } from '../../api/site';
import styles from './Checkout.module.css';

const EMPTY: AddressDraft = { realName: '', email: '', country: '', detail: '', postCode: '', phone: '', isDefault: false };

/** The inline "add a new address" form of the order confirmation (POST /api/front/address/edit). */
export function AddressForm({ onSaved, onCancel, defaultEmail }: { onSaved: (a: Address) => void; onCancel?: () => void; defaultEmail?: string }) {
  const { t } = useTranslation('shop');
  const [draft, setDraft] = useState<AddressDraft>({ ...EMPTY, email: defaultEmail ?? '' });
  const [errors, setErrors] = useState<AddressErrors>({});
  const format = usePostCodeFormat();
  const save = useSaveAddress();
  const set = (k: keyof AddressDraft) => (v: string | boolean) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validateAddress(draft, format);
    setErrors(errs);
    const first = Object.keys(errs)[0];
    if (first) {
      document.getElementById(`addr-${first}`)?.focus();
      return;
    }
    save.mutate(
      {
        realName: draft.realName.trim(),
        email: draft.email.trim(),
        country: draft.country.trim(),
        detail: draft.detail.trim(),
        postCode: draft.postCode.trim(),
        phone: draft.phone.trim() || undefined,
        isDefault: draft.isDefault,
      },
      {
        onSuccess: (a) => {
          toast.success(t('address.saved'));
          onSaved(a);
        },
        onError: (err) => toast.error(errorMessage(err, t)),
      },
    );
  };
  // Post-code messages name the country and show its expected form.
  const err = (k: keyof AddressDraft) => (errors[k] ? t(errors[k]!, { country: draft.country.trim(), example: postCodeExample(draft.country) }) : undefined);
  return (
    <form className={styles.addressForm} onSubmit={submit} noValidate aria-label={t('address.newTitle')}>
      <div className={styles.formGrid}>
        <TextField id="addr-realName" label={t('address.name')} value={draft.realName} onChange={(e) => set('realName')(e.target.value)} error={err('realName')} maxLength={64} autoComplete="name" required />
        <TextField id="addr-email" label={t('address.email')} type="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} error={err('email')} autoComplete="email" required />
        <TextField id="addr-country" label={t('address.country')} value={draft.country} onChange={(e) => set('country')(e.target.value)} error={err('country')} autoComplete="country-name" required />
        <TextField id="addr-postCode" label={t('address.postCode')} maxLength={12} value={draft.postCode} onChange={(e) => set('postCode')(e.target.value)} error={err('postCode')} autoComplete="postal-code" required />
        <TextField id="addr-phone" label={t('address.phone')} type="tel" value={draft.phone} onChange={(e) => set('phone')(e.target.value)} error={err('phone')} autoComplete="tel" />
        <TextField id="addr-detail" label={t('address.detail')} value={draft.detail} onChange={(e) => set('detail')(e.target.value)} error={err('detail')} maxLength={500} autoComplete="street-address" required />
      </div>
      <label className={styles.inlineCheck}>
        <input type="checkbox" checked={draft.isDefault} onChange={(e) => set('isDefault')(e.target.checked)} />
        {t('address.setDefault')}
      </label>
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:action.cancel')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {t('address.save')}
        </Button>
      </div>
    </form>
  );
}
