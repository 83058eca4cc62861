import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { usePostCodeFormat } from '@/api/site';
import { TextArea } from '@/components/TextArea';
import { postCodeExample } from '../../../../shared/postcode';
import { ADDRESS_RULES } from '../../../../shared/contract/address';
import { validateAddress, type AddressErrors, type AddressFormValues } from './validateAddress';
import styles from './AddressForm.module.css';

export const EMPTY_ADDRESS: AddressFormValues = { realName: '', email: '', countryCode: '+44', phone: '', country: '', detail: '', postCode: '', isDefault: false };

export interface AddressFormProps {
  initial: AddressFormValues;
  busy?: boolean;
  onSubmit: (v: AddressFormValues) => void;
  onCancel?: () => void;
  /** The form's accessible name; "Address" when not given. */
  title?: string;
  /** `page`: the address book's own page; `inline`: a boxed form inside another page (checkout). */
  layout?: 'page' | 'inline';
}

/**
 * The one address form of the shop (address book and checkout): every field of docs/upstream-contract.md §9 with the
 * docs/storefront-spec.md §5 messages. Errors show after the first submit and follow each change from then on; focus
 * goes to the first field in error. Saving is the caller's: it gets trimmed values.
 */
export function AddressForm({ initial, busy, onSubmit, onCancel, title, layout = 'page' }: AddressFormProps) {
  const { t } = useTranslation('account');
  const [v, setV] = useState<AddressFormValues>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [tried, setTried] = useState(false);
  const format = usePostCodeFormat();
  const set = <K extends keyof AddressFormValues>(k: K, value: AddressFormValues[K]) => {
    const next = { ...v, [k]: value };
    setV(next);
    if (tried) setErrors(validateAddress(next, format));
  };
  // Post-code messages name the country and show its expected form.
  const msg = (k: keyof AddressFormValues) => (errors[k] ? t(`address.errors.${errors[k]}`, { country: v.country.trim(), example: postCodeExample(v.country) }) : null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTried(true);
    const found = validateAddress(v, format);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit({ ...v, realName: v.realName.trim(), email: v.email.trim(), country: v.country.trim(), detail: v.detail.trim(), postCode: v.postCode.trim(), phone: v.phone.trim(), countryCode: v.countryCode.trim() });
  };

  return (
    <form className={`${styles.form} ${layout === 'inline' ? styles.inline : ''}`} onSubmit={submit} noValidate aria-label={title ?? t('address.formTitle')}>
      <div className={styles.fields}>
        <TextField label={t('address.realName')} name="realName" required autoComplete="name" value={v.realName} error={msg('realName')} maxLength={ADDRESS_RULES.realNameMax} onChange={(e) => set('realName', e.target.value)} />
        <TextField label={t('address.email')} name="email" type="email" required autoComplete="email" value={v.email} error={msg('email')} onChange={(e) => set('email', e.target.value)} />
        <div className={styles.phoneRow}>
          <div className={styles.dial}>
            <TextField label={t('address.countryCode')} name="countryCode" autoComplete="tel-country-code" value={v.countryCode} error={msg('countryCode')} maxLength={5} onChange={(e) => set('countryCode', e.target.value)} />
          </div>
          <div className={styles.phone}>
            <TextField label={t('address.phone')} name="phone" type="tel" autoComplete="tel-national" value={v.phone} error={msg('phone')} maxLength={20} onChange={(e) => set('phone', e.target.value)} />
          </div>
        </div>
        <TextField label={t('address.country')} name="country" required autoComplete="country-name" value={v.country} error={msg('country')} maxLength={64} onChange={(e) => set('country', e.target.value)} />
        <div className={styles.detail}>
          <TextArea label={t('address.detail')} name="detail" required autoComplete="street-address" value={v.detail} error={msg('detail')} maxLength={ADDRESS_RULES.detailMax} rows={layout === 'inline' ? 1 : 3} onChange={(e) => set('detail', e.target.value)} />
        </div>
        <TextField label={t('address.postCode')} name="postCode" required autoComplete="postal-code" value={v.postCode} error={msg('postCode')} maxLength={12} onChange={(e) => set('postCode', e.target.value)} />
        <div className={styles.full}>
          <label className={styles.check}>
            <input type="checkbox" name="isDefault" checked={v.isDefault} onChange={(e) => set('isDefault', e.target.checked)} />
            {t('address.setDefault')}
          </label>
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('address.save')}
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
