import { useMerchantInfo } from '../../api/merchant';
import { useMerchantId } from '../../features/merchant/useMerchantId';
import { ShopProducts } from '../../features/merchant/ShopProducts';
import { BannerCarousel } from '../../features/home/BannerCarousel';
import styles from './MerchantPages.module.css';
import { BANNER_DISPLAY_WIDTH } from '../../../../shared/picture-widths';

export default function MerchantHome() {
  const id = useMerchantId();
  const info = useMerchantInfo(id);
  const banners = (info.data?.pcBanner ?? []).map((image, i) => ({ image, name: `${info.data?.name ?? ''} ${i + 1}`, url: '' }));
  return (
    <>
      {banners.length > 0 && (
        <div className={styles.shopBanner}>
          <BannerCarousel banners={banners} width={BANNER_DISPLAY_WIDTH} height={400} />
        </div>
      )}
      <ShopProducts merId={id} treeOpen={false} />
    </>
  );
}
