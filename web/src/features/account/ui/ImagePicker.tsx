import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGES } from '../../../../../shared/constants';
import { acceptAttr, imageProblem, uploadImage, type ImageKind } from '../../../api/upload';
import styles from './ImagePicker.module.css';

export interface ImagePickerProps {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  kind: ImageKind;
  max?: number;
  error?: string | null;
  required?: boolean;
  /** Upload `model` of docs/upstream-contract.md §12. */
  model?: 'product' | 'user';
}

/**
 * Picks and uploads images one by one. Files of the wrong type or size, and files past the limit,
 * are refused in the browser with a message, before any upload.
 */
export function ImagePicker({ label, value, onChange, kind, max = MAX_IMAGES, error, model = 'product' }: ImagePickerProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const room = max - value.length - busy;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    const messages: string[] = [];
    const ok: File[] = [];
    for (const f of files) {
      const p = imageProblem(f, kind);
      if (p === 'type') messages.push(t(kind === 'jpeg' ? 'upload.onlyJpeg' : 'upload.onlyJpgPng', { name: f.name }));
      else if (p === 'size') messages.push(t('upload.tooBig', { name: f.name }));
      else ok.push(f);
    }
    if (ok.length > room) {
      messages.push(t('upload.tooMany', { count: max }));
      ok.splice(Math.max(room, 0));
    }
    setProblem(messages.length ? messages.join(' ') : null);
    if (ok.length === 0) return;
    setBusy((b) => b + ok.length);
    const urls: string[] = [];
    for (const f of ok) {
      try {
        urls.push(await uploadImage(f, model));
      } catch {
        setProblem((p) => [p, t('upload.failed', { name: f.name })].filter(Boolean).join(' '));
      } finally {
        setBusy((b) => b - 1);
      }
    }
    if (urls.length) onChange([...value, ...urls].slice(0, max));
  };

  const shown = problem ?? error ?? null;
  return (
    <div className={styles.picker} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <ul className={styles.list}>
        {value.map((url, i) => (
          <li key={url + i} className={styles.item}>
            <img src={url} alt={t('upload.imageN', { n: i + 1 })} className={styles.img} />
            <button type="button" className={styles.remove} onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('upload.remove', { n: i + 1 })}>
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
        {Array.from({ length: busy }, (_, i) => (
          <li key={`busy${i}`} className={`${styles.item} ${styles.busy}`} aria-busy="true">
            <span className="visually-hidden">{t('upload.uploading')}</span>
          </li>
        ))}
        {value.length + busy < max && (
          <li>
            <button type="button" className={styles.add} onClick={() => input.current?.click()}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{t('upload.add')}</span>
            </button>
          </li>
        )}
      </ul>
      <input ref={input} type="file" accept={acceptAttr(kind)} multiple className="visually-hidden" tabIndex={-1} aria-label={label} onChange={onFiles} data-testid="image-input" />
      <p id={`${id}-hint`} className={styles.hint}>
        {t(kind === 'jpeg' ? 'upload.hintJpeg' : 'upload.hintJpgPng', { count: max, n: value.length })}
      </p>
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
