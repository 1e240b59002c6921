import { Inject, Injectable } from '@nestjs/common';
import type { FirstLoginValue } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { MailboxService } from '../mailbox/mailbox.service.js';

/**
 * The first-login call (spec 1 §4): records a member's first login once and, in the same
 * transaction, sends its welcome letter.
 */
@Injectable()
export class WelcomeService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly mailbox: MailboxService,
  ) {}

  firstLogin(memberId: number): Promise<FirstLoginValue> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.member.updateMany({
        where: { id: memberId, firstLoginAt: null },
        data: { firstLoginAt: new Date() },
      });
      if (count === 0) return { welcomed: false };
      await this.mailbox.send(tx, [{ memberId, template: 'member.welcome', params: {} }]);
      return { welcomed: true };
    });
  }
}
