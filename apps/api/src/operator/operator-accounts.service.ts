import { Injectable } from '@nestjs/common';
import type {
  ConsoleNewOperator,
  ConsoleNewOperatorRequest,
  ConsoleOperatorRow,
  ConsoleOperatorUpdate,
  ConsolePage,
  ConsolePageQuery,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import { PasswordHasher } from '../member/password-hasher.js';
import type { OperatorActor } from './operator-actor.js';
import { OperatorAccountRepository, type OperatorListRow } from './operator-account.repository.js';
import { generatedPassword } from './operator-owner.js';
import { OperatorSessionService } from './operator-session.service.js';

/**
 * The site's operator accounts as an owner manages them: add one (its password generated and
 * shown once), change a role, disable, and clear the authenticator so the next sign-in enrols
 * again. An owner may not disable or demote itself: a site keeps someone who can undo a mistake.
 */
@Injectable()
export class OperatorAccountsService {
  constructor(
    private readonly accounts: OperatorAccountRepository,
    private readonly sessions: OperatorSessionService,
    private readonly hasher: PasswordHasher,
  ) {}

  async list(
    operator: OperatorActor,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleOperatorRow>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, total } = await this.accounts.list(
      operator.merchantId,
      (page - 1) * pageSize,
      pageSize,
    );
    return { list: rows.map(operatorRow), total, page, pageSize };
  }

  async create(
    operator: OperatorActor,
    request: ConsoleNewOperatorRequest,
  ): Promise<ConsoleNewOperator> {
    const password = generatedPassword();
    try {
      const created = await this.accounts.create({
        merchantId: operator.merchantId,
        username: request.username,
        role: request.role,
        passwordHash: await this.hasher.hash(password),
      });
      operator.change = {
        target: `operator:${created.id}`,
        after: { username: created.username, role: created.role },
      };
      return { operator: operatorRow(created), password };
    } catch (error) {
      if (uniqueViolationOn(error) === null) throw error;
      throw new AppError('USERNAME_TAKEN', 'An operator of this site already has this username');
    }
  }

  async update(
    operator: OperatorActor,
    operatorId: number,
    update: ConsoleOperatorUpdate,
  ): Promise<ConsoleOperatorRow> {
    const account = await this.accounts.listRow(operator.merchantId, operatorId);
    if (!account) throw new AppError('NOT_FOUND', 'No operator of this site has this id');
    const demotesSelf = update.role !== undefined && update.role !== 'OWNER';
    if (operatorId === operator.operatorId && (update.disabled || demotesSelf)) {
      throw new AppError('FORBIDDEN', 'An owner cannot disable or demote its own account');
    }
    const updated = await this.accounts.update(operatorId, {
      ...(update.role === undefined ? {} : { role: update.role }),
      ...(update.disabled === undefined ? {} : { disabledAt: update.disabled ? new Date() : null }),
      ...(update.resetTwoFactor ? { resetTwoFactor: true } : {}),
    });
    // A disabled account or a new authenticator starts from a fresh sign-in.
    if (update.disabled || update.resetTwoFactor) await this.sessions.endAll(operatorId);
    const before = operatorRow(account);
    const after = operatorRow(updated);
    operator.change = {
      target: `operator:${operatorId}`,
      before: { role: before.role, disabled: before.disabled, twoFactor: before.twoFactorEnrolled },
      after: { role: after.role, disabled: after.disabled, twoFactor: after.twoFactorEnrolled },
    };
    return after;
  }
}

function operatorRow(row: OperatorListRow): ConsoleOperatorRow {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    disabled: row.disabledAt !== null,
    twoFactorEnrolled: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
