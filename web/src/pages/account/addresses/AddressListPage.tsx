import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Pager } from '../../../components/Pager';
import { toast } from '../../../components/Toast';
import { confirmDialog } from '../../../components/confirmDialog';
import { localePath } from '../../../i18n';
import { useAddressBook, useDeleteAddress, useSetDefaultAddress, type Address } from '@/api/address';
import { StatusBadge } from '@/components/StatusBadge';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import s from '../AccountPages.module.css';
import styles from './AddressListPage.module.css';

const EDIT = '/user_center/address/edit';

/** /user_center/address/list and /users/address_list: the address book with default, edit and delete. */
export default function AddressListPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useAddressBook(page);
  const del = useDeleteAddress();
  const setDefault = useSetDefaultAddress();

  const remove = async (a: Address) => {
    if (!(await confirmDialog({ title: t('address.deleteTitle'), message: t('address.deleteConfirm', { name: a.realName }), confirmLabel: t('address.delete'), danger: true }))) return;
    try {
      await del.mutateAsync(a.id);
      toast.success(t('address.deleted'));
    } catch {
      // The query client's default error toast has told the shopper.
    }
  };
  const makeDefault = async (a: Address) => {
    try {
      await setDefault.mutateAsync(a.id);
      toast.success(t('address.defaultSet'));
    } catch {
      // The query client's default error toast has told the shopper.
    }
  };
  const add = (
    <Button onClick={() => navigate(localePath(EDIT))}>
      {t('address.add')}
    </Button>
  );

  return (
    <div className={s.page}>
      <PageHead title={t('address.title')} actions={add} />
      <QueryState query={q} empty={q.data?.list.length === 0} emptyTitle={t('address.empty')}>
        <ul className="plain-list grid-2">
          {q.data?.list.map((a) => (
            <li key={a.id} className={`${s.card} ${styles.item} ${a.isDefault ? styles.default : ''}`}>
              <div className={styles.top}>
                <strong className={styles.name}>{a.realName}</strong>
                {a.isDefault && <StatusBadge tone="danger">{t('address.default')}</StatusBadge>}
              </div>
              <p className={styles.line}>{a.phone ? [a.countryCode && `+${a.countryCode.replace(/^\+/, '')}`, a.phone].filter(Boolean).join(' ') : '/'}</p>
              <p className={styles.line}>{a.email}</p>
              <p className={styles.addr}>
                {a.detail}
                <br />
                {[a.postCode && a.postCode !== '0' ? a.postCode : '', a.country].filter(Boolean).join(' · ')}
              </p>
              <div className={styles.actions}>
                {!a.isDefault && (
                  <Button variant="ghost" size="sm" onClick={() => void makeDefault(a)} disabled={setDefault.isPending}>
                    {t('address.makeDefault')}
                    <span className="visually-hidden"> ({a.realName})</span>
                  </Button>
                )}
                <span className={s.grow} />
                <Link className={s.link} to={localePath(`${EDIT}?id=${a.id}`)}>
                  {t('address.edit')}
                  <span className="visually-hidden"> ({a.realName})</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => void remove(a)} disabled={del.isPending}>
                  {t('address.delete')}
                  <span className="visually-hidden"> ({a.realName})</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {(q.data?.total ?? 0) > 20 && <Pager page={page} total={q.data!.total} limit={20} onChange={(p) => setParams({ page: String(p) })} />}
      </QueryState>
    </div>
  );
}
