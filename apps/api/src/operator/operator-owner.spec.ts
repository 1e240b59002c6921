import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import bcrypt from 'bcrypt';
import { fromProjectRoot } from '../database/project-root.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { createOwner, OwnerExistsError } from './operator-owner.js';

describe("an operator's first owner", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is created with a generated password that only its hash keeps', async () => {
    const owner = await createOwner(database.prisma, { username: 'first_owner', bcryptCost: 4 });
    expect(owner.password).toMatch(/^[\w-]{20}$/);
    const stored = await database.prisma.operatorAccount.findFirstOrThrow({
      where: { username: 'first_owner' },
    });
    expect(stored).toMatchObject({ role: 'OWNER', mustChangePassword: true });
    expect(stored.passwordHash).not.toContain(owner.password);
    expect(await bcrypt.compare(owner.password, stored.passwordHash)).toBe(true);
  });

  it('is refused a second time under the same name, and a new name gets another password', async () => {
    await expect(
      createOwner(database.prisma, { username: 'first_owner', bcryptCost: 4 }),
    ).rejects.toBeInstanceOf(OwnerExistsError);
    const second = await createOwner(database.prisma, { username: 'second_owner', bcryptCost: 4 });
    const first = await database.prisma.operatorAccount.findFirstOrThrow({
      where: { username: 'first_owner' },
    });
    expect(await bcrypt.compare(second.password, first.passwordHash)).toBe(false);
  });

  it('names an unknown operator code', async () => {
    await expect(
      createOwner(database.prisma, { username: 'x_owner', merchantCode: 'NOPE', bcryptCost: 4 }),
    ).rejects.toThrow(/No operator with the code NOPE/);
  });

  it("is created by the README's command, whose `--` before the options is harmless", async () => {
    const { stdout } = await promisify(execFile)(
      'pnpm',
      ['--silent', 'operator:create-owner', '--', '--username', 'cli_owner'],
      { cwd: fromProjectRoot('.'), env: { ...process.env, DATABASE_URL: database.url } },
    );
    expect(stdout).toMatch(/Owner cli_owner created for operator DEMO/);
    const password = /sign-in\): (\S+)/.exec(stdout)?.[1] ?? '';
    const stored = await database.prisma.operatorAccount.findFirstOrThrow({
      where: { username: 'cli_owner' },
    });
    expect(await bcrypt.compare(password, stored.passwordHash)).toBe(true);
  }, 60_000);
});
