import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { toast } from '@/api/toastStore';
import { PageHead } from '@/components/PageHead';
import { Pager } from '@/components/Pager';
import { Button } from '@/components/Button';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import { Tabs, TabPanel } from '@/components/Tabs';
import { ALL_PERMISSIONS } from '../../../../../shared/contract/admin';
import { INVITATION_STATE, MERCHANT_STAFF_PERMISSIONS as PERM, readRules } from '../../../../../shared/contract/admin-staff';
import { useAdminInfo } from '../../../../console/api';
import { DataTable, LoadFailure } from '../../../../console/DataTable';
import { ShellSkeleton } from '../../../../console/Shell';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { formatWhen } from '../../../../console/format';
import { consoleError } from '../../../../console/errors';
import { useDeleteRole, useResendInvitation, useRoles, useStaffAction, useStaffList, type Role, type StaffMember } from '../../api/staff';
import { useConfirm } from '../products/useConfirm';
import { EditStaffDialog, InviteDialog } from './StaffDialogs';
import { RoleEditor } from './RoleEditor';
import { groupLabel, groupsOf } from './permissionLabels';
import c from '../../../../console/console.module.css';
import s from './staff.module.css';

const PAGE_SIZE = 20;
const OWNER_TYPE = 2;

/** Where an account stands, as its badge says: the link's state until the password is set, then on or off. */
function standing(m: StaffMember): { key: string; tone: Tone } {
  if (!m.status) return { key: 'disabled', tone: 'neutral' };
  if (m.invitation === INVITATION_STATE.pending) return { key: 'pending', tone: 'info' };
  if (m.invitation === INVITATION_STATE.expired) return { key: 'expired', tone: 'warn' };
  return { key: 'active', tone: 'success' };
}

type Act = 'disable' | 'enable' | 'delete';
const col = createColumnHelper<StaffMember>();

function StaffTable({ can, myId, onEdit }: { can: (p: string) => boolean; myId: number; onEdit: (m: StaffMember) => void }) {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const [page, setPage] = useState(1);
  const list = useStaffList(page, PAGE_SIZE);
  const action = useStaffAction();
  const resend = useResendInvitation();
  const [ask, dialog] = useConfirm();

  const act = async (m: StaffMember, a: Act) => {
    const name = m.realName || m.account;
    if (a !== 'enable') {
      const ok = await ask({
        title: t(a === 'delete' ? 'staff.confirmDeleteTitle' : 'staff.confirmDisableTitle'),
        message: t(a === 'delete' ? 'staff.confirmDelete' : 'staff.confirmDisable', { name }),
        confirmLabel: t(`staff.action.${a}`),
        danger: true,
      });
      if (!ok) return;
    }
    action.mutate({ id: m.id, action: a }, { onSuccess: () => toast.success(t(`staff.done.${a}`, { name })) });
  };
  const again = (m: StaffMember) =>
    resend.mutate({ account: m.account }, { onSuccess: () => toast.success(t('staff.done.resent', { email: m.account })), onError: (err) => toast.error(consoleError(err, t)) });

  const columns = useMemo(
    () => [
      col.accessor('realName', {
        header: () => t('staff.col.name'),
        cell: ({ row: { original: m } }) => (
          <div className={s.person}>
            <span className={s.avatar} aria-hidden="true">
              {(m.realName || m.account).slice(0, 1).toUpperCase()}
            </span>
            <div>
              <span className={s.name}>
                {m.realName || m.account}
                {m.id === myId && ` (${t('staff.you')})`}
              </span>
              <span className={s.sub}>{m.account}</span>
            </div>
          </div>
        ),
      }),
      col.accessor('roleNames', { header: () => t('staff.col.role'), cell: ({ row: { original: m } }) => (m.type === OWNER_TYPE ? t('staff.owner') : m.roleNames || '—') }),
      col.display({
        id: 'status',
        header: () => t('staff.col.status'),
        cell: ({ row: { original: m } }) => {
          const st = standing(m);
          return (
            <div className={s.status}>
              <StatusBadge tone={st.tone}>{t(`staff.status.${st.key}`)}</StatusBadge>
              {/* A link not used yet, or used too late: a new one is one click away, next to where it says so. */}
              {m.status && (st.key === 'pending' || st.key === 'expired') && m.id !== myId && (
                <button type="button" className={s.linkButton} disabled={resend.isPending} onClick={() => again(m)}>
                  {t('staff.action.resend')}
                </button>
              )}
            </div>
          );
        },
      }),
      col.accessor('lastTime', { header: () => t('staff.col.lastSignIn'), cell: ({ getValue }) => (getValue() ? formatWhen(getValue(), lang) : t('staff.never')) }),
      col.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('staff.col.actions')}</span>,
        cell: ({ row: { original: m } }) => {
          // The owner's account and one's own are never changed here (the service refuses it too).
          if (m.type === OWNER_TYPE || m.id === myId) return null;
          return (
            <div className={s.rowActions} role="group" aria-label={t('staff.rowActions', { name: m.realName || m.account })}>
              {can(PERM.adminUpdate) && (
                <Button size="sm" variant="secondary" onClick={() => onEdit(m)}>
                  {t('staff.action.edit')}
                </Button>
              )}
              {can(PERM.adminUpdateStatus) && (
                <Button size="sm" variant="secondary" disabled={action.isPending} onClick={() => void act(m, m.status ? 'disable' : 'enable')}>
                  {t(m.status ? 'staff.action.disable' : 'staff.action.enable')}
                </Button>
              )}
              {can(PERM.adminDelete) && (
                <Button size="sm" variant="danger" disabled={action.isPending} onClick={() => void act(m, 'delete')}>
                  {t('staff.action.delete')}
                </Button>
              )}
            </div>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells follow the language, the caller and the pending calls
    [t, lang, myId, action.isPending, resend.isPending],
  );
  const table = useReactTable({ data: list.data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: list.data?.total ?? 0 });

  if (list.isPending) return <ShellSkeleton />;
  if (list.error) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      {list.data.list.length <= 1 && (
        <div className={c.card}>
          <p className={c.cardText}>{t('staff.empty')}</p>
        </div>
      )}
      <DataTable table={table} busy={list.isFetching} caption={t('staff.caption', { page: list.data.page, pages: Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) })} />
      <div className={c.tableFoot}>
        <span>{t('staff.total', { count: list.data.total })}</span>
        <Pager page={page} total={list.data.total} limit={PAGE_SIZE} onChange={setPage} />
      </div>
      {dialog}
    </>
  );
}

