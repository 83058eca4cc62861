import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { PageHead } from '@/components/PageHead';
import { Select } from '@/components/Select';
import { StatusBadge } from '@/components/StatusBadge';
import { TabPanel, Tabs } from '@/components/Tabs';
import { toast } from '@/components/Toast';
import { FormProblem } from '../../../../console/dialog';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormField, FormTextArea } from '../../../../console/form';
import s from '../../../../console/console.module.css';
import a from '../../admin.module.css';
import o from '../oversight.module.css';
import { EditDelete, PictureButton, SaveFoot } from '../oversight';
import { PLATFORM_GROUPS as G, type PlatformGroupId } from '../../../../../shared/contract/admin-platform-catalogue';
import { useDeleteGroupItem, useGroup, useSaveGroupItem, type GroupItem } from '../../api/catalogue';
import { serverDetail } from '../../api/shops';
import { QueryList } from '../../../../console/QueryList';
import { useConsoleTitle } from '../../../../console/title';

const LISTS: { gid: PlatformGroupId; key: string }[] = [
  { gid: G.hotKeywords, key: 'keywords' },
  { gid: G.pcBanner, key: 'carousel' },
  { gid: G.bestBanner, key: 'promotions' },
  { gid: G.indexBanner, key: 'mobile' },
  { gid: G.activity, key: 'activities' },
];

type Draft = { id?: number; title: string; name: string; pic: string; url: string; info: string; type: string; productIds: string; banner: string; sort: string; status: boolean };

const draftOf = (item: GroupItem | null): Draft => ({
  ...(item ? { id: item.id } : {}),
  title: item?.values.title ?? '',
  name: item?.values.name ?? '',
  pic: item?.values.pic ?? '',
  url: item?.values.url ?? '',
  info: item?.values.info ?? '',
  type: String(item?.values.type || 1),
  productIds: item?.values.productIds ?? '',
  banner: item?.values.banner ?? '',
  sort: String(item?.sort ?? 0),
  status: item?.status ?? true,
});

/** A banner's picture: upload, preview, replace. */
function PicturePicker({ label, value, onChange, error }: { label: string; value: string; onChange: (url: string) => void; error?: string | null }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed ?? error ?? null;
  return (
    <div>
      <p className={o.fieldLabel}>{label}</p>
      <div className={o.picker}>
        {value ? <img className={o.banner} src={value} alt={t('oversight.content.picturePreview')} /> : <span className={o.banner} aria-hidden="true" />}
        <PictureButton model="banner" label={t(value ? 'oversight.content.replacePicture' : 'oversight.content.uploadPicture')} onChange={onChange} onError={setFailed} />
      </div>
      <FormProblem className={o.error}>{shown}</FormProblem>
    </div>
  );
}

