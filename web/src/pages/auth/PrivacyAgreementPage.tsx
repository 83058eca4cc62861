import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useLoginMethodInfo } from '../../api/auth';
import { agreementContent } from '../../features/auth/agreement';
import styles from './AuthPages.module.css';

/**
 * /middlewares/privacy_agreement (opened in a new tab from the sign-in forms): the agreement from
 * the login method info, sanitised before it touches the DOM.
 */
export default function PrivacyAgreementPage() {
  const { t } = useTranslation('auth');
  const q = useLoginMethodInfo();
  const content = useMemo(() => agreementContent(q.data?.agreement ?? ''), [q.data?.agreement]);

  return (
    <article className={styles.doc}>
      <h1 className={styles.docTitle}>{t('privacy.title')}</h1>
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <p role="alert">{t('privacy.failed')}</p>
      ) : content.kind === 'html' ? (
        <div className={styles.docBody} dangerouslySetInnerHTML={{ __html: content.html }} />
      ) : content.kind === 'text' ? (
        <div className={styles.docBody}>
          {content.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : (
        <p>{t('privacy.empty')}</p>
      )}
    </article>
  );
}
