import { useState } from 'react';
import type { ConsoleGameRow, ConsoleGameUpdate } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field } from '../../../ui/Field';
import ui from '../../../ui/ui.module.css';
import { updateGame } from '../api';
import { changedFields, orderOf } from '../catalogue-form';
import { useCatalogueWrite } from '../hooks/useCatalogueWrite';
import styles from './CataloguePages.module.css';
import { EditDialog } from './EditDialog';

interface GameDialogProps {
  game: ConsoleGameRow;
  onClose: () => void;
  onSaved: (game: ConsoleGameRow) => void;
}

/** A game's switches (enabled, hot with its rank, maintenance) and order; sends what changed. */
export function GameDialog({ game, onClose, onSaved }: GameDialogProps) {
  const { t } = useConsoleTranslation();
  const [enabled, setEnabled] = useState(game.enabled);
  const [isHot, setIsHot] = useState(game.isHot);
  const [hotRank, setHotRank] = useState(game.hotRank === null ? '' : String(game.hotRank));
  const [maintenance, setMaintenance] = useState(game.maintenance);
  const [sortOrder, setSortOrder] = useState(String(game.sortOrder));
  const save = useCatalogueWrite(
    (update: ConsoleGameUpdate) => updateGame(game.id, update),
    onSaved,
  );

  const order = orderOf(sortOrder);
  // An empty rank puts the game after the ranked hot games.
  const rank = hotRank.trim() === '' ? null : orderOf(hotRank);
  const badRank = hotRank.trim() !== '' && rank === null;
  const changes = changedFields<Required<ConsoleGameUpdate>>(
    {
      enabled: game.enabled,
      isHot: game.isHot,
      hotRank: game.hotRank,
      maintenance: game.maintenance,
      sortOrder: game.sortOrder,
    },
    {
      enabled,
      isHot,
      hotRank: badRank ? game.hotRank : rank,
      maintenance,
      sortOrder: order ?? game.sortOrder,
    },
  );
  const changed = Object.keys(changes).length > 0 || order === null || badRank;

  return (
    <EditDialog
      title={t('catalogue.editGame', { name: game.name })}
      onClose={onClose}
      save={save}
      changes={changes}
      changed={changed}
      check={() =>
        order === null ? t('catalogue.orderFormat') : badRank ? t('catalogue.rankFormat') : null
      }
    >
      <p className={ui.muted}>
        {game.vendor} · <span className={ui.code}>{game.gameCode}</span> · {game.category}
      </p>
      <div className={styles.pair}>
        <CheckField label={t('catalogue.enabled')} checked={enabled} onCheckedChange={setEnabled} />
        <CheckField
          label={t('catalogue.underMaintenance')}
          checked={maintenance}
          onCheckedChange={setMaintenance}
        />
        <CheckField label={t('catalogue.isHot')} checked={isHot} onCheckedChange={setIsHot} />
      </div>
      <div className={styles.pair}>
        <Field
          label={t('catalogue.hotRank')}
          value={hotRank}
          onValueChange={setHotRank}
          inputMode="numeric"
          placeholder={t('catalogue.hotRankHint')}
        />
        <Field
          label={t('catalogue.sortOrder')}
          value={sortOrder}
          onValueChange={setSortOrder}
          inputMode="numeric"
        />
      </div>
    </EditDialog>
  );
}
