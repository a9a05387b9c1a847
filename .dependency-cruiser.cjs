/** One-way import rules of ARCHITECTURE.md: contracts → lib/api → machines → features → app; server apart. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contracts-are-leaves',
      comment: 'src/contracts holds zod schemas only',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { dependencyTypes: ['local', 'aliased'], pathNot: '^src/contracts/' },
    },
    {
      name: 'lib-is-pure',
      comment: 'src/lib may import contracts only',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^(src/(api|app|features)|machines|server)/' },
    },
    {
      name: 'lib-no-ui',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: 'node_modules/(react|react-dom|antd)/' },
    },
    {
      name: 'api-below-views',
      comment: 'src/api may import contracts and lib',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^(src/(app|features)|machines|server)/' },
    },
    {
      name: 'machines-are-pure',
      comment: 'machines import contracts and lib only; I/O goes through provided actors',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(src/(api|app|features)|server)/|node_modules/(react|react-dom|antd|@azure)/' },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'components-are-shared',
      comment:
        'src/components are the pieces every area shares: they import contracts, lib and api only, never an area, the app or a machine (a shared view of a shared machine, e.g. the appointment slot list, may import its machine as a type only: the actor comes from the feature)',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^(src/(app|features)|machines)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-http-calls-domain',
      comment:
        'server/http parses, authorises and answers; server/domain owns every query. http holds the database handle only as a type (Db), to hand it to the domain, so type-only imports of server/db are the exception',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-domain-below-http',
      comment: 'the rules know nothing of requests and replies: domain never imports http',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: { path: '^server/http/' },
    },
    {
      name: 'server-db-is-the-bottom',
      comment: 'schema, client and migrations import neither the rules nor the routes',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/(domain|http)/' },
    },
    {
      name: 'server-apart',
      comment: 'the sandbox shares contracts and lib with the SPA, nothing else',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src/(api|app|features)|machines)/' },
    },
    {
      name: 'spa-never-imports-server',
      severity: 'error',
      from: { path: '^(src|machines)/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
