import { useTranslation } from 'react-i18next';
import { useSaveAddress, type Address } from '@/api/address';
import { toast } from '@/components/Toast';
import { AddressForm, EMPTY_ADDRESS } from '@/features/address/AddressForm';
import { toAddressInput } from '@/features/address/validateAddress';

/** The order confirmation's inline "new shipping address": the address book's form, saved to the same book. */
export function NewAddress({ defaultEmail, onSaved, onCancel }: { defaultEmail?: string; onSaved: (a: Address) => void; onCancel?: () => void }) {
  const { t } = useTranslation('shop');
  const save = useSaveAddress();
  return (
    <AddressForm
      layout="inline"
      title={t('address.newTitle')}
      initial={{ ...EMPTY_ADDRESS, email: defaultEmail ?? '' }}
      busy={save.isPending}
      onCancel={onCancel}
      onSubmit={(v) =>
        save.mutate(toAddressInput(v), {
          onSuccess: (a) => {
            toast.success(t('address.saved'));
            onSaved(a);
          },
        })
      }
    />
  );
}
