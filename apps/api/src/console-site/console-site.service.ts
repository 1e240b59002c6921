import { Inject, Injectable } from '@nestjs/common';
import {
  ACCEPT_PATTERN_ID,
  DEFAULT_LARGE_ADJUSTMENT_AMOUNT,
  REGISTRATION_RULE_FIELDS,
  WHITE_LABEL_FLAGS,
  defaultRegisterFieldRule,
  isRegisterPatternId,
  type ConsoleSiteSettings,
  type RegisterFieldRule,
} from '@wps/shared-types';
import { invalidInput } from '../common/app-error.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { compileIpList } from '../region/ip-rules.js';
import type { ConsoleSiteUpdateDto } from './console-site.dto.js';

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));

const RULE_COLUMNS = {
  field: true,
  enabled: true,
  required: true,
  acceptedPattern: true,
  patternId: true,
  minLength: true,
  maxLength: true,
} as const;

const SETTINGS = {
  maintenanceEnabled: true,
  maintenanceTitle: true,
  maintenanceText: true,
  maintenanceEndAt: true,
  sliderVerification: true,
  routeGuard: true,
  walletReturnOnLeave: true,
  currencyCode: true,
  currencySymbol: true,
  defaultLanguage: true,
  languages: true,
  minimumAge: true,
  timezone: true,
  blockedCountries: true,
  ipAllowList: true,
  ipDenyList: true,
  regionRestrictionText: true,
  settings: true,
} as const;

/** The site's settings as an operator sees and changes them (maintenance, region, flags...). */
@Injectable()
export class ConsoleSiteService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly merchants: MerchantService,
  ) {}

  async settings(merchantId: number): Promise<ConsoleSiteSettings> {
    const [merchant, flags] = await Promise.all([
      this.prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: SETTINGS }),
      this.prisma.whiteLabelModule.findMany({
        where: { merchantId, code: { in: [...WHITE_LABEL_FLAGS] } },
        select: { code: true, enabled: true },
        orderBy: { sortOrder: 'asc' },
      }),
    ]);
    const { settings, maintenanceEndAt, ...columns } = merchant;
    return {
      ...columns,
      maintenanceEndAt: maintenanceEndAt?.toISOString() ?? null,
      largeAdjustmentAmount: largeAdjustmentAmountOf(settings),
      flags,
    };
  }

  /** The registration form's rules: the operator's, else the defaults, for every field. */
  async registrationRules(merchantId: number): Promise<RegisterFieldRule[]> {
    const stored = await this.prisma.registrationFieldRule.findMany({
      where: { merchantId },
      select: RULE_COLUMNS,
    });
    const byField = new Map(stored.map((rule) => [rule.field, rule]));
    return REGISTRATION_RULE_FIELDS.map(
      (field) => byField.get(field) ?? defaultRegisterFieldRule(field),
    );
  }

  async updateRegistrationRules(
    operator: OperatorActor,
    rules: RegisterFieldRule[],
  ): Promise<RegisterFieldRule[]> {
    checkRules(rules);
    const before = await this.registrationRules(operator.merchantId);
    await this.prisma.$transaction(
      rules.map(({ field, ...rule }) =>
        this.prisma.registrationFieldRule.upsert({
          where: { merchantId_field: { merchantId: operator.merchantId, field } },
          create: { merchantId: operator.merchantId, field, ...rule },
          update: rule,
          select: { id: true },
        }),
      ),
    );
    await this.merchants.settingsChanged();
    const after = await this.registrationRules(operator.merchantId);
    const changed = after.filter(
      (rule, index) => JSON.stringify(rule) !== JSON.stringify(before[index]),
    );
    operator.change = {
      target: 'site:registration-rules',
      before: before.filter((rule) => changed.some((c) => c.field === rule.field)),
      after: changed,
    };
    return after;
  }

  /** Above this amount a manual adjustment needs the finance role. */
  async largeAdjustmentAmount(merchantId: number): Promise<string> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { settings: true },
    });
    return largeAdjustmentAmountOf(merchant.settings);
  }

  /** Changes what the update names; every API process follows at once (site-settings channel). */
  async update(
    operator: OperatorActor,
    update: ConsoleSiteUpdateDto,
  ): Promise<ConsoleSiteSettings> {
    checkUpdate(update);
    const before = await this.settings(operator.merchantId);
    const { flags, maintenanceEndAt, largeAdjustmentAmount, ...columns } = update;
    if (
      update.defaultLanguage &&
      !(update.languages ?? before.languages).includes(update.defaultLanguage)
    ) {
      throw invalidInput({ defaultLanguage: 'must be one of the site languages' });
    }
    const stored = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: operator.merchantId },
      select: { settings: true },
    });
    await this.prisma.$transaction([
      this.prisma.merchant.update({
        where: { id: operator.merchantId },
        data: {
          ...columns,
          ...(maintenanceEndAt === undefined
            ? {}
            : { maintenanceEndAt: maintenanceEndAt === null ? null : new Date(maintenanceEndAt) }),
          ...(largeAdjustmentAmount === undefined
            ? {}
            : {
                settings: {
                  ...objectOf(stored.settings),
                  largeAdjustmentAmount: new Prisma.Decimal(largeAdjustmentAmount).toFixed(2),
                },
              }),
        },
        select: { id: true },
      }),
      ...(flags ?? []).map((flag) =>
        this.prisma.whiteLabelModule.updateMany({
          where: { merchantId: operator.merchantId, code: flag.code },
          data: { enabled: flag.enabled },
        }),
      ),
    ]);
    await this.merchants.settingsChanged();
    const after = await this.settings(operator.merchantId);
    operator.change = { target: 'site', ...changedFields(before, after) };
    return after;
  }
}

