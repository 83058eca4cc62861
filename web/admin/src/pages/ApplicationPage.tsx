import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { PageHead } from '@/components/PageHead';
import { TextArea } from '@/components/TextArea';
import { toast } from '@/components/Toast';
import { LoadFailure } from '../../../console/DataTable';
import { Facts } from '../../../console/Facts';
import { consoleError } from '../../../console/errors';
import { formatWhen } from '../../../console/format';
import { localisedResolver } from '../../../console/form';
import { currentLanguage, htmlLang } from '../../../console/i18n';
import { ShellSkeleton } from '../../../console/Shell';
import s from '../../../console/console.module.css';
import a from '../admin.module.css';
import { APPLY_STATUS } from '../../../../shared/contract/admin-platform';
import { useApplication, useAudit, type Application } from '../api/applications';
import { ApplyStatus } from './status';
import { Section } from '../../../console/Section';
import { FormProblem } from '../../../console/dialog';
import { useConsoleTitle } from '../../../console/title';

/** The reject form: the applicant reads the reason in the storefront's application record, so it is required. */
const rejectForm = z.object({
  denialReason: z.string().check(z.trim(), z.minLength(1, 'reason'), z.maxLength(255, 'reason')),
});

/** The qualification pictures as thumbnails; each opens at full size in a dialog. */
function Pictures({ urls, shop }: { urls: string[]; shop: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return <p className={s.muted}>{t('application.noPictures')}</p>;
  const shown = open === null ? null : urls[open];
  return (
    <>
      <ul className={a.pictures}>
        {urls.map((url, i) => (
          <li key={url}>
            <button type="button" className={a.thumb} onClick={() => setOpen(i)} aria-label={t('application.openPicture', { n: i + 1, count: urls.length })}>
              <img src={url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={shown != null} onClose={() => setOpen(null)} size="xl" title={t('application.pictureTitle', { n: (open ?? 0) + 1, count: urls.length })}>
        {shown && (
          <figure className={a.full}>
            <img src={shown} alt={t('application.pictureAlt', { n: (open ?? 0) + 1, shop })} />
            <figcaption>
              <a href={shown} target="_blank" rel="noreferrer noopener">
                {t('application.openOriginal')}
              </a>
            </figcaption>
          </figure>
        )}
      </Modal>
    </>
  );
}

/** Approve (with a confirmation) or reject (with the reason) a waiting application. */
function Decision({ app }: { app: Application }) {
  const { t } = useTranslation();
  const audit = useAudit();
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: localisedResolver(rejectForm, { denialReason: 'application.reasonRequired' }, t), defaultValues: { denialReason: '' } });
  const reason = useController({ control: form.control, name: 'denialReason' });
  const fail = (err: unknown) => setMessage(consoleError(err, t));
  const approve = () =>
    audit.mutate(
      { id: app.id, auditStatus: APPLY_STATUS.approved },
      {
        onSuccess: (done) => {
          setMode('idle');
          toast.success(t('application.approvedToast', { account: done.account || app.email }));
        },
        onError: fail,
      },
    );
  const reject = form.handleSubmit((v) =>
    audit.mutate(
      { id: app.id, auditStatus: APPLY_STATUS.rejected, denialReason: v.denialReason },
      {
        onSuccess: () => {
          setMode('idle');
          toast.success(t('application.rejectedToast'));
        },
        onError: fail,
      },
    ),
  );
  return (
    <section className={`${s.card} ${a.decision}`} aria-labelledby="decision-title">
      <h2 id="decision-title" className={s.cardTitle}>
        {t('application.decide')}
      </h2>
      <p className={s.cardText}>{t('application.decideLead')}</p>
      <FormProblem className={s.formMessage}>{message}</FormProblem>
      {mode === 'reject' ? (
        <form className={s.form} onSubmit={(e) => void reject(e)} noValidate>
          <TextArea
            label={t('application.reason')}
            hint={t('application.reasonHint')}
            required
            rows={4}
            maxLength={255}
            name={reason.field.name}
            value={reason.field.value}
            onChange={reason.field.onChange}
            onBlur={reason.field.onBlur}
            error={reason.fieldState.error?.message ?? null}
            autoFocus
          />
          <div className={s.actions}>
            <Button type="submit" variant="danger" loading={audit.isPending}>
              {t('application.rejectConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setMode('idle')}>
              {t('common:action.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={s.actions}>
          <Button onClick={() => setMode('approve')}>{t('application.approve')}</Button>
          <Button variant="secondary" onClick={() => setMode('reject')}>
            {t('application.reject')}
          </Button>
        </div>
      )}
      <Modal open={mode === 'approve'} onClose={() => setMode('idle')} size="md" title={t('application.approveTitle', { shop: app.name })}>
        <div className={a.dialogBody}>
          <p className={s.cardText}>{t('application.approveLead', { email: app.email })}</p>
          <div className={`${s.actions} ${a.dialogActions}`}>
            <Button variant="secondary" onClick={() => setMode('idle')}>
              {t('common:action.cancel')}
            </Button>
            <Button onClick={approve} loading={audit.isPending} data-autofocus>
              {t('application.approveConfirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}

/** /admin/applications/:id: every field the applicant submitted, the pictures, and the decision. */
export default function ApplicationPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const app = useApplication(id);
  const lang = htmlLang(currentLanguage());

  useConsoleTitle(app.data?.name || t('application.title'));

  const back = (
    <Link to="/applications" className={a.back}>
      ← {t('application.back')}
    </Link>
  );
  if (app.isPending) return <ShellSkeleton />;
  if (app.error)
    return (
      <>
        {back}
        <LoadFailure error={app.error} onRetry={() => void app.refetch()} />
      </>
    );
  const d = app.data;
  const when = (raw: string) => (raw ? <time dateTime={raw.replace(' ', 'T')}>{formatWhen(raw, lang)}</time> : '—');
  return (
    <>
      {back}
      <PageHead title={d.name} actions={<ApplyStatus status={d.auditStatus} />} />
      <p className={s.lead}>{t('application.lead', { when: formatWhen(d.createTime, lang) })}</p>
      {d.auditStatus === APPLY_STATUS.rejected && d.denialReason && (
        <p className={s.notice}>
          <strong>{t('application.reasonGiven')}</strong> {d.denialReason}
        </p>
      )}
      <div className={s.twoCol}>
        <div className={s.form}>
          <Section id="shop-title" title={t('application.shop')}>
            <Facts
              rows={[
                [t('application.name'), d.name],
                [t('application.category'), d.categoryName || '—'],
                [t('application.type'), d.typeName || '—'],
                [t('application.fee'), t('application.percent', { n: d.handlingFee })],
                [t('application.keywords'), d.keywords || '—'],
                [t('application.address'), d.address || '—'],
              ]}
            />
          </Section>
          <Section id="contact-title" title={t('application.contact')}>
            <Facts
              rows={[
                [t('application.realName'), d.realName || '—'],
                [t('application.email'), d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : '—'],
                [t('application.phone'), d.phone || '—'],
                [t('application.submitted'), when(d.createTime)],
                [t('application.updated'), when(d.updateTime)],
                d.merId > 0 && [t('application.shopId'), d.merId],
              ]}
            />
          </Section>
        </div>
        <div className={s.form}>
          <Section id="pictures-title" title={t('application.pictures')}>
            <Pictures urls={d.qualificationPicture} shop={d.name} />
          </Section>
          {d.auditStatus === APPLY_STATUS.pending && <Decision app={d} />}
        </div>
      </div>
    </>
  );
}
