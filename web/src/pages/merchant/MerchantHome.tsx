import { useMerchantId } from '../../features/merchant/useMerchantId';
import { ShopProducts } from '../../features/merchant/ShopProducts';

export default function MerchantHome() {
  const id = useMerchantId();
  return <ShopProducts merId={id} treeOpen={false} />;
}
