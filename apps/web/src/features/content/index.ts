export { AnnouncementPopup } from './components/AnnouncementPopup';
export { BannerCarousel, BannerPlaceholder } from './components/BannerCarousel';
export { DialogBanners } from './components/DialogBanners';
export { NoticeBoard } from './components/NoticeBoard';
export { NoticeMarquee } from './components/NoticeMarquee';
export { useBanners } from './hooks/useAnnouncements';
