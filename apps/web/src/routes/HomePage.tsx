import { AnnouncementPopup } from '../features/content/components/AnnouncementPopup';
import { HomeContent } from '../features/home/components/HomeContent';

/** / , /index, /index.html, /home; the announcement popup greets a session here. */
export function HomePage() {
  return (
    <>
      <HomeContent />
      <AnnouncementPopup />
    </>
  );
}
