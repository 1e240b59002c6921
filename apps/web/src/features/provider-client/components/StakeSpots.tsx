import { useMoney } from '../hooks/useMoney';
import type { Stakes } from '../hooks/useTableStakes';
import tableStyles from './LiveTable.module.css';

interface StakeSpotsProps<TSpot extends string> {
  /** The group's name, read out before its spots. */
  label: string;
  /** The table's own layout of its spots. */
  className: string;
  /** The spots in table order, each with its name and its own look on the table. */
  spots: readonly { spot: TSpot; name: string; className?: string }[];
  stakes: Stakes<TSpot>;
  currency: string;
  onPlace: (spot: TSpot) => void;
  /** The round is being played: the chips stay where they are. */
  disabled: boolean;
}

/** A card table's betting spots: each a button that puts the chip in hand on it, with its stake. */
export function StakeSpots<TSpot extends string>(props: StakeSpotsProps<TSpot>) {
  const { stakes, onPlace, disabled } = props;
  const money = useMoney(props.currency);
  return (
    <div className={props.className} role="group" aria-label={props.label}>
      {props.spots.map(({ spot, name, className }) => (
        <button
          key={spot}
          type="button"
          className={`${tableStyles.spot} ${className ?? ''}`}
          onClick={() => onPlace(spot)}
          disabled={disabled}
        >
          <span className={tableStyles.spotName}>{name}</span>
          <span className={tableStyles.stake}>{stakes[spot] ? money(stakes[spot]) : ''}</span>
        </button>
      ))}
    </div>
  );
}
