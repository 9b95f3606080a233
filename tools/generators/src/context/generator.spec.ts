import * as fs from 'node:fs';
import * as path from 'node:path';
import { Tree, readJson, readProjectConfiguration } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { contextGenerator } from './generator';
import { plural, singular } from './naming';
import { SHARED_PLACES } from './shared-places';
import { literalElements } from './source-edits';

const ROOT = path.resolve(__dirname, '../../../..');
const real = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/**
 * Prettier cannot run inside Jest's module sandbox (it imports dynamically), so these tests check
 * the tree unformatted; `context.workspace.spec.ts` checks the formatted files of a real run.
 */
const generate = (tree: Tree, options: { name: string; entity?: string }) => contextGenerator(tree, { ...options, skipFormat: true });

/**
 * An empty workspace holding this workspace's shared places as they are now (and the catalogue,
 * to clash with), so the edits are checked against the real files, not a sketch of them.
 */
function workspace(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of [SHARED_PLACES.tsconfig, SHARED_PLACES.lint, SHARED_PLACES.composition, SHARED_PLACES.readme]) tree.write(file, real(file));
  for (const file of fs.readdirSync(path.join(ROOT, SHARED_PLACES.migrations))) tree.write(`${SHARED_PLACES.migrations}/${file}`, real(`${SHARED_PLACES.migrations}/${file}`));
  for (const layer of ['domain', 'application', 'infrastructure']) tree.write(`libs/catalogue/${layer}/project.json`, real(`libs/catalogue/${layer}/project.json`));
  return tree;
}

const lastMigration = () =>
  Math.max(
    ...fs
      .readdirSync(path.join(ROOT, SHARED_PLACES.migrations))
      .map((f) => Number(/^(\d+)-/.exec(f)?.[1]))
      .filter((n) => !Number.isNaN(n)),
  );

/** The file's lines that do not mention the new context: what was there before, if nothing else moved. */
const without = (text: string, word: string) =>
  text
    .split('\n')
    .filter((line) => !line.toLowerCase().includes(word))
    .join('\n');

