import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameObject } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { AlertDialog } from '../../../ui/AlertDialog';
import { Modal } from '../../../ui/Modal';
import { Pager } from '../../../ui/Pager';
import { useGameList } from '../hooks/useGameList';
import type { GameLauncher } from '../hooks/useLaunchGame';
import { GameGrid } from './GameGrid';
import { GameWalletPrompt } from './GameWalletPrompt';
import styles from './Lobby.module.css';

/**
 * The dialogs a launch can open: a vendor's game list, the transfer into a game's wallet,
 * maintenance, or a failure.
 */
export function GameLaunchDialogs({ launcher }: { launcher: GameLauncher }) {
  const { t } = useTranslation();
  const { dialog, closeDialog } = launcher;
  if (!dialog) return null;
  if (dialog.kind === 'vendorGames') {
    return (
      <Modal title={dialog.vendorEntry.gameName} onClose={closeDialog} size="large">
        <VendorGames vendorEntry={dialog.vendorEntry} launcher={launcher} />
      </Modal>
    );
  }
  if (dialog.kind === 'gameWallet') {
    return (
      <GameWalletPrompt
        game={dialog.game}
        funds={dialog.funds}
        onPlay={() => launcher.play(dialog.game)}
        onClose={closeDialog}
      />
    );
  }
  if (dialog.kind === 'maintenance') {
    return (
      <Modal title={t('errors.GAME_MAINTENANCE')} onClose={closeDialog} size="large">
        <p role="alert" className={styles.note}>
          {dialog.recommended.length > 0 ? t('lobby.tryInstead') : t('lobby.tryLater')}
        </p>
        <GameGrid games={dialog.recommended} launcher={launcher} />
      </Modal>
    );
  }
  return (
    <AlertDialog title={t('lobby.launchFailed')} onClose={closeDialog}>
      {errorText(t, dialog.error)}
    </AlertDialog>
  );
}

/** Spec 2 §2: a vendor entry (isGame VASSALAGE) lists that vendor's games to choose from. */
function VendorGames({
  vendorEntry,
  launcher,
}: {
  vendorEntry: GameObject;
  launcher: GameLauncher;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending } = useGameList({
    gameType: vendorEntry.gameType,
    vassalage: vendorEntry.vassalage,
    pageNo: page,
  });
  if (isPending) return <p className={styles.note}>{t('shell.loading')}</p>;
  // The vendor's own entry is in its list too; choosing it here would only reopen this list.
  const games = data?.games.filter((game) => game.isGame !== 'VASSALAGE') ?? [];
  return (
    <>
      {games.length === 0 && <p className={styles.note}>{t('lobby.empty')}</p>}
      <GameGrid games={games} launcher={launcher} />
      <Pager page={page} totalPages={data?.totalPages ?? 0} onChoose={setPage} />
    </>
  );
}
