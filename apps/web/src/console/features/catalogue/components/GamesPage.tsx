import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { GAME_CATEGORIES, type GameCategory } from '@wps/shared-types';
import { pageOf } from '../../../lib/console-api';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field, SelectField } from '../../../ui/Field';
import ui from '../../../ui/ui.module.css';
import { catalogueKeys, fetchGames, fetchVendorChoices, type GameFilters } from '../api';
import { CatalogueList } from './CatalogueList';
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
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState<GameFilters>(filters);
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
      <CatalogueList
        list={games}
        onPage={(next) => show(filters, next)}
        none={t('catalogue.noGames')}
        rowKey={(game) => game.id}
        name={{
          label: t('catalogue.name'),
          of: (game) => game.name,
          editLabel: (game) => t('catalogue.editGame', { name: game.name }),
        }}
        columns={[
          { label: t('catalogue.id'), cell: (game) => game.id },
          { label: t('catalogue.vendor'), cell: (game) => game.vendor },
          { label: t('catalogue.gameCode'), className: ui.code, cell: (game) => game.gameCode },
          { label: t('catalogue.category'), cell: (game) => game.category },
          {
            label: t('catalogue.state'),
            cell: (game) => (
              <CatalogueState enabled={game.enabled} maintenance={game.maintenance} />
            ),
          },
          {
            label: t('catalogue.hot'),
            cell: (game) =>
              game.isHot
                ? game.hotRank === null
                  ? t('catalogue.hotUnranked')
                  : t('catalogue.hotRanked', { rank: game.hotRank })
                : t('common.none'),
          },
          { label: t('catalogue.sortOrder'), number: true, cell: (game) => game.sortOrder },
        ]}
        editor={(game, close, saved) => <GameDialog game={game} onClose={close} onSaved={saved} />}
        savedText={(game) => t('catalogue.gameSaved', { name: game.name })}
      />
    </section>
  );
}
