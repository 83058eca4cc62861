import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@/api/address';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import { NewAddress } from './NewAddress';
import type { CheckoutAction } from './useCheckoutChoices';
import styles from './Checkout.module.css';
import { formatAddress } from '../../../../shared/address-format';
import { currentLanguage } from '@/i18n';

/** An address as the shopper's language writes it, the same way the order detail does. */
export function addressLine(a: Address): string {
  return formatAddress(a, currentLanguage());
}

export interface AddressSectionProps {
  addresses: Address[];
  loading: boolean;
  addressId: number;
  adding: boolean;
  /** Once the order exists its address is fixed. */
  locked: boolean;
  defaultEmail?: string;
  dispatch: Dispatch<CheckoutAction>;
}

/** Choose the shipping address, or add one inline (the form opens by itself when the shopper has none). */
export function AddressSection({ addresses, loading, addressId, adding, locked, defaultEmail, dispatch }: AddressSectionProps) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.card} aria-labelledby="confirm-address">
      <div className={styles.cardHead}>
        <h2 id="confirm-address" className={styles.cardTitle}>
          {t('confirm.address')}
        </h2>
        {!adding && !locked && (
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'adding', on: true })}>
            + {t('address.add')}
          </Button>
        )}
      </div>
      {loading ? (
        <Spinner label={t('common:action.loading')} />
      ) : (
        <>
          {addresses.length > 0 && (
            <div className={styles.addresses} role="radiogroup" aria-labelledby="confirm-address">
              {addresses.map((a) => (
                <label key={a.id} className={`${styles.address} ${a.id === addressId ? styles.addressOn : ''}`}>
                  <input type="radio" name="address" checked={a.id === addressId} onChange={() => dispatch({ type: 'address', id: a.id })} disabled={locked} className={styles.radio} />
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
            <NewAddress
              defaultEmail={defaultEmail}
              onCancel={addresses.length > 0 ? () => dispatch({ type: 'adding', on: false }) : undefined}
              onSaved={(a) => dispatch({ type: 'addressSaved', id: a.id })}
            />
          )}
        </>
      )}
    </section>
  );
}
