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
    {
      name: 'web-features-meet-through-their-index',
      comment:
        "A web feature uses another only through that feature's index.ts, which names what it " +
        'offers; what many features share lives in ui/ or lib/. With no-circular this also keeps ' +
        'features free of cycles between them: all a feature offers hangs off its index.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-pages-use-feature-indexes',
      comment:
        'Pages (routes/) and the app (app/, main.tsx) use a feature only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/features/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'web-shared-code-needs-no-feature',
      comment:
        'ui/, lib/ and api/ sit below every feature: features use them, never the reverse (the ' +
        "API client reading a feature would close a cycle through that feature's calls).",
      severity: 'error',
      from: { path: '^apps/web/src/(ui|lib|api)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-player-never-imports-console',
      comment:
        'The player site (apps/web/src outside console/) never imports the operator console, so ' +
        'no player page can pull its code into a chunk players download. The one exception is ' +
        "i18next.d.ts, which types both apps' texts (types only, never bundled).",
      severity: 'error',
      from: {
        path: '^apps/web/src/',
        pathNot: ['^apps/web/src/console/', '^apps/web/src/i18next\\.d\\.ts$'],
      },
      to: { path: '^apps/web/src/console/' },
    },
    {
      name: 'web-console-uses-only-shared-web-code',
      comment:
        "The console uses the player site's shared code (ui/, lib/, api/) and nothing else of it: " +
        'no player feature, page or text.',
      severity: 'error',
      from: { path: '^apps/web/src/console/' },
      to: {
        path: '^apps/web/src/',
        pathNot: ['^apps/web/src/console/', '^apps/web/src/(ui|lib|api)/'],
      },
    },
    {
      name: 'web-console-features-meet-through-their-index',
      comment:
        "A console feature uses another only through that feature's index.ts, as player " +
        'features do; what many share lives in console/ui/ or console/lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/console/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/console/features/[^/]+/',
        pathNot: [
          '^apps/web/src/console/features/$1/',
          '^apps/web/src/console/features/[^/]+/index\\.ts$',
        ],
      },
    },
    {
      name: 'web-console-app-uses-feature-indexes',
      comment:
        "The console's app (console/app/, main.tsx) uses a feature only through its index.ts.",
      severity: 'error',
      from: { path: '^apps/web/src/console/', pathNot: '^apps/web/src/console/features/' },
      to: {
        path: '^apps/web/src/console/features/[^/]+/',
        pathNot: '^apps/web/src/console/features/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'web-console-shared-code-needs-no-feature',
      comment: 'console/ui/ and console/lib/ sit below every console feature, never the reverse.',
      severity: 'error',
      from: { path: '^apps/web/src/console/(ui|lib)/' },
      to: { path: '^apps/web/src/console/features/' },
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
