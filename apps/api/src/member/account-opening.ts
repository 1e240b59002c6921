import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import type { Prisma } from '../generated/prisma/client.js';
import { MemberRepository } from './member.repository.js';

// Invitation codes avoid look-alike characters (0/O, 1/I/L) so they can be read aloud.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Where a new account sits in the agent tree. */
export interface Placement {
  uplineId: number | null;
  ancestryPath: string;
  depth: number;
}

export const TOP_PLACEMENT: Placement = { uplineId: null, ancestryPath: '/', depth: 0 };

/** Directly under this agent: its path followed by its id, one level deeper. */
export function placementUnder(agent: { id: number; ancestryPath: string; depth: number }) {
  return {
    uplineId: agent.id,
    ancestryPath: `${agent.ancestryPath}${agent.id}/`,
    depth: agent.depth + 1,
  };
}

export type NewAccount = Omit<Prisma.MemberUncheckedCreateInput, 'invitationCode'>;

/**
 * The creation of an account, shared by registration and the agent centre's open account: the
 * entry VIP rank, a fresh invitation code, and the taken account, number or address told apart.
 */
@Injectable()
export class AccountOpening {
  constructor(private readonly members: MemberRepository) {}

  entryRankId(merchantId: number): Promise<number | null> {
    return this.members.findEntryRankId(merchantId);
  }

  async create(data: NewAccount): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        const member = await this.members.createMember({
          ...data,
          invitationCode: newInvitationCode(),
        });
        return member.id;
      } catch (error) {
        const constraint = uniqueViolationOn(error);
        if (constraint === null) throw error;
        if (constraint.includes('mobile'))
          throw new AppError('MOBILE_TAKEN', 'This mobile number is already registered');
        if (constraint.includes('email'))
          throw new AppError('EMAIL_TAKEN', 'This e-mail address is already registered');
        if (constraint.includes('invitation') && attempt < 3) continue;
        if (constraint.includes('account'))
          throw new AppError('USERNAME_TAKEN', 'This username is already taken');
        throw error;
      }
    }
  }
}

export function newInvitationCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}