/** Username and password make an account: an operator may tune them but not drop them. */
const ALWAYS_REQUIRED = new Set(['username', 'password']);

function checkRules(rules: RegisterFieldRule[]): void {
  const fields = rules.map((rule) => rule.field);
  if (new Set(fields).size !== fields.length)
    throw invalidInput({ rules: 'a field is named twice' });
  for (const rule of rules) {
    const where = `rules.${rule.field}`;
    if (rule.minLength > rule.maxLength)
      throw invalidInput({ [where]: 'minLength above maxLength' });
    if (rule.acceptedPattern === ACCEPT_PATTERN_ID && !isRegisterPatternId(rule.patternId)) {
      throw invalidInput({ [where]: 'no pattern has this patternId' });
    }
    if (ALWAYS_REQUIRED.has(rule.field) && !(rule.enabled && rule.required)) {
      throw invalidInput({ [where]: `${rule.field} is always asked and required` });
    }
  }
}

function checkUpdate(update: ConsoleSiteUpdateDto): void {
  if (update.timezone !== undefined && !TIME_ZONES.has(update.timezone)) {
    throw invalidInput({ timezone: 'must be an IANA time zone such as Asia/Kuala_Lumpur' });
  }
  for (const field of ['ipAllowList', 'ipDenyList'] as const) {
    const invalid = compileIpList(update[field] ?? []).invalid;
    if (invalid.length > 0) {
      throw invalidInput({ [field]: `not an address or range: ${invalid.join(', ')}` });
    }
  }
}

const objectOf = (value: Prisma.JsonValue): Prisma.JsonObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

function largeAdjustmentAmountOf(settings: Prisma.JsonValue): string {
  const amount = objectOf(settings).largeAdjustmentAmount;
  return typeof amount === 'string' ? amount : DEFAULT_LARGE_ADJUSTMENT_AMOUNT;
}

/** The fields an update changed, before and after, for the audit trail. */
function changedFields(before: ConsoleSiteSettings, after: ConsoleSiteSettings) {
  const keys = (Object.keys(after) as (keyof ConsoleSiteSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
