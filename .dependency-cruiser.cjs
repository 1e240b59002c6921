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
