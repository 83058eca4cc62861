import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { PageHead } from '@/components/PageHead';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { toast } from '@/components/Toast';
import { LoadFailure } from '../../../../console/DataTable';
import { consoleError } from '../../../../console/errors';
import { ShellSkeleton } from '../../../../console/Shell';
import s from '../../../../console/console.module.css';
import o from '../oversight.module.css';
import { DeleteDialog, EditDelete, RefusalNote, SaveFoot, type Refusal } from '../oversight';
import { serverDetail, useDeleteShopKind, useSaveShopKind, useShopKinds, type KindRow, type ShopKind } from '../../api/shops';
import { commissionError } from './ShopDialog';
import { useConsoleTitle } from '../../../../console/title';

/** Add or edit one type (its name and requirements) or category (its name and default commission). */
function KindForm({ kind, row, onDone }: { kind: ShopKind; row: KindRow | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveShopKind(kind);
  const [name, setName] = useState(row?.name ?? '');
  const [extra, setExtra] = useState(kind === 'type' ? (row?.info ?? '') : String(row?.handlingFee ?? 0));
  const [errors, setErrors] = useState<{ name?: string; extra?: string; form?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (name.trim() === '' || name.trim().length > 50) next.name = t('oversight.kinds.nameError');
    if (kind === 'type' && (extra.trim() === '' || extra.trim().length > 500)) next.extra = t('oversight.kinds.infoError');
    const fee = kind === 'category' ? commissionError(extra) : null;
    if (fee) next.extra = t(fee);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body = kind === 'type' ? { name: name.trim(), info: extra.trim() } : { name: name.trim(), handlingFee: Number(extra.trim()) };
    save.mutate(
      { ...body, ...(row ? { id: row.id } : {}) } as Parameters<typeof save.mutate>[0],
      {
        onSuccess: () => {
          toast.success(t(row ? 'oversight.kinds.saved' : 'oversight.kinds.added', { name: name.trim() }));
          onDone();
        },
        onError: (err) => setErrors({ form: serverDetail(err) ?? consoleError(err, t) }),
      },
    );
  };
  return (
    <form className={o.dialog} onSubmit={submit} noValidate>
      <TextField label={t('oversight.kinds.name')} value={name} maxLength={50} error={errors.name ?? null} onChange={(e) => setName(e.target.value)} autoFocus />
      {kind === 'type' ? (
        <TextArea label={t('oversight.kinds.info')} hint={t('oversight.kinds.infoHint')} rows={3} maxLength={500} value={extra} error={errors.extra ?? null} onChange={(e) => setExtra(e.target.value)} />
      ) : (
        <TextField label={t('oversight.kinds.fee')} hint={t('oversight.kinds.feeHint')} inputMode="numeric" suffix="%" value={extra} error={errors.extra ?? null} onChange={(e) => setExtra(e.target.value)} />
      )}
      <SaveFoot problem={errors.form} onCancel={onDone} loading={save.isPending} />
    </form>
  );
}

/** /admin/shop-types and /admin/shop-categories: the lists the settlement form and shop street offer. */
export default function ShopKindsPage({ kind }: { kind: ShopKind }) {
  const { t } = useTranslation();
  const list = useShopKinds(kind);
  const remove = useDeleteShopKind(kind);
  const [editing, setEditing] = useState<KindRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<KindRow | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const title = t(kind === 'type' ? 'oversight.kinds.typesTitle' : 'oversight.kinds.categoriesTitle');

  useConsoleTitle(title);

  const confirmDelete = () => {
    if (!deleting) return;
    const row = deleting;
    setDeleting(null);
    remove.mutate(row.id, {
      onSuccess: () => {
        setRefusal(null);
        toast.success(t('oversight.kinds.deleted', { name: row.name }));
      },
      onError: (err) => setRefusal({ id: row.id, text: serverDetail(err) ? t('oversight.kinds.inUse', { name: row.name }) : consoleError(err, t), detail: serverDetail(err) }),
    });
  };

  return (
    <>
      <PageHead title={title} actions={<Button onClick={() => setEditing('new')}>{t(kind === 'type' ? 'oversight.kinds.addType' : 'oversight.kinds.addCategory')}</Button>} />
      <p className={s.lead}>{t(kind === 'type' ? 'oversight.kinds.typesLead' : 'oversight.kinds.categoriesLead')}</p>
      {list.isPending ? (
        <ShellSkeleton />
      ) : list.error ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <div className={s.card}>
          <p className={s.cardText}>{t('oversight.kinds.empty')}</p>
        </div>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('oversight.kinds.name')}</th>
                <th scope="col">{t(kind === 'type' ? 'oversight.kinds.info' : 'oversight.kinds.fee')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('oversight.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  <td>
                    <strong>{row.name}</strong>
                    <RefusalNote refusal={refusal} id={row.id} />
                  </td>
                  <td>{kind === 'type' ? <span className={o.reason}>{row.info}</span> : t('oversight.shops.percent', { n: row.handlingFee ?? 0 })}</td>
                  <td>
                    <EditDelete name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} deleting={remove.isPending && remove.variables === row.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="md"
        title={editing === 'new' ? t(kind === 'type' ? 'oversight.kinds.addType' : 'oversight.kinds.addCategory') : t('oversight.kinds.editNamed', { name: editing?.name ?? '' })}
      >
        {editing !== null && <KindForm kind={kind} row={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <DeleteDialog open={deleting !== null} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} title={t('oversight.kinds.deleteNamed', { name: deleting?.name ?? '' })} lead={t('oversight.kinds.deleteLead')} />
    </>
  );
}
