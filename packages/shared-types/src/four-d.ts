// The built-in provider's 4D lottery (issue 18 point 9): a player picks a four-digit number and
// stakes Big and/or Small on it; every few minutes a draw publishes 23 numbers (1st, 2nd, 3rd, ten
// special, ten consolation), drawn provably fair from a server seed whose hash is published
// before the draw. Each ticket is one seamless-wallet round: its stake debited when bought, its
// prize (or zero) credited when its draw runs. Amounts are decimal strings.

export const FOUR_D_PATHS = {
  // GET ?token= : the open draw, the prize table, the player's newest tickets, recent results.
  state: '/provider/api/4d',
  // POST: buy a ticket for the open draw.
  tickets: '/provider/api/4d/tickets',
  // GET ?token=&pageNo= : the player's tickets, newest first.
  ticketList: '/provider/api/4d/tickets',
  // GET ?pageNo= : the drawn results with their revealed seeds, newest first (public).
  results: '/provider/api/4d/results',
} as const;

/** The catalogue game (lottery lobby) whose draws are the built-in provider's 4D. */
export const FOUR_D_GAME_CODE = 'LOTT_HARIMAU_4D';

export const FOUR_D_PRIZES = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'] as const;
export type FourDPrize = (typeof FOUR_D_PRIZES)[number];

export const FOUR_D_TICKETS_PAGE_SIZE = 20;
export const FOUR_D_RESULTS_PAGE_SIZE = 10;

export interface FourDPaytable {
  gameCode: 'FOUR_D';
  name: string;
  // Paid per 1 staked (the stake is not returned besides); Small pays the top three prizes only.
  big: Record<FourDPrize, string>;
  small: Record<FourDPrize, string>;
  minimumStake: string;
  maximumStake: string;
  returnToPlayer: { big: string; small: string };
}

/** A draw's numbers: 23 distinct four-digit numbers. */
export interface FourDNumbers {
  first: string;
  second: string;
  third: string;
  special: string[];
  consolation: string[];
}

/** The open draw: tickets are sold until `closesAt`; the seed hash commits to its numbers. */
export interface FourDOpenDraw {
  numero: string;
  drawAt: string;
  closesAt: string;
  serverSeedHash: string;
}

/** A drawn result, with what recomputes it (provably-fair.md, "4D draws"). */
export interface FourDResult {
  numero: string;
  drawAt: string;
  numbers: FourDNumbers;
  serverSeedHash: string;
  serverSeed: string;
  // The draw's client seed is its numero and its nonce 0.
  clientSeed: string;
}

export interface FourDTicketRequest {
  token: string;
  // Chosen by the client once per ticket: a repeat of the same request buys nothing more.
  ticketKey: string;
  number: string;
  big: string;
  small: string;
}

export type FourDTicketStatus = 'PENDING' | 'OPEN' | 'SETTLED' | 'ROLLED_BACK';

export interface FourDTicket {
  ticketId: string;
  numero: string;
  number: string;
  big: string;
  small: string;
  status: FourDTicketStatus;
  // The prize won once settled ("0.00" for none); null until the draw.
  payout: string | null;
  prize: FourDPrize | null;
  boughtAt: string;
}

export interface FourDTicketResponse {
  ticket: FourDTicket;
  balance: string;
  currency: string;
}

export interface FourDStateResponse {
  openDraw: FourDOpenDraw;
  drawIntervalSeconds: number;
  balance: string;
  currency: string;
  paytable: FourDPaytable;
  tickets: FourDTicket[];
  results: FourDResult[];
}

export interface FourDTicketListResponse {
  list: FourDTicket[];
  totalPages: number;
}

export interface FourDResultListResponse {
  list: FourDResult[];
  totalPages: number;
}
