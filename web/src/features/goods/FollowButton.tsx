import { useTranslation } from 'react-i18next';
import { useFollowMerchant } from '../../api/merchant';
import { Button } from '../../components/Button';
import { toast } from '../../components/Toast';
import { errorMessage } from '../../app/errors';
import { useSignInGate } from './useSignInGate';

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
          onError: (e) => toast.error(errorMessage(e, t)),
        },
      ),
    );
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size={size}
      loading={follow.isPending}
      aria-pressed={following}
      aria-label={following ? t('merchant.unfollowNamed', { name }) : t('merchant.followNamed', { name })}
      onClick={click}
    >
      {following ? t('merchant.following') : t('merchant.follow')}
    </Button>
  );
}
