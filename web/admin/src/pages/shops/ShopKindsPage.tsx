import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { PageHead } from '@/components/PageHead';
import { toast } from '@/components/Toast';
import { LoadFailure } from '../../../../console/DataTable';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormField, FormTextArea } from '../../../../console/form';
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
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm({
    resolver: checkedResolver<{ name: string; extra: string }>(({ name, extra }) => {
      const fee = kind === 'category' ? commissionError(extra) : null;
      return {
        name: name.trim() === '' || name.trim().length > 50 ? t('oversight.kinds.nameError') : undefined,
        extra: fee ? t(fee) : kind === 'type' && (extra.trim() === '' || extra.trim().length > 500) ? t('oversight.kinds.infoError') : undefined,
      };
    }),
    defaultValues: { name: row?.name ?? '', extra: kind === 'type' ? (row?.info ?? '') : String(row?.handlingFee ?? 0) },
  });
  const submit = form.handleSubmit(({ name, extra }) => {
    setProblem(undefined);
    const body = kind === 'type' ? { name: name.trim(), info: extra.trim() } : { name: name.trim(), handlingFee: Number(extra.trim()) };
    save.mutate(
      { ...body, ...(row ? { id: row.id } : {}) } as Parameters<typeof save.mutate>[0],
      {
        onSuccess: () => {
          toast.success(t(row ? 'oversight.kinds.saved' : 'oversight.kinds.added', { name: name.trim() }));
          onDone();
        },
        onError: (err) => setProblem(serverDetail(err) ?? consoleError(err, t)),
      },
    );
  });
  return (
    <form className={o.dialog} onSubmit={(e) => void submit(e)} noValidate>
      <FormField control={form.control} name="name" label={t('oversight.kinds.name')} maxLength={50} autoFocus />
      {kind === 'type' ? (
        <FormTextArea control={form.control} name="extra" label={t('oversight.kinds.info')} hint={t('oversight.kinds.infoHint')} rows={3} maxLength={500} />
      ) : (
        <FormField control={form.control} name="extra" label={t('oversight.kinds.fee')} hint={t('oversight.kinds.feeHint')} inputMode="numeric" suffix="%" />
      )}
      <SaveFoot problem={problem} onCancel={onDone} loading={save.isPending} />
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
