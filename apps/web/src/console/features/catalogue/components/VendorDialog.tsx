import { useState, type FormEvent } from 'react';
import type {
  ConsoleGameReference,
  ConsoleVendorRow,
  ConsoleVendorUpdate,
} from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Dialog } from '../../../ui/Dialog';
import { CheckField, Field } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { updateVendor } from '../api';
import { changedFields, orderOf } from '../catalogue-form';
import { useCatalogueWrite } from '../hooks/useCatalogueWrite';
import styles from './CataloguePages.module.css';
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
  const [badOrder, setBadOrder] = useState(false);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBadOrder(order === null);
    if (order === null || save.isPending) return;
    save.mutate(changes);
  };

  return (
    <Dialog title={t('catalogue.editVendor', { name: vendor.name })} onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <div className={styles.pair}>
          <CheckField
            label={t('catalogue.enabled')}
            checked={enabled}
            onCheckedChange={setEnabled}
          />
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
        {badOrder ? (
          <p className={ui.error} role="alert">
            {t('catalogue.orderFormat')}
          </p>
        ) : null}
        {save.isError && !badOrder ? <ErrorMessage error={save.error} /> : null}
        <div className={ui.actions}>
          <button
            type="submit"
            className="button button--primary"
            disabled={!changed || save.isPending}
          >
            {t('catalogue.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
