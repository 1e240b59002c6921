import { Inject, Injectable } from '@nestjs/common';
import {
  LANGUAGES,
  operatorMessageTextsProblems,
  type ConsoleMessageAudiences,
  type ConsoleMessageRequest,
  type ConsoleMessageRow,
  type ConsolePage,
  type ConsolePageQuery,
  type OperatorMessageTexts,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { hashRequest } from '../ledger/ledger.service.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import {
  BroadcastsRepository,
  type BroadcastRow,
  type Recipients,
} from './broadcasts.repository.js';

const notFound = () => new AppError('NOT_FOUND', 'No message of this site has this id');

/**
 * Operators' messages (console): sent to every member, a VIP rank, a label or one member, each
 * delivered at once to the members it names then (a member who joins later does not get it),
 * once per Idempotency-Key, listed newest first, and deleted from every mailbox with one action.
 */
@Injectable()
export class ConsoleMessagesService {
  constructor(
    private readonly broadcasts: BroadcastsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(
    operator: OperatorActor,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleMessageRow>> {
    const window = pageWindow(query);
    const { rows, total } = await this.broadcasts.page(
      operator.merchantId,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, toRow);
  }

  async audiences(operator: OperatorActor): Promise<ConsoleMessageAudiences> {
    const [ranks, labels] = await Promise.all([
      this.broadcasts.ranks(operator.merchantId),
      this.broadcasts.labels(operator.merchantId),
    ]);
    return { ranks, labels: labels.map((label) => label.name) };
  }

  /**
   * Sends the message, once per Idempotency-Key: a double click or a retried request answers the
   * first sending and writes to no mailbox again; the key with another message is refused.
   */
  async send(
    operator: OperatorActor,
    request: ConsoleMessageRequest,
    idempotencyKey: string | undefined,
  ): Promise<ConsoleMessageRow> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const texts = textsOf(request.texts);
    const problems: Record<string, string> = { ...operatorMessageTextsProblems(texts) };
    const audience = await this.recipients(operator.merchantId, request, problems);
    if (!audience || Object.keys(problems).length > 0) throw invalidInput(problems);
    const requestHash = hashRequest({
      audience: audience.recipients.audience,
      target: audience.target,
      texts,
    });
    let row: BroadcastRow;
    try {
      row = await this.broadcasts.send({
        merchantId: operator.merchantId,
        recipients: audience.recipients,
        target: audience.target,
        texts,
        sentBy: operator.username,
        at: new Date(this.clock.now()),
        requestKey: key,
        requestHash,
      });
    } catch (error) {
      // The key's sending is committed: its insert waited for it on the unique index.
      const earlier =
        uniqueViolationOn(error) === null
          ? null
          : await this.broadcasts.findByKey(operator.merchantId, key);
      if (!earlier) throw error;
      if (earlier.requestHash !== requestHash) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was already used for another message',
        );
      }
      operator.change = null;
      return toRow(earlier);
    }
    const sent = toRow(row);
    operator.change = {
      target: `message:${sent.id}`,
      after: {
        audience: sent.audience,
        target: sent.target,
        recipients: sent.recipients,
        texts: sent.texts,
      },
    };
    return sent;
  }

  /** Deletes the message from every mailbox; deleting it again changes nothing (no audit row). */
  async delete(operator: OperatorActor, id: number): Promise<ConsoleMessageRow> {
    const before = await this.broadcasts.find(operator.merchantId, id);
    if (!before) throw notFound();
    const removed = await this.broadcasts.delete(
      operator.merchantId,
      id,
      operator.username,
      new Date(this.clock.now()),
    );
    const after = await this.broadcasts.find(operator.merchantId, id);
    if (!after) throw notFound();
    operator.change =
      removed === null
        ? null
        : {
            target: `message:${id}`,
            before: { deletedAt: null, recipients: before.recipients },
            after: { deletedAt: after.deletedAt?.toISOString(), removedFromMailboxes: removed },
          };
    return toRow(after);
  }

  /** The members the request names, or the problem with its audience field. */
  private async recipients(
    merchantId: number,
    request: ConsoleMessageRequest,
    problems: Record<string, string>,
  ): Promise<{ recipients: Recipients; target: string | null } | null> {
    switch (request.audience) {
      case 'ALL':
        return { recipients: { audience: 'ALL' }, target: null };
      case 'RANK': {
        const ranks = await this.broadcasts.ranks(merchantId);
        const rank = ranks.find((each) => each.rankLevel === request.rankLevel);
        if (!rank) {
          problems.rankLevel = 'Choose one of the VIP ranks of the site';
          return null;
        }
        return {
          recipients: { audience: 'RANK', rankLevel: rank.rankLevel },
          target: String(rank.rankLevel),
        };
      }
      case 'LABEL': {
        const labels = await this.broadcasts.labels(merchantId);
        const label = labels.find((each) => each.name === request.label);
        if (!label) {
          problems.label = 'Choose one of the member labels of the site';
          return null;
        }
        return { recipients: { audience: 'LABEL', labelId: label.id }, target: label.name };
      }
      case 'MEMBER': {
        const member = request.account
          ? await this.broadcasts.member(merchantId, request.account)
          : null;
        if (!member) {
          problems.account = 'No member of the site has this account';
          return null;
        }
        return { recipients: { audience: 'MEMBER', memberId: member.id }, target: member.account };
      }
    }
  }
}

/** The languages given, in their order, each trimmed (the DTO trims; a service call may not). */
function textsOf(texts: OperatorMessageTexts): OperatorMessageTexts {
  const kept: OperatorMessageTexts = {};
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (text) kept[language] = { subject: text.subject.trim(), body: text.body.trim() };
  }
  return kept;
}

function toRow(row: BroadcastRow): ConsoleMessageRow {
  return {
    id: row.id,
    audience: row.audience,
    target: row.target,
    // Postgres keeps JSON keys in its own order: MS, EN, CN again.
    texts: textsOf(row.texts as OperatorMessageTexts),
    recipients: row.recipients,
    sentBy: row.sentBy,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedBy: row.deletedBy,
  };
}
