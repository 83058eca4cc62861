import type { ReactNode } from 'react';
import s from './DefinitionList.module.css';

export type DefinitionRow = [term: ReactNode, value: ReactNode | null | undefined | false];

/** Term / value pairs in two columns; a row whose value is missing or empty is left out rather than shown blank. */
export function DefinitionList({ rows }: { rows: DefinitionRow[] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== false && v !== '');
  return (
    <dl className={s.dl}>
      {shown.map(([k, v], i) => (
        <div key={i} className={s.pair}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
