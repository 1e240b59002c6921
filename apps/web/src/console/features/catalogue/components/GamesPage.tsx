import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { GAME_CATEGORIES, type ConsoleGameRow, type GameCategory } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field, SelectField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { catalogueKeys, fetchGames, fetchVendorChoices, type GameFilters } from '../api';
import styles from './CataloguePages.module.css';
import { GameDialog } from './GameDialog';
import { CatalogueState } from './StateBadges';

function filtersOf(params: URLSearchParams): GameFilters {
  const category = params.get('category');
  return {
    query: params.get('query') ?? '',
    vendor: params.get('vendor') ?? '',
    category: GAME_CATEGORIES.find((code) => code === category) ?? '',
  };
}

/** Games in catalogue order by vendor, category and code or name; filters in the address. */
export function GamesPage() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('catalogue.write');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState<GameFilters>(filters);
  const [editing, setEditing] = useState<ConsoleGameRow | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const games = useQuery({
    queryKey: catalogueKeys.games(filters, page),
    queryFn: ({ signal }) => fetchGames(filters, page, signal),
    placeholderData: keepPreviousData,
  });
  const vendors = useQuery({
    queryKey: catalogueKeys.vendorChoices,
    queryFn: ({ signal }) => fetchVendorChoices(signal),
  });

  const show = (next: GameFilters, nextPage: number) => {
    const search = new URLSearchParams();
    const query = next.query.trim();
    if (query) search.set('query', query);
    if (next.vendor) search.set('vendor', next.vendor);
    if (next.category) search.set('category', next.category);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(draft, 1);
  };

  return (
    <section className={ui.page} aria-labelledby="games-title">
      <h1 id="games-title" className={ui.pageTitle}>
        {t('catalogue.gamesTitle')}
      </h1>
      <form className={ui.toolbar} role="search" onSubmit={submit}>
        <Field
          label={t('catalogue.searchGames')}
          type="search"
          value={draft.query}
          onValueChange={(query) => setDraft((current) => ({ ...current, query }))}
          placeholder={t('catalogue.gameSearchHint')}
        />
        <SelectField
          label={t('catalogue.vendor')}
          value={draft.vendor}
          onValueChange={(vendor) => setDraft((current) => ({ ...current, vendor }))}
          options={[
            { value: '', label: t('catalogue.allVendors') },
            ...(vendors.data ?? []).map((vendor) => ({
              value: vendor.code,
              label: `${vendor.name} (${vendor.code})`,
            })),
            // A vendor in the address that the list has not brought (yet) stays chosen.
            ...(draft.vendor && !vendors.data?.some((vendor) => vendor.code === draft.vendor)
              ? [{ value: draft.vendor, label: draft.vendor }]
              : []),
          ]}
        />
        <SelectField
          label={t('catalogue.category')}
          value={draft.category}
          onValueChange={(category) =>
            setDraft((current) => ({ ...current, category: category as GameCategory | '' }))
          }
          options={[
            { value: '', label: t('catalogue.allCategories') },
            ...GAME_CATEGORIES.map((code) => ({ value: code, label: code })),
          ]}
        />
        <button type="submit" className="button button--primary">
          {t('catalogue.filter')}
        </button>
      </form>
      <div className={ui.card}>
        {saved ? (
          <p className={ui.success} role="status">
            {saved}
          </p>
        ) : null}
        {games.isPending ? <Loading /> : null}
        {games.isError ? <ErrorMessage error={games.error} /> : null}
        {games.data?.list.length === 0 ? (
          <p className={ui.muted}>{t('catalogue.noGames')}</p>
        ) : null}
        {games.data && games.data.list.length > 0 ? (
          <>
            <div className={ui.tableScroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('catalogue.name')}</th>
                    <th scope="col">{t('catalogue.id')}</th>
                    <th scope="col">{t('catalogue.vendor')}</th>
                    <th scope="col">{t('catalogue.gameCode')}</th>
                    <th scope="col">{t('catalogue.category')}</th>
                    <th scope="col">{t('catalogue.state')}</th>
                    <th scope="col">{t('catalogue.hot')}</th>
                    <th scope="col" className={ui.number}>
                      {t('catalogue.sortOrder')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {games.data.list.map((game) => (
                    <tr key={game.id}>
                      <th scope="row">
                        {canWrite ? (
                          <button
                            type="button"
                            className={`link-button ${styles.rowButton}`}
                            aria-label={t('catalogue.editGame', { name: game.name })}
                            onClick={() => {
                              setSaved(null);
                              setEditing(game);
                            }}
                          >
                            {game.name}
                          </button>
                        ) : (
                          game.name
                        )}
                      </th>
                      <td>{game.id}</td>
                      <td>{game.vendor}</td>
                      <td className={ui.code}>{game.gameCode}</td>
                      <td>{game.category}</td>
                      <td>
                        <CatalogueState enabled={game.enabled} maintenance={game.maintenance} />
                      </td>
                      <td>
                        {game.isHot
                          ? game.hotRank === null
                            ? t('catalogue.hotUnranked')
                            : t('catalogue.hotRanked', { rank: game.hotRank })
                          : t('common.none')}
                      </td>
                      <td className={ui.number}>{game.sortOrder}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={games.data.page}
              pageSize={games.data.pageSize || CONSOLE_PAGE_SIZE}
              total={games.data.total}
              onChoose={(next) => show(filters, next)}
            />
          </>
        ) : null}
      </div>
      {editing ? (
        <GameDialog
          game={editing}
          onClose={() => setEditing(null)}
          onSaved={(game) => {
            setEditing(null);
            setSaved(t('catalogue.gameSaved', { name: game.name }));
          }}
        />
      ) : null}
    </section>
  );
}
