import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/Price';
import { localePath } from '../../../i18n';
import type { OrderLine } from '../../../api/orders';
import s from './account.module.css';
import { pictureSources } from '@/components/pictureSources';

/** Product lines of an order: image, name (to the goods page), spec, unit price and quantity. */
export function OrderLines({ lines, extra }: { lines: Pick<OrderLine, 'id' | 'productId' | 'productName' | 'image' | 'sku' | 'price' | 'payNum'>[]; extra?: (line: OrderLine) => ReactNode }) {
  return (
    <ul className={s.lines}>
      {lines.map((l) => (
        <li key={`${l.id}-${l.productId}-${l.sku}`} className={s.line}>
          <img {...pictureSources(l.image, 72)} alt="" className={s.thumb} width={72} height={72} loading="lazy" />
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
