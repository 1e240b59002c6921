import type { ResourceItem, ResourceType, SiteInfo } from '@wps/shared-types';

/** The operator's resource of one type (a social link or a licence badge), if it set one. */
export function findResource(
  info: SiteInfo | undefined,
  resourceType: ResourceType,
): ResourceItem | undefined {
  return info?.resources.find((resource) => resource.resourceType === resourceType);
}