function RolesPanel({ can, onEdit }: { can: (p: string) => boolean; onEdit: (r: Role | null) => void }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [ask, dialog] = useConfirm();
  const [refused, setRefused] = useState<number | null>(null);

  const del = async (r: Role) => {
    const ok = await ask({ title: t('staffRoles.confirmDeleteTitle'), message: t('staffRoles.confirmDelete', { name: r.roleName }), confirmLabel: t('staffRoles.delete'), danger: true });
    if (!ok) return;
    setRefused(null);
    remove.mutate(r.id, {
      onSuccess: () => toast.success(t('staffRoles.deleted')),
      onError: (err) => (/held by/.test(err.message) ? setRefused(r.id) : toast.error(consoleError(err, t))),
    });
  };

  if (roles.isPending) return <ShellSkeleton />;
  if (roles.error) return <LoadFailure error={roles.error} onRetry={() => void roles.refetch()} />;
  return (
    <>
      {roles.data.length === 0 ? (
        <div className={c.card}>
          <p className={c.cardText}>{t('staffRoles.empty')}</p>
        </div>
      ) : (
        <ul className={s.roles} aria-label={t('staffRoles.caption')}>
          {roles.data.map((r) => {
            const areas = groupsOf(readRules(r.rules));
            return (
              <li key={r.id} className={s.role}>
                <div className={s.roleHead}>
                  <h3 className={s.roleName}>{r.roleName}</h3>
                  <StatusBadge tone={r.status ? 'success' : 'neutral'}>{t(r.status ? 'staffRoles.on' : 'staffRoles.off')}</StatusBadge>
                </div>
                <ul className={s.roleFacts}>
                  <li>{t('staffRoles.staffCount', { count: r.staffCount })}</li>
                </ul>
                <ul className={s.areas} aria-label={t('staffRoles.opens')}>
                  {areas.length ? areas.map((g) => <li key={g} className={s.area}>{groupLabel(t, g)}</li>) : <li className={s.hint}>{t('staffRoles.nothing')}</li>}
                </ul>
                {refused === r.id && (
                  <p className={s.fieldError} role="alert">
                    {t('staffRoles.inUse')}
                  </p>
                )}
                <div className={s.roleActions}>
                  {can(PERM.roleUpdate) && (
                    <Button size="sm" variant="secondary" onClick={() => onEdit(r)} aria-label={t('staffRoles.editNamed', { name: r.roleName })}>
                      {t('staffRoles.edit')}
                    </Button>
                  )}
                  {can(PERM.roleDelete) && (
                    <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => void del(r)} aria-label={t('staffRoles.deleteNamed', { name: r.roleName })}>
                      {t('staffRoles.delete')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </>
  );
}

/** /seller/staff: the shop's accounts and roles; the owner (or staff trusted with it) invites, changes and removes. */
export default function StaffPage() {
  const { t } = useTranslation();
  const me = useAdminInfo();
  const held = me.data?.permissionsList ?? [];
  const can = (p: string) => held.includes(ALL_PERMISSIONS) || held.includes(p);
  const [params, setParams] = useSearchParams();
  const tabs = [...(can(PERM.adminList) ? ['staff'] : []), ...(can(PERM.roleList) ? ['roles'] : [])];
  const tab = tabs.includes(params.get('tab') ?? '') ? params.get('tab')! : (tabs[0] ?? 'staff');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [role, setRole] = useState<Role | null | undefined>(undefined);

  return (
    <>
      <PageHead
        title={t('staff.title')}
        actions={
          tab === 'staff' ? (
            can(PERM.adminSave) && <Button onClick={() => setInviting(true)}>{t('staff.invite')}</Button>
          ) : (
            can(PERM.roleSave) && <Button onClick={() => setRole(null)}>{t('staffRoles.add')}</Button>
          )
        }
      />
      <p className={c.lead}>{t('staff.lead')}</p>
      <div className={s.toolbar}>
        <Tabs
          idPrefix="staff-tabs"
          label={t('staff.tabsLabel')}
          items={tabs.map((k) => ({ key: k, label: t(k === 'staff' ? 'staff.tabStaff' : 'staff.tabRoles') }))}
          active={tab}
          onChange={(k) => setParams({ tab: k })}
        />
      </div>
      <TabPanel idPrefix="staff-tabs" active={tab}>
        {tab === 'staff' ? <StaffTable can={can} myId={me.data?.id ?? 0} onEdit={setEditing} /> : <RolesPanel can={can} onEdit={setRole} />}
      </TabPanel>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {editing && <EditStaffDialog member={editing} onClose={() => setEditing(null)} />}
      {role !== undefined && <RoleEditor role={role} onClose={() => setRole(undefined)} />}
    </>
  );
}
