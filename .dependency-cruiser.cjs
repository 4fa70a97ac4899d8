/**
 * The layers of ARCHITECTURE.md, enforced by `npm run lint:layers` (part of `npm test`). Each rule names the layer it
 * guards; a wrong import fails with that name and the two files.
 */
const layer = {
  app: '^src/(app/|main\\.tsx$)',
  testing: '^src/testing/',
  features: '^src/features/',
  machines: '^machines/',
  components: '^src/components/',
  domain: '^src/domain/',
  api: '^src/api/',
  auth: '^src/auth/',
  lib: '^src/lib/',
  content: '^src/content/',
  config: '^src/config\\.ts$',
}

/** A rule that forbids `from` to import any of `to`. */
const forbid = (name, comment, from, to, extra = {}) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to.join('|'), ...extra },
})

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Modules must not import each other in a circle: move what both need down a layer. A translation that ' +
        'checks itself against the types of the module that loads it (src/content/**/hi/) is no circle at run time.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    forbid(
      'app-is-the-top',
      'Only the app and test support import src/app.',
      '^(machines/|src/(?!app/|main\\.tsx$|testing/))',
      [layer.app],
    ),
    forbid(
      'testing-is-for-tests',
      'src/testing serves stories and tests; the site never imports it.',
      '^(src/(?!testing/)|machines/)',
      [layer.testing],
    ),
    forbid(
      'features-below-app',
      'Machines, components and the lower layers never import a feature.',
      '^(machines/|src/(components|domain|api|auth|lib|content|config))',
      [layer.features],
    ),
    {
      name: 'features-through-entry',
      comment:
        "A feature uses another feature only through that feature's public entry (src/features/<area>/index.ts).",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'] },
    },
    forbid(
      'machines-are-not-ui',
      'Machines never import components, and components never bind machines (a feature does).',
      '^src/components/',
      [layer.machines],
    ),
    forbid('machines-no-ui', 'Machines have no React: they never import components.', layer.machines, [
      layer.components,
    ]),
    forbid(
      'machines-do-no-io',
      'Machines do I/O only through the actors they declare: types only from src/api and src/auth.',
      layer.machines,
      [layer.api, layer.auth],
      {
        dependencyTypesNot: ['type-only'],
      },
    ),
    forbid(
      'components-do-no-io',
      'Components take props: no API calls and no sign-in provider (types only).',
      layer.components,
      [layer.api, layer.auth],
      {
        dependencyTypesNot: ['type-only'],
      },
    ),
    forbid(
      'domain-is-pure',
      'The domain holds pure rules: nothing above it, no HTTP client, no sign-in provider.',
      layer.domain,
      [layer.machines, layer.components, layer.auth, '^src/api/(?!contract/)'],
    ),
    forbid('api-below-domain', 'The API layer imports only lib, content and config.', layer.api, [
      layer.domain,
      layer.auth,
      layer.machines,
      layer.components,
    ]),
    forbid(
      'auth-below-domain',
      'The auth layer imports only lib, content and config (and API types).',
      layer.auth,
      [layer.domain, layer.machines, layer.components],
    ),
    forbid(
      'lib-and-content-are-the-base',
      'lib and content import only each other and config.',
      '^src/(lib|content)/',
      [layer.domain, layer.api, layer.auth, layer.machines, layer.components],
    ),
    forbid(
      'mocks-stand-in-for-the-backend',
      'The mock backend knows the site only through the contract (src/api/schemas.ts, src/api/contract/, ' +
        'src/api/endpoints.ts, src/api/paths.ts) and config.',
      '^mocks/',
      ['^src/(?!api/(schemas\\.ts$|contract/|endpoints\\.ts$|paths\\.ts$)|config\\.ts$)', layer.machines],
    ),
    forbid(
      'the-site-builds-only-the-schemas-it-parses',
      'The site imports the contract group it uses (src/api/contract/<group>), never the whole contract: a page ' +
        'builds the schemas it parses and no others. The endpoint table, with every schema, is for the mock backend ' +
        'and the contract tools; the site builds its URLs with src/api/paths.ts.',
      '^(src|machines)/',
      ['^src/api/(schemas|endpoints)\\.ts$'],
    ),
    forbid(
      'only-main-starts-the-mocks',
      'Only src/main.tsx (on the mock site) starts the mock backend.',
      '^(machines/|src/(?!main\\.tsx$))',
      ['^mocks/'],
    ),
    forbid('config-is-the-bottom', 'src/config.ts imports nothing of the site.', layer.config, [
      '^(src|machines)/',
    ]),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(src|machines|mocks)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.css'] },
  },
}
