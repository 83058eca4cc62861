import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFacets, type Facets } from '../../api/facets';
import { useCurrency } from '../../api/site';
import { formatNumber, useLocale } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { LoadingRegion, Skeleton } from '../../components/Skeleton';
import { EMPTY_FACETS, specKey, type FacetSelection, type RatingStep } from '../../../../shared/facet-params';
import type { ProductListQuery } from '../../../../shared/list-query';
import type { useListState } from './useListState';
import styles from './FacetBar.module.css';

type ListControls = ReturnType<typeof useListState>;

export interface FacetBarProps {
  /** The list's query as the page sends it (its facets included): the counts are asked for the same list. */
  query: ProductListQuery;
  list: ListControls;
  enabled?: boolean;
}

/** A dropdown filter: a native disclosure, so it opens with Enter or Space; Escape closes it and returns focus. */
function Disclosure({ title, picked, children }: { title: string; picked: number; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [alignEnd, setAlignEnd] = useState(false);
  // A panel that would run past the page's column opens leftwards from its button instead.
  const onToggle = () => {
    const el = ref.current;
    if (!el?.open) return;
    const column = el.closest('section')?.getBoundingClientRect();
    const panel = el.querySelector(`.${styles.panel}`)?.getBoundingClientRect();
    if (column && panel) setAlignEnd(el.getBoundingClientRect().left + panel.width > column.right);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector('summary')?.focus();
  };
  return (
    <details ref={ref} className={styles.disclosure} onKeyDown={onKeyDown} onToggle={onToggle}>
      <summary className={`${styles.summary} ${picked > 0 ? styles.summaryActive : ''}`}>
        {title}
        {picked > 0 && <span className={styles.badge}>{formatNumber(picked)}</span>}
      </summary>
      <div className={`${styles.panel} ${alignEnd ? styles.panelEnd : ''}`}>{children}</div>
    </details>
  );
}

function Count({ n }: { n: number }) {
  const { t } = useTranslation('facets');
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {formatNumber(n)}
      </span>
      <span className="visually-hidden">{t('facets.matches', { formatted: formatNumber(n) })}</span>
    </>
  );
}

function CheckOption({ label, count, checked, onChange, type = 'checkbox', name }: { label: string; count: number; checked: boolean; onChange: () => void; type?: 'checkbox' | 'radio'; name?: string }) {
  // A value that would empty the list cannot be taken (unless it already is, so it can be removed).
  const dead = count === 0 && !checked;
  return (
    <li>
      <label className={`${styles.option} ${dead ? styles.optionDead : ''}`}>
        <input type={type} name={name} checked={checked} disabled={dead} onChange={onChange} className={styles.check} />
        <span className={styles.optionLabel}>{label}</span>
        <Count n={count} />
      </label>
    </li>
  );
}

function toggle<T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean): T[] {
  return list.some((x) => same(x, item)) ? list.filter((x) => !same(x, item)) : [...list, item];
}

/**
 * The facet filters of a category or search list, as a bar above the grid (Dawn's horizontal layout): spec values,
 * shops, rating, price bands and in-stock, each value with how many products it would leave; below it the chosen
 * values as removable chips with "Clear all". Everything lives in the address (useListState). An upstream without
 * the facets call gets no bar at all, and the page works as before.
 */
