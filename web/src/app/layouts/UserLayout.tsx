import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../api/site';
import { useUserBalance } from '../../api/user';
import { useLogout, useUser } from '../../features/auth/session';
import { Price } from '../../components/Price';
import { Button } from '../../components/Button';
import { localePath, stripLanguagePrefix } from '../../i18n';
import { DefaultLayout } from './DefaultLayout';
import { RequireAuth } from '../guards';
import { PageSkeleton, UserCardSkeleton } from '../../features/layout/PageSkeleton';
import { USER_MENU, activeMenuKey } from './userMenu';
import styles from './UserLayout.module.css';
import { pictureSources } from '@/components/pictureSources';

/** Labels come from the server's page texts for /user_center, with our catalogue as the default. */
function useUserCentreLabels() {
  const { t } = useTranslation('common');
  const { text } = usePageTexts('/user_center');
  return (code: string) => text(code, t(`user.${code}`));
}

function UserCard() {
  const { t } = useTranslation('common');
  const label = useUserCentreLabels();
  const { user } = useUser();
  const balance = useUserBalance(Boolean(user));
  const logout = useLogout();
  if (!user) return null;
  const name = user.nickname || user.email || user.phone || t('user.guest');
  return (
    <section className={styles.card} aria-labelledby="user-card-name">
      <div className={styles.identity}>
        {user.avatar ? (
          <img {...pictureSources(user.avatar, 72)} alt={t('user.avatarAlt')} className={styles.avatar} width={72} height="72" />
        ) : (
          <span className={styles.avatarFallback} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <p id="user-card-name" className={styles.name}>
          {name}
        </p>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{label('balance')}</dt>
          <dd className={styles.balance}>{balance.data !== undefined ? <Price value={balance.data} /> : '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{label('phone_number')}</dt>
          <dd>{user.phone || '/'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{label('email')}</dt>
          <dd>{user.email || '/'}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={() => void logout()} className={styles.logout}>
        {label('logout')}
      </Button>
    </section>
  );
}

function UserMenu() {
  const { t } = useTranslation('common');
  const label = useUserCentreLabels();
  const { pathname } = useLocation();
  const active = activeMenuKey(stripLanguagePrefix(pathname));
  const item = (e: (typeof USER_MENU)[number]) => (
    <li key={e.key}>
      <Link to={localePath(e.to)} className={`${styles.link} ${active === e.key ? styles.active : ''}`} aria-current={active === e.key ? 'page' : undefined}>
        {label(e.key)}
      </Link>
    </li>
  );
  return (
    <nav className={styles.menu} aria-label={t('user.menuLabel')}>
      <ul className={styles.menuList}>{USER_MENU.filter((e) => e.primary).map(item)}</ul>
      <ul className={`${styles.menuList} ${styles.secondary}`}>{USER_MENU.filter((e) => !e.primary).map(item)}</ul>
    </nav>
  );
}

/** User centre (docs/storefront-spec.md §2): the top card, the side menu, and the page. Signed-out shoppers go to /login. */
export function UserLayout() {
  // Before the shopper is known (and in the page the BFF draws): the card's shapes, the real menu,
  // and placeholder panels where the page goes.
  const frame = (
    <>
      <UserCardSkeleton />
      <div className={styles.body}>
        <UserMenu />
        <div className={styles.content}>
          <PageSkeleton withTitle={false} />
        </div>
      </div>
    </>
  );
  return (
    <DefaultLayout>
      <RequireAuth fallback={frame}>
        <UserCard />
        <div className={styles.body}>
          <UserMenu />
          <div className={styles.content}>
            <Outlet />
          </div>
        </div>
      </RequireAuth>
    </DefaultLayout>
  );
}
