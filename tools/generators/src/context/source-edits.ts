import * as ts from 'typescript';

/**
 * Small edits to TypeScript and JavaScript sources, located through the syntax tree rather than
 * by text, so the shared files may be reformatted or reordered without breaking the generator.
 * Each answers the new text; Prettier tidies the result afterwards.
 */

function parse(file: string, source: string): ts.SourceFile {
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);
}

function insertAt(source: string, position: number, text: string): string {
  return source.slice(0, position) + text + source.slice(position);
}

/** The top-level statement declaring `name` (`const name = …`), or undefined. */
function declaration(sourceFile: ts.SourceFile, name: string): { statement: ts.VariableStatement; declaration: ts.VariableDeclaration } | undefined {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
    if (found) return { statement, declaration: found };
  }
  return undefined;
}

/** Names the file declares or imports at its top level. */
export function topLevelNames(file: string, source: string): Set<string> {
  const found = new Set<string>();
  for (const statement of parse(file, source).statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) found.add(d.name.text);
    } else if (
      (ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
      statement.name
    ) {
      found.add(statement.name.text);
    } else if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (statement.importClause?.name) found.add(statement.importClause.name.text);
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) found.add(element.name.text);
      if (bindings && ts.isNamespaceImport(bindings)) found.add(bindings.name.text);
    }
  }
  return found;
}

/**
 * Adds an import statement among the file's imports of the same kind (`@backoffice/…`, `./…`):
 * before the first that sorts after `from`, as the shared files keep them sorted, else after the
 * last of them (or of all imports).
 */
export function addImport(file: string, source: string, statement: string, from: string): string {
  const group = from.startsWith('.') ? '.' : `${from.split('/')[0]}/`;
  const imports = parse(file, source).statements.filter(ts.isImportDeclaration);
  const specifier = (i: ts.ImportDeclaration) => (ts.isStringLiteral(i.moduleSpecifier) ? i.moduleSpecifier.text : '');
  const kin = imports.filter((i) => specifier(i).startsWith(group));
  const next = kin.find((i) => specifier(i) > from);
  if (next) return insertAt(source, next.getStart(), `${statement}\n`);
  const last = kin[kin.length - 1] ?? imports[imports.length - 1];
  return last ? insertAt(source, last.getEnd(), `\n${statement}`) : `${statement}\n${source}`;
}

/** The array or object literal `const name = …` is initialised with, through `as` / `satisfies` / parentheses. */
function literalOf(sourceFile: ts.SourceFile, name: string): ts.ArrayLiteralExpression | ts.ObjectLiteralExpression {
  let node = declaration(sourceFile, name)?.declaration.initializer;
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))) node = node.expression;
  if (!node || !(ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node))) {
    throw new Error(`${sourceFile.fileName}: expected \`const ${name} = [ … ]\` or \`{ … }\` at the top level`);
  }
  return node;
}

/** The source text of each element of `const name = [ … ]` or each property of `const name = { … }`. */
export function literalElements(file: string, source: string, name: string): string[] {
  const sourceFile = parse(file, source);
  const literal = literalOf(sourceFile, name);
  const elements: ts.NodeArray<ts.Node> = ts.isArrayLiteralExpression(literal) ? literal.elements : literal.properties;
  return elements.map((e) => e.getText(sourceFile));
}

/**
 * Appends `element` to the array or object literal `const name` is initialised with. An object
 * written on one line that grows past `wrapAt` characters is opened onto several lines, which
 * Prettier then keeps as one property per line.
 */
export function appendToLiteral(file: string, source: string, name: string, element: string, wrapAt = 150): string {
  const sourceFile = parse(file, source);
  const literal = literalOf(sourceFile, name);
  const elements: ts.NodeArray<ts.Node> = ts.isArrayLiteralExpression(literal) ? literal.elements : literal.properties;
  if (elements.length === 0) return insertAt(source, literal.getEnd() - 1, element);
  const text = elements.hasTrailingComma ? ` ${element},` : `, ${element}`;
  const after = elements.hasTrailingComma ? source.indexOf(',', elements[elements.length - 1].getEnd()) + 1 : elements[elements.length - 1].getEnd();
  const appended = insertAt(source, after, text);
  const start = literal.getStart(sourceFile);
  const oneLine = !source.slice(start, literal.getEnd()).includes('\n');
  const lineStart = source.lastIndexOf('\n', start) + 1;
  const lineEnd = appended.indexOf('\n', start);
  const grown = (lineEnd < 0 ? appended.length : lineEnd) - lineStart > wrapAt;
  return ts.isObjectLiteralExpression(literal) && oneLine && grown ? insertAt(appended, start + 1, '\n') : appended;
}

/**
 * Adds `statement` after the last top-level `const` that precedes the declaration of `name` (where
 * the composition root builds its context modules, one per line, in dependency order).
 */
export function addConstBefore(file: string, source: string, name: string, statement: string): string {
  const sourceFile = parse(file, source);
  const target = declaration(sourceFile, name);
  if (!target) throw new Error(`${file}: expected a top-level \`const ${name}\``);
  const before = sourceFile.statements.slice(0, sourceFile.statements.indexOf(target.statement)).filter(ts.isVariableStatement);
  const last = before[before.length - 1];
  return last ? insertAt(source, last.getEnd(), `\n${statement}`) : insertAt(source, target.statement.getFullStart(), `\n${statement}\n`);
}
