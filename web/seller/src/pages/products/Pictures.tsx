import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageProblem, acceptAttr } from '@/api/upload';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { PRODUCT_RULES } from '../../../../../shared/contract/admin-product';
import { uploadProductPicture } from '../../api/products';
import { consoleError } from '../../../../console/errors';
import { ICONS, Icon } from './parts';
import s from './products.module.css';


/** Pick files, check type and size before sending, upload one by one; failures are told under the field. */
function useUploads(onUploaded: (urls: string[]) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (e: ChangeEvent<HTMLInputElement>, room: number) => {
    const files = [...(e.target.files ?? [])].slice(0, room);
    e.target.value = '';
    if (files.length === 0) return;
    for (const f of files) {
      const why = imageProblem(f, 'jpg-png');
      if (why) {
        setProblem(why === 'type' ? t('productForm.pictureType') : t('productForm.pictureSize', { mb: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) }));
        return;
      }
    }
    setProblem(null);
    setBusy(true);
    const urls: string[] = [];
    try {
      for (const f of files) urls.push(await uploadProductPicture(f));
    } catch (err) {
      setProblem(`${t('productForm.uploadFailed')} ${consoleError(err, t)}`);
    } finally {
      setBusy(false);
      if (urls.length) onUploaded(urls);
    }
  };
  return { busy, problem, pick };
}

interface FieldProps {
  error?: string;
}

/** The main picture: one, replaced by a new upload. */
export function MainPicture({ value, onChange, error }: FieldProps & { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, problem, pick } = useUploads((urls) => onChange(urls[0]!));
  const message = problem ?? error;
  return (
    <fieldset className={s.fieldset} aria-describedby={message ? `${id}-err` : `${id}-hint`}>
      <legend className={s.legend}>{t('productForm.mainPicture')} *</legend>
      <div className={s.mainPicture}>
        {value ? <img className={s.pictureImg} src={value} alt={t('productForm.mainAlt')} /> : <div className={s.pictureImg} aria-hidden="true" />}
        <div className={s.summary}>
          <p className={s.hint} id={`${id}-hint`}>
            {t('productForm.mainPictureHint')}
          </p>
          <label className={s.linkSecondary}>
            <input className="visually-hidden" type="file" accept={acceptAttr('jpg-png')} disabled={busy} onChange={(e) => void pick(e, 1)} />
            {busy ? t('productForm.uploading') : value ? t('productForm.replace') : t('productForm.uploadMain')}
          </label>
          {message && (
            <p className={s.fieldError} id={`${id}-err`} role="alert">
              {message}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}

/** The gallery: up to PRODUCT_RULES.sliderImages pictures, moved earlier or later by buttons (keyboard and pointer alike). */
export function Gallery({ value, onChange, error }: FieldProps & { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const room = PRODUCT_RULES.sliderImages - value.length;
  const { busy, problem, pick } = useUploads((urls) => onChange([...value, ...urls].slice(0, PRODUCT_RULES.sliderImages)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  const message = problem ?? error;
  return (
    <fieldset className={s.fieldset} aria-describedby={message ? `${id}-err` : `${id}-hint`}>
      <legend className={s.legend}>{t('productForm.slider')} *</legend>
      <p className={s.hint} id={`${id}-hint`}>
        {t('productForm.sliderHint')}
      </p>
      <ul className={s.pictures}>
        {value.map((url, i) => (
          <li key={`${url}-${i}`} className={s.picture}>
            <img className={s.pictureImg} src={url} alt={t('productForm.pictureAlt', { n: i + 1 })} />
            <div className={s.pictureTools}>
              <button type="button" className={s.iconButton} disabled={i === 0} aria-label={t('productForm.moveEarlier', { n: i + 1 })} onClick={() => move(i, -1)}>
                <Icon d={ICONS.earlier} />
              </button>
              <button type="button" className={s.iconButton} disabled={i === value.length - 1} aria-label={t('productForm.moveLater', { n: i + 1 })} onClick={() => move(i, 1)}>
                <Icon d={ICONS.later} />
              </button>
              <button type="button" className={s.iconButton} aria-label={t('productForm.remove', { n: i + 1 })} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                <Icon d={ICONS.remove} />
              </button>
            </div>
          </li>
        ))}
        {room > 0 && (
          <li>
            <label className={s.drop}>
              <input className="visually-hidden" type="file" multiple accept={acceptAttr('jpg-png')} disabled={busy} onChange={(e) => void pick(e, room)} />
              <span aria-hidden="true">+</span>
              <span>{busy ? t('productForm.uploading') : t('productForm.upload')}</span>
            </label>
          </li>
        )}
      </ul>
      {message && (
        <p className={s.fieldError} id={`${id}-err`} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
