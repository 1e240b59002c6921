import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import type { PrismaClient } from '../database/prisma.factory.js';
import { uniqueViolationOn } from '../common/unique-violation.js';

export interface NewOwner {
  merchantCode: string;
  username: string;
  /** Generated; shown once to whoever ran the command, stored only as a bcrypt hash. */
  password: string;
}

export class OwnerExistsError extends Error {}

/** A password for a new operator account: 120 random bits, shown once, changed at first sign-in. */
export function generatedPassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * The first account of an operator, role OWNER, with a generated password that must be changed
 * at the first sign-in. The merchant is the one with `merchantCode`, else the only/first one.
 */
export async function createOwner(
  prisma: PrismaClient,
  options: { username: string; merchantCode?: string; bcryptCost: number },
): Promise<NewOwner> {
  const merchant = await prisma.merchant.findFirst({
    where: options.merchantCode ? { code: options.merchantCode } : {},
    orderBy: { id: 'asc' },
    select: { id: true, code: true },
  });
  if (!merchant) {
    throw new Error(
      options.merchantCode
        ? `No operator with the code ${options.merchantCode}`
        : 'No operator yet: start the API once (it loads the operator) or run pnpm seed',
    );
  }
  const password = generatedPassword();
  try {
    await prisma.operatorAccount.create({
      data: {
        merchantId: merchant.id,
        username: options.username,
        passwordHash: await bcrypt.hash(password, options.bcryptCost),
        role: 'OWNER',
      },
    });
  } catch (error) {
    if (uniqueViolationOn(error) !== null) {
      throw new OwnerExistsError(`${options.username} already exists for ${merchant.code}`);
    }
    throw error;
  }
  return { merchantCode: merchant.code, username: options.username, password };
}
