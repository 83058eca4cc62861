import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import styles from './DetailContent.module.css';

/**
 * The merchant's HTML description, sanitised with DOMPurify before it touches the DOM. DOMPurify is
 * loaded when this tab is first shown, so it costs nothing on the way to the first paint.
 */
export function DetailContent({ html }: { html: string }) {
  const { t } = useTranslation('shop');
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (!live) return;
      setClean(DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] }));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (!html.trim()) return <p className={styles.none}>{t('goods.noDetail')}</p>;
  if (clean === null) return <Spinner label={t('common:action.loading')} />;
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
