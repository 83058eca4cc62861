import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { Modal } from '@/components/Modal';
import { toast } from '@/api/toastStore';
import { ApiError } from '@/api/client';
import { readRules, STAFF_RULES, systemRoleRequest } from '../../../../../shared/contract/admin-staff';
import { DialogActions, FormProblem } from '../../../../console/dialog';
import { FormField, localisedResolver } from '../../../../console/form';
import { consoleError } from '../../../../console/errors';
import { useSaveRole, type Role } from '../../api/staff';
import { ALWAYS_GRANTED, groupLabel, PERMISSION_GROUPS, permissionLabel } from './permissionLabels';
import c from '../../../../console/console.module.css';
import s from './staff.module.css';

interface RoleValues {
  roleName: string;
  rules: string[];
  status: boolean;
}

/** One part of the console: its permissions as checkboxes, with one box for all of them. */
function PermissionGroup({ group, perms, value, onChange }: { group: string; perms: readonly string[]; value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useTranslation();
  const choosable = perms.filter((p) => !ALWAYS_GRANTED.has(p));
  const held = new Set(value);
  const all = choosable.length > 0 && choosable.every((p) => held.has(p));
  const some = choosable.some((p) => held.has(p));
  const toggle = (p: string, on: boolean) => onChange(on ? [...value, p] : value.filter((x) => x !== p));
  const label = groupLabel(t, group);
  return (
    <fieldset className={s.group}>
      <legend className={s.groupLegend}>{label}</legend>
      {choosable.length > 1 && (
        <label className={s.checkAll}>
          <input
            type="checkbox"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some && !all;
            }}
            onChange={(e) => onChange(e.target.checked ? [...new Set([...value, ...choosable])] : value.filter((x) => !choosable.includes(x)))}
          />
          {t('staffRoles.all', { group: label })}
        </label>
      )}
      {perms.map((p) =>
        ALWAYS_GRANTED.has(p) ? (
          <label key={p} className={s.check} title={t('staffRoles.always')}>
            <input type="checkbox" checked disabled aria-describedby={`always-${group}`} />
            <span>{permissionLabel(t, p)}</span>
          </label>
        ) : (
          <label key={p} className={s.check}>
            <input type="checkbox" checked={held.has(p)} onChange={(e) => toggle(p, e.target.checked)} />
            <span>{permissionLabel(t, p)}</span>
          </label>
        ),
      )}
      {perms.some((p) => ALWAYS_GRANTED.has(p)) && (
        <p className={s.hint} id={`always-${group}`}>
          {t('staffRoles.always')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Adds or edits a role: its name, whether it is active, and what it may do, one fieldset per part of the
 * console (the registry's groups). The service refuses a permission it does not know, and one the caller
 * may not grant; those refusals are told in the dialog.
 */
export function RoleEditor({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const rulesId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RoleValues>({
    resolver: localisedResolver(systemRoleRequest, { roleName: 'staffRoles.err.name', rules: 'staffRoles.err.rules' }, t) as never,
    defaultValues: { roleName: role?.roleName ?? '', rules: role ? readRules(role.rules) : [], status: role?.status ?? true },
  });
  const submit = form.handleSubmit((v) => {
    setProblem(null);
    save.mutate(
      { ...(role ? { id: role.id } : {}), roleName: v.roleName, rules: v.rules.join(','), status: v.status },
      {
        onSuccess: () => {
          toast.success(role ? t('staffRoles.saved') : t('staffRoles.created'));
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && /already exists/.test(err.message)) form.setError('roleName', { message: t('staffRoles.err.taken') });
          else setProblem(err instanceof ApiError && err.status === 403 && /grant/.test(err.message) ? t('staffRoles.err.tooMuch') : consoleError(err, t));
        },
      },
    );
  });
  const rulesError = form.formState.errors.rules?.message;
  return (
    <Modal open onClose={onClose} title={role ? t('staffRoles.editorEdit', { name: role.roleName }) : t('staffRoles.editorNew')} size="xl">
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <FormProblem className={c.formMessage}>{problem}</FormProblem>
        <FormField control={form.control} name="roleName" label={t('staffRoles.name')} maxLength={STAFF_RULES.roleName} autoFocus />
        <label className={s.switch}>
          <input type="checkbox" {...form.register('status')} />
          {t('staffRoles.enabled')}
        </label>
        <p className={s.hint}>{t('staffRoles.enabledHint')}</p>
        <div role="group" aria-labelledby={`${rulesId}-label`} aria-describedby={rulesError ? `${rulesId}-err` : `${rulesId}-hint`}>
          <p id={`${rulesId}-label`} className={s.rulesLabel}>
            {t('staffRoles.permissions')}
          </p>
          <p id={`${rulesId}-hint`} className={s.hint}>
            {t('staffRoles.permissionsHint')}
          </p>
          {rulesError && (
            <p id={`${rulesId}-err`} className={s.fieldError} role="alert">
              {rulesError}
            </p>
          )}
          <Controller
            control={form.control}
            name="rules"
            render={({ field }) => (
              <div className={s.groups}>
                {PERMISSION_GROUPS.map(([group, perms]) => (
                  <PermissionGroup key={group} group={group} perms={perms} value={field.value} onChange={field.onChange} />
                ))}
              </div>
            )}
          />
        </div>
        <DialogActions className={s.formActions} cancel={t('staff.cancel')} onCancel={onClose} action={t('staff.save')} loading={save.isPending} />
      </form>
    </Modal>
  );
}
