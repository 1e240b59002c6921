import { Injectable } from '@nestjs/common';
import {
  AGE_AGREEMENT_AGE,
  agentSettingsFlags,
  agentSettingsOf,
  currencyDecimals,
  SYSTEM_STATUS,
  VIP_SERVICE_MIN_RANK,
  enabledWhiteLabelFlags,
  isLanguage,
  type CountryValue,
  type DomainRouteValue,
  type SiteInfo,
  type SystemStatusValue,
  type WhiteLabelModuleNode,
  type RegisterSettingsValue,
  type VipRank,
} from '@wps/shared-types';
import type { MerchantSite } from '../merchant/merchant.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { dialingCodeOf } from '../region/dialing-codes.js';
import { RegionService, restrictionText } from '../region/region.service.js';
import { SystemRepository } from './system.repository.js';

@Injectable()
export class SystemService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly region: RegionService,
    private readonly system: SystemRepository,
  ) {}

  // A site's info is the same for every visitor until its settings change, and MerchantService
  // hands out the same site object until then (or until its TTL): built and serialised once per
  // site object, and bounded by that cache (a site object it dropped is collected with its info).
  private readonly infos = new WeakMap<MerchantSite, { info: SiteInfo; json: string }>();

  /**
   * Status 0 normal, 1 maintenance or 2 blocked region (maintenance wins), with the permission
   * payload of spec 1 §3, as the JSON of SystemStatusValue: the site's info is spliced in as
   * serialised once, only the visitor's part is serialised per request.
   */
  async statusJson(host: string | undefined, clientIp: string): Promise<string> {
    const site = await this.merchants.siteForHost(host);
    const visitorPart = JSON.stringify(this.visitorStatus(site, clientIp));
    return `${visitorPart.slice(0, -1)},"info":${this.siteInfo(site).json}}`;
  }

  /** SystemStatusValue without its `info`: what depends on the visitor and the moment. */
  private visitorStatus(site: MerchantSite, clientIp: string): Omit<SystemStatusValue, 'info'> {
    const maintenance = site.maintenanceEnabled
      ? {
          title: site.maintenanceTitle ?? 'System maintenance',
          endTime: site.maintenanceEndAt?.toISOString() ?? null,
          text: site.maintenanceText ?? '',
        }
      : null;
    const region = this.region.check(site, clientIp);
    const blocked = !maintenance && region.blocked;
    return {
      status: maintenance
        ? SYSTEM_STATUS.MAINTENANCE
        : blocked
          ? SYSTEM_STATUS.BLOCKED_REGION
          : SYSTEM_STATUS.NORMAL,
      maintenance,
      regionRestriction: blocked ? { text: restrictionText(site) } : null,
      location: { ip: clientIp, countryCode: region.countryCode },
    };
  }

  private siteInfo(site: MerchantSite): { info: SiteInfo; json: string } {
    let entry = this.infos.get(site);
    if (!entry) {
      const info = toSiteInfo(site);
      entry = { info, json: JSON.stringify(info) };
      this.infos.set(site, entry);
    }
    return entry;
  }

  async whiteLabel(host: string | undefined): Promise<WhiteLabelModuleNode[]> {
    return this.siteInfo(await this.merchants.siteForHost(host)).info.modules;
  }

  country(clientIp: string): CountryValue {
    const countryCode = this.region.countryOf(clientIp);
    return { ip: clientIp, countryCode, countryDialingCode: dialingCodeOf(countryCode) };
  }

  async registerSettings(host: string | undefined): Promise<RegisterSettingsValue> {
    const site = await this.merchants.siteForHost(host);
    const { info } = this.siteInfo(site);
    return {
      rules: info.registerRules,
      enabledFlags: enabledWhiteLabelFlags(info.modules),
      // The 18+ agreement always applies; an operator may only raise the age.
      minimumAge: Math.max(site.minimumAge, AGE_AGREEMENT_AGE),
      sliderVerification: site.sliderVerification,
    };
  }

  async domainRoute(host: string | undefined): Promise<DomainRouteValue> {
    const site = await this.merchants.siteForHost(host);
    const domains = await this.system.findDomains(site.id);
    return { domainList: domains.map(({ host, speed }) => ({ domain: host, speed })) };
  }

  async vipRanks(host: string | undefined): Promise<VipRank[]> {
    const site = await this.merchants.siteForHost(host);
    const ranks = await this.system.findVipRanks(site.id);
    return ranks.map((rank) => ({
      rankLevel: rank.rankLevel,
      labelName: rank.labelName,
      color: rank.color,
      requirements: {
        depositTotal: requiredAmount(rank.requirements, 'depositTotal'),
        validBetTotal: requiredAmount(rank.requirements, 'validBetTotal'),
      },
      vipService: rank.rankLevel >= VIP_SERVICE_MIN_RANK,
    }));
  }
}

// The operator's requirements are free-form JSON; a threshold it leaves out is no threshold.
function requiredAmount(requirements: unknown, key: keyof VipRank['requirements']): string {
  const value =
    typeof requirements === 'object' && requirements !== null
      ? (requirements as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '0.00';
}

export function toSiteInfo(site: MerchantSite): SiteInfo {
  const languages = site.languages.filter(isLanguage);
  return {
    merchantCode: site.code,
    siteName: site.name,
    currencyCode: site.currencyCode,
    currencySymbol: site.currencySymbol,
    currencyDecimals: currencyDecimals(site.currencyCode, site.currencyDecimals),
    languages,
    defaultLanguage: isLanguage(site.defaultLanguage) ? site.defaultLanguage : 'MS',
    timezone: site.timezone,
    routeGuard: site.routeGuard,
    walletReturnOnLeave: site.walletReturnOnLeave,
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
    agentFlags: agentSettingsFlags(agentSettingsOf(site.settings)),
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
