import { useTranslation } from 'react-i18next';
import { useFollowMerchant } from '../../api/collect';
import { Button } from '../../components/Button';
import { toast } from '../../components/Toast';
import { useSignInGate } from './useSignInGate';

// The shop's name completes the accessible name ("Follow Blue Harbor") without showing twice.
const SR_ONLY = { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** Follow / unfollow a shop (collect/add/merchant), sign-in first. */
export function FollowButton({ merId, following, name, size = 'sm' }: { merId: number; following: boolean; name: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('shop');
  const gate = useSignInGate();
  const follow = useFollowMerchant();
  const click = () =>
    gate(() =>
      follow.mutate(
        { merId, follow: !following },
        {
          onSuccess: () => toast.success(following ? t('merchant.unfollowed') : t('merchant.followed')),
        },
      ),
    );
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size={size}
      loading={follow.isPending}
      aria-pressed={following}
      onClick={click}
    >
      {following ? t('merchant.following') : t('merchant.follow')}
      <span style={SR_ONLY}> {name}</span>
    </Button>
  );
}