describe('context generator', () => {
  let tree: Tree;
  beforeEach(() => (tree = workspace()));

  it('writes the three libs as Nx projects tagged by layer and scope, with lint, typecheck and test targets', async () => {
    await generate(tree, { name: 'loyalty', entity: 'tier' });
    for (const layer of ['domain', 'application', 'infrastructure']) {
      const project = readProjectConfiguration(tree, `loyalty-${layer}`);
      expect(project).toMatchObject({ root: `libs/loyalty/${layer}`, sourceRoot: `libs/loyalty/${layer}/src`, projectType: 'library', tags: [`type:${layer}`, 'scope:loyalty'] });
      expect(Object.keys(project.targets ?? {}).sort()).toEqual(['lint', 'test', 'typecheck']);
      expect(tree.read(`libs/loyalty/${layer}/jest.config.js`, 'utf8')).toContain(`displayName: 'loyalty-${layer}'`);
      expect(readJson(tree, `libs/loyalty/${layer}/tsconfig.json`)).toEqual({ extends: '../../../tsconfig.base.json', include: ['src/**/*.ts', 'test/**/*.ts'] });
    }
    expect(tree.children('libs/loyalty/domain/src').sort()).toEqual(['index.ts', 'loyalty.errors.ts', 'tier.spec.ts', 'tier.ts']);
    expect(tree.children('libs/loyalty/application/src').sort()).toEqual(['index.ts', 'loyalty.ports.ts', 'tiers.use-cases.spec.ts', 'tiers.use-cases.ts']);
    expect(tree.children('libs/loyalty/infrastructure/src').sort()).toEqual([
      'index.ts',
      'loyalty-infrastructure.module.ts',
      'pg-tier.repository.int-spec.ts',
      'pg-tier.repository.ts',
      'testing.ts',
    ]);
    expect(tree.read('libs/loyalty/infrastructure/src/pg-tier.repository.ts', 'utf8')).toContain('export class PgTierRepository implements TierRepository');
    expect(tree.read('libs/loyalty/README.md', 'utf8')).toContain('`CreateTier`, `GetTier`,\n  `ListTiers`');
  });

  it('lists the context in every shared place, and leaves the rest of those files as they were', async () => {
    await generate(tree, { name: 'loyalty', entity: 'tier' });

    const paths = Object.keys(readJson(tree, SHARED_PLACES.tsconfig).compilerOptions.paths);
    const added = ['application', 'domain', 'infrastructure', 'infrastructure/testing'].map((p) => `@backoffice/loyalty/${p}`);
    expect(paths.filter((p) => p.includes('loyalty'))).toEqual(added);
    // Among the other contexts' aliases in name order (this workspace has one before and one after "loyalty").
    const contextOf = (alias: string | undefined) => /^@backoffice\/([^/]+)\/(domain|application|infrastructure)/.exec(alias ?? '')?.[1];
    expect(contextOf(paths[paths.indexOf(added[0]) - 1]) ?? '').toMatch(/^[a-k]/);
    expect(contextOf(paths[paths.indexOf(added[3]) + 1]) ?? '').toMatch(/^[m-z]/);
    const original = JSON.parse(real(SHARED_PLACES.tsconfig));
    expect(paths.filter((p) => !p.includes('loyalty'))).toEqual(Object.keys(original.compilerOptions.paths));
    expect({
      ...readJson(tree, SHARED_PLACES.tsconfig),
      compilerOptions: { ...readJson(tree, SHARED_PLACES.tsconfig).compilerOptions, paths: original.compilerOptions.paths },
    }).toEqual(original);

    const scopes = (text: string) => literalElements(SHARED_PLACES.lint, text, 'contexts');
    expect(scopes(tree.read(SHARED_PLACES.lint, 'utf8') ?? '')).toEqual([...scopes(real(SHARED_PLACES.lint)), "'loyalty'"]);

    const composition = tree.read(SHARED_PLACES.composition, 'utf8') ?? '';
    expect(composition).toContain("import { LoyaltyInfrastructureModule } from '@backoffice/loyalty/infrastructure';\n");
    // Where name order puts it among the context imports (which the file keeps sorted).
    const imported = [...composition.matchAll(/from '(@backoffice\/[^']+)'/g)].map((m) => m[1]);
    const at = imported.indexOf('@backoffice/loyalty/infrastructure');
    expect((imported[at - 1] ?? '') < imported[at] && imported[at] < (imported[at + 1] ?? '~')).toBe(true);
    expect(composition).toMatch(/\nconst loyalty = LoyaltyInfrastructureModule;\n/);
    const built = (text: string) => literalElements(SHARED_PLACES.composition, text, 'contexts');
    expect(built(composition)).toEqual([...built(real(SHARED_PLACES.composition)), 'loyalty']);

    const timestamp = lastMigration() + 1000;
    const migration = tree.read(`${SHARED_PLACES.migrations}/${timestamp}-loyalty.ts`, 'utf8');
    expect(migration).toContain(`export class Loyalty${timestamp} implements MigrationInterface`);
    expect(migration).toContain('CREATE TABLE tiers (');
    expect(migration).toContain('CONSTRAINT tiers_company_name_uq UNIQUE (company_id, name)');
    const index = tree.read(`${SHARED_PLACES.migrations}/index.ts`, 'utf8') ?? '';
    expect(index).toContain(`import { Loyalty${timestamp} } from './${timestamp}-loyalty';`);
    const timeline = (text: string) => literalElements('index.ts', text, 'MIGRATIONS');
    expect(timeline(index)).toEqual([...timeline(real(`${SHARED_PLACES.migrations}/index.ts`)), `Loyalty${timestamp}`]);

    // Markdown stays hand-wrapped: one row more in the table of contexts, nothing reformatted.
    const readme = tree.read(SHARED_PLACES.readme, 'utf8') ?? '';
    expect(readme).toContain('\n| `loyalty` | tiers (say what the context owns) | [libs/loyalty/README.md](libs/loyalty/README.md) |\n');
    expect(without(readme, 'loyalty')).toBe(real(SHARED_PLACES.readme));
  });

  it('leaves no template markers in what it writes', async () => {
    await generate(tree, { name: 'price-lists' });
    const written = tree.listChanges().filter((c) => c.type !== 'DELETE');
    for (const change of written) {
      expect(change.path).not.toMatch(/__|tmpl/);
      expect(change.content?.toString()).not.toMatch(/<%|%>/);
    }
  });

  it('names the sample entity after the context made singular, and spells it in every case', async () => {
    await generate(tree, { name: 'price-lists' });
    expect(tree.exists('libs/price-lists/domain/src/price-list.ts')).toBe(true);
    expect(tree.read('libs/price-lists/domain/src/price-lists.errors.ts', 'utf8')).toContain(
      "super('PRICE_LIST_NAME_TAKEN', 'The company already has a price list with this name')",
    );
    expect(tree.read('libs/price-lists/application/src/price-lists.use-cases.ts', 'utf8')).toContain('export class ListPriceLists');
    expect(tree.read('libs/price-lists/infrastructure/src/testing.ts', 'utf8')).toContain('export function aPriceList(');
    expect(tree.read(SHARED_PLACES.composition, 'utf8')).toContain('const priceLists = PriceListsInfrastructureModule;');
    expect(tree.read(`${SHARED_PLACES.migrations}/${lastMigration() + 1000}-price-lists.ts`, 'utf8')).toContain('CREATE TABLE price_lists (');
  });

  it('refuses names that are not kebab-case, are taken, or would clash in a shared place, writing nothing', async () => {
    const before = tree.listChanges().length;
    await expect(generate(tree, { name: 'Loyalty' })).rejects.toThrow(/--name must be kebab-case/);
    await expect(generate(tree, { name: 'loyalty', entity: 'gold_tier' })).rejects.toThrow(/--entity must be kebab-case/);
    await expect(generate(tree, { name: 'catalogue' })).rejects.toThrow(/a project named catalogue-domain already exists/);
    await expect(generate(tree, { name: 'shared' })).rejects.toThrow(/not a context name/);
    await expect(generate(tree, { name: 'identity-extras', entity: 'product' })).rejects.toThrow(/the table products is created by 1764000001000-catalogue.ts/);
    expect(tree.listChanges().length).toBe(before);
  });
});

describe('plural and singular', () => {
  it.each([
    ['tier', 'tiers'],
    ['price-list', 'price-lists'],
    ['delivery', 'deliveries'],
    ['day', 'days'],
    ['address', 'addresses'],
    ['batch', 'batches'],
  ])('%s ⇄ %s', (one, many) => {
    expect(plural(one)).toBe(many);
    expect(singular(many)).toBe(one);
  });

  it('leaves a name that is not a plural as it is', () => {
    expect(singular('loyalty')).toBe('loyalty');
    expect(singular('address')).toBe('address');
  });
});
