import type { ReactNode } from 'react';
import s from './PageHead.module.css';

/** A page's title (its one h1) with the page's own actions, if any, on the far side. */
export function PageHead({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className={s.head}>
      <h1 className={s.title}>{title}</h1>
      {actions && <div className="row">{actions}</div>}
    </div>
  );
}
