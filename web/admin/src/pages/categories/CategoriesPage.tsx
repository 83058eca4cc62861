import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { PageHead } from '@/components/PageHead';
import { Select } from '@/components/Select';
import { StatusBadge } from '@/components/StatusBadge';
import { toast } from '@/components/Toast';
import { LoadFailure } from '../../../../console/DataTable';
import { FormProblem } from '../../../../console/dialog';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormField } from '../../../../console/form';
import { ShellSkeleton } from '../../../../console/Shell';
import s from '../../../../console/console.module.css';
import o from '../oversight.module.css';
import { DeleteDialog, PictureButton, RefusalNote, SaveFoot, type Refusal } from '../oversight';
import { useCategories, useDeleteCategory, useSaveCategory, useToggleCategory, type PlatformCategory } from '../../api/catalogue';
import { serverDetail } from '../../api/shops';
import { useConsoleTitle } from '../../../../console/title';

type Draft = { id?: number; pid: number; level: number; name: string; sort: string; icon: string };

/** The category's icon: upload a JPEG or PNG, see it, or clear it. */
function IconPicker({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={o.picker}>
      {value ? <img className={o.icon} src={value} alt={t('oversight.categories.iconAlt')} /> : <span className={o.icon} aria-hidden="true" />}
      <PictureButton model="category" label={t(value ? 'oversight.categories.iconReplace' : 'oversight.categories.iconUpload')} onChange={onChange} onError={setError} />
      {value && (
        <Button size="sm" variant="ghost" onClick={() => onChange('')}>
          {t('oversight.categories.iconRemove')}
        </Button>
      )}
      <FormProblem className={o.error}>{error}</FormProblem>
    </div>
  );
}

function CategoryForm({ draft, all, onDone }: { draft: Draft; all: PlatformCategory[]; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<Draft>({
    resolver: checkedResolver((d) => ({
      name: d.name.trim() === '' || d.name.trim().length > 100 ? t('oversight.categories.nameError') : undefined,
      sort: /^\d{1,4}$/.test(d.sort.trim()) ? undefined : t('oversight.categories.sortError'),
    })),
    defaultValues: draft,
  });
  const parents = all.filter((c) => c.level === draft.level - 1);
  const submit = form.handleSubmit((d) => {
    setProblem(undefined);
    save.mutate(
      { ...(d.id ? { id: d.id } : {}), pid: d.pid, level: d.level, name: d.name.trim(), sort: Number(d.sort), icon: d.icon },
      {
        onSuccess: () => {
          toast.success(t(d.id ? 'oversight.categories.saved' : 'oversight.categories.added', { name: d.name.trim() }));
          onDone();
        },
        onError: (err) => setProblem(serverDetail(err) ?? consoleError(err, t)),
      },
    );
  });
  return (
    <form className={o.dialog} onSubmit={(e) => void submit(e)} noValidate>
      <FormField control={form.control} name="name" label={t('oversight.categories.name')} maxLength={100} autoFocus />
      {draft.level > 1 && (
        <Controller
          control={form.control}
          name="pid"
          render={({ field }) => (
            <Select label={t('oversight.categories.parent')} name={field.name} value={String(field.value)} onChange={(e) => field.onChange(Number(e.target.value))}>
              {parents.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </Select>
          )}
        />
      )}
      <FormField control={form.control} name="sort" label={t('oversight.categories.sort')} hint={t('oversight.categories.sortHint')} inputMode="numeric" />
      <div>
        <p className={o.fieldLabel}>{t('oversight.categories.icon')}</p>
        <Controller control={form.control} name="icon" render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} />} />
      </div>
      <SaveFoot problem={problem} onCancel={onDone} loading={save.isPending} />
    </form>
  );
}

interface NodeProps {
  cat: PlatformCategory;
  kids: PlatformCategory[];
  byParent: Map<number, PlatformCategory[]>;
  open: Set<number>;
  toggleOpen: (id: number) => void;
  onEdit: (d: Draft) => void;
  onDelete: (c: PlatformCategory) => void;
  refusal: Refusal;
}

