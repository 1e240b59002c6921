import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { categoryLinkOfPath } from '../features/games/categories';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /live, /sports, /esports: one games page, the category comes from the path (spec 2 §2). */
export function GamesPage() {
  const { t } = useTranslation();
  const category = categoryLinkOfPath(useLocation().pathname);
  return <PlaceholderPage title={t(category?.labelKey ?? 'games.categories.live')} />;
}
