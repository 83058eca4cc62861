import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STAR, MAX_IMAGES, REVIEW_TEXT_MAX } from '../../../../../shared/constants';
import { Button } from '../../../components/Button';
import { StarInput } from '../ui/StarInput';
import { TextArea } from '@/components/TextArea';
import { ImagePicker } from '../ui/ImagePicker';
import s from '../ui/account.module.css';

export interface ReviewFormValues {
  star: number;
  serviceStar: number;
  comment: string;
  pics: string[];
}

/** docs/storefront-spec.md §5: review text is required (≤512 per docs/upstream-contract.md §7), stars 1-5, at most 5 images. */
export function validateReview(v: ReviewFormValues): { comment?: 'required' | 'tooLong'; star?: 'range'; serviceStar?: 'range'; pics?: 'tooMany' } {
  const e: { comment?: 'required' | 'tooLong'; star?: 'range'; serviceStar?: 'range'; pics?: 'tooMany' } = {};
  const text = v.comment.trim();
  if (!text) e.comment = 'required';
  else if ([...text].length > REVIEW_TEXT_MAX) e.comment = 'tooLong';
  if (!(v.star >= 1 && v.star <= 5)) e.star = 'range';
  if (!(v.serviceStar >= 1 && v.serviceStar <= 5)) e.serviceStar = 'range';
  if (v.pics.length > MAX_IMAGES) e.pics = 'tooMany';
  return e;
}

export function ReviewForm({ busy, onSubmit }: { busy?: boolean; onSubmit: (v: ReviewFormValues) => void }) {
  const { t } = useTranslation('account');
  const [v, setV] = useState<ReviewFormValues>({ star: DEFAULT_STAR + 1, serviceStar: DEFAULT_STAR + 1, comment: '', pics: [] });
  const [tried, setTried] = useState(false);
  // The message appears after the first submit and then follows the text as it is fixed.
  const found = tried ? validateReview(v) : {};
  const error = found.comment === 'required' ? t('review.errors.required') : found.comment === 'tooLong' ? t('review.errors.tooLong', { count: REVIEW_TEXT_MAX }) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(validateReview(v)).length === 0) onSubmit({ ...v, comment: v.comment.trim() });
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t('review.formTitle')}>
      <StarInput label={t('review.productScore')} value={v.star} onChange={(star) => setV({ ...v, star })} />
      <StarInput label={t('review.serviceScore')} value={v.serviceStar} onChange={(serviceStar) => setV({ ...v, serviceStar })} />
      <TextArea
        label={t('review.text')}
        required
        value={v.comment}
        maxLength={REVIEW_TEXT_MAX}
        placeholder={t('review.placeholder')}
        error={error}
        counter={{ value: [...v.comment].length, max: REVIEW_TEXT_MAX }}
        onChange={(e) => setV({ ...v, comment: e.target.value })}
      />
      <ImagePicker label={t('review.images')} kind="jpg-png" value={v.pics} onChange={(pics) => setV({ ...v, pics })} />
      <div className={s.actions}>
        <Button type="submit" loading={busy}>
          {t('review.submit')}
        </Button>
      </div>
    </form>
  );
}
