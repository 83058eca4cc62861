import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/api/home';
import { isInternalLink } from './links';
import { localePath } from '../../i18n';
import { pictureSources } from '@/components/pictureSources';
import styles from './BannerCarousel.module.css';

const ROTATE_MS = 5000;

/** The featured banner: rotates every 5 s, pauses on hover and focus, with previous/next and dots. */
export function BannerCarousel({ banners, width, height }: { banners: Banner[]; width: number; height: number }) {
  const { t } = useTranslation('shop');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const n = banners.length;
  useEffect(() => {
    if (n < 2 || paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % n), ROTATE_MS);
    return () => clearInterval(id);
  }, [n, paused]);
  // As wide as the page column up to the picture's width, keeping its shape, so a narrower window never scrolls sideways.
  const frame = { inlineSize: '100%', maxInlineSize: width, aspectRatio: `${width} / ${height}` };
  if (n === 0) return <div className={styles.placeholder} style={frame} />;
  const go = (i: number) => setIndex(((i % n) + n) % n);
  return (
    <section
      className={styles.carousel}
      style={frame}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.featured')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((b, i) => {
        const img = (
          <img
            {...pictureSources(b.image, width)}
            alt={b.name || t('home.bannerN', { n: i + 1 })}
            width={width}
            height={height}
            className={styles.image}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchpriority={i === 0 ? 'high' : 'low'}
          />
        );
        return (
          <div key={`${b.image}-${i}`} className={`${styles.slide} ${i === index ? styles.current : ''}`} aria-hidden={i !== index} inert={i === index ? undefined : ''}>
            {b.url ? (
              isInternalLink(b.url) ? (
                <Link to={localePath(b.url)}>{img}</Link>
              ) : (
                <a href={b.url} rel="noopener">
                  {img}
                </a>
              )
            ) : (
              img
            )}
            {/* The banner's words are live text over art-only pictures, so they translate and are never drawn
                twice; hidden from assistive tech, which reads the same name as the picture's alt. */}
            {b.name && (
              <p className={styles.caption} aria-hidden="true">
                {b.name}
              </p>
            )}
          </div>
        );
      })}
      {n > 1 && (
        <>
          <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(index - 1)} aria-label={t('home.prevBanner')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(index + 1)} aria-label={t('home.nextBanner')}>
            <span aria-hidden="true">›</span>
          </button>
          <div className={styles.dots}>
            {banners.map((b, i) => (
              <button
                key={`${b.image}-dot-${i}`}
                type="button"
                className={`${styles.dot} ${i === index ? styles.dotOn : ''}`}
                aria-label={t('home.bannerN', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
