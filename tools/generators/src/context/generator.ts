import * as path from 'node:path';
import { GeneratorCallback, Tree, formatFiles, generateFiles, logger } from '@nx/devkit';
import { NAME_PATTERN, contextNames } from './naming';
import { ContextGeneratorSchema } from './schema';
import {
  SHARED_PLACES,
  addCompositionEntry,
  addLintScope,
  addPathAliases,
  addReadmeRow,
  assertFree,
  nextMigrationTimestamp,
  projectNames,
  registerMigration,
} from './shared-places';

/**
 * `npx nx g @backoffice/tools:context <name> [--entity=<singular>]`: a bounded context in the
 * house style, after the catalogue's pattern. It writes
 * - `libs/<name>/{domain,application,infrastructure}`, each an Nx project tagged
 *   `type:<layer>` and `scope:<name>` with lint, typecheck and test targets, around a sample
 *   entity: a pure rule and its errors, a port with its use cases and their unit test on an
 *   in-memory port, a `Pg*` repository (SQL through the pool) with its test against PostgreSQL,
 *   the context's Nest module, test builders and a README;
 * - a migration creating the sample table, appended to the one timeline;
 * and registers the context where every context is listed: the path aliases
 * (`tsconfig.base.json`), the lint scope (`eslint.config.mjs`), the composition root
 * (`libs/platform/composition/src/contexts.ts`) and the README's table of contexts.
 */
export async function contextGenerator(tree: Tree, options: ContextGeneratorSchema): Promise<GeneratorCallback> {
  for (const [option, value] of [
    ['name', options.name],
    ['entity', options.entity],
  ] as const) {
    if (value !== undefined && !NAME_PATTERN.test(value)) throw new Error(`--${option} must be kebab-case (a-z, 0-9, single dashes): got "${value}"`);
  }
  const n = contextNames(options.name, options.entity);
  assertFree(tree, n);

  const migrationTimestamp = nextMigrationTimestamp(tree);
  const migrationClass = `${n.contextClass}${migrationTimestamp}`;
  const migrationFile = `${migrationTimestamp}-${n.name}`;
  const substitutions = { ...n, migrationClass, migrationFile, tmpl: '' };

  generateFiles(tree, path.join(__dirname, 'files'), '.', substitutions);
  generateFiles(tree, path.join(__dirname, 'migration'), SHARED_PLACES.migrations, substitutions);
  registerMigration(tree, migrationClass, migrationFile);
  addPathAliases(tree, n);
  addLintScope(tree, n);
  addCompositionEntry(tree, n);

  // The aliases are placed by hand; Nx's own sorting would reorder the whole list.
  if (!options.skipFormat) await formatFiles(tree, { sortRootTsconfigPaths: false });
  // Markdown after formatting: the workspace keeps it hand-wrapped (.prettierignore), which
  // Nx's formatFiles does not read.
  generateFiles(tree, path.join(__dirname, 'readme'), '.', substitutions);
  addReadmeRow(tree, n);

  return () => {
    logger.info(`Context "${n.name}" written. Next:
  - check it: npx nx run-many -t lint typecheck test -p ${projectNames(n).join(' ')}
  - rename the sample ${n.entityWords} (${n.entityClass}, table ${n.table}) to the context's own, and say what it owns in README.md and libs/${n.name}/README.md
  - endpoints go in apps/api/src/${n.name}/, importing contexts.${n.contextProperty} from @backoffice/platform/composition`);
  };
}

export default contextGenerator;
