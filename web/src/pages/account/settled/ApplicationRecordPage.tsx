import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { PAGE_SIZE } from '../../../../../shared/constants';
import { localePath } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { AUDIT, useSettledRecords } from '../../../api/settled';
import { useMerchantCategories, useMerchantTypes } from '../../../api/merchant';
import { Gallery } from '../../../features/account/ui/parts';
import { StatusBadge } from '@/components/StatusBadge';
import { DefinitionList } from '@/components/DefinitionList';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import type { Tone } from '@/components/StatusBadge';
import s from '../AccountPages.module.css';

const STATE: Record<number, { key: 'pending' | 'approved' | 'rejected'; tone: Tone }> = {
  [AUDIT.pending]: { key: 'pending', tone: 'warn' },
  [AUDIT.approved]: { key: 'approved', tone: 'success' },
  [AUDIT.rejected]: { key: 'rejected', tone: 'danger' },
};

/** /users/application_record: each application with its review state; a rejected one can be resubmitted. */
export default function ApplicationRecordPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useSettledRecords(page);
  const types = useMerchantTypes();
  const cats = useMerchantCategories();
  const nameOf = (list: { id: number; name: string }[] | undefined, id: number) => list?.find((x) => x.id === id)?.name ?? '';
  return (
    <div className={s.page}>
      <PageHead
        title={t('settled.recordTitle')}
        actions={
          <Link className={s.link} to={localePath('/users/merchant_settled')}>
            {t('settled.newApplication')}
          </Link>
        }
      />
      <QueryState
        query={q}
        empty={q.data?.list.length === 0}
        emptyTitle={t('settled.noRecords')}
        emptyAction={<Link className={s.link} to={localePath('/users/merchant_settled')}>{t('settled.applyNow')}</Link>}
      >
        <div className="stack">
          {q.data?.list.map((r) => {
            const st = STATE[r.auditStatus] ?? STATE[AUDIT.pending]!;
            return (
              <article key={r.id} className={s.card} aria-label={r.name}>
                <header className={s.cardHead}>
                  <strong>{r.name}</strong>
                  {r.createTime && <span>{t('settled.submittedAt', { date: formatDate(r.createTime) })}</span>}
                  <span className={s.grow} />
                  <StatusBadge tone={st.tone}>{t(`settled.states.${st.key}`)}</StatusBadge>
                </header>
                <div className={`${s.cardBody} stack`}>
                  {st.key === 'pending' && <p className={`${s.notice} ${s.noticeInfo}`}>{t('settled.reviewNote')}</p>}
                  {st.key === 'approved' && <p className={`${s.notice} ${s.noticeInfo}`}>{t('settled.approvedNote')}</p>}
                  {st.key === 'rejected' && (
                    <p className={`${s.notice} ${s.noticeDanger}`}>
                      <strong>{t('settled.reason')}:</strong> {r.denialReason || t('settled.noReason')}
                    </p>
                  )}
                  <DefinitionList
                    rows={[
                      [t('settled.realName'), r.realName],
                      [t('settled.email'), r.email],
                      [t('settled.phone'), r.phone || '/'],
                      [t('settled.address'), r.address],
                      [t('settled.category'), nameOf(cats.data, r.categoryId)],
                      [t('settled.storeType'), nameOf(types.data, r.typeId)],
                    ]}
                  />
                  {r.qualificationPicture.length > 0 && (
                    <div className="stack" style={{ gap: 'var(--space-2)' }}>
                      <h3 className={s.label}>{t('settled.qualification')}</h3>
                      <Gallery urls={r.qualificationPicture} label={(n) => t('settled.qualificationN', { n })} />
                    </div>
                  )}
                </div>
                {st.key === 'rejected' && (
                  <footer className={s.cardFoot}>
                    <Link className={s.link} to={localePath(`/users/merchant_settled?resubmit=${r.id}`)}>
                      {t('settled.resubmit')}
                    </Link>
                  </footer>
                )}
              </article>
            );
          })}
        </div>
        {(q.data?.total ?? 0) > PAGE_SIZE && <Pager page={page} total={q.data!.total} limit={PAGE_SIZE} onChange={(p) => setParams({ page: String(p) })} />}
      </QueryState>
    </div>
  );
}