function ItemForm({ gid, item, onDone }: { gid: PlatformGroupId; item: GroupItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveGroupItem();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<Draft>({
    resolver: checkedResolver((d) => ({
      title: gid === G.hotKeywords && (d.title.trim() === '' || d.title.trim().length > 32) ? t('oversight.content.keywordError') : undefined,
      name: gid !== G.hotKeywords && (d.name.trim() === '' || d.name.trim().length > 64) ? t('oversight.content.nameError') : undefined,
      pic: gid !== G.hotKeywords && gid !== G.activity && d.pic === '' ? t('oversight.content.pictureError') : undefined,
      url: gid !== G.hotKeywords && gid !== G.activity && d.url.trim() !== '' && !/^(\/|https?:\/\/)\S*$/.test(d.url.trim()) ? t('oversight.content.linkError') : undefined,
      productIds: gid === G.activity && d.productIds.trim() !== '' && !/^\d+(\s*,\s*\d+)*$/.test(d.productIds.trim()) ? t('oversight.content.productsError') : undefined,
      sort: /^\d{1,4}$/.test(d.sort.trim()) ? undefined : t('oversight.categories.sortError'),
    })),
    defaultValues: draftOf(item),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((d) => {
    setProblem(undefined);
    const fields =
      gid === G.hotKeywords
        ? [{ name: 'title', value: d.title.trim() }]
        : gid === G.activity
          ? [
              { name: 'name', value: d.name.trim() },
              { name: 'info', value: d.info.trim() },
              { name: 'type', value: d.type },
              { name: 'banner', value: d.banner },
              { name: 'productIds', value: d.productIds.replace(/\s+/g, '') },
            ]
          : [
              { name: 'name', value: d.name.trim() },
              { name: 'pic', value: d.pic },
              { name: 'url', value: d.url.trim() },
            ];
    save.mutate(
      { ...(d.id ? { id: d.id } : {}), gid, fields, sort: Number(d.sort), status: d.status },
      {
        onSuccess: () => {
          toast.success(t(d.id ? 'oversight.content.saved' : 'oversight.content.added'));
          onDone();
        },
        onError: (err) => setProblem(serverDetail(err) ?? consoleError(err, t)),
      },
    );
  });
  const picture = (name: 'pic' | 'banner', first = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <PicturePicker label={t('oversight.content.picture')} value={first ? (field.value.split(',')[0] ?? '') : field.value} onChange={field.onChange} error={errors[name]?.message ?? null} />}
    />
  );
  return (
    <form className={o.dialog} onSubmit={(e) => void submit(e)} noValidate>
      {gid === G.hotKeywords ? (
        <FormField control={form.control} name="title" label={t('oversight.content.keyword')} maxLength={32} autoFocus />
      ) : (
        <FormField control={form.control} name="name" label={t('oversight.content.name')} maxLength={64} autoFocus />
      )}
      {gid !== G.hotKeywords && gid !== G.activity && (
        <>
          {picture('pic')}
          <FormField control={form.control} name="url" label={t('oversight.content.link')} hint={t('oversight.content.linkHint')} maxLength={500} />
        </>
      )}
      {gid === G.activity && (
        <>
          <FormTextArea control={form.control} name="info" label={t('oversight.content.info')} rows={2} maxLength={200} />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select label={t('oversight.content.style')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                <option value="1">{t('oversight.content.style1')}</option>
                <option value="2">{t('oversight.content.style2')}</option>
                <option value="3">{t('oversight.content.style3')}</option>
              </Select>
            )}
          />
          <FormField control={form.control} name="productIds" label={t('oversight.content.products')} hint={t('oversight.content.productsHint')} />
          {picture('banner', true)}
        </>
      )}
      <div className={o.inline}>
        <FormField control={form.control} name="sort" label={t('oversight.categories.sort')} hint={t('oversight.content.sortHint')} inputMode="numeric" />
        <label className={o.check}>
          <input type="checkbox" {...form.register('status')} />
          {t('oversight.content.shown')}
        </label>
      </div>
      <SaveFoot problem={problem} onCancel={onDone} loading={save.isPending} />
    </form>
  );
}

function ItemList({ gid, listKey }: { gid: PlatformGroupId; listKey: string }) {
  const { t } = useTranslation();
  const list = useGroup(gid);
  const remove = useDeleteGroupItem();
  const [editing, setEditing] = useState<GroupItem | 'new' | null>(null);
  const label = (item: GroupItem) => (gid === G.hotKeywords ? item.values.title : item.values.name);
  return (
    <>
      <div className={o.switchCard}>
        <p className={s.cardText}>{t(`oversight.content.${listKey}Lead`)}</p>
        <Button onClick={() => setEditing('new')}>{t('oversight.content.add')}</Button>
      </div>
      <QueryList query={list} empty={t('oversight.content.empty')} emptyClassName={a.empty}>
        {(data) => (
          <div className={s.tableWrap}>
            <table className={s.table}>
              <caption className="visually-hidden">{t(`oversight.content.${listKey}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(gid === G.hotKeywords ? 'oversight.content.keyword' : 'oversight.content.name')}</th>
                  <th scope="col">{t('oversight.categories.sort')}</th>
                  <th scope="col">{t('oversight.content.visibility')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('oversight.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <div className={o.productCell}>
                        {(item.values.pic || item.values.banner) && <img className={o.banner} src={item.values.pic || item.values.banner.split(',')[0]} alt="" loading="lazy" />}
                        <div>
                          <strong>{label(item) || '—'}</strong>
                          {item.values.url && <span className={o.sub}>{item.values.url}</span>}
                          {gid === G.activity && <span className={o.sub}>{t('oversight.content.productCount', { count: item.values.productIds ? item.values.productIds.split(',').length : 0 })}</span>}
                        </div>
                      </div>
                    </td>
                    <td>{item.sort}</td>
                    <td>
                      <StatusBadge tone={item.status ? 'success' : 'neutral'}>{t(item.status ? 'oversight.content.shownBadge' : 'oversight.content.hiddenBadge')}</StatusBadge>
                    </td>
                    <td>
                      <EditDelete
                        name={label(item)}
                        onEdit={() => setEditing(item)}
                        onDelete={() => remove.mutate(item.id, { onSuccess: () => toast.success(t('oversight.content.deleted')), onError: (err) => toast.error(consoleError(err, t)) })}
                        deleting={remove.isPending && remove.variables === item.id}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryList>
      <Modal open={editing !== null} onClose={() => setEditing(null)} size="md" title={t(editing === 'new' ? 'oversight.content.addTitle' : 'oversight.content.editTitle')}>
        {editing !== null && <ItemForm gid={gid} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

/** /admin/content: the storefront's hot search keywords, home carousels, promotion banners and activities; changes show at once. */
export default function ContentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = LISTS.find((l) => l.key === params.get('list')) ?? LISTS[0]!;

  useConsoleTitle(t('oversight.content.title'));

  return (
    <>
      <PageHead title={t('oversight.content.title')} />
      <p className={s.lead}>{t('oversight.content.lead')}</p>
      <Tabs className={a.tabs} label={t('oversight.content.tabs')} idPrefix="content" active={current.key} onChange={(key) => setParams({ list: key })} items={LISTS.map((l) => ({ key: l.key, label: t(`oversight.content.${l.key}`) }))} />
      <TabPanel idPrefix="content" active={current.key}>
        <ItemList key={current.gid} gid={current.gid} listKey={current.key} />
      </TabPanel>
    </>
  );
}
