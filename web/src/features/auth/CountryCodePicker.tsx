import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js';
import { countryOptions, searchCountries } from './countries';
import { isTopLayer, pushLayer } from '../../components/layers';
import { usePressOutside } from '../../components/usePressOutside';
import styles from './CountryCodePicker.module.css';

interface Props {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
  /** BCP 47 tag the country names are shown in. */
  locale: string;
}

/**
 * "+44 ▾" inside the phone field; opens a searchable list (combobox + listbox). The list is
 * portalled and fixed-positioned so the dialog's scrolling body cannot clip it.
 */
export function CountryCodePicker({ value, onChange, locale }: Props) {
  const { t } = useTranslation('auth');
  const all = useMemo(() => countryOptions(locale), [locale]);
  const current = all.find((c) => c.code === value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const results = useMemo(() => searchCountries(all, query), [all, query]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) button.current?.focus();
  };
  const pick = (code: CountryCode) => {
    onChange(code);
    close(true);
  };

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const r = button.current?.getBoundingClientRect();
      if (r) setPos({ top: r.bottom + 6, left: r.left });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open]);

  useEffect(() => {
    if (!open || !popup.current) return;
    // While open, the list is the top layer: Escape closes it, not the dialog around it. The
    // document listener covers focus that left the list (a click on its scrollbar, say).
    const el = popup.current;
    const pop = pushLayer(el);
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && isTopLayer(el)) {
        e.preventDefault();
        close(true);
      }
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      pop();
    };
  }, [open]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  usePressOutside([popup, button], () => close(false), open);

  useEffect(() => {
    setActive(0);
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const el = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    // jsdom has no layout, hence the guard.
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, results.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Home' && e.ctrlKey) {
      setActive(0);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const c = results[active];
      if (c) pick(c.code);
    } else if (e.key === 'Tab') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    }
  };

  // Escape anywhere in the open list, or on its button, closes only the list (see components/layers).
  const onLayerKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || !open || !isTopLayer(popup.current)) return;
    e.preventDefault();
    e.stopPropagation();
    close(true);
  };

  const dial = current ? `+${current.dialCode}` : '';
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onKeyDown={onLayerKey}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {/* The name comes from the content, so it always contains the visible "GB +44". */}
        <span className="visually-hidden">{t('country.current', { name: current?.name ?? value })}</span>
        <span className={styles.iso}>{value}</span>
        <span>{dial}</span>
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" className={open ? styles.chevronUp : undefined}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open &&
        createPortal(
          <div
            ref={popup}
            role="dialog"
            aria-label={t('country.choose')}
            className={styles.popup}
            onKeyDown={onLayerKey}
            style={pos ? { insetBlockStart: pos.top, insetInlineStart: pos.left } : { visibility: 'hidden' }}
          >
            <label htmlFor={`${id}-search`} className="visually-hidden">
              {t('country.search')}
            </label>
            <input
              ref={input}
              id={`${id}-search`}
              type="search"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={results[active] ? `${id}-opt-${results[active]!.code}` : undefined}
              autoComplete="off"
              className={styles.search}
              placeholder={t('country.search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <ul ref={list} id={listId} role="listbox" aria-label={t('country.choose')} className={styles.list}>
              {results.map((c, i) => (
                <li
                  key={c.code}
                  id={`${id}-opt-${c.code}`}
                  data-index={i}
                  role="option"
                  aria-selected={c.code === value}
                  className={`${styles.option} ${i === active ? styles.active : ''}`}
                  onMouseEnter={() => setActive(i)}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(c.code)}
                >
                  <span className={styles.name}>{c.name}</span>
                  <span className={styles.dial}>+{c.dialCode}</span>
                </li>
              ))}
            </ul>
            {results.length === 0 && (
              <p className={styles.empty} role="status">
                {t('country.noMatch')}
              </p>
            )}
          </div>,
          document.body,
        )}
    </>
  );
}
