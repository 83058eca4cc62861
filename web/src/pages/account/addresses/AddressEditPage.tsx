import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/Toast';
import { localePath } from '../../../i18n';
import { useAddress, useSaveAddress, type Address } from '@/api/address';
import { AddressForm, EMPTY_ADDRESS } from '@/features/address/AddressForm';
import { toAddressInput, type AddressFormValues } from '@/features/address/validateAddress';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import s from '../AccountPages.module.css';

const LIST = '/user_center/address/list';

function toForm(a: Address): AddressFormValues {
  return {
    realName: a.realName,
    email: a.email,
    countryCode: a.countryCode ? `+${a.countryCode.replace(/^\+/, '')}` : EMPTY_ADDRESS.countryCode,
    phone: a.phone,
    country: a.country,
    detail: a.detail,
    postCode: a.postCode,
    isDefault: a.isDefault,
  };
}

/** /user_center/address/edit[?id=] and /users/address_edit: add or edit one address. */
export default function AddressEditPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const q = useAddress(id);
  const save = useSaveAddress();
  const title = id ? t('address.editTitle') : t('address.addTitle');

  const onSubmit = async (v: AddressFormValues) => {
    try {
      await save.mutateAsync(toAddressInput(v, id));
      toast.success(t('address.saved'));
      navigate(localePath(LIST));
    } catch {
      // The query client's default error toast has told the shopper.
    }
  };

  return (
    <div className={s.page}>
      <PageHead
        title={title}
        actions={
          <Link className={s.link} to={localePath(LIST)}>
            {t('address.backToList')}
          </Link>
        }
      />
      {id ? (
        <QueryState query={q}>
          {q.data && <AddressForm key={q.data.id} initial={toForm(q.data)} busy={save.isPending} onSubmit={onSubmit} onCancel={() => navigate(localePath(LIST))} />}
        </QueryState>
      ) : (
        <AddressForm initial={EMPTY_ADDRESS} busy={save.isPending} onSubmit={onSubmit} onCancel={() => navigate(localePath(LIST))} />
      )}
    </div>
  );
}
