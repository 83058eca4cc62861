import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useLoginMethodInfo } from '../../api/auth';
import styles from '../../features/auth/CallbackPage.module.css';

/**
 * /middlewares/privacy_agreement (opened in a new tab from the sign-in forms): the agreement HTML
 * from the login method info, sanitised before it touches the DOM.
 */
export default function PrivacyAgreementPage() {
  const { t } = useTranslation('auth');
  const q = useLoginMethodInfo();
  const html = useMemo(() => DOMPurify.sanitize(q.data?.agreement ?? '', { USE_PROFILES: { html: true } }), [q.data?.agreement]);

  return (
    <article className={styles.doc}>
      <h1 className={styles.docTitle}>{t('privacy.title')}</h1>
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <p role="alert">{t('privacy.failed')}</p>
      ) : html.trim() ? (
        <div className={styles.docBody} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p>{t('privacy.empty')}</p>
      )}
    </article>
  );
}
