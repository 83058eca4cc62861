import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLoggedOutError } from '@/api/errors';
import { ALL_PERMISSIONS } from '../../shared/contract/admin';
import { useAdminInfo, useLogout } from './api';
import { LanguageSwitch } from './LanguageSwitch';
import s from './console.module.css';

/** Placeholder blocks in the shape of a screen while its data loads. */
export function ShellSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={s.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('action.loading')}
      </span>
      <div className={s.bone} style={{ inlineSize: '30%', blockSize: 28 }} />
      <div className={s.bone} style={{ inlineSize: '55%' }} />
      <div className={`${s.bone} ${s.boneTall}`} />
      <div className={`${s.bone} ${s.boneTall}`} />
    </div>
  );
}

/** The outline icons of the side nav (24-unit paths). */
export const NAV_ICONS = {
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  log: 'M4 5h16M4 12h16M4 19h10',
  applications: 'M9 4h6l1 2h3v14H5V6h3l1-2Zm-1 9 3 3 5-6',
};

/** One screen in the side nav: its path in the console, its text key and its icon. */
export interface NavItem {
  to: string;
  label: string;
  icon: string;
  /** Shown only to an account holding one of these permissions (an owner holds all); every account sees it when left out. */
  permissions?: readonly string[];
}

/** Whether the account may open a screen: a role that cannot call a screen's data does not see it in the nav. */
export function mayOpen(held: readonly string[], item: Pick<NavItem, 'permissions'>): boolean {
  return !item.permissions || held.includes(ALL_PERMISSIONS) || item.permissions.some((p) => held.includes(p));
}

/** Who the console is for, at the top of the side nav: the shop, or the marketplace. */
export interface Brand {
  name: string;
  avatar?: string;
}

function NavIcon({ d }: { d: string }) {
  return (
    <svg className={s.navIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/** The signed-in frame: who the console is for and the account at the side, the screens it has, sign-out. */
export function Shell({ brand, nav }: { brand: Brand; nav: NavItem[] }) {
  const { t } = useTranslation();
  const me = useAdminInfo();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();

  useEffect(() => {
    if (me.data?.account) document.title = `${t('app.name')} · ${brand.name || me.data.account}`;
  }, [me.data, brand.name, t]);

  if (me.error && isLoggedOutError(me.error)) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(from)}`} replace />;
  }

  const shopName = brand.name;
  return (
    <div className={s.frame}>
      <a href="#console-main" className="visually-hidden">
        {t('app.skip')}
      </a>
      <aside className={s.side} aria-label={t('nav.label')}>
        <div className={s.brand}>
          {brand.avatar ? (
            <img className={s.logo} src={brand.avatar} alt="" width={40} height={40} />
          ) : (
            <span className={s.logo} aria-hidden="true">
              {shopName.slice(0, 1)}
            </span>
          )}
          <div>
            <p className={s.shopName}>{shopName}</p>
            <p className={s.product}>{t('app.name')}</p>
          </div>
        </div>
        <nav className={s.nav} aria-label={t('nav.label')}>
          <ul className={s.navList}>
            {nav.filter((item) => mayOpen(me.data?.permissionsList ?? [], item)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={s.navLink}>
                  <NavIcon d={item.icon} />
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.who}>
          {me.data ? (
            <div>
              <p className={s.whoName}>{me.data.realName || me.data.account}</p>
              <p className={s.whoRole}>
                {me.data.account}
                {me.data.roleNames ? ` · ${me.data.roleNames}` : ''}
              </p>
            </div>
          ) : (
            <div className={s.bone} />
          )}
          <button
            type="button"
            className={s.signOut}
            onClick={() =>
              logout.mutate(undefined, {
                onSettled: () => void navigate('/login', { replace: true }),
              })
            }
          >
            {t('nav.signOut')}
          </button>
        </div>
      </aside>
      <div className={s.main}>
        <header className={s.topbar}>
          <LanguageSwitch />
        </header>
        <main id="console-main" className={s.content} tabIndex={-1}>
          {me.isPending ? <ShellSkeleton /> : me.data ? <Outlet context={me.data} /> : <ShellSkeleton />}
        </main>
      </div>
    </div>
  );
}
