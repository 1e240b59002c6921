// Card-game (PVP) rooms: spec 2 §7 "PVP rooms: relay, token". Each room is a table of one card
// game at one stake with a number of seats; a member sits in one room at a time, from joining it
// (a launch with its roomId) until the launch's game session ends or the member launches another
// game. The relay's name follows the game-centre family of the spec's GCS_walletTransfer.

/** The room's table level, shown as its name ("Beginner", "VIP"...). */
export const PVP_ROOM_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'VIP'] as const;
export type PvpRoomLevel = (typeof PVP_ROOM_LEVELS)[number];

/** Seats a room may have: two players at least, ten at most (a full card table). */
export const PVP_ROOM_SEATS_MIN = 2;
export const PVP_ROOM_SEATS_MAX = 10;

export const PVP_ROOM_PAGE_SIZE = 20;

export interface PvpRoomView {
  roomId: number;
  /** The catalogue's room code, e.g. "V8-FTL-BEGINNER". */
  code: string;
  level: PvpRoomLevel;
  /** The card game played in the room (GameObject.nodeId), launched with this room's roomId. */
  nodeId: string;
  /** The game's name in the asked language where the catalogue has it. */
  gameName: string;
  vendor: string;
  /** The table's stake in the site's currency ("2.00"). */
  stake: string;
  seats: number;
  /** Members seated now (live sessions in this room). */
  players: number;
  /** The asking member sits in this room. */
  seated: boolean;
}

export interface PvpRoomPage {
  list: PvpRoomView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface PvpRoomQuery {
  pageNo?: number;
  pageSize?: number;
  /** Rooms of one card game only (its nodeId). */
  nodeId?: string;
  language?: string;
}

export const PVP_ROOM_PATHS = {
  /** GET ?pageNo&pageSize&nodeId&language: PvpRoomPage (T), rooms in catalogue order. */
  rooms: '/wps/relay/GCS_pvpRooms',
} as const;
