// Dependency rules for the API and the web app, checked by `pnpm check` (`pnpm deps`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle between files: one of them belongs somewhere else.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-cycles',
      comment:
        'API feature folders depend on each other one way only, so each import line shows ' +
        'what a feature builds on.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/[^/]+' },
      to: { circular: true },
    },
    {
      name: 'services-know-no-http',
      comment:
        'Services take a Visitor (common/visitor.ts), never a Fastify request or reply: the ' +
        'edge (controllers, guards) reads HTTP.',
      severity: 'error',
      from: { path: '^apps/api/src/.+\\.service\\.ts$' },
      to: { path: 'node_modules/fastify/' },
    },
    {
      name: 'only-the-ledger-posts',
      comment:
        'The ledger repository writes journal entries and balances; features use LedgerService.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/ledger/' },
      to: { path: '^apps/api/src/ledger/ledger\\.repository\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests reach into every feature to set it up; the rules are about the product's code.
    exclude: {
      path: [
        '/generated/',
        '\\.spec\\.ts$',
        '\\.test\\.tsx?$',
        '^apps/api/test/',
        '^apps/web/src/test/',
      ],
    },
    tsPreCompilationDeps: true,
  },
};
