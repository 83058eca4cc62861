import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { Modal } from '@/components/Modal';
import { Select } from '@/components/Select';
import { toast } from '@/api/toastStore';
import { ApiError } from '@/api/client';
import { STAFF_RULES, staffInviteRequest, staffUpdateRequest } from '../../../../../shared/contract/admin-staff';
import { DialogActions, FormProblem } from '../../../../console/dialog';
import { FormField, localisedResolver } from '../../../../console/form';
import { consoleError } from '../../../../console/errors';
import { useInviteStaff, useRoles, useUpdateStaff, type Role, type StaffMember } from '../../api/staff';
import c from '../../../../console/console.module.css';
import s from './staff.module.css';

function RoleSelect({ value, onChange, error, roles }: { value: string; onChange: (v: string) => void; error?: string; roles: Role[] }) {
  const { t } = useTranslation();
  return (
    <Select label={t('staff.role')} value={value} onChange={(e) => onChange(e.target.value)} error={error ?? null} hint={roles.length === 0 ? t('staff.noRoles') : undefined}>
      <option value="">{t('staff.chooseRole')}</option>
      {roles.map((r) => (
        <option key={r.id} value={String(r.id)} disabled={!r.status}>
          {r.status ? r.roleName : `${r.roleName} (${t('staffRoles.off')})`}
        </option>
      ))}
    </Select>
  );
}

const FORM_MESSAGES = { account: 'staff.err.email', realName: 'staff.err.name', roles: 'staff.err.role' };

/** Invites a staff member: email, name and role. The emailed link lets them set their own password. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const roles = useRoles();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(staffInviteRequest, FORM_MESSAGES, t),
    defaultValues: { account: '', realName: '', roles: '', phone: '' },
  });
  const submit = form.handleSubmit((v) => {
    setProblem(null);
    invite.mutate(v, {
      onSuccess: () => {
        toast.success(t('staff.done.invited', { email: v.account }));
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && /already has/.test(err.message)) form.setError('account', { message: t('staff.err.taken') });
        else setProblem(consoleError(err, t));
      },
    });
  });
  return (
    <Modal open onClose={onClose} title={t('staff.inviteTitle')} size="md">
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={s.hint}>{t('staff.inviteLead')}</p>
        <FormProblem className={c.formMessage}>{problem}</FormProblem>
        <FormField control={form.control} name="account" label={t('staff.email')} type="email" autoComplete="off" inputMode="email" maxLength={STAFF_RULES.account} autoFocus />
        <FormField control={form.control} name="realName" label={t('staff.name')} autoComplete="off" maxLength={STAFF_RULES.realName} />
        <Controller control={form.control} name="roles" render={({ field, fieldState }) => <RoleSelect value={String(field.value ?? '')} onChange={field.onChange} error={fieldState.error?.message} roles={roles.data ?? []} />} />
        <DialogActions className={s.formActions} cancel={t('staff.cancel')} onCancel={onClose} action={t('staff.send')} loading={invite.isPending} />
      </form>
    </Modal>
  );
}

/** Changes a staff member's name and role; the new role holds from their next click. */
export function EditStaffDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const roles = useRoles();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(staffUpdateRequest, FORM_MESSAGES, t),
    defaultValues: { id: member.id, realName: member.realName, roles: member.roles },
  });
  const submit = form.handleSubmit((v) => {
    setProblem(null);
    update.mutate(v, {
      onSuccess: () => {
        toast.success(t('staff.done.updated', { name: v.realName }));
        onClose();
      },
      onError: (err) => setProblem(consoleError(err, t)),
    });
  });
  return (
    <Modal open onClose={onClose} title={t('staff.editTitle', { name: member.realName || member.account })} size="md">
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={s.hint}>{member.account}</p>
        <FormProblem className={c.formMessage}>{problem}</FormProblem>
        <FormField control={form.control} name="realName" label={t('staff.name')} autoComplete="off" maxLength={STAFF_RULES.realName} autoFocus />
        <Controller control={form.control} name="roles" render={({ field, fieldState }) => <RoleSelect value={String(field.value ?? '')} onChange={field.onChange} error={fieldState.error?.message} roles={roles.data ?? []} />} />
        <DialogActions className={s.formActions} cancel={t('staff.cancel')} onCancel={onClose} action={t('staff.save')} loading={update.isPending} />
      </form>
    </Modal>
  );
}
