import { Outlet } from 'react-router-dom';
import { useConsoleTranslation } from '../../../lib/i18n';
import { SectionLinks } from '../../../ui/SectionLinks';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { CatalogueVersion } from './CatalogueVersion';
import styles from './CataloguePages.module.css';

/**
 * The catalogue: vendors, games and (catalogue.write) the game import, each a page with its own
 * address, beside the catalogue version every lobby cache follows.
 */
export function CatalogueLayout() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('catalogue.write');
  const links = [
    { path: 'vendors', label: t('catalogue.vendors') },
    { path: 'games', label: t('catalogue.games') },
    ...(canWrite ? [{ path: 'import', label: t('catalogue.import') }] : []),
  ];
  return (
    <div className={ui.page}>
      <div className={styles.head}>
        <SectionLinks label={t('catalogue.sections')} links={links} />
        <CatalogueVersion />
      </div>
      <Outlet />
    </div>
  );
}
