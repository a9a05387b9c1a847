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
