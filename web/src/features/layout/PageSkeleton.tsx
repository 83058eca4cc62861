import { LoadingRegion, Skeleton } from '@/components/Skeleton';
import s from './PageSkeleton.module.css';

export interface PageSkeletonProps {
  /** The page's own title when it is known before its data (the cart, the checkout); a bone otherwise. */
  title?: string;
  /** Panels of lines, each line a picture and two lines of text, as the cart and the order lists show them. */
  panels?: number;
  linesPerPanel?: number;
  /** Inside the account area the page's own head comes with the page: no title row. */
  withTitle?: boolean;
}

function SkeletonLine() {
  return (
    <div className={s.line}>
      <Skeleton className={s.thumb} />
      <div className={s.lineText}>
        <Skeleton shape="line" style={{ inlineSize: '70%' }} />
        <Skeleton shape="line" style={{ inlineSize: '40%' }} />
      </div>
      <Skeleton shape="line" className={s.lineEnd} />
    </div>
  );
}

/**
 * A page of the shopper's own data (cart, checkout, orders) before that data is known: the page's
 * frame with placeholder panels where the lines will be. The BFF draws it for every such page, so a
 * reload on a slow line paints the shop at once instead of a blank window (issue 26); it holds
 * nothing of the shopper, so the same drawing serves everyone.
 */
export function PageSkeleton({ title, panels = 2, linesPerPanel = 2, withTitle = true }: PageSkeletonProps) {
  return (
    <div className={withTitle ? s.page : undefined} data-page-skeleton="">
      {withTitle &&
        (title ? (
          <h1 className={s.title}>{title}</h1>
        ) : (
          <div className={s.title}>
            <Skeleton shape="line" className={s.titleBone} />
          </div>
        ))}
      <LoadingRegion>
        <div className={s.panels}>
          {Array.from({ length: panels }, (_, p) => (
            <div key={p} className={s.panel}>
              <Skeleton shape="line" className={s.panelHead} />
              {Array.from({ length: linesPerPanel }, (_, l) => (
                <SkeletonLine key={l} />
              ))}
            </div>
          ))}
        </div>
      </LoadingRegion>
    </div>
  );
}

/** The account area's top card before the shopper is known: the picture, name and figures as shapes. */
export function UserCardSkeleton() {
  return (
    <div className={s.userCard} aria-hidden="true" data-user-card-skeleton="">
      <Skeleton className={s.avatar} />
      <Skeleton shape="line" className={s.userName} />
      <div className={s.facts}>
        <Skeleton shape="line" className={s.fact} />
        <Skeleton shape="line" className={s.fact} />
        <Skeleton shape="line" className={s.fact} />
      </div>
    </div>
  );
}
