// The configuration reference (docs/configuration.md), made from the environment schema so it
// cannot drift: `npm run docs:config -w @onboarding/server` writes it, and
// src/infra/config-docs.test.ts fails when the file differs from what this script makes. The
// source is the ZEnv object of src/infra/config-env.ts, read with the TypeScript compiler API (no
// build step): one row per property, in its order, from the JSDoc comment above it, whose first
// sentence is the default ("Default 3000." gives 3000) and the rest the meaning.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const schemaPath = fileURLToPath(new URL('../src/infra/config-env.ts', import.meta.url));
const docPath = fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url));
const SCHEMA_NAME = 'ZEnv';

/** The object literal passed to z.object() in `const ZEnv = z.object({ … })`. */
function schemaObject(source) {
  let found;
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === SCHEMA_NAME &&
      node.initializer !== undefined &&
      ts.isCallExpression(node.initializer) &&
      ts.isObjectLiteralExpression(node.initializer.arguments[0])
    ) {
      found = node.initializer.arguments[0];
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (found === undefined) throw new Error(`no ${SCHEMA_NAME} = z.object({ … }) in ${schemaPath}`);
  return found;
}

/** The text of the last /** … *\/ comment before a node, as one line. */
function jsDocOf(text, node) {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const doc = ranges.filter((range) => text.startsWith('/**', range.pos)).at(-1);
  if (doc === undefined) return undefined;
  return text
    .slice(doc.pos + 3, doc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter((line) => line !== '')
    .join(' ');
}

/**
 * "Default X. Meaning…" → { fallback: 'X', meaning: 'Meaning…' }: the first sentence ends at the
 * first full stop followed by a space and a capital letter or a quote.
 */
function splitDefault(name, doc) {
  const end = doc.search(/\.\s+(?=[A-Z`"(])/);
  if (end < 0) throw new Error(`${name}: its comment needs a default sentence and a meaning`);
  const fallback = doc.slice(0, end).replace(/^Default\s+/, '');
  return { fallback, meaning: doc.slice(end + 1).trim() };
}

/**
 * The object literal of `export const name = { … }` in the file `source` imports `name` from (a
 * group of variables kept in a file of its own, spread into ZEnv): its file and text.
 */
function spreadGroup(source, schemaFile, name) {
  const from = source.statements.find(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings?.elements?.some(
        (element) => element.name.text === name,
      ),
  );
  if (from === undefined) throw new Error(`${SCHEMA_NAME}: ...${name} is not imported`);
  const file = join(dirname(schemaFile), `${from.moduleSpecifier.text}.ts`);
  const text = readFileSync(file, 'utf8');
  const group = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const declaration = group.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((item) => ts.isIdentifier(item.name) && item.name.text === name);
  if (declaration === undefined || !ts.isObjectLiteralExpression(declaration.initializer)) {
    throw new Error(`no ${name} = { … } in ${file}`);
  }
  return { file, text, source: group, object: declaration.initializer };
}

/** Name, default and meaning of every variable of `object`, spread groups in their place. */
function variablesOf(object, { file, text, source }) {
  return object.properties.flatMap((property) => {
    if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const group = spreadGroup(source, file, property.expression.text);
      return variablesOf(group.object, group);
    }
    return [variableOf(property, { file, text, source })];
  });
}

function variableOf(property, { file, text, source }) {
  const name = property.name?.getText(source) ?? '';
  if (!ts.isPropertyAssignment(property) || !/^[A-Z][A-Z0-9_]*$/.test(name)) {
    throw new Error(`${SCHEMA_NAME}: '${property.getText(source)}' is not NAME: parser`);
  }
  const doc = jsDocOf(text, property);
  if (doc === undefined) throw new Error(`${name} has no /** … */ comment in ${file}`);
  return { name, ...splitDefault(name, doc) };
}

/** Name, default and meaning of every variable, in the schema's order. */
export function readVariables(schemaFile = schemaPath) {
  const text = readFileSync(schemaFile, 'utf8');
  const source = ts.createSourceFile(schemaFile, text, ts.ScriptTarget.Latest, true);
  return variablesOf(schemaObject(source), { file: schemaFile, text, source });
}

const cell = (value) => value.replace(/\|/g, '\\|');

/** The whole of docs/configuration.md. */
export function configurationDoc(schemaFile = schemaPath) {
  const rows = readVariables(schemaFile).map(
    ({ name, fallback, meaning }) => `| \`${name}\` | ${cell(fallback)} | ${cell(meaning)} |`,
  );
  return [
    '# Configuration',
    '',
    'Generated from the environment schema (`apps/server/src/infra/config-env.ts`) by',
    '`npm run docs:config -w @onboarding/server`: do not edit this file by hand, edit the comments',
    'there and run the script. Every variable is optional except `APP_SECRET` in production; an',
    'empty value counts as unset, and a wrong value stops the server at start with one line per',
    'problem.',
    '',
    '| Variable | Default | Meaning |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function main() {
  const text = configurationDoc();
  writeFileSync(docPath, text);
  const count = text.split('\n').filter((line) => line.startsWith('| `')).length;
  process.stdout.write(`docs/configuration.md: ${count} variables\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
