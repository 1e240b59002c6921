import { Injectable } from '@nestjs/common';
import {
  LINKED_ACCOUNTS_PAGE_SIZE,
  maskLinkValue,
  type ConsoleLinkedAccounts,
  type ConsolePageQuery,
  type LinkedAccountRow,
  type LinkRelation,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import {
  LinkedAccountsRepository,
  type LinkRow,
  type LinkSubject,
} from './linked-accounts.repository.js';

const notFound = () => new AppError('NOT_FOUND', 'No member of this site has this id');

/**
 * Linked accounts: the members of the operator's site who share an identity value with one
 * member, and the registrations from its address and device. Values are masked unless the page
 * is revealed, which only the reveal route does (members.reveal, audited).
 */
@Injectable()
export class LinkedAccountsService {
  constructor(private readonly links: LinkedAccountsRepository) {}

  async page(
    operator: OperatorActor,
    memberId: number,
    query: ConsolePageQuery,
    reveal: boolean,
  ): Promise<ConsoleLinkedAccounts> {
    const subject = await this.links.subject(operator.merchantId, memberId);
    if (!subject) throw notFound();
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? LINKED_ACCOUNTS_PAGE_SIZE;
    const [{ rows, total }, velocity] = await Promise.all([
      this.links.links(operator.merchantId, memberId, (page - 1) * pageSize, pageSize),
      this.links.velocity(memberId),
    ]);
    if (reveal) {
      operator.change = {
        target: `member:${memberId}`,
        after: { revealed: 'linkedAccounts', page },
      };
    }
    return {
      list: rows.map((row) => linkedRow(subject, row, reveal)),
      total,
      page,
      pageSize,
      revealed: reveal,
      velocity,
    };
  }
}

function linkedRow(subject: LinkSubject, row: LinkRow, reveal: boolean): LinkedAccountRow {
  return {
    memberId: row.memberId,
    account: row.account,
    locked: row.status !== 'ACTIVE',
    relation: relationOf(subject, row),
    shared: row.kinds.map((kind, index) => {
      const value = row.values[index] ?? '';
      return { kind, value: reveal ? value : maskLinkValue(kind, value) };
    }),
  };
}

// An ancestry path lists every upline's id between slashes ("/1/5/").
function relationOf(subject: LinkSubject, row: LinkRow): LinkRelation {
  if (row.ancestryPath.includes(`/${subject.id}/`)) return 'DOWNLINE';
  if (subject.ancestryPath.includes(`/${row.memberId}/`)) return 'UPLINE';
  return null;
}
