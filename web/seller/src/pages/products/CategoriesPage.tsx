import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/api/toastStore';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { PRODUCT_RULES } from '../../../../../shared/contract/admin-product';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormField } from '../../../../console/form';
import { LoadFailure } from '../../../../console/DataTable';
import { ShellSkeleton } from '../../../../console/Shell';
import { useDeleteShopCategory, useSaveShopCategory, useShopCategories, type ShopCategory } from '../../api/products';
import { useConfirm } from './useConfirm';
import c from '../../../../console/console.module.css';
import { ICONS, Icon } from './parts';
import s from './products.module.css';
import { FormProblem } from '../../../../console/dialog';

const validName = (v: string) => v.trim().length > 0 && v.trim().length <= PRODUCT_RULES.categoryName;
/**
 * The sort number that puts a category at a position of the list as the service orders it: by sort number,
 * rising, unless the list it sent is visibly falling (A's habit of the biggest number first).
 */
function positionSort(list: ShopCategory[], position: number): number {
  const falling = list.some((x, i) => i > 0 && x.sort < list[i - 1]!.sort) && list.every((x, i) => i === 0 || x.sort <= list[i - 1]!.sort);
  return falling ? list.length - position : position + 1;
}

const body = (cat: ShopCategory, changes: Partial<Pick<ShopCategory, 'name' | 'sort'>>) => ({ id: cat.id, pid: cat.pid, name: cat.name, icon: cat.icon, sort: cat.sort, ...changes });

/** The category name form's one rule, in the merchant's language. */
function useNameForm(name: string) {
  const { t } = useTranslation();
  return useForm({ resolver: checkedResolver<{ name: string }>((v) => ({ name: validName(v.name) ? undefined : t('categories.nameError') })), defaultValues: { name } });
}

function AddCategory({ nextSort }: { nextSort: number }) {
  const { t } = useTranslation();
  const save = useSaveShopCategory();
  const form = useNameForm('');
  const submit = form.handleSubmit(({ name }) => {
    save.mutate(
      { pid: 0, name: name.trim(), icon: '', sort: nextSort },
      {
        onSuccess: () => {
          form.reset({ name: '' });
          toast.success(t('categories.created'));
        },
        onError: (err) => form.setError('name', { message: consoleError(err, t) }),
      },
    );
  });
  return (
    <form className={`${c.card} ${s.inlineForm}`} onSubmit={(e) => void submit(e)} noValidate aria-label={t('categories.add')}>
      <FormField control={form.control} name="name" label={t('categories.newName')} maxLength={PRODUCT_RULES.categoryName} />
      <Button type="submit" loading={save.isPending}>
        {t('categories.add')}
      </Button>
    </form>
  );
}

function Row({ cat, index, list, onAsk }: { cat: ShopCategory; index: number; list: ShopCategory[]; onAsk: ReturnType<typeof useConfirm>[0] }) {
  const { t } = useTranslation();
  const save = useSaveShopCategory();
  const remove = useDeleteShopCategory();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useNameForm(cat.name);

  const rename = form.handleSubmit(({ name }) => {
    save.mutate(body(cat, { name: name.trim() }), {
      onSuccess: () => {
        setEditing(false);
        setError(null);
        toast.success(t('categories.renamed'));
      },
      onError: (err) => form.setError('name', { message: consoleError(err, t) }),
    });
  });

  /** Swap places with the neighbour, then number the whole list by position so every place is distinct. */
  const move = (by: -1 | 1) => {
    const order = [...list];
    const [mine] = order.splice(index, 1);
    order.splice(index + by, 0, mine!);
    const changed = order.map((x, i) => ({ x, sort: positionSort(list, i) })).filter(({ x, sort }) => x.sort !== sort);
    void Promise.all(changed.map(({ x, sort }) => save.mutateAsync(body(x, { sort }))))
      .then(() => toast.success(t('categories.moved')))
      .catch((err: unknown) => toast.error(consoleError(err, t)));
  };

  const del = async () => {
    const ok = await onAsk({ title: t('categories.confirmTitle'), message: t('categories.confirm', { name: cat.name }), confirmLabel: t('categories.delete'), danger: true });
    if (!ok) return;
    remove.mutate(cat.id, {
      onSuccess: () => toast.success(t('categories.deleted')),
      // The service refuses a category that still holds products, with its reason: told in the merchant's words.
      onError: (err) => setError(consoleError(err, t, { 400: 'categories.refused' })),
    });
  };

  return (
    <tr className={s.middle}>
      <td>
        <div className={s.sortCell}>
          <button type="button" className={s.iconButton} disabled={index === 0 || save.isPending} aria-label={t('categories.moveUp', { name: cat.name })} onClick={() => move(-1)}>
            <Icon d={ICONS.up} />
          </button>
          <button type="button" className={s.iconButton} disabled={index === list.length - 1 || save.isPending} aria-label={t('categories.moveDown', { name: cat.name })} onClick={() => move(1)}>
            <Icon d={ICONS.down} />
          </button>
        </div>
      </td>
      <td>
        {editing ? (
          <form className={s.inlineForm} onSubmit={(e) => void rename(e)} noValidate>
            <FormField control={form.control} name="name" label={t('categories.renameLabel', { name: cat.name })} hideLabel maxLength={PRODUCT_RULES.categoryName} autoFocus />
            <Button type="submit" size="sm" loading={save.isPending}>
              {t('categories.save')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false);
                form.reset({ name: cat.name });
                setError(null);
              }}
            >
              {t('categories.cancel')}
            </Button>
          </form>
        ) : (
          <>
            <span className={s.skuName}>{cat.name}</span>
            <span className={s.sub}>{t('categories.products', { count: cat.productCount })}</span>
            <FormProblem className={s.fieldError}>{error}</FormProblem>
          </>
        )}
      </td>
      <td>
        {!editing && (
          <div className={s.rowActions}>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {t('categories.rename')}
            </Button>
            <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => void del()}>
              {t('categories.delete')}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

/** /seller/categories: the shop's own categories, in the order its pages show them. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const list = useShopCategories();
  const [ask, dialog] = useConfirm();
  const rows = (list.data ?? []).filter((cat) => !cat.isDel);
  return (
    <>
      <PageHead title={t('categories.title')} />
      <p className={c.lead}>{t('categories.lead')}</p>
      <AddCategory nextSort={rows.length ? Math.min(PRODUCT_RULES.categorySort, Math.max(...rows.map((r) => r.sort)) + 1) : 0} />
      {list.isPending ? (
        <ShellSkeleton />
      ) : list.error ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <div className={c.card}>
          <p className={c.cardText}>{t('categories.empty')}</p>
        </div>
      ) : (
        <div className={c.tableWrap}>
          <table className={c.table}>
            <caption className="visually-hidden">{t('categories.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('categories.col.order')}</th>
                <th scope="col">{t('categories.col.name')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('categories.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((cat, i) => (
                <Row key={cat.id} cat={cat} index={i} list={rows} onAsk={ask} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog}
    </>
  );
}
