import { Injectable, Logger } from '@nestjs/common';
import geoip from 'geoip-country';
import { AppError } from '../common/app-error.js';
import {
  compileIpList,
  listHas,
  toClientAddress,
  type ClientAddress,
  type CompiledIpList,
} from './ip-rules.js';

/** The operator's region settings (columns of the merchant row). */
export interface RegionRules {
  blockedCountries: string[];
  ipAllowList: string[];
  ipDenyList: string[];
  regionRestrictionText: string | null;
}

export interface RegionVerdict {
  ip: string;
  countryCode: string | null;
  blocked: boolean;
}

interface CompiledRules {
  allow: CompiledIpList;
  deny: CompiledIpList;
  blockedCountries: Set<string>;
}

const DEFAULT_REGION_RESTRICTION_TEXT = 'Access restricted';

/**
 * Region rules: an address on the allow list is never blocked; otherwise an address on the deny
 * list or from a blocked country is. Countries come from the offline geo-IP database.
 */
@Injectable()
export class RegionService {
  private readonly logger = new Logger(RegionService.name);
  // The merchant service hands out the same cached site object until its settings change, so
  // the compiled lists live as long as that object.
  private readonly compiled = new WeakMap<RegionRules, CompiledRules>();

  check(rules: RegionRules, ip: string): RegionVerdict {
    const client = toClientAddress(ip);
    if (!client) return { ip, countryCode: null, blocked: false };
    const countryCode = countryOfAddress(client);
    const { allow, deny, blockedCountries } = this.compile(rules);
    const blocked =
      !listHas(allow.list, client) &&
      (listHas(deny.list, client) || (countryCode !== null && blockedCountries.has(countryCode)));
    return { ip, countryCode, blocked };
  }

  countryOf(ip: string): string | null {
    const client = toClientAddress(ip);
    return client ? countryOfAddress(client) : null;
  }

  /** Throws 403 REGION_BLOCKED with the operator's text for a blocked address. */
  assertAllowed(rules: RegionRules, ip: string): void {
    if (this.check(rules, ip).blocked) {
      throw new AppError('REGION_BLOCKED', restrictionText(rules));
    }
  }

  private compile(rules: RegionRules): CompiledRules {
    let compiled = this.compiled.get(rules);
    if (!compiled) {
      compiled = {
        allow: compileIpList(rules.ipAllowList),
        deny: compileIpList(rules.ipDenyList),
        blockedCountries: new Set(rules.blockedCountries.map((code) => code.trim().toUpperCase())),
      };
      const invalid = [...compiled.allow.invalid, ...compiled.deny.invalid];
      if (invalid.length > 0) {
        this.logger.warn(
          `Ignoring region IP entries that are not addresses or CIDR blocks: ${invalid.join(', ')}`,
        );
      }
      this.compiled.set(rules, compiled);
    }
    return compiled;
  }
}

function countryOfAddress(client: ClientAddress): string | null {
  return geoip.lookup(client.address)?.country ?? null;
}

export function restrictionText(rules: Pick<RegionRules, 'regionRestrictionText'>): string {
  return rules.regionRestrictionText?.trim() || DEFAULT_REGION_RESTRICTION_TEXT;
}
