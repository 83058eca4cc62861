import { useMerchantId } from '../../features/merchant/useMerchantId';
import { ShopProducts } from '../../features/merchant/ShopProducts';

/** The classification tab: the same products, with the whole category tree open. */
export default function MerchantCategory() {
  const id = useMerchantId();
  return <ShopProducts merId={id} treeOpen />;
}
