import { useBanners } from '../api/content-queries';
import { BannerCarousel } from './banner-carousel';
import { HomeNotices } from './home-notices';

/**
 * The top of every page but the race page: the banner carousel and the notices. A failed
 * banner read leaves the carousel out; the page beneath matters more.
 */
export default function SiteBanners() {
  const banners = useBanners();
  return (
    <>
      {banners.data && banners.data.length > 0 && <BannerCarousel banners={banners.data} />}
      <HomeNotices />
    </>
  );
}
