import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FOUR_D_PRIZES,
  type FourDNumbers,
  type FourDPaytable,
  type FourDResult,
  type FourDStateResponse,
  type FourDTicket,
  type ProviderSessionResponse,
} from '@wps/shared-types';
import { buyFourDTicket, fetchFourDState, fourDKeys } from '../api';
import { postBalanceChanged } from '../balance-message';
import { recomputeFourD, seedMatchesHash } from '../four-d-verify';
import { useMoney } from '../hooks/useMoney';
import { GameMeter } from './GameMeter';
import { RoundError } from './RoundError';
import clientStyles from './ProviderClient.module.css';
import styles from './FourDGame.module.css';

// The draw page follows the draws: results and settled tickets appear within this long.
const REFRESH_MS = 5_000;

const PRIZE_NAMES = {
  FIRST: 'providerClient.fourD.prizes.first',
  SECOND: 'providerClient.fourD.prizes.second',
  THIRD: 'providerClient.fourD.prizes.third',
  SPECIAL: 'providerClient.fourD.prizes.special',
  CONSOLATION: 'providerClient.fourD.prizes.consolation',
} as const;

const STATUS_NAMES = {
  PENDING: 'providerClient.fourD.statuses.pending',
  OPEN: 'providerClient.fourD.statuses.open',
  SETTLED: 'providerClient.fourD.statuses.settled',
  ROLLED_BACK: 'providerClient.fourD.statuses.rolledBack',
} as const;

interface FourDGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: FourDPaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

function Numbers({ numbers }: { numbers: FourDNumbers }) {
  const { t } = useTranslation('providerClient');
  return (
    <dl className={styles.numbers}>
      <div>
        <dt>{t(PRIZE_NAMES.FIRST)}</dt>
        <dd className={styles.top}>{numbers.first}</dd>
      </div>
      <div>
        <dt>{t(PRIZE_NAMES.SECOND)}</dt>
        <dd className={styles.top}>{numbers.second}</dd>
      </div>
      <div>
        <dt>{t(PRIZE_NAMES.THIRD)}</dt>
        <dd className={styles.top}>{numbers.third}</dd>
      </div>
      <div>
        <dt>{t(PRIZE_NAMES.SPECIAL)}</dt>
        <dd>{numbers.special.join(' ')}</dd>
      </div>
      <div>
        <dt>{t(PRIZE_NAMES.CONSOLATION)}</dt>
        <dd>{numbers.consolation.join(' ')}</dd>
      </div>
    </dl>
  );
}

/** Recomputes the draw in the browser from its revealed seed and says whether it matches. */
function Verify({ result }: { result: FourDResult }) {
  const { t } = useTranslation('providerClient');
  const [verdict, setVerdict] = useState<'checking' | 'match' | 'mismatch' | null>(null);
  const check = async () => {
    setVerdict('checking');
    const [hashMatches, numbers] = await Promise.all([
      seedMatchesHash(result.serverSeed, result.serverSeedHash),
      recomputeFourD(result.serverSeed, result.clientSeed),
    ]);
    setVerdict(
      hashMatches && JSON.stringify(numbers) === JSON.stringify(result.numbers)
        ? 'match'
        : 'mismatch',
    );
  };
  return (
    <div className={styles.verify}>
      <p className={styles.seed}>
        {t('providerClient.fourD.serverSeed')}: <code>{result.serverSeed}</code>
      </p>
      <p className={styles.seed}>
        {t('providerClient.fourD.seedHash')}: <code>{result.serverSeedHash}</code>
      </p>
      <button type="button" className="button" onClick={() => void check()}>
        {t('providerClient.fourD.verify', { numero: result.numero })}
      </button>
      {verdict && (
        <p role="status">
          {verdict === 'checking'
            ? t('providerClient.fourD.checking')
            : verdict === 'match'
              ? t('providerClient.fourD.verified')
              : t('providerClient.fourD.notVerified')}
        </p>
      )}
    </div>
  );
}

