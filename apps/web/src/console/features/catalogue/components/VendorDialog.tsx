import { useState } from 'react';
import {
  VENDOR_WALLET_PROTOCOLS,
  type ConsoleGameReference,
  type ConsoleVendorRow,
  type ConsoleVendorUpdate,
  type VendorWalletProtocol,
} from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field, SelectField, TextAreaField } from '../../../ui/Field';
import { updateVendor } from '../api';
import { changedFields, orderOf } from '../catalogue-form';
import { useCatalogueWrite } from '../hooks/useCatalogueWrite';
import styles from './CataloguePages.module.css';
import { EditDialog } from './EditDialog';
import { RecommendationPicker } from './RecommendationPicker';
import { WalletSecretRotation } from './WalletSecretRotation';

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
  const [protocol, setProtocol] = useState<VendorWalletProtocol>(vendor.walletProtocol);
  const [publicKey, setPublicKey] = useState('');
  const save = useCatalogueWrite(
    (update: ConsoleVendorUpdate) => updateVendor(vendor.code, update),
    onSaved,
  );

  const order = orderOf(sortOrder);
  const changes = changedFields<
    Required<
      Pick<
        ConsoleVendorUpdate,
        'enabled' | 'maintenance' | 'sortOrder' | 'maintenanceRecommendations'
      >
    >
  >(
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
  // The key is write-only: the row shows its fingerprint, and a pasted one replaces it.
  const update: ConsoleVendorUpdate = {
    ...changes,
    ...(protocol === vendor.walletProtocol ? {} : { walletProtocol: protocol }),
    ...(publicKey.trim() === '' ? {} : { hub88PublicKey: publicKey.trim() }),
  };
  const changed = Object.keys(update).length > 0 || order === null;

  return (
    <EditDialog
      title={t('catalogue.editVendor', { name: vendor.name })}
      onClose={onClose}
      save={save}
      changes={update}
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
      <SelectField
        label={t('catalogue.walletProtocol')}
        value={protocol}
        onValueChange={(value) =>
          setProtocol(VENDOR_WALLET_PROTOCOLS.find((known) => known === value) ?? protocol)
        }
        options={[
          { value: 'BUILTIN', label: t('catalogue.protocolBuiltin') },
          { value: 'HUB88', label: t('catalogue.protocolHub88') },
        ]}
      />
      <TextAreaField
        label={t('catalogue.hub88PublicKey')}
        value={publicKey}
        onValueChange={setPublicKey}
        rows={4}
        spellCheck={false}
        hint={
          vendor.hub88PublicKeyFingerprint
            ? t('catalogue.hub88PublicKeyHint', { fingerprint: vendor.hub88PublicKeyFingerprint })
            : t('catalogue.hub88PublicKeyNone')
        }
      />
      <WalletSecretRotation vendorCode={vendor.code} />
    </EditDialog>
  );
}
