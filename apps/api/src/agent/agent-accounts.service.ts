import { Injectable } from '@nestjs/common';
import {
  AGENT_OPENED_ACCOUNT_PASSWORD,
  defaultRegisterFieldRule,
  isLanguage,
  validateField,
  type DownlineType,
  type OpenedAccount,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import type { Visitor } from '../common/visitor.js';
import { Prisma } from '../generated/prisma/client.js';
import { AccountOpening, placementUnder } from '../member/account-opening.js';
import { PasswordHasher } from '../member/password-hasher.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { toSiteInfo } from '../system/system.service.js';
import type { OpenAccountDto } from './dto/agent-centre.dto.js';
import { AgentSettingsService } from './agent-settings.service.js';
import { AgentTeamRepository, type TeamAgent } from './agent-team.repository.js';

/** The isAgent value of an account an agent opens: a member, or a sub-agent. */
const ACCOUNT_TYPE_OF: Record<DownlineType, number> = { MEMBER: 0, AGENT: 2 };

/**
 * The open account centre (spec 2 §2): an agent opens a member or a sub-agent directly under
 * itself, with the default initial password that must change at the first login.
 */
@Injectable()
export class AgentAccountsService {
  constructor(
    private readonly settings: AgentSettingsService,
    private readonly team: AgentTeamRepository,
    private readonly merchants: MerchantService,
    private readonly accounts: AccountOpening,
    private readonly hasher: PasswordHasher,
  ) {}

  async open(
    member: AuthenticatedMember,
    dto: OpenAccountDto,
    visitor: Visitor,
  ): Promise<OpenedAccount> {
    const { settings } = await this.settings.openCentre(member.merchantId);
    if (!settings.agentsMayOpenAccounts) {
      throw new AppError('FEATURE_DISABLED', 'The operator does not let agents open accounts');
    }
    const [agent, site] = await Promise.all([
      this.team.agent(member.memberId),
      this.merchants.siteForHost(visitor.host),
    ]);
    const language = isLanguage(agent.language) ? agent.language : 'MS';
    // The registration's username rule: the operator's pattern and lengths, always asked.
    const rule = {
      ...(toSiteInfo(site).registerRules.find((candidate) => candidate.field === 'username') ??
        defaultRegisterFieldRule('username')),
      enabled: true,
      required: true,
    };
    const username = validateField(dto.username, rule, language);
    if (!username.valid) throw invalidInput({ username: username.message });
    const ratio = ratioFor(agent, dto);
    const account = dto.username.toLowerCase();
    await this.accounts.create({
      merchantId: member.merchantId,
      account,
      nickname: dto.nickname ?? account,
      passwordHash: await this.hasher.hash(AGENT_OPENED_ACCOUNT_PASSWORD),
      mustChangePassword: true,
      isAgent: ACCOUNT_TYPE_OF[dto.type],
      agentRatio: ratio,
      language: agent.language,
      registerMethod: 'AGENT',
      registerDomain: visitor.host.slice(0, 255),
      registerIp: visitor.ip,
      // The agent's own device: an agent opening accounts is linked to them by it.
      registerDevice: visitor.device,
      vipRankId: await this.accounts.entryRankId(member.merchantId),
      ...placementUnder(agent),
    });
    return { account, type: dto.type, initialPassword: AGENT_OPENED_ACCOUNT_PASSWORD };
  }
}

/** A sub-agent's ratio: at most the agent's own; none when the agent has none. */
function ratioFor(agent: TeamAgent, dto: OpenAccountDto): string | null {
  if (dto.ratio === undefined) return null;
  if (dto.type !== 'AGENT') throw invalidInput({ ratio: 'Only a sub-agent has a share ratio' });
  if (agent.agentRatio === null) {
    throw invalidInput({ ratio: 'You have no share ratio yet, so a sub-agent cannot have one' });
  }
  if (new Prisma.Decimal(dto.ratio).gt(agent.agentRatio)) {
    throw invalidInput({ ratio: `At most your own ratio, ${agent.agentRatio.toFixed(2)}` });
  }
  return new Prisma.Decimal(dto.ratio).toFixed(2);
}
