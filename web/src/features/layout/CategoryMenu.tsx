import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategoryTree, type CategoryNode } from '../../api/category';
import { localePath } from '../../i18n';
import styles from './CategoryMenu.module.css';
import { pictureSources } from '@/components/pictureSources';

const CLOSE_DELAY_MS = 150;

export const categoryHref = (id: number) => localePath(`/categories?id=${id}`);

/**
 * "All categories" disclosure with a three-level mega-menu: level 1 on the left, the hovered or
 * focused level-1 entry's level 2 and 3 on the right. Everything is a link to /categories?id=.
 * Keys: ArrowDown on the button opens; Up/Down walk level 1; Right enters the panel, Left leaves
 * it; Escape closes and gives focus back to the button.
 */
export function CategoryMenu({ tree }: { tree: CategoryNode[] }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const level1 = useRef<(HTMLAnchorElement | null)[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const menuId = useId();
  const location = useLocation();

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  // Any navigation (a click inside, or elsewhere) closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  const focusLevel1 = (i: number) => {
    const n = tree.length;
    if (n === 0) return;
    const next = ((i % n) + n) % n;
    setActive(next);
    level1.current[next]?.focus();
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      // The list renders on this state change; focus it on the next frame.
      requestAnimationFrame(() => focusLevel1(0));
    } else if (e.key === 'Escape') {
      close(false);
    }
  };

  const onLevel1Key = (e: KeyboardEvent<HTMLAnchorElement>, i: number) => {
    if (e.key === 'ArrowDown') focusLevel1(i + 1);
    else if (e.key === 'ArrowUp') focusLevel1(i - 1);
    else if (e.key === 'Home') focusLevel1(0);
    else if (e.key === 'End') focusLevel1(tree.length - 1);
    else if (e.key === 'ArrowRight') panel.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    else return;
    e.preventDefault();
  };

  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      level1.current[active]?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = Array.from(panel.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[Math.min(Math.max(i + (e.key === 'ArrowDown' ? 1 : -1), 0), links.length - 1)];
    next?.focus();
    e.preventDefault();
  };

  const current = tree[active] ?? tree[0];

  return (
    <div
      className={styles.wrap}
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={closeSoon}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          close(true);
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('header.categories')}
      </button>
      <div id={menuId} className={styles.mega} hidden={!open}>
        <ul className={styles.level1}>
          {tree.map((c, i) => (
            <li key={c.id}>
              <Link
                ref={(el) => {
                  level1.current[i] = el;
                }}
                to={categoryHref(c.id)}
                className={`${styles.l1} ${i === active ? styles.l1Active : ''}`}
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                onKeyDown={(e) => onLevel1Key(e, i)}
                data-level="1"
              >
                {c.icon ? <img {...pictureSources(c.icon, 20)} alt="" width={20} height="20" className={styles.icon} loading="lazy" /> : null}
                <span className={styles.l1Name}>{c.name}</span>
                {c.children.length > 0 && (
                  <span aria-hidden="true" className={styles.chevron}>
                    ›
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        {current && (
          <div ref={panel} className={styles.panel} onKeyDown={onPanelKey} aria-label={t('header.subcategories', { name: current.name })} role="group">
            <Link to={categoryHref(current.id)} className={styles.viewAll} data-level="1">
              {t('header.viewAll', { name: current.name })} <span aria-hidden="true">→</span>
            </Link>
            <div className={styles.groups}>
              {current.children.map((l2) => (
                <div key={l2.id} className={styles.group}>
                  <Link to={categoryHref(l2.id)} className={styles.l2} data-level="2">
                    {l2.name}
                  </Link>
                  {l2.children.length > 0 && (
                    <ul className={styles.level3}>
                      {l2.children.map((l3) => (
                        <li key={l3.id}>
                          <Link to={categoryHref(l3.id)} className={styles.l3} data-level="3">
                            {l3.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** The bar under the header: the mega-menu and the first level-1 categories as quick links. */
export function CategoryBar() {
  const { t } = useTranslation('common');
  const { data: tree = [] } = useCategoryTree();
  return (
    <nav className={styles.bar} aria-label={t('header.categoryNav')}>
      <div className={`container ${styles.barInner}`}>
        <CategoryMenu tree={tree} />
        <ul className={styles.quick}>
          {tree.slice(0, 8).map((c) => (
            <li key={c.id}>
              <Link to={categoryHref(c.id)} className={styles.quickLink}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
