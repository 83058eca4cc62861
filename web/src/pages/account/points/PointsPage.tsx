import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabPanel } from '../../../components/Tabs';
import { Pager } from '../../../components/Pager';
import { PAGE_SIZE } from '../../../../../shared/constants';
import { formatNumber } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { usePointsList, usePointsSummary } from '../../../api/integral';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import s from '../AccountPages.module.css';

type Tab = 'detail' | 'ascension';

/** /users/integral: the points account and its ledger (all entries, or only the earned ones). */
export default function PointsPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'ascension' ? 'ascension' : 'detail';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const summary = usePointsSummary();
  const list = usePointsList(tab === 'ascension' ? 1 : 0, page);
  const stats = [
    { key: 'current', value: summary.data?.integral },
    { key: 'total', value: summary.data?.sumIntegral },
    { key: 'consumption', value: summary.data?.deductionIntegral },
    { key: 'frozen', value: summary.data?.frozenIntegral },
  ] as const;
  return (
    <div className={s.page}>
      <PageHead title={t('points.title')} />
      <QueryState query={summary}>
        <dl className={s.stats}>
          {stats.map((x, i) => (
            <div key={x.key} className={`${s.stat} ${i === 0 ? s.statPrimary : ''}`}>
              <dt className={s.statLabel}>{t(`points.${x.key}`)}</dt>
              <dd className={s.statValue} style={{ margin: 0 }}>
                {formatNumber(x.value ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      </QueryState>
      <Tabs
        items={[
          { key: 'detail', label: t('points.tabs.detail') },
          { key: 'ascension', label: t('points.tabs.ascension') },
        ]}
        active={tab}
        idPrefix="points"
        label={t('points.title')}
        onChange={(k) => setParams({ tab: k })}
      />
      <TabPanel idPrefix="points" active={tab}>
      <QueryState query={list} empty={list.data?.list.length === 0} emptyTitle={t('points.empty')}>
        <table className={`${s.table} ${s.card}`}>
          <caption className="visually-hidden">{t(`points.tabs.${tab}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('points.source')}</th>
              <th scope="col">{t('points.change')}</th>
              <th scope="col">{t('points.balance')}</th>
              <th scope="col">{t('points.time')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.list.map((e) => (
              <tr key={e.id}>
                <td>
                  {e.title}
                  {e.linkId && <div className={s.muted}>{t('points.order', { no: e.linkId })}</div>}
                </td>
                <td className={e.type === 1 ? s.plus : s.minus}>
                  {e.type === 1 ? '+' : '−'}
                  {formatNumber(Math.abs(e.integral))}
                </td>
                <td>{formatNumber(e.balance)}</td>
                <td>{e.createTime && formatDate(e.createTime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {(list.data?.total ?? 0) > PAGE_SIZE && <Pager page={page} total={list.data!.total} limit={PAGE_SIZE} onChange={(p) => setParams({ tab, page: String(p) })} />}
      </QueryState>
      </TabPanel>
    </div>
  );
}
