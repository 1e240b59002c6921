import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { pageOf } from '../../../lib/console-api';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import ui from '../../../ui/ui.module.css';
import { catalogueKeys, fetchVendors } from '../api';
import { CatalogueList } from './CatalogueList';
import { CatalogueState } from './StateBadges';
import { VendorDialog } from './VendorDialog';

/** Vendors in catalogue order, searched by code or name; the search and page in the address. */
export function VendorsPage() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(query);
  const vendors = useQuery({
    queryKey: catalogueKeys.vendors(query, page),
    queryFn: ({ signal }) => fetchVendors(query, page, signal),
    placeholderData: keepPreviousData,
  });

  const show = (text: string, nextPage: number) => {
    const search = new URLSearchParams();
    if (text) search.set('query', text);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(draft.trim(), 1);
  };

  return (
    <section className={ui.page} aria-labelledby="vendors-title">
      <h1 id="vendors-title" className={ui.pageTitle}>
        {t('catalogue.vendorsTitle')}
      </h1>
      <form className={ui.toolbar} role="search" onSubmit={submit}>
        <Field
          label={t('catalogue.searchVendors')}
          type="search"
          value={draft}
          onValueChange={setDraft}
          placeholder={t('catalogue.vendorSearchHint')}
        />
        <button type="submit" className="button button--primary">
          {t('catalogue.search')}
        </button>
      </form>
      <CatalogueList
        list={vendors}
        onPage={(next) => show(query, next)}
        none={t('catalogue.noVendors')}
        rowKey={(vendor) => vendor.code}
        name={{
          label: t('catalogue.name'),
          of: (vendor) => vendor.name,
          editLabel: (vendor) => t('catalogue.editVendor', { name: vendor.name }),
        }}
        columns={[
          { label: t('catalogue.code'), cell: (vendor) => vendor.code },
          { label: t('catalogue.walletType'), cell: (vendor) => vendor.walletType },
          { label: t('catalogue.categories'), cell: (vendor) => vendor.categories.join(', ') },
          {
            label: t('catalogue.state'),
            cell: (vendor) => (
              <CatalogueState enabled={vendor.enabled} maintenance={vendor.maintenance} />
            ),
          },
          { label: t('catalogue.sortOrder'), number: true, cell: (vendor) => vendor.sortOrder },
          {
            label: t('catalogue.recommendations'),
            className: ui.wrap,
            cell: (vendor) =>
              vendor.maintenanceRecommendations.length > 0
                ? vendor.maintenanceRecommendations.map((game) => game.name).join(', ')
                : t('catalogue.automatic'),
          },
        ]}
        editor={(vendor, close, saved) => (
          <VendorDialog vendor={vendor} onClose={close} onSaved={saved} />
        )}
        savedText={(vendor) => t('catalogue.vendorSaved', { name: vendor.name })}
      />
    </section>
  );
}
