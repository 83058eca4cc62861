import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComputedPrice } from '@/api/checkout';
import { useCurrency } from '@/api/site';
import { formatNumber } from '@/i18n';
import { formatMoney } from '@/i18n/format';
import type { CheckoutAction } from './useCheckoutChoices';
import { checkPoints, pointsWorth } from './pointsAmount';
import styles from './Breakdown.module.css';

export interface PointsChooserProps {
  /** The server's last price: the step, the most this order can take, the balance and the points' value. */
  price: ComputedPrice;
  /** The amount chosen so far; undefined = the most the order can take. */
  chosen: number | undefined;
  locked: boolean;
  dispatch: Dispatch<CheckoutAction>;
}

/**
 * How many points to spend, in the shop's steps: a slider and a number field kept together, the money they
 * are worth beside them, and the rule the amount must follow. A wrong amount is explained next to the field
 * and deducts nothing until it is fixed.
 */
export function PointsChooser({ price, chosen, locked, dispatch }: PointsChooserProps) {
  const { t } = useTranslation('checkout');
  const currency = useCurrency();
  const step = Math.max(1, price.integralStep || 1);
  const max = Math.max(0, price.maxIntegral);
  const limits = { step, max, balance: price.userIntegral };
  // null follows the server's amount; text is what the shopper typed, kept as typed while it is wrong.
  const [draft, setDraft] = useState<string | null>(null);
  const current = chosen ?? price.usedIntegral;
  const text = draft ?? String(current);
  const check = draft === null ? null : checkPoints(draft, limits);
  const error = check && !check.ok ? t(`points.${check.key}`, Object.fromEntries(Object.entries(check.vars).map(([k, v]) => [k, formatNumber(v)]))) : null;
  const value = check?.ok ? check.amount : current;

  const choose = (next: string) => {
    setDraft(next);
    const r = checkPoints(next, limits);
    dispatch({ type: 'points', amount: r.ok ? r.amount : undefined, valid: r.ok });
  };

  if (max === 0 && current === 0) return <p className={styles.rule}>{t('points.noneAllowed')}</p>;
  return (
    <div className={styles.points}>
      <div className={styles.pointsRow}>
        <label htmlFor="points-amount" className={styles.pointsLabel}>
          {t('points.amount')}
        </label>
        <input
          type="range"
          className={styles.slider}
          min={0}
          max={max}
          step={step}
          value={Math.min(value, max)}
          onChange={(e) => choose(e.target.value)}
          disabled={locked}
          aria-label={t('points.slider')}
          aria-valuetext={t('points.worth', { points: formatNumber(Math.min(value, max)), money: formatMoney(pointsWorth(Math.min(value, max), price.integralPerUnit), currency) })}
        />
        <input
          id="points-amount"
          className={styles.amount}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={step}
          value={text}
          onChange={(e) => choose(e.target.value)}
          disabled={locked}
          aria-invalid={error !== null}
          aria-describedby={error ? 'points-error points-rule' : 'points-worth points-rule'}
        />
        <button type="button" className={styles.most} onClick={() => choose(String(max))} disabled={locked || value === max}>
          {t('points.useMost')}
        </button>
      </div>
      {error ? (
        <p id="points-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : (
        <p id="points-worth" className={styles.worth} aria-live="polite">
          {t('points.worth', { points: formatNumber(value), money: formatMoney(pointsWorth(value, price.integralPerUnit), currency) })}
        </p>
      )}
      <p id="points-rule" className={styles.rule}>
        {t('points.rule', { step: formatNumber(step), max: formatNumber(max) })}
      </p>
    </div>
  );
}
