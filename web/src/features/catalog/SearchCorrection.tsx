import { Link, useLocation } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import styles from './SearchCorrection.module.css';

interface Props {
  /** The words the shopper typed. */
  typed: string;
  /** The list shows this keyword's products instead (the typed one found none). */
  correctedKeyword?: string;
  /** The list shows the typed keyword's few products; this one finds more. */
  suggestedKeyword?: string;
}

/**
 * The line above a product list whose keyword the service corrected (shared/contract/search-correction.ts):
 * "Showing results for X. Search instead for Y" or "Did you mean X?". The links keep the page's tab and filters
 * and change only the words, so a shopper who meant what they typed gets it back with one click. Nothing is
 * drawn when the upstream sent neither field. (The link's tag in the texts is `<choice>`: `<link>` is a void
 * element to the texts' parser, which would leave the link empty.)
 */
export function SearchCorrection({ typed, correctedKeyword, suggestedKeyword }: Props) {
  const { t } = useTranslation('typo');
  const location = useLocation();
  const hrefFor = (keyword: string, asTyped: boolean) => {
    const next = new URLSearchParams(location.search);
    next.set('keywords', keyword);
    next.delete('title');
    next.delete('keyword');
    next.delete('page');
    // "Search instead for": the typed words exactly, which the service must not correct again.
    if (asTyped) next.set('autocorrect', '0');
    else next.delete('autocorrect');
    return `${location.pathname}?${next.toString()}`;
  };
  if (correctedKeyword) {
    return (
      <p className={styles.line} role="status">
        <Trans t={t} i18nKey="typo.showingFor" values={{ corrected: correctedKeyword }} components={{ term: <strong className={styles.term} /> }} />{' '}
        <span className={styles.instead}>
          <Trans t={t} i18nKey="typo.insteadFor" values={{ typed }} components={{ choice: <Link to={hrefFor(typed, true)} className={styles.link} /> }} />
        </span>
      </p>
    );
  }
  if (suggestedKeyword) {
    return (
      <p className={styles.line} role="status">
        <Trans t={t} i18nKey="typo.didYouMean" values={{ suggested: suggestedKeyword }} components={{ choice: <Link to={hrefFor(suggestedKeyword, false)} className={styles.link} /> }} />
      </p>
    );
  }
  return null;
}
