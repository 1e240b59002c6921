import { useState } from 'react';
import type {
  ConsoleGameReference,
  ConsoleVendorRow,
  ConsoleVendorUpdate,
} from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field } from '../../../ui/Field';
import { updateVendor } from '../api';
import { changedFields, orderOf } from '../catalogue-form';
import { useCatalogueWrite } from '../hooks/useCatalogueWrite';
import styles from './CataloguePages.module.css';
import { EditDialog } from './EditDialog';
import { RecommendationPicker } from './RecommendationPicker';

interface VendorDialogProps {
  vendor: ConsoleVendorRow;
  onClose: () => void;
  onSaved: (vendor: ConsoleVendorRow) => void;
}

/** A vendor's switches, order and maintenance recommendations; saving sends what changed. */
export function VendorDialog({ vendor, onClose, onSaved }: VendorDialogProps) {
  const { t } = useConsoleTranslation();
  const [enabled, setEnabled] = useState(vendor.enabled);
  const [maintenance, setMaintenance] = useState(vendor.maintenance);
  const [sortOrder, setSortOrder] = useState(String(vendor.sortOrder));
  const [picks, setPicks] = useState<ConsoleGameReference[]>(vendor.maintenanceRecommendations);
  const save = useCatalogueWrite(
    (update: ConsoleVendorUpdate) => updateVendor(vendor.code, update),
    onSaved,
  );

  const order = orderOf(sortOrder);
  const changes = changedFields<Required<ConsoleVendorUpdate>>(
    {
      enabled: vendor.enabled,
      maintenance: vendor.maintenance,
      sortOrder: vendor.sortOrder,
      maintenanceRecommendations: vendor.maintenanceRecommendations.map((game) => game.id),
    },
    {
      enabled,
      maintenance,
      sortOrder: order ?? vendor.sortOrder,
      maintenanceRecommendations: picks.map((game) => game.id),
    },
  );
  const changed = Object.keys(changes).length > 0 || order === null;

  return (
    <EditDialog
      title={t('catalogue.editVendor', { name: vendor.name })}
      onClose={onClose}
      save={save}
      changes={changes}
      changed={changed}
      check={() => (order === null ? t('catalogue.orderFormat') : null)}
    >
      <div className={styles.pair}>
        <CheckField label={t('catalogue.enabled')} checked={enabled} onCheckedChange={setEnabled} />
        <CheckField
          label={t('catalogue.underMaintenance')}
          checked={maintenance}
          onCheckedChange={setMaintenance}
        />
      </div>
      <Field
        label={t('catalogue.sortOrder')}
        value={sortOrder}
        onValueChange={setSortOrder}
        inputMode="numeric"
      />
      <RecommendationPicker vendorCode={vendor.code} picks={picks} onChange={setPicks} />
    </EditDialog>
  );
}
