import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayType } from '@/api/pay';
import { Price } from '@/components/Price';
import { Spinner } from '@/components/Spinner';
import { ORDER_NOTE_MAX } from '../../../../shared/constants';
import type { CheckoutAction } from './useCheckoutChoices';
import styles from './Checkout.module.css';

export interface PaymentSectionProps {
  loading: boolean;
  offered: PayType[];
  payType: PayType | '';
  /** The shopper's balance, once known (shown next to balance payment). */
  balance: string | undefined;
  /** Balance payment is chosen and the balance does not cover the amount due. */
  balanceShort: boolean;
  note: string;
  locked: boolean;
  dispatch: Dispatch<CheckoutAction>;
}

/** The payment method among those the shop offers, and the note to the seller. */
export function PaymentSection({ loading, offered, payType, balance, balanceShort, note, locked, dispatch }: PaymentSectionProps) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.card} aria-labelledby="confirm-pay">
      <h2 id="confirm-pay" className={styles.cardTitle}>
        {t('confirm.payment')}
      </h2>
      {loading ? (
        <Spinner label={t('common:action.loading')} />
      ) : offered.length === 0 ? (
        <p className={styles.muted}>{t('confirm.noPayment')}</p>
      ) : (
        <div className={styles.options} role="radiogroup" aria-labelledby="confirm-pay">
          {offered.map((k) => (
            <label key={k} className={`${styles.payOption} ${payType === k ? styles.payOn : ''}`}>
              <input type="radio" name="payType" value={k} checked={payType === k} onChange={() => dispatch({ type: 'payType', payType: k })} />
              <span className={styles.payName}>{t(`pay.${k}`)}</span>
              {k === 'yue' && (
                <span className={styles.muted}>
                  {t('pay.balance')} {balance !== undefined ? <Price value={balance} /> : '…'}
                </span>
              )}
              {k === 'cod' && <span className={styles.muted}>{t('pay.codHint')}</span>}
            </label>
          ))}
        </div>
      )}
      {balanceShort && (
        <p className={styles.warn} role="status">
          {t('confirm.balanceShort')}
        </p>
      )}
      <label htmlFor="confirm-note" className={`${styles.cardTitle} ${styles.spaced}`}>
        {t('confirm.note')}
      </label>
      <textarea
        id="confirm-note"
        className={styles.note}
        value={note}
        maxLength={ORDER_NOTE_MAX}
        onChange={(e) => dispatch({ type: 'note', text: e.target.value })}
        placeholder={t('confirm.notePlaceholder')}
        rows={3}
        disabled={locked}
        aria-describedby="confirm-note-count"
      />
      <span id="confirm-note-count" className={styles.counter}>
        {note.length}/{ORDER_NOTE_MAX}
      </span>
    </section>
  );
}
