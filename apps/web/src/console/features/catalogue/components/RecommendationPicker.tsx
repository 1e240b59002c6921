import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONSOLE_MAX_RECOMMENDATIONS,
  type ConsoleGameReference,
  type ConsoleGameRow,
} from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { catalogueKeys, fetchGames } from '../api';
import styles from './CataloguePages.module.css';
import { CatalogueState } from './StateBadges';

interface RecommendationPickerProps {
  vendorCode: string;
  picks: ConsoleGameReference[];
  onChange: (picks: ConsoleGameReference[]) => void;
}

const referenceOf = (game: ConsoleGameRow): ConsoleGameReference => ({
  id: game.id,
  vendor: game.vendor,
  gameCode: game.gameCode,
  name: game.name,
});

function moved<Item>(items: Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Up to CONSOLE_MAX_RECOMMENDATIONS games of the vendor, in order: shown first (those playable)
 * when a game of the vendor is under maintenance. The vendor's games are found by code or name.
 */
export function RecommendationPicker({ vendorCode, picks, onChange }: RecommendationPickerProps) {
  const { t } = useConsoleTranslation();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const filters = { query, vendor: vendorCode, category: '' as const };
  const games = useQuery({
    queryKey: catalogueKeys.games(filters, 1),
    queryFn: ({ signal }) => fetchGames(filters, 1, signal),
    placeholderData: keepPreviousData,
  });
  const full = picks.length >= CONSOLE_MAX_RECOMMENDATIONS;
  const chosen = new Set(picks.map((game) => game.id));

  return (
    <fieldset className={styles.picker} aria-describedby={hintId}>
      <legend>
        {t('catalogue.recommendationsCount', {
          chosen: picks.length,
          max: CONSOLE_MAX_RECOMMENDATIONS,
        })}
      </legend>
      <p id={hintId} className={ui.hint}>
        {t('catalogue.recommendationsHint', { max: CONSOLE_MAX_RECOMMENDATIONS })}
      </p>
      {picks.length === 0 ? (
        <p className={ui.muted}>{t('catalogue.automatic')}</p>
      ) : (
        <ol className={styles.picks} aria-label={t('catalogue.recommendations')}>
          {picks.map((game, index) => (
            <li key={game.id} className={styles.pick}>
              <span className={styles.gameName}>
                {game.name} <span className={styles.muted}>{game.gameCode}</span>
              </span>
              <span className={styles.rowActions}>
                <button
                  type="button"
                  className={`button ${styles.iconButton}`}
                  aria-label={t('catalogue.moveUp', { name: game.name })}
                  disabled={index === 0}
                  onClick={() => onChange(moved(picks, index, index - 1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={`button ${styles.iconButton}`}
                  aria-label={t('catalogue.moveDown', { name: game.name })}
                  disabled={index === picks.length - 1}
                  onClick={() => onChange(moved(picks, index, index + 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('catalogue.removePick', { name: game.name })}
                  onClick={() => onChange(picks.filter((pick) => pick.id !== game.id))}
                >
                  {t('catalogue.remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.search}>
        <Field
          label={t('catalogue.findGame')}
          type="search"
          value={draft}
          onValueChange={setDraft}
          placeholder={t('catalogue.gameSearchHint')}
          onKeyDown={(event) => {
            // Enter finds games here; it does not save the dialog's form.
            if (event.key === 'Enter') {
              event.preventDefault();
              setQuery(draft.trim());
            }
          }}
        />
        <button type="button" className="button" onClick={() => setQuery(draft.trim())}>
          {t('catalogue.find')}
        </button>
      </div>
      {games.isPending ? <Loading /> : null}
      {games.isError ? <ErrorMessage error={games.error} /> : null}
      {games.data?.list.length === 0 ? <p className={ui.muted}>{t('catalogue.noGames')}</p> : null}
      {games.data && games.data.list.length > 0 ? (
        <ul className={styles.results} aria-label={t('catalogue.foundGames')}>
          {games.data.list.map((game) => (
            <li key={game.id} className={styles.result}>
              <span className={styles.gameName}>
                {game.name} <span className={styles.muted}>{game.gameCode}</span>{' '}
                <CatalogueState enabled={game.enabled} maintenance={game.maintenance} />
              </span>
              <button
                type="button"
                className="button"
                aria-label={t('catalogue.addPick', { name: game.name })}
                disabled={full || chosen.has(game.id)}
                onClick={() => onChange([...picks, referenceOf(game)])}
              >
                {t('catalogue.add')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? <p className={ui.hint}>{t('catalogue.recommendationsFull')}</p> : null}
    </fieldset>
  );
}
