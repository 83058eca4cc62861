import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkuDetail } from '../../api/product';
import { resetCartLine, useCartMutation, type CartLine } from '../../api/cart';
import { Modal } from '../../components/Modal';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Price } from '../../components/Price';
import { toast } from '../../components/Toast';
import { errorMessage } from '@/api/errors';
import { attrGroups, clampQuantity, findSku, initialChoice } from '../goods/sku';
import { SpecChooser } from '../goods/SpecChooser';
import { QuantityStepper } from './QuantityStepper';
import styles from './Cart.module.css';
import { pictureSources } from '@/components/pictureSources';

/** Re-choose the specification of an invalid cart line (POST /cart/resetcart). */
export function ReselectDialog({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const sku = useSkuDetail(line.productId, true);
  return (
    <Modal open onClose={onClose} title={t('cart.reselectTitle')} size="md">
      {sku.isPending ? (
        <Spinner label={t('common:action.loading')} />
      ) : sku.isError ? (
        <p role="alert">{errorMessage(sku.error, t)}</p>
      ) : (
        <ReselectForm line={line} attrs={sku.data.productAttr} values={sku.data.productValue} onDone={onClose} />
      )}
    </Modal>
  );
}

function ReselectForm({
  line,
  attrs,
  values,
  onDone,
}: {
  line: CartLine;
  attrs: Parameters<typeof attrGroups>[0];
  values: Parameters<typeof findSku>[0];
  onDone: () => void;
}) {
  const { t } = useTranslation('shop');
  const groups = useMemo(() => attrGroups(attrs), [attrs]);
  const [chosen, setChosen] = useState(() => initialChoice(values, groups));
  const [qty, setQty] = useState(Math.max(1, line.cartNum));
  const sku = findSku(values, groups, chosen);
  const stock = sku?.stock ?? 0;
  const quantity = clampQuantity(qty, stock);
  const save = useCartMutation((body: { id: number; num: number; productId: number; unique: number }) => resetCartLine(body));
  const submit = () => {
    if (!sku) return void toast.error(t('goods.chooseSpec'));
    if (sku.stock <= 0) return void toast.error(t('goods.soldOut'));
    save.mutate(
      { id: line.id, num: quantity, productId: line.productId, unique: sku.id },
      {
        onSuccess: () => {
          toast.success(t('cart.reselected'));
          onDone();
        },
      },
    );
  };
  return (
    <div className={styles.reselect}>
      <div className={styles.reselectHead}>
        <img {...pictureSources(sku?.image || line.image, 80)} alt="" width={80} height={80} />
        <div>
          <p className={styles.lineName}>{line.storeName}</p>
          {sku && <Price value={sku.price} className={styles.linePrice} />}
          <p className={styles.lineSku}>{t('goods.stock', { stock: stock })}</p>
        </div>
      </div>
      <SpecChooser
        groups={groups}
        values={values}
        chosen={chosen}
        onChoose={(i, v) =>
          setChosen((prev) => {
            const next = prev.slice();
            next[i] = v;
            return next;
          })
        }
      />
      <div className={styles.reselectQty}>
        <span>{t('qty.quantity')}</span>
        <QuantityStepper value={quantity} max={Math.max(1, stock)} onChange={setQty} label={t('qty.quantity')} disabled={!sku || stock <= 0} />
      </div>
      <div className={styles.reselectActions}>
        <Button variant="secondary" onClick={onDone}>
          {t('common:action.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!sku || stock <= 0}>
          {t('cart.reselectConfirm')}
        </Button>
      </div>
    </div>
  );
}
