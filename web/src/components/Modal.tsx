import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isTopLayer, pushLayer } from './layers';
import { focusableIn } from './focusable';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the dialog heading; omit it when the content brings its own heading and pass `labelledBy`. */
  title?: ReactNode;
  children: ReactNode;
  /** id of the element that names the dialog when there is no `title`. */
  labelledBy?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** Hide the built-in close button (the content offers its own). */
  hideClose?: boolean;
}

/** Dialogs stack with the other layers; only the top one reacts to Escape and traps Tab. */
let openDialogs = 0;

export function Modal({ open, onClose, title, children, labelledBy, size = 'md', className, hideClose = false }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const el = panel.current;
    if (!el) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const pop = pushLayer(el);
    openDialogs += 1;
    const first = el.querySelector<HTMLElement>('[autofocus],[data-autofocus]') ?? focusableIn(el)[0] ?? el;
    first.focus();
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      pop();
      openDialogs -= 1;
      if (openDialogs === 0) document.body.style.overflow = prevOverflow;
      // Focus goes back where it was, so keyboard users keep their place.
      if (returnTo && document.contains(returnTo)) returnTo.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!isTopLayer(panel.current)) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = focusableIn(panel.current);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]} ${className ?? ''}`}
        onKeyDown={onKeyDown}
      >
        {(title || !hideClose) && (
          <div className={styles.head}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {!hideClose && (
              <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={t('action.close')}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
