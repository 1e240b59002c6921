import { AnnouncementPopup } from '../features/content';
import { HomeContent } from '../features/home';

/** / , /index, /index.html, /home; the announcement popup greets a session here. */
export function HomePage() {
  return (
    <>
      <HomeContent />
      <AnnouncementPopup />
    </>
  );
}