function Tickets({
  tickets,
  money,
}: {
  tickets: FourDTicket[];
  money: (amount: string) => string;
}) {
  const { t } = useTranslation('providerClient');
  if (tickets.length === 0) return <p>{t('providerClient.fourD.noTickets')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('providerClient.fourD.myTickets')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('providerClient.fourD.draw')}</th>
            <th scope="col">{t('providerClient.fourD.number')}</th>
            <th scope="col">{t('providerClient.fourD.big')}</th>
            <th scope="col">{t('providerClient.fourD.small')}</th>
            <th scope="col">{t('providerClient.fourD.status')}</th>
            <th scope="col">{t('providerClient.fourD.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.ticketId}>
              <td>{ticket.numero}</td>
              <td>{ticket.number}</td>
              <td>{money(ticket.big)}</td>
              <td>{money(ticket.small)}</td>
              <td>{t(STATUS_NAMES[ticket.status])}</td>
              <td>
                {ticket.payout === null
                  ? '–'
                  : ticket.prize
                    ? `${t(PRIZE_NAMES[ticket.prize])} · ${money(ticket.payout)}`
                    : money(ticket.payout)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PrizeTable({
  paytable,
  money,
}: {
  paytable: FourDPaytable;
  money: (a: string) => string;
}) {
  const { t } = useTranslation('providerClient');
  return (
    <table className={styles.table}>
      <caption>{t('providerClient.fourD.prizeTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('providerClient.fourD.prize')}</th>
          <th scope="col">{t('providerClient.fourD.big')}</th>
          <th scope="col">{t('providerClient.fourD.small')}</th>
        </tr>
      </thead>
      <tbody>
        {FOUR_D_PRIZES.map((prize) => (
          <tr key={prize}>
            <th scope="row">{t(PRIZE_NAMES[prize])}</th>
            <td>{money(paytable.big[prize])}</td>
            <td>{Number(paytable.small[prize]) > 0 ? money(paytable.small[prize]) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 4D client: the open draw, a ticket form, the player's tickets and the past draws. */
export function FourDGame({ token, session, paytable, updateSession }: FourDGameProps) {
  const { t } = useTranslation('providerClient');
  const money = useMoney(session.currency);
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const [big, setBig] = useState('1');
  const [small, setSmall] = useState('0');
  // One key per ticket the player means to buy: a repeat of a failed submission reuses it.
  const ticketKey = useRef(crypto.randomUUID());
  const state = useQuery({
    queryKey: fourDKeys.state(token),
    queryFn: ({ signal }) => fetchFourDState(token, signal),
    refetchInterval: REFRESH_MS,
  });
  const buy = useMutation({
    mutationFn: () =>
      buyFourDTicket({
        token,
        ticketKey: ticketKey.current,
        number,
        big: big || '0',
        small: small || '0',
      }),
    onSuccess: (answer) => {
      ticketKey.current = crypto.randomUUID();
      updateSession({ balance: answer.balance });
      postBalanceChanged();
      queryClient.setQueryData<FourDStateResponse>(fourDKeys.state(token), (current) =>
        current ? { ...current, tickets: [answer.ticket, ...current.tickets] } : current,
      );
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    buy.mutate();
  };
  const data = state.data;
  // The balance moves when a draw pays: the state's is the newest.
  const balance = data?.balance ?? session.balance;
  const lastPaid = data?.tickets.find((ticket) => ticket.status === 'SETTLED');

  return (
    <div className={clientStyles.game}>
      <GameMeter
        balance={money(balance)}
        lastWin={lastPaid?.payout ? money(lastPaid.payout) : null}
      />
      {data && (
        <section className={styles.open} aria-labelledby="four-d-open">
          <h2 id="four-d-open">
            {t('providerClient.fourD.openDraw', { numero: data.openDraw.numero })}
          </h2>
          <p>
            {t('providerClient.fourD.drawAt', {
              time: new Date(data.openDraw.drawAt).toLocaleTimeString(),
              minutes: data.drawIntervalSeconds / 60,
            })}
          </p>
          <p className={styles.seed}>
            {t('providerClient.fourD.seedHash')}: <code>{data.openDraw.serverSeedHash}</code>
          </p>
        </section>
      )}
      <form className={styles.form} onSubmit={submit}>
        <label>
          {t('providerClient.fourD.number')}
          <input
            name="number"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]{4}"
            maxLength={4}
            required
            value={number}
            onChange={(event) => setNumber(event.target.value.replace(/\D/g, ''))}
          />
        </label>
        <label>
          {t('providerClient.fourD.bigStake')}
          <input
            name="big"
            inputMode="decimal"
            value={big}
            onChange={(event) => setBig(event.target.value)}
          />
        </label>
        <label>
          {t('providerClient.fourD.smallStake')}
          <input
            name="small"
            inputMode="decimal"
            value={small}
            onChange={(event) => setSmall(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={buy.isPending}>
          {buy.isPending ? t('providerClient.fourD.buying') : t('providerClient.fourD.buy')}
        </button>
      </form>
      <p className={styles.hint}>
        {t('providerClient.fourD.rules', {
          minimum: money(paytable.minimumStake),
          maximum: money(paytable.maximumStake),
        })}
      </p>
      {buy.isSuccess && (
        <p role="status">
          {t('providerClient.fourD.bought', {
            number: buy.data.ticket.number,
            numero: buy.data.ticket.numero,
          })}
        </p>
      )}
      <RoundError error={buy.error ?? state.error} />
      {data && <Tickets tickets={data.tickets} money={money} />}
      <section aria-labelledby="four-d-results">
        <h2 id="four-d-results">{t('providerClient.fourD.results')}</h2>
        {data?.results.length === 0 && <p>{t('providerClient.fourD.noResults')}</p>}
        {data?.results.map((result) => (
          <article key={result.numero} className={styles.result}>
            <h3>
              {t('providerClient.fourD.draw')} {result.numero}
            </h3>
            <Numbers numbers={result.numbers} />
            <Verify result={result} />
          </article>
        ))}
      </section>
      <PrizeTable paytable={paytable} money={money} />
      <p className={styles.hint}>
        {t('providerClient.fourD.rtp', {
          big: paytable.returnToPlayer.big,
          small: paytable.returnToPlayer.small,
        })}
      </p>
    </div>
  );
}
