import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PvpRoomView } from '@wps/shared-types';
import { Pager } from '../../../ui/Pager';
import { useLanguage } from '../../i18n';
import { GameLaunchDialogs, useLaunchGame } from '../../lobby';
import { openAccessDialog, useSession } from '../../session';
import { useMoneyFormat } from '../../wallet';
import { fetchPvpRooms, pvpRoomKeys } from '../api';
import { registerPvpRoomTexts } from '../texts';
import styles from './PvpRooms.module.css';

registerPvpRoomTexts();

// Seats change as players come and go; the list is read again every half minute.
const REFRESH_MS = 30_000;

const LEVEL_KEYS = {
  BEGINNER: 'pvpRooms.level.BEGINNER',
  INTERMEDIATE: 'pvpRooms.level.INTERMEDIATE',
  ADVANCED: 'pvpRooms.level.ADVANCED',
  VIP: 'pvpRooms.level.VIP',
} as const;

/**
 * The card lobby's rooms (spec 2 §7 "PVP rooms: relay, token"): each table's game, level, stake
 * and seats taken; Join launches the room's game in the member's seat. A visitor is asked to
 * log in first, since the relay needs the token.
 */
export function PvpRooms() {
  const { t } = useTranslation('pvpRooms');
  const { t: siteT } = useTranslation();
  const session = useSession();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const rooms = useQuery({
    queryKey: pvpRoomKeys.page(page, language),
    queryFn: ({ signal }) => fetchPvpRooms(page, language, signal),
    enabled: Boolean(session.token),
    refetchInterval: REFRESH_MS,
  });

  return (
    <section className={styles.rooms} aria-labelledby="pvp-rooms-title">
      <h2 id="pvp-rooms-title" className={styles.title}>
        {t('pvpRooms.title')}
      </h2>
      {!session.token ? (
        <p className={styles.note}>
          {t('pvpRooms.loginFirst')}{' '}
          <button
            type="button"
            className="button"
            onClick={() => openAccessDialog('loginPopupModal')}
          >
            {siteT('shell.topBar.login')}
          </button>
        </p>
      ) : rooms.isPending ? (
        <p className={styles.note}>{siteT('shell.loading')}</p>
      ) : rooms.isError ? (
        <p className={styles.note} role="alert">
          {t('pvpRooms.loadFailed')}
        </p>
      ) : rooms.data.totalCount === 0 ? (
        <p className={styles.note}>{t('pvpRooms.empty')}</p>
      ) : (
        <>
          <RoomTable rooms={rooms.data.list} />
          <Pager page={page} totalPages={rooms.data.totalPages} onChoose={setPage} />
        </>
      )}
    </section>
  );
}

function RoomTable({ rooms }: { rooms: PvpRoomView[] }) {
  const { t } = useTranslation('pvpRooms');
  const money = useMoneyFormat();
  const launcher = useLaunchGame();
  return (
    <>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('pvpRooms.game')}</th>
              <th scope="col">{t('pvpRooms.room')}</th>
              <th scope="col">{t('pvpRooms.stake')}</th>
              <th scope="col">{t('pvpRooms.players')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('pvpRooms.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.map((room) => {
              const full = room.players >= room.seats && !room.seated;
              const name = `${room.gameName} ${t(LEVEL_KEYS[room.level])}`;
              return (
                <tr key={room.roomId} aria-current={room.seated ? 'true' : undefined}>
                  <th scope="row">{room.gameName}</th>
                  <td>{t(LEVEL_KEYS[room.level])}</td>
                  <td className={styles.amount}>{money(room.stake)}</td>
                  <td className={styles.amount}>
                    {t('pvpRooms.seatsTaken', { players: room.players, seats: room.seats })}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={full || launcher.launching === `room:${room.roomId}`}
                      aria-label={t(room.seated ? 'pvpRooms.rejoinRoom' : 'pvpRooms.joinRoom', {
                        name,
                      })}
                      onClick={() => launcher.launch({ roomId: room.roomId })}
                    >
                      {full
                        ? t('pvpRooms.full')
                        : room.seated
                          ? t('pvpRooms.rejoin')
                          : t('pvpRooms.join')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <GameLaunchDialogs launcher={launcher} />
    </>
  );
}
