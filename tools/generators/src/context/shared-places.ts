import { Tree, getProjects, updateJson } from '@nx/devkit';
import { ContextNames } from './naming';
import { addConstBefore, addImport, appendToLiteral, literalElements, topLevelNames } from './source-edits';

/** The files outside the context's own libs that list every context. */
export const SHARED_PLACES = {
  tsconfig: 'tsconfig.base.json',
  lint: 'eslint.config.mjs',
  composition: 'libs/platform/composition/src/contexts.ts',
  migrations: 'libs/shared/persistence/src/migrations',
  readme: 'README.md',
} as const;

const LAYERS = ['domain', 'application', 'infrastructure'] as const;

/** Names that are not contexts: the shared kernel's, the composition root's, the SDK's. */
const RESERVED = new Set(['shared', 'platform', 'sdk', 'apps', 'tools']);

export const projectNames = (n: ContextNames): string[] => LAYERS.map((layer) => `${n.name}-${layer}`);

const moduleClass = (n: ContextNames): string => `${n.contextClass}InfrastructureModule`;

function read(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing: the context generator edits it`);
  return text;
}

/** Everything that would make the new context clash with what exists, checked before anything is written. */
export function assertFree(tree: Tree, n: ContextNames): void {
  const problems: string[] = [];
  if (RESERVED.has(n.name)) problems.push(`"${n.name}" is not a context name (libs/${n.name} holds shared code)`);
  if (tree.exists(`libs/${n.name}`)) problems.push(`libs/${n.name} already exists`);
  const projects = getProjects(tree);
  for (const project of projectNames(n)) if (projects.has(project)) problems.push(`a project named ${project} already exists`);
  const declared = topLevelNames(SHARED_PLACES.composition, read(tree, SHARED_PLACES.composition));
  for (const name of [n.contextProperty, moduleClass(n)]) if (declared.has(name)) problems.push(`${SHARED_PLACES.composition} already declares ${name}`);
  const table = new RegExp(`CREATE\\s+TABLE\\s+(IF\\s+NOT\\s+EXISTS\\s+)?${n.table}\\b`, 'i');
  for (const file of tree.children(SHARED_PLACES.migrations)) {
    if (table.test(read(tree, `${SHARED_PLACES.migrations}/${file}`))) problems.push(`the table ${n.table} is created by ${file} (choose another --entity)`);
  }
  if (problems.length > 0) throw new Error(`Cannot generate the context "${n.name}":\n- ${problems.join('\n- ')}`);
}

const CONTEXT_ALIAS = /^@backoffice\/([^/]+)\/(domain|application|infrastructure)(\/|$)/;

/**
 * The path aliases of the three libs and of the infrastructure's test builders, placed among the
 * other contexts' in name order (the rest of the list is left as it is).
 */
export function addPathAliases(tree: Tree, n: ContextNames): void {
  updateJson(tree, SHARED_PLACES.tsconfig, (json) => {
    const entries = Object.entries<string[]>(json.compilerOptions?.paths ?? {});
    const added: [string, string[]][] = [
      [`${n.importPath}/application`, [`libs/${n.name}/application/src/index.ts`]],
      [`${n.importPath}/domain`, [`libs/${n.name}/domain/src/index.ts`]],
      [`${n.importPath}/infrastructure`, [`libs/${n.name}/infrastructure/src/index.ts`]],
      [`${n.importPath}/infrastructure/testing`, [`libs/${n.name}/infrastructure/src/testing.ts`]],
    ];
    const contextOf = ([alias]: [string, string[]]) => CONTEXT_ALIAS.exec(alias)?.[1];
    const contexts = entries.map(contextOf);
    let lastBefore = -1;
    contexts.forEach((context, i) => {
      if (context !== undefined && context < n.name) lastBefore = i;
    });
    const first = contexts.findIndex((context) => context !== undefined);
    const at = lastBefore >= 0 ? lastBefore + 1 : first >= 0 ? first : entries.length;
    json.compilerOptions = { ...json.compilerOptions, paths: Object.fromEntries([...entries.slice(0, at), ...added, ...entries.slice(at)]) };
    return json;
  });
}

/** `scope:<name>` in the lint config's list of contexts, which constrains each scope to itself, shared code and application libs. */
export function addLintScope(tree: Tree, n: ContextNames): void {
  const source = read(tree, SHARED_PLACES.lint);
  const quoted = `'${n.name}'`;
  if (literalElements(SHARED_PLACES.lint, source, 'contexts').some((e) => e.replace(/"/g, "'") === quoted)) return;
  tree.write(SHARED_PLACES.lint, appendToLiteral(SHARED_PLACES.lint, source, 'contexts', quoted));
}

/** The context's module, built once in the composition root and listed in `contexts` (so in `ALL_CONTEXTS`). */
export function addCompositionEntry(tree: Tree, n: ContextNames): void {
  const file = SHARED_PLACES.composition;
  let source = read(tree, file);
  const from = `${n.importPath}/infrastructure`;
  source = addImport(file, source, `import { ${moduleClass(n)} } from '${from}';`, from);
  source = addConstBefore(file, source, 'contexts', `const ${n.contextProperty} = ${moduleClass(n)};`);
  source = appendToLiteral(file, source, 'contexts', n.contextProperty);
  tree.write(file, source);
}

/** The timeline's next step: a second after its last migration (the timeline counts in steps of 1000). */
export function nextMigrationTimestamp(tree: Tree): number {
  const stamps = tree
    .children(SHARED_PLACES.migrations)
    .map((file) => /^(\d+)-.+\.ts$/.exec(file)?.[1])
    .filter((stamp): stamp is string => stamp !== undefined)
    .map(Number);
  return stamps.length > 0 ? Math.max(...stamps) + 1000 : Date.now();
}

/** Appends the migration (already written under `migrations/`) to the one timeline, `MIGRATIONS`. */
export function registerMigration(tree: Tree, migrationClass: string, migrationFile: string): void {
  const file = `${SHARED_PLACES.migrations}/index.ts`;
  let source = read(tree, file);
  source = addImport(file, source, `import { ${migrationClass} } from './${migrationFile}';`, `./${migrationFile}`);
  source = appendToLiteral(file, source, 'MIGRATIONS', migrationClass);
  tree.write(file, source);
}

/** A row for the context in the README's "Contexts so far" table, when the README has that table. */
export function addReadmeRow(tree: Tree, n: ContextNames): void {
  if (!tree.exists(SHARED_PLACES.readme)) return;
  const lines = read(tree, SHARED_PLACES.readme).split('\n');
  const heading = lines.findIndex((line) => line.startsWith('Contexts so far'));
  if (heading < 0) return;
  let start = heading + 1;
  while (start < lines.length && !lines[start].startsWith('|')) start++;
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  if (end === start) return;
  lines.splice(end, 0, `| \`${n.name}\` | ${n.entitiesWords} (say what the context owns) | [libs/${n.name}/README.md](libs/${n.name}/README.md) |`);
  tree.write(SHARED_PLACES.readme, lines.join('\n'));
}
