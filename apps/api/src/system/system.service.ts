import { Injectable } from '@nestjs/common';
import {
  SYSTEM_STATUS,
  isLanguage,
  type Language,
  type SiteInfo,
  type SystemStatusValue,
  type WhiteLabelModuleNode,
} from '@wps/shared-types';
import type { MerchantSite } from '../merchant/merchant.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';

@Injectable()
export class SystemService {
  constructor(private readonly merchants: MerchantService) {}

  /** Status 0 normal or 1 maintenance, with the permission payload of spec 1 §3. */
  async status(host: string | undefined, clientIp: string): Promise<SystemStatusValue> {
    const site = await this.merchants.siteForHost(host);
    const maintenance = site.maintenanceEnabled
      ? {
          title: site.maintenanceTitle ?? 'System maintenance',
          endTime: site.maintenanceEndAt?.toISOString() ?? null,
          text: site.maintenanceText ?? '',
        }
      : null;
    return {
      status: maintenance ? SYSTEM_STATUS.MAINTENANCE : SYSTEM_STATUS.NORMAL,
      maintenance,
      regionRestriction: null,
      location: { ip: clientIp, countryCode: null },
      info: toSiteInfo(site),
    };
  }

  async whiteLabel(host: string | undefined): Promise<WhiteLabelModuleNode[]> {
    return toSiteInfo(await this.merchants.siteForHost(host)).modules;
  }
}

export function toSiteInfo(site: MerchantSite): SiteInfo {
  const languages = site.languages.filter(isLanguage);
  return {
    merchantCode: site.code,
    siteName: site.name,
    currencyCode: site.currencyCode,
    currencySymbol: site.currencySymbol,
    languages,
    defaultLanguage: isLanguage(site.defaultLanguage) ? site.defaultLanguage : ('MS' as Language),
    routeGuard: site.routeGuard,
    modules: toModuleTree(site.modules),
    registerRules: site.registerRules.map((rule) => ({
      field: rule.field,
      enabled: rule.enabled,
      required: rule.required,
      acceptedPattern: rule.acceptedPattern,
      patternId: rule.patternId,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
    })),
    resources: site.resources.map((resource) => ({
      resourceType: resource.resourceType,
      url: resource.url,
      qrCodeUrl: resource.qrCodeUrl,
    })),
    customerService: site.customerServices.map((channel) => ({
      csType: channel.csType,
      path: channel.path,
    })),
    analytics: { gtagId: site.gtagId },
    imageCDNs: site.imageCdns,
    launchGameCDNs: site.launchGameCdns,
  };
}

function toModuleTree(modules: MerchantSite['modules']): WhiteLabelModuleNode[] {
  const nodes = new Map<number, WhiteLabelModuleNode>();
  for (const module of modules) {
    nodes.set(module.id, {
      code: module.code,
      name: module.name,
      enabled: module.enabled,
      children: [],
    });
  }
  const roots: WhiteLabelModuleNode[] = [];
  for (const module of modules) {
    const node = nodes.get(module.id)!;
    const parent = module.parentId === null ? undefined : nodes.get(module.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
