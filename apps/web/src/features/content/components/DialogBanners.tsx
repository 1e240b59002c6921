import { DIALOG_BANNER_GROUPS, type BannerDialog } from '@wps/shared-types';
import { useBanners } from '../hooks/useAnnouncements';
import { BannerCarousel } from './BannerCarousel';

/** The banners of an access dialog's group (spec 1 §2: w_login, w_register, w_forget), if any. */
export function DialogBanners({ dialog }: { dialog: BannerDialog }) {
  const banners = useBanners(DIALOG_BANNER_GROUPS[dialog]);
  return banners && banners.length > 0 ? <BannerCarousel banners={banners} /> : null;
}
