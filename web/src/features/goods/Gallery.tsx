import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureSources } from '@/components/pictureSources';
import styles from './Gallery.module.css';
import { GOODS_PICTURE_DISPLAY_WIDTH } from '../../../../shared/picture-widths';

export interface GalleryProps {
  images: string[];
  /** The chosen SKU's own picture; it takes the stage until the shopper picks a thumbnail. */
  skuImage?: string;
  name: string;
}

export function Gallery({ images, skuImage, name }: GalleryProps) {
  const { t } = useTranslation('shop');
  const [picked, setPicked] = useState<number | null>(null);
  const [lastSku, setLastSku] = useState(skuImage);
  if (lastSku !== skuImage) {
    setLastSku(skuImage);
    setPicked(null);
  }
  // The chosen colour's picture leads the gallery (first thumbnail, on stage), the product's views follow.
  const shown = skuImage ? [skuImage, ...images.filter((src) => src !== skuImage)] : images;
  const main = shown[picked ?? 0];
  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {main && <img {...pictureSources(main, GOODS_PICTURE_DISPLAY_WIDTH)} alt={name} width={GOODS_PICTURE_DISPLAY_WIDTH} height={GOODS_PICTURE_DISPLAY_WIDTH} className={styles.main} fetchpriority="high" />}
      </div>
      {shown.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('goods.gallery')}>
          {shown.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className={`${styles.thumb} ${(picked ?? 0) === i ? styles.current : ''}`}
                onClick={() => setPicked(i)}
                onMouseEnter={() => setPicked(i)}
                aria-label={t('goods.showImage', { n: i + 1, total: shown.length })}
                aria-pressed={(picked ?? 0) === i}
              >
                <img {...pictureSources(src, 64)} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
