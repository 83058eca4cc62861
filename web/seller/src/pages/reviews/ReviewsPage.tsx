import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/api/toastStore';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { PageHead } from '@/components/PageHead';
import { Pager } from '@/components/Pager';
import { Select } from '@/components/Select';
import { Stars } from '@/components/Stars';
import { StatusBadge } from '@/components/StatusBadge';
import { TextField } from '@/components/TextField';
import { REVIEW_RULES, storeProductReplyCommentRequest } from '../../../../../shared/contract/admin-shop';
import { LoadFailure } from '../../../../console/DataTable';
import { consoleError } from '../../../../console/errors';
import { formatWhen } from '../../../../console/format';
import { FormTextArea, localisedResolver } from '../../../../console/form';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { useReplyToReview, useReviews, type ReviewQuery, type ReviewRow } from '../../api/shopcare';
import c from '../../../../console/console.module.css';
import s from '../shop/shopcare.module.css';

const PAGE_SIZE = 10;

/** The reply dialog: a new answer or a new wording of the shop's answer; an empty one is refused next to the field. */
function ReplyDialog({ review, onClose }: { review: ReviewRow; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useReplyToReview();
  const form = useForm({
    resolver: localisedResolver(storeProductReplyCommentRequest, { merchantReplyContent: (rule) => (rule === 'too_big' ? t('reviews.replyTooLong', { max: REVIEW_RULES.reply }) : t('reviews.replyRequired')) }, t),
    defaultValues: { id: review.id, merchantReplyContent: review.merchantReplyContent },
  });
  const submit = form.handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: () => {
        toast.success(review.isReply ? t('reviews.edited') : t('reviews.replied'));
        onClose();
      },
      // The service's refusal stands where the merchant typed; the text stays for another try.
      onError: (err) => form.setError('merchantReplyContent', { message: consoleError(err, t) }),
    });
  });
  return (
    <Modal open onClose={onClose} title={review.isReply ? t('reviews.editTitle') : t('reviews.replyTitle')} size="md">
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={s.body}>
          <p className={s.meta}>
            <Stars value={review.star} size={14} />
            <span>{review.nickname}</span>
          </p>
          <p className={s.comment}>{review.comment}</p>
        </div>
        <FormTextArea control={form.control} name="merchantReplyContent" label={t('reviews.replyLabel')} hint={t('reviews.replyHint')} rows={5} maxLength={REVIEW_RULES.reply} counted={REVIEW_RULES.reply} />
        <div className={s.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('reviews.send')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('reviews.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function ReviewCard({ review, lang, onReply }: { review: ReviewRow; lang: string; onReply: () => void }) {
  const { t } = useTranslation();
  const titleId = `review-${review.id}`;
  return (
    <li>
      <article className={s.review} aria-labelledby={titleId}>
        {review.productImage ? <img className={s.thumb} src={review.productImage} alt="" width={56} height={56} loading="lazy" /> : <span className={s.thumb} aria-hidden="true" />}
        <div className={s.body}>
          <div className={s.head}>
            <h2 className={s.title} id={titleId}>
              {review.productName || t('reviews.productGone')}
            </h2>
            {review.isReply ? <StatusBadge tone="success">{t('reviews.answered')}</StatusBadge> : <StatusBadge tone="warn">{t('reviews.waiting')}</StatusBadge>}
          </div>
          <p className={s.meta}>
            <Stars value={review.star} size={14} />
            <span>{review.nickname || t('reviews.anonymous')}</span>
            {review.sku && <span>{review.sku}</span>}
            {review.createTime && <time dateTime={review.createTime.replace(' ', 'T')}>{formatWhen(review.createTime, lang)}</time>}
          </p>
          <p className={s.comment}>{review.comment}</p>
          {review.pics.length > 0 && (
            <ul className={s.pics} aria-label={t('reviews.pictures', { count: review.pics.length })}>
              {review.pics.map((src, i) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <img src={src} alt={t('reviews.pictureN', { n: i + 1 })} width={72} height={72} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {review.isReply && (
            <div className={s.reply}>
              <p className={s.replyLabel}>{t('reviews.yourReply')}</p>
              <p className={s.comment}>{review.merchantReplyContent}</p>
              {review.merchantReplyTime && <span className={s.sub}>{formatWhen(review.merchantReplyTime, lang)}</span>}
            </div>
          )}
          <div className={s.actions}>
            <Button size="sm" variant={review.isReply ? 'secondary' : 'primary'} onClick={onReply} aria-label={`${review.isReply ? t('reviews.edit') : t('reviews.reply')}: ${review.productName}, ${review.nickname}`}>
              {review.isReply ? t('reviews.edit') : t('reviews.reply')}
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}

/** /seller/reviews: what shoppers said about the shop's goods, the unanswered first to hand, and the shop's replies. */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const [params, setParams] = useSearchParams();
  const star = Number(params.get('star')) || undefined;
  const answered = params.get('answered') ?? '';
  const pics = params.get('pics') ?? '';
  const product = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(product);
  const [replying, setReplying] = useState<ReviewRow | null>(null);

  const query: ReviewQuery = {
    star,
    isReply: answered === '' ? undefined : answered === 'yes',
    hasPics: pics === '' ? undefined : pics === 'yes',
    productSearch: product || undefined,
  };
  const list = useReviews(query, page, PAGE_SIZE);

  const go = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p);
  };

  return (
    <>
      <PageHead title={t('reviews.title')} />
      <p className={c.lead}>{t('reviews.lead')}</p>
      <form
        role="search"
        className={s.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: draft.trim() });
        }}
      >
        <Select label={t('reviews.filter.stars')} value={star ? String(star) : ''} onChange={(e) => go({ star: e.target.value })}>
          <option value="">{t('reviews.filter.all')}</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {t('reviews.filter.starN', { count: n })}
            </option>
          ))}
        </Select>
        <Select label={t('reviews.filter.answered')} value={answered} onChange={(e) => go({ answered: e.target.value })}>
          <option value="">{t('reviews.filter.all')}</option>
          <option value="no">{t('reviews.filter.notAnswered')}</option>
          <option value="yes">{t('reviews.filter.answeredOnly')}</option>
        </Select>
        <Select label={t('reviews.filter.pictures')} value={pics} onChange={(e) => go({ pics: e.target.value })}>
          <option value="">{t('reviews.filter.all')}</option>
          <option value="yes">{t('reviews.filter.withPictures')}</option>
          <option value="no">{t('reviews.filter.withoutPictures')}</option>
        </Select>
        <div className={s.grow}>
          <TextField label={t('reviews.filter.product')} type="search" value={draft} maxLength={64} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t('reviews.filter.search')}
        </Button>
      </form>
      {list.isPending ? (
        <div className={s.list} aria-busy="true" aria-label={t('reviews.loading')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={s.skeleton} />
          ))}
        </div>
      ) : list.error ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <div className={c.card}>
          <p className={c.cardText}>{Object.values(query).some((v) => v !== undefined) ? t('reviews.emptyFiltered') : t('reviews.empty')}</p>
        </div>
      ) : (
        <>
          <ul className={s.list} aria-busy={list.isFetching || undefined} aria-label={t('reviews.listLabel')}>
            {list.data.list.map((r) => (
              <ReviewCard key={r.id} review={r} lang={lang} onReply={() => setReplying(r)} />
            ))}
          </ul>
          <div className={c.tableFoot}>
            <span>{t('reviews.total', { count: list.data.total })}</span>
            <Pager page={page} total={list.data.total} limit={PAGE_SIZE} onChange={(p) => go({ page: String(p) })} />
          </div>
        </>
      )}
      {replying && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
    </>
  );
}
