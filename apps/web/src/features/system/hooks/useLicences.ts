import { useTranslation } from 'react-i18next';
import type { ResourceType } from '@wps/shared-types';
import { findResource } from '../resources';
import { useSiteInfo } from './useSystemStatus';

export interface Licence {
  resourceType: ResourceType;
  /** The badge picture. */
  url: string;
  label: string;
}

/** The gaming licences the operator holds (Malta, British Virgin Islands, Philippines). */
export function useLicences(): Licence[] {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const licences = [
    { resourceType: 'LICENSE_MALTA', label: t('shell.footer.licenceMalta') },
    { resourceType: 'LICENSE_BRITISH_VIRGIN_ISLANDS', label: t('shell.footer.licenceBvi') },
    { resourceType: 'LICENSE_PHILIPPINES', label: t('shell.footer.licencePhilippines') },
  ] as const;
  return licences.flatMap(({ resourceType, label }) => {
    const resource = findResource(info, resourceType);
    return resource ? [{ resourceType, url: resource.url, label }] : [];
  });
}
