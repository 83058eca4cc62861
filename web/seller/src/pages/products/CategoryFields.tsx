import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryPath, useCategoryTree, type CategoryNode } from '@/api/category';
import { Select } from '@/components/Select';
import { useShopCategories } from '../../api/products';
import s from './products.module.css';

/**
 * The platform category: the storefront's three-level tree as three linked choices; only a third-level
 * category is a value (the service takes a level-3 id).
 */
export function PlatformCategory({ value, onChange, error }: { value: number; onChange: (id: number) => void; error?: string }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const nodes = tree.data ?? [];
  const path = categoryPath(nodes, value);
  const [picked, setPicked] = useState<[number, number]>([path[0]?.id ?? 0, path[1]?.id ?? 0]);
  // A saved product's path wins once the tree arrives.
  const l1 = path[0]?.id ?? picked[0];
  const l2 = path[1]?.id ?? picked[1];
  const level2 = nodes.find((n) => n.id === l1)?.children ?? [];
  const level3 = level2.find((n) => n.id === l2)?.children ?? [];
  const options = (list: CategoryNode[]) =>
    list.map((n) => (
      <option key={n.id} value={n.id}>
        {n.name}
      </option>
    ));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t('productForm.category')} *</legend>
      <div className={s.fields3}>
        <Select
          label={t('productForm.level1')}
          value={l1 || ''}
          disabled={tree.isPending}
          onChange={(e) => {
            setPicked([Number(e.target.value), 0]);
            onChange(0);
          }}
        >
          <option value="">{t('productForm.choose')}</option>
          {options(nodes)}
        </Select>
        <Select
          label={t('productForm.level2')}
          value={l2 || ''}
          disabled={level2.length === 0}
          onChange={(e) => {
            setPicked([l1, Number(e.target.value)]);
            onChange(0);
          }}
        >
          <option value="">{t('productForm.choose')}</option>
          {options(level2)}
        </Select>
        <Select label={t('productForm.level3')} value={value || ''} disabled={level3.length === 0} error={error} onChange={(e) => onChange(Number(e.target.value))}>
          <option value="">{t('productForm.choose')}</option>
          {options(level3)}
        </Select>
      </div>
    </fieldset>
  );
}

/** The shop's own categories as checkboxes; a product may sit in several. */
export function ShopCategories({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const list = useShopCategories();
  const shown = (list.data ?? []).filter((c) => !c.isDel);
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{t('productForm.shopCategory')}</legend>
      {list.isPending ? (
        <p className={s.hint}>{t('common:action.loading')}</p>
      ) : shown.length === 0 ? (
        <p className={s.hint}>
          {t('productForm.shopCategoryNone')} <Link to="/categories">{t('productForm.shopCategoryLink')}</Link>
        </p>
      ) : (
        <div className={s.checks}>
          {shown.map((cat) => (
            <label key={cat.id} className={s.check}>
              <input type="checkbox" checked={value.includes(cat.id)} onChange={(e) => onChange(e.target.checked ? [...value, cat.id] : value.filter((id) => id !== cat.id))} />
              {cat.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
