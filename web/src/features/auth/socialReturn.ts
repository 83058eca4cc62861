import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../components/Toast';
import { loginByFacebook, loginByGoogle } from '../../api/auth';
import { localePath } from '../../i18n';
import { messageOf } from './messages';
import { takeFromPath } from './redirect';
import { refreshSession } from './useSignInComplete';

const facebookMeSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  email: z.string().default(''),
  picture: z.object({ data: z.object({ url: z.string() }) }).optional(),
});

/** Reads what Google (id_token) or Facebook (access_token) put in the fragment of /login. */
export function parseSocialFragment(hash: string): { provider: 'google'; credential: string } | { provider: 'facebook'; accessToken: string } | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const state = p.get('state');
  if (state === 'google' && p.get('id_token')) return { provider: 'google', credential: p.get('id_token')! };
  if (state === 'facebook' && p.get('access_token')) return { provider: 'facebook', accessToken: p.get('access_token')! };
  return null;
}

/**
 * Finishes a Google or Facebook sign-in that came back to /login. The fragment is wiped at once
 * so the provider's token never stays in the address bar or the history.
 */
export function useSocialReturn(): void {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const found = parseSocialFragment(window.location.hash);
    if (!found) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    void (async () => {
      try {
        if (found.provider === 'google') {
          await loginByGoogle(found.credential);
        } else {
          const res = await fetch(
            `https://graph.facebook.com/me?fields=id,name,email,picture&access_token=${encodeURIComponent(found.accessToken)}`,
          );
          if (!res.ok) throw new Error('facebook');
          const me = facebookMeSchema.parse(await res.json());
          await loginByFacebook({ id: me.id, name: me.name, email: me.email, picture: me.picture?.data.url ?? '' });
        }
        await refreshSession(queryClient);
        toast.success(t('toast.signedIn'));
        void navigate(takeFromPath(localePath('/')), { replace: true });
      } catch (e) {
        toast.error(e instanceof Error && e.message === 'facebook' ? t('callback.notLoggedIn', { provider: 'Facebook' }) : messageOf(e, t));
      }
    })();
  }, [navigate, queryClient, t]);
}
