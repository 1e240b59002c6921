import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ConsoleVendorRow } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { catalogueKeys, fetchVendors } from '../api';
import styles from './CataloguePages.module.css';
import { CatalogueState } from './StateBadges';
import { VendorDialog } from './VendorDialog';

/** Vendors in catalogue order, searched by code or name; the search and page in the address. */
export function VendorsPage() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('catalogue.write');
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(query);
  const [editing, setEditing] = useState<ConsoleVendorRow | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
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
      <div className={ui.card}>
        {saved ? (
          <p className={ui.success} role="status">
            {saved}
          </p>
        ) : null}
        {vendors.isPending ? <Loading /> : null}
        {vendors.isError ? <ErrorMessage error={vendors.error} /> : null}
        {vendors.data?.list.length === 0 ? (
          <p className={ui.muted}>{t('catalogue.noVendors')}</p>
        ) : null}
        {vendors.data && vendors.data.list.length > 0 ? (
          <>
            <div className={ui.tableScroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('catalogue.name')}</th>
                    <th scope="col">{t('catalogue.code')}</th>
                    <th scope="col">{t('catalogue.walletType')}</th>
                    <th scope="col">{t('catalogue.categories')}</th>
                    <th scope="col">{t('catalogue.state')}</th>
                    <th scope="col" className={ui.number}>
                      {t('catalogue.sortOrder')}
                    </th>
                    <th scope="col">{t('catalogue.recommendations')}</th>
                  </tr>
                </thead>
                <tbody>
                  {vendors.data.list.map((vendor) => (
                    <tr key={vendor.code}>
                      <th scope="row">
                        {canWrite ? (
                          <button
                            type="button"
                            className={`link-button ${styles.rowButton}`}
                            aria-label={t('catalogue.editVendor', { name: vendor.name })}
                            onClick={() => {
                              setSaved(null);
                              setEditing(vendor);
                            }}
                          >
                            {vendor.name}
                          </button>
                        ) : (
                          vendor.name
                        )}
                      </th>
                      <td>{vendor.code}</td>
                      <td>{vendor.walletType}</td>
                      <td>{vendor.categories.join(', ')}</td>
                      <td>
                        <CatalogueState enabled={vendor.enabled} maintenance={vendor.maintenance} />
                      </td>
                      <td className={ui.number}>{vendor.sortOrder}</td>
                      <td className={ui.wrap}>
                        {vendor.maintenanceRecommendations.length > 0
                          ? vendor.maintenanceRecommendations.map((game) => game.name).join(', ')
                          : t('catalogue.automatic')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={vendors.data.page}
              pageSize={vendors.data.pageSize || CONSOLE_PAGE_SIZE}
              total={vendors.data.total}
              onChoose={(next) => show(query, next)}
            />
          </>
        ) : null}
      </div>
      {editing ? (
        <VendorDialog
          vendor={editing}
          onClose={() => setEditing(null)}
          onSaved={(vendor) => {
            setEditing(null);
            setSaved(t('catalogue.vendorSaved', { name: vendor.name }));
          }}
        />
      ) : null}
    </section>
  );
}
