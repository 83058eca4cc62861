import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { Button } from '../../../components/Button';
import { Price } from '../../../components/Price';
import { useUserBalance } from '../../../api/user';
import { usePayment, usePayTypes, type PayType } from '@/api/pay';
import { goTo, payTarget } from '../payment';
import s from './account.module.css';
import styles from './PayDialog.module.css';

/** Pay now for an unpaid master order, with the method the shopper picks. */
export function PayDialog({ open, onClose, orderNo, amount, preferred }: { open: boolean; onClose: () => void; orderNo: string; amount: string; preferred: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const methods = usePayTypes();
  const balance = useUserBalance(open);
  const [picked, setChoice] = useState<PayType | null>(null);
  const list = methods.data ?? [];
  // Until the shopper picks, the order's own pay type is preselected when it is still offered.
  const choice = picked ?? list.find((m) => m === preferred) ?? list[0] ?? null;

  const payment = usePayment();
  const busy = payment.isPending;

  const pay = () => {
    if (!choice) return;
    payment.mutate(
      { orderNo, payType: choice },
      {
        onSuccess: (res) => {
          goTo(payTarget(choice, orderNo, res), navigate);
          onClose();
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={t('pay.title')} size="sm">
      <div className="stack">
        <p className={s.muted}>
          {t('pay.amount')} <Price value={amount} className={styles.amount} />
        </p>
        <fieldset className={styles.methods}>
          <legend className={s.label}>{t('pay.method')}</legend>
          {list.map((m) => (
            <label key={m} className={styles.method} data-checked={choice === m || undefined}>
              <input type="radio" name="payType" value={m} checked={choice === m} onChange={() => setChoice(m)} />
              <span>{t(`pay.types.${m}`)}</span>
              {m === 'yue' && balance.data && (
                <span className={s.muted}>
                  {t('pay.balance')} <Price value={balance.data} />
                </span>
              )}
            </label>
          ))}
          {methods.isSuccess && list.length === 0 && <p className={s.error}>{t('pay.none')}</p>}
        </fieldset>
        <div className={s.actions}>
          <Button onClick={pay} loading={busy} disabled={!choice}>
            {t('pay.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common:action.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
