import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggleProductCollect } from '../../api/collect';
import { toast } from '../../components/Toast';
import { useSignInGate } from './useSignInGate';

/** The like icon: sign-in first, then add or cancel the product collection with the spec's toast. */
export function useCollectToggle(productId: number, initial: boolean) {
  const { t } = useTranslation('shop');
  const gate = useSignInGate();
  const mutation = useToggleProductCollect();
  const [override, setOverride] = useState<boolean | null>(null);
  const collected = override ?? initial;
  const toggle = () =>
    gate(() => {
      if (mutation.isPending) return;
      const next = !collected;
      mutation.mutate(
        { productId, collect: next },
        {
          onSuccess: () => {
            setOverride(next);
            toast.success(next ? t('card.collected') : t('card.uncollected'));
          },
        },
      );
    });
  return { collected, toggle, pending: mutation.isPending };
}
