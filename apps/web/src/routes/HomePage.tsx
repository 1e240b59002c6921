import { HomeContent } from '../features/home/components/HomeContent';

/** / , /index, /index.html, /home */
export function HomePage() {
  return <HomeContent />;
}