export function FacetBar({ query, list, enabled = true }: FacetBarProps) {
  const { t } = useTranslation('facets');
  useLocale();
  const currency = useCurrency();
  const facets = useFacets(query, enabled);
  const sel: FacetSelection = list.state.facets ?? EMPTY_FACETS;
  const { min, max } = list.state;
  if (facets.data === null || facets.isError) return null;
  const data: Facets | undefined = facets.data;
  const money = (v: string) => formatMoney(v, currency);

  const setSel = (next: Partial<FacetSelection>) => list.setFacets({ ...sel, ...next });
  // Ticks follow the address at once (the counts follow when their answer arrives).
  const picked = new Set(sel.specs.map(specKey));
  const chips: { key: string; label: string; remove: () => void }[] = [];
  for (const p of sel.specs) {
    const spec = data?.specs.find((s) => s.attr === p.name);
    const label = spec?.values.find((v) => v.value === p.value)?.label ?? p.value;
    chips.push({ key: `spec:${specKey(p)}`, label: `${spec?.label ?? p.name}: ${label}`, remove: () => setSel({ specs: sel.specs.filter((x) => specKey(x) !== specKey(p)) }) });
  }
  for (const id of sel.merIds) {
    const name = data?.shops.find((s) => s.id === id)?.name ?? `#${id}`;
    chips.push({ key: `shop:${id}`, label: name, remove: () => setSel({ merIds: sel.merIds.filter((x) => x !== id) }) });
  }
  if (sel.minRating !== undefined) chips.push({ key: 'rating', label: t('facets.ratingMin', { min: sel.minRating }), remove: () => setSel({ minRating: undefined }) });
  if (sel.inStock) chips.push({ key: 'stock', label: t('facets.inStock'), remove: () => setSel({ inStock: false }) });
  if (min || max) {
    const label = min && max ? t('facets.range', { min: money(min), max: money(max) }) : min ? t('facets.from', { min: money(min) }) : t('facets.upTo', { max: money(max) });
    chips.push({ key: 'price', label, remove: () => list.setPrice('', '') });
  }

  return (
    <section className={styles.bar} aria-label={t('facets.label')}>
      {!data ? (
        <LoadingRegion label={t('facets.loading')} className={styles.groups}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className={styles.summarySkeleton} />
          ))}
        </LoadingRegion>
      ) : (
        <div className={styles.groups} aria-busy={facets.isFetching ? 'true' : undefined}>
          {data.specs.map((spec) => (
            <Disclosure key={spec.attr} title={spec.label} picked={sel.specs.filter((p) => p.name === spec.attr).length}>
              <fieldset className={styles.fieldset}>
                <legend className="visually-hidden">{spec.label}</legend>
                <ul className={styles.options}>
                  {spec.values.map((v) => (
                    <CheckOption
                      key={v.value}
                      label={v.label}
                      count={v.count}
                      checked={picked.has(specKey({ name: spec.attr, value: v.value }))}
                      onChange={() => setSel({ specs: toggle(sel.specs, { name: spec.attr, value: v.value }, (a, b) => specKey(a) === specKey(b)) })}
                    />
                  ))}
                </ul>
              </fieldset>
            </Disclosure>
          ))}
          {data.shops.length > 0 && (
            <Disclosure title={t('facets.shops')} picked={sel.merIds.length}>
              <fieldset className={styles.fieldset}>
                <legend className="visually-hidden">{t('facets.shops')}</legend>
                <ul className={styles.options}>
                  {data.shops.map((s) => (
                    <CheckOption key={s.id} label={s.name} count={s.count} checked={sel.merIds.includes(s.id)} onChange={() => setSel({ merIds: toggle(sel.merIds, s.id, (a, b) => a === b) })} />
                  ))}
                </ul>
              </fieldset>
            </Disclosure>
          )}
          <Disclosure title={t('facets.rating')} picked={sel.minRating === undefined ? 0 : 1}>
            <fieldset className={styles.fieldset}>
              <legend className="visually-hidden">{t('facets.rating')}</legend>
              <ul className={styles.options}>
                {data.ratings.map((r) => (
                  <CheckOption
                    key={r.min}
                    type="radio"
                    name="facet-rating"
                    label={t('facets.ratingMin', { min: r.min })}
                    count={r.count}
                    checked={sel.minRating === r.min}
                    onChange={() => setSel({ minRating: r.min as RatingStep })}
                  />
                ))}
              </ul>
              {sel.minRating !== undefined && (
                <button type="button" className={styles.link} onClick={() => setSel({ minRating: undefined })}>
                  {t('facets.ratingAny')}
                </button>
              )}
            </fieldset>
          </Disclosure>
          {data.priceBands.length > 0 && (
            <Disclosure title={t('facets.price')} picked={min || max ? 1 : 0}>
              <ul className={styles.options} aria-label={t('facets.price')}>
                {data.priceBands.map((b) => {
                  const on = b.minPrice === min && b.maxPrice === max;
                  return (
                    <li key={b.minPrice}>
                      <button type="button" className={`${styles.band} ${on ? styles.bandOn : ''}`} aria-pressed={on} onClick={() => (on ? list.setPrice('', '') : list.setPrice(b.minPrice, b.maxPrice))}>
                        <span className={styles.optionLabel}>{t('facets.range', { min: money(b.minPrice), max: money(b.maxPrice) })}</span>
                        <Count n={b.count} />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </Disclosure>
          )}
          <label className={`${styles.stock} ${sel.inStock ? styles.summaryActive : ''}`}>
            <input type="checkbox" className={styles.check} checked={sel.inStock} disabled={data.inStock.count === 0 && !sel.inStock} onChange={() => setSel({ inStock: !sel.inStock })} />
            <span>{t('facets.inStock')}</span>
            <Count n={data.inStock.count} />
          </label>
        </div>
      )}
      {chips.length > 0 && (
        <div className={styles.chipsRow}>
          <h2 className="visually-hidden">{t('facets.applied')}</h2>
          <ul className={styles.chips}>
            {chips.map((c) => (
              <li key={c.key}>
                <button type="button" className={styles.chip} onClick={c.remove} aria-label={t('facets.remove', { name: c.label })}>
                  <span>{c.label}</span>
                  <span aria-hidden="true" className={styles.x}>
                    ×
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.link} onClick={list.clearFilters}>
            {t('facets.clearAll')}
          </button>
        </div>
      )}
    </section>
  );
}
