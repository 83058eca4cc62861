import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteIndex, type SiteIndex } from '../../api/site';
import { useCartCount } from './useCartCount';
import { localePath } from '../../i18n';
import { BACK_TO_TOP_AFTER_PX, FLOAT_WINDOW_Z } from '../../../../shared/constants';
import { useScrolledPast } from './useScrolledPast';
import { Badge } from './Badge';
import { ArrowUpIcon, CartIcon, HeadsetIcon } from './icons';
import { usePressOutside } from '../../components/usePressOutside';
import styles from './FloatingWindow.module.css';

/** The QR code library is only fetched when the service panel first opens. */
function useQrCode(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode')
      .then((m) => m.toDataURL(text, { margin: 1, width: 160, errorCorrectionLevel: 'M' }))
      .then((d) => {
        if (live) setUrl(d);
      })
      .catch(() => {
        if (live) setUrl(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return text ? url : null;
}

const safeHttp = (v: string | null | undefined) => (v && /^https?:\/\//i.test(v.trim()) ? v.trim() : null);

/** What the customer-service panel offers, by the site's consumerType (h5 / hotline / message / email). */
export function serviceChannels(site: SiteIndex | undefined) {
  const type = (site?.consumerType ?? '').toLowerCase();
  const link = safeHttp(site?.consumerH5Url);
  const phone = site?.consumerHotline?.trim() || null;
  const email = site?.consumerEmail?.trim() || null;
  const message = site?.consumerMessage?.trim() || null;
  return { type, link, phone, email, message, any: Boolean(link || phone || email || message) };
}

function ServicePanel({ id, site, onClose }: { id: string; site: SiteIndex | undefined; onClose: () => void }) {
  const { t } = useTranslation('common');
  const ch = serviceChannels(site);
  const qr = useQrCode(ch.link);
  const primary = ch.type === 'hotline' ? 'phone' : ch.type === 'email' ? 'email' : ch.type === 'message' ? 'message' : 'link';
  return (
    <div id={id} className={styles.panel} role="dialog" aria-label={t('float.serviceTitle')} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <p className={styles.panelTitle}>{t('float.serviceTitle')}</p>
      {!ch.any && <p className={styles.muted}>{t('float.unavailable')}</p>}
      {ch.link && (
        <div className={styles.qrBox}>
          {qr ? <img src={qr} alt={t('float.qrAlt')} width="140" height="140" className={styles.qr} /> : <span className={styles.qrPlaceholder} aria-hidden="true" />}
          <p className={styles.muted}>{t('float.scan')}</p>
        </div>
      )}
      {ch.phone && (
        <p className={`${styles.line} ${primary === 'phone' ? styles.primaryLine : ''}`}>
          <span className={styles.lineLabel}>{t('float.phone')}</span>
          <a href={`tel:${ch.phone.replace(/[^\d+]/g, '')}`}>{ch.phone}</a>
        </p>
      )}
      {ch.email && (
        <p className={`${styles.line} ${primary === 'email' ? styles.primaryLine : ''}`}>
          <span className={styles.lineLabel}>{t('float.email')}</span>
          <a href={`mailto:${ch.email}`}>{ch.email}</a>
        </p>
      )}
      {ch.message && (
        <p className={`${styles.line} ${primary === 'message' ? styles.primaryLine : ''}`}>
          <span className={styles.lineLabel}>{t('float.message')}</span>
          <span>{ch.message}</span>
        </p>
      )}
      {ch.link && (
        <a className={styles.chat} href={ch.link} target="_blank" rel="noopener noreferrer">
          {t('float.chat')}
        </a>
      )}
    </div>
  );
}

/** Right-edge shortcuts of the home layout: cart, customer service, back to top (z-index 99). */
export function FloatingWindow() {
  const { t } = useTranslation('common');
  const count = useCartCount();
  const { data: site } = useSiteIndex();
  const showTop = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  usePressOutside([wrap], () => setOpen(false), open);

  return (
    <aside className={styles.float} style={{ zIndex: FLOAT_WINDOW_Z }} aria-label={t('float.label')} ref={wrap}>
      <Link to={localePath('/cart')} className={styles.item} aria-label={t('header.cartWithCount', { count })}>
        <span className={styles.iconWrap}>
          <CartIcon />
          <Badge count={count} />
        </span>
        <span className={styles.itemText} aria-hidden="true">
          {t('float.cart')}
        </span>
      </Link>
      <button
        ref={toggle}
        type="button"
        className={`${styles.item} ${open ? styles.itemOn : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <HeadsetIcon />
        <span className={styles.itemText}>{t('float.service')}</span>
      </button>
      {open && (
        <ServicePanel
          id={panelId}
          site={site}
          onClose={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        />
      )}
      {showTop && (
        <button type="button" className={styles.item} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <ArrowUpIcon />
          <span className={styles.itemText}>{t('float.backToTop')}</span>
        </button>
      )}
    </aside>
  );
}