function Node({ cat, kids, byParent, open, toggleOpen, onEdit, onDelete, refusal }: NodeProps) {
  const { t } = useTranslation();
  const toggle = useToggleCategory();
  const expanded = open.has(cat.id);
  const groupId = `cat-${cat.id}-children`;
  return (
    <li className={`${cat.level === 2 ? o.level2 : cat.level === 3 ? o.level3 : ''} ${cat.isShow ? '' : o.hidden}`}>
      <div className={o.node}>
        {kids.length > 0 ? (
          <button type="button" className={o.twisty} aria-expanded={expanded} aria-controls={groupId} aria-label={t(expanded ? 'oversight.categories.collapse' : 'oversight.categories.expand', { name: cat.name })} onClick={() => toggleOpen(cat.id)}>
            <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d={expanded ? 'M6 9l6 6 6-6' : 'M9 6l6 6-6 6'} />
            </svg>
          </button>
        ) : (
          <span className={o.twistySpacer} />
        )}
        {cat.icon ? <img className={o.icon} src={cat.icon} alt="" loading="lazy" /> : <span className={o.icon} aria-hidden="true" />}
        <div>
          <span className={o.nodeName}>{cat.name}</span> {!cat.isShow && <StatusBadge tone="neutral">{t('oversight.categories.hiddenBadge')}</StatusBadge>}
          <span className={o.sub}>
            {t('oversight.categories.levelN', { n: cat.level })} · {t('oversight.categories.products', { count: cat.productCount })} · {t('oversight.categories.sortN', { n: cat.sort })}
          </span>
          <RefusalNote refusal={refusal} id={cat.id} />
        </div>
        <div className={o.rowActions}>
          {cat.level < 3 && (
            <Button size="sm" variant="ghost" onClick={() => onEdit({ pid: cat.id, level: cat.level + 1, name: '', sort: '0', icon: '' })} aria-label={`${t('oversight.categories.addChild')}: ${cat.name}`}>
              {t('oversight.categories.addChild')}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => onEdit({ id: cat.id, pid: cat.pid, level: cat.level, name: cat.name, sort: String(cat.sort), icon: cat.icon })} aria-label={`${t('oversight.edit')}: ${cat.name}`}>
            {t('oversight.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={toggle.isPending}
            onClick={() => toggle.mutate(cat.id, { onSuccess: () => toast.success(t(cat.isShow ? 'oversight.categories.hiddenToast' : 'oversight.categories.shownToast', { name: cat.name })) })}
            aria-label={`${t(cat.isShow ? 'oversight.categories.hide' : 'oversight.categories.show')}: ${cat.name}`}
          >
            {t(cat.isShow ? 'oversight.categories.hide' : 'oversight.categories.show')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onDelete(cat)} aria-label={`${t('oversight.delete')}: ${cat.name}`}>
            {t('oversight.delete')}
          </Button>
        </div>
      </div>
      {kids.length > 0 && expanded && (
        <ul id={groupId}>
          {kids.map((child) => (
            <Node key={child.id} cat={child} kids={byParent.get(child.id) ?? []} byParent={byParent} open={open} toggleOpen={toggleOpen} onEdit={onEdit} onDelete={onDelete} refusal={refusal} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** /admin/categories: the storefront's three-level category tree; every change shows in the storefront's menu at once. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const list = useCategories();
  const remove = useDeleteCategory();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<PlatformCategory | null>(null);
  const [refusal, setRefusal] = useState<NodeProps['refusal']>(null);

  useConsoleTitle(t('oversight.categories.title'));

  const byParent = useMemo(() => {
    const map = new Map<number, PlatformCategory[]>();
    for (const c of list.data ?? []) map.set(c.pid, [...(map.get(c.pid) ?? []), c]);
    return map;
  }, [list.data]);
  const toggleOpen = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = () => {
    if (!deleting) return;
    const cat = deleting;
    setDeleting(null);
    remove.mutate(cat.id, {
      onSuccess: () => {
        setRefusal(null);
        toast.success(t('oversight.categories.deleted', { name: cat.name }));
      },
      onError: (err) =>
        setRefusal({
          id: cat.id,
          text: serverDetail(err) ? (cat.productCount > 0 ? t('oversight.categories.holdsProducts', { count: cat.productCount }) : t('oversight.categories.hasChildren')) : consoleError(err, t),
          detail: serverDetail(err),
        }),
    });
  };

  const roots = byParent.get(0) ?? [];
  return (
    <>
      <PageHead
        title={t('oversight.categories.title')}
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen(open.size > 0 ? new Set() : new Set((list.data ?? []).filter((c) => c.level < 3).map((c) => c.id)))}>
              {t(open.size > 0 ? 'oversight.categories.collapseAll' : 'oversight.categories.expandAll')}
            </Button>
            <Button onClick={() => setEditing({ pid: 0, level: 1, name: '', sort: '0', icon: '' })}>{t('oversight.categories.addTop')}</Button>
          </>
        }
      />
      <p className={s.lead}>{t('oversight.categories.lead')}</p>
      {list.isPending ? (
        <ShellSkeleton />
      ) : list.error ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : roots.length === 0 ? (
        <div className={s.card}>
          <p className={s.cardText}>{t('oversight.categories.empty')}</p>
        </div>
      ) : (
        <ul className={o.tree} aria-label={t('oversight.categories.treeLabel')}>
          {roots.map((cat) => (
            <Node key={cat.id} cat={cat} kids={byParent.get(cat.id) ?? []} byParent={byParent} open={open} toggleOpen={toggleOpen} onEdit={setEditing} onDelete={setDeleting} refusal={refusal} />
          ))}
        </ul>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} size="md" title={editing?.id ? t('oversight.categories.editTitle', { name: editing.name }) : t('oversight.categories.addTitle', { n: editing?.level ?? 1 })}>
        {editing && <CategoryForm draft={editing} all={list.data ?? []} onDone={() => setEditing(null)} />}
      </Modal>
      <DeleteDialog open={deleting !== null} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} title={t('oversight.categories.deleteTitle', { name: deleting?.name ?? '' })} lead={t('oversight.categories.deleteLead')} />
    </>
  );
}
