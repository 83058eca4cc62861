import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { EmptyState } from '../../../components/EmptyState';
import { Price } from '../../../components/Price';
import { Button } from '../../../components/Button';
import { errorMessage } from '@/api/errors';
import { localePath } from '../../../i18n';
import type { OrderLine } from '../../../api/orders';
import s from './account.module.css';

export function PageHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={s.head}>
      <h1 className={s.title}>{title}</h1>
      {children && <div className={s.row}>{children}</div>}
    </div>
  );
}

/** Loading, failure (with retry) and empty states for a query-backed section. */
export function QueryState({ isPending, error, onRetry, empty, emptyTitle, emptyAction, children }: {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  empty?: boolean;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  if (isPending) {
    return (
      <div className={s.center}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (error) {
    return (
      <div className={`${s.notice} ${s.noticeDanger}`} role="alert">
        <p>{errorMessage(error, t)}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (empty) return <EmptyState title={emptyTitle ?? t('common.empty')} action={emptyAction} />;
  return <>{children}</>;
}

export type Tone = 'info' | 'success' | 'danger' | 'warn' | 'neutral';
const TONE: Record<Tone, string> = { info: s.badgeInfo!, success: s.badgeSuccess!, danger: s.badgeDanger!, warn: s.badgeWarn!, neutral: '' };

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`${s.badge} ${TONE[tone]}`}>{children}</span>;
}

/** Product lines of an order: image, name (to the goods page), spec, unit price and quantity. */
export function OrderLines({ lines, extra }: { lines: Pick<OrderLine, 'id' | 'productId' | 'productName' | 'image' | 'sku' | 'price' | 'payNum'>[]; extra?: (line: OrderLine) => ReactNode }) {
  return (
    <ul className={s.lines}>
      {lines.map((l) => (
        <li key={`${l.id}-${l.productId}-${l.sku}`} className={s.line}>
          <img src={l.image} alt="" className={s.thumb} loading="lazy" />
          <div>
            <Link to={localePath(`/goods_detail/${l.productId}`)} className={s.lineName}>
              {l.productName}
            </Link>
            {l.sku && <div className={s.muted}>{l.sku}</div>}
            {extra?.(l as OrderLine)}
          </div>
          <Price value={l.price} />
          <span className={s.qty}>×{l.payNum}</span>
        </li>
      ))}
    </ul>
  );
}

export function DefinitionList({ rows }: { rows: [ReactNode, ReactNode | null | undefined | false][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== false && v !== '');
  return (
    <dl className={s.dl}>
      {shown.map(([k, v], i) => (
        <div key={i} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Gallery({ urls, label }: { urls: string[]; label: (n: number) => string }) {
  if (urls.length === 0) return null;
  return (
    <ul className={s.gallery}>
      {urls.map((u, i) => (
        <li key={u + i}>
          <a href={u} target="_blank" rel="noreferrer">
            <img src={u} alt={label(i + 1)} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The panel of the shell's Tabs (ids follow its `${idPrefix}-tab-/panel-${key}` scheme). */
export function TabPanel({ idPrefix, active, children }: { idPrefix: string; active: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel-${active}`} aria-labelledby={`${idPrefix}-tab-${active}`} className={s.stack} tabIndex={-1}>
      {children}
    </div>
  );
}
