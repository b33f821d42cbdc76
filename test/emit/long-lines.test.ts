/**
 * The writer formats a preformatted module without running prettier over all of it: only the
 * runs of top-level statements that still depart from prettier's layout go through prettier
 * (src/emit/write.ts, src/emit/print/top-level.ts). Whatever the run, the bytes must be those
 * prettier prints for the whole module; and the printers lay out the constructs behind the
 * long lines of real XSD sets (DocBook, SAML metadata, GML) as prettier does.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  departsFromPrettier,
  emitGeneration,
  finishFile,
  formatLongStatements,
  formatWithPrettier,
  importsFor,
  loadGenerations,
  selectTargets,
} from '../../src/emit/index.js';
import { printStatement, type Statement } from '../../src/emit/print/code.js';
import { topLevelRuns } from '../../src/emit/print/top-level.js';

const long = (name: string, length = 60) => `${name}${'X'.repeat(length)}`;
const message = `'only one of ${Array.from({ length: 14 }, (_, index) => `element${index}`).join(', ')} may be given'`;

describe('topLevelRuns', () => {
  it.each([
    { given: 'const a = 1;\n', want: ['const a = 1;\n|'] },
    { given: 'const a = 1;\n\nconst b = 2;\n', want: ['const a = 1;\n|\n', 'const b = 2;\n|'] },
    {
      given: '/** A. */\nfunction a() {\n  x();\n\n  y();\n}\n\n\nfunction b() {}\n',
      want: ['/** A. */\nfunction a() {\n  x();\n\n  y();\n}\n|\n\n', 'function b() {}\n|'],
    },
    { given: 'const a = [\n  1,\n\n];\n', want: ['const a = [\n  1,\n\n];\n|'] },
    { given: 'const a = 1;\n\n', want: ['const a = 1;\n|\n'] },
  ])('$given', ({ given, want }) => {
    const runs = topLevelRuns(given);
    expect(runs.map((run) => `${run.text}|${run.gap}`)).toEqual(want);
    expect(runs.map((run) => run.text + run.gap).join('')).toBe(given);
  });
});

describe('departsFromPrettier', () => {
  it.each([
    { name: 'short code', given: 'f(a);\n', want: false },
    { name: 'a long code line', given: `f(${long('a', 100)}, b);\n`, want: true },
    { name: 'a long comment', given: `// ${long('a', 100)}\n`, want: false },
    { name: 'a lone long string argument', given: `  r.unexpected(\n    ${message},\n  );\n`, want: false },
    { name: 'a long string that is not alone', given: `  r.unexpected(${message});\n`, want: true },
    { name: 'an empty block over two lines', given: 'function f(): void {\n}\n', want: true },
    { name: 'an empty block', given: 'function f(): void {}\n', want: false },
  ])('$name -> $want', ({ given, want }) => expect(departsFromPrettier(given)).toBe(want));
});

describe('formatting only the departing statements gives prettier output', () => {
  const fine = "/** Fine. */\nexport function fine(): string {\n  return 'x';\n}\n";
  it.each([
    { name: 'one long statement among fine ones', given: `${fine}\nconst a = f(${long('b')}, ${long('c')});\n\n${fine}` },
    { name: 'a lone long string kept as printed', given: `function g(r: R): void {\n  if (x !== 0)\n    r.unexpected(\n      ${message},\n    );\n}\n` },
    { name: 'an empty block', given: `${fine}\nfunction w(value: V): void {\n}\n` },
    {
      name: 'a template literal with a blank line (split wrongly, so the whole module)',
      given: `const t = \`a\n\nb = \${1};\`;\n\nconst a = f(${long('b')}, ${long('c')});\n`,
    },
  ])('$name', async ({ given }) => {
    expect(await formatLongStatements(given, 'case.ts')).toBe(await formatWithPrettier(given, 'case.ts'));
  });

  it('leaves the statements without departure to the printers', async () => {
    // Not prettier's layout (a call prettier would put on one line), but no visible departure.
    const kept = 'const a = f(\n  1,\n);\n';
    const given = `${kept}\nconst b = f(${long('b')}, ${long('c')});\n`;
    expect(await formatLongStatements(given, 'case.ts')).toMatch(/^const a = f\(\n {2}1,\n\);\n\nconst b = f\(\n/);
  });
});

describe('generated code with long lines is byte-identical to prettier output', () => {
  const schemas = join(import.meta.dirname, 'fixtures', 'long-lines', 'choices');
  const [generation] = loadGenerations({ schemas });
  const files = emitGeneration(generation!, selectTargets(), importsFor(join(import.meta.dirname, '.long-lines', generation!.id)));
  it('the fixture has long lines to format', () => {
    expect(files.some((file) => departsFromPrettier(file.content))).toBe(true);
  });
  it.each(files.map((file) => [file.path, file] as const))('%s', async (path, file) => {
    const written = (await finishFile(file, '')).content.slice(1);
    expect(written).toBe(await formatWithPrettier(file.content, path));
  });
});

describe('printers lay out the statements behind long lines as prettier does', () => {
  const inSwitch = (statement: Statement) => `function f() {\n  switch (x) {\n    case 'a':\n${printStatement(6, statement)}\n  }\n}\n`;
  it.each<[string, Statement]>([
    ['a read stored into an ordered content list', { lead: "content.push({ $element: 'constructorsynopsis', value: ", callee: 'readDocbookConstructorsynopsis', args: ['r'], suffix: ' });' }],
    ['a substitution member assigned', { lead: "value.abcdefghijklmnopqrst = { $element: 'constructorsynopsis', value: ", callee: 'readDocbookConstructorsynopsis', args: ['r'], suffix: ' };' }],
    ['an object whose value breaks after the key', { lead: "content.push({ $element: 'constructorsynopsis', value: ", callee: long('read', 88), args: ['r'], suffix: ' });' }],
    ['an object whose value breaks its arguments', { lead: "content.push({ $element: 'constructorsynopsis', value: ", callee: long('read', 64), args: ['r', 'NS_ABC', "'x'"], suffix: ' });' }],
    ['a hugged last array', { lead: '', callee: 'w.anyAttributes', args: ['value.$anyAttributes', "{ not: [NS_SAML_SCHEMA_ASSERTION20, ''] }", "['NotBefore', 'NotOnOrAfter', 'Recipient', 'InResponseTo', 'Address']"] }],
    ['a hugged last object', { lead: '', callee: 'wildcardItem', args: ['issues', 'path', 'item.value', "{ not: ['urn:oasis:names:tc:SAML:2.0:assertion', 'urn:oasis:names:tc:x'] }"] }],
    ['a hugged last arrow', { lead: 'value.$type = ', callee: 'attributeValue', args: ['r', "'type'", 'attribute0', "(text) => requireValid(text, (value) => fixedValueIssue(value, 'simple', 'string'))"] }],
    ['a hugged arrow with a template literal', { lead: '', callee: 'items$person.forEach', args: ["(item, index, all) => visitPersonSubstitution(item, path, issues, all.length > 1 ? `[${index + 1}]` : '')"] }],
    ['two objects: none hugged', { lead: '', callee: 'merge', args: [`{ a: ${long('x', 30)} }`, `{ b: ${long('y', 30)} }`] }],
    ['an array of numbers: not hugged', { lead: '', callee: long('counts', 40), args: ['value', '[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]'] }],
    ['an arrow with a plain body: not hugged', { lead: 'value.$type = ', callee: 'attributeValue', args: ['r', "'type'", 'attribute0', `(text) => ${long('identifier', 40)}`] }],
    ['a lone long string', { lead: '', callee: 'r.unexpected', args: [message] }],
  ])('%s', async (_name, statement) => {
    const code = inSwitch(statement);
    expect(await formatWithPrettier(code, 'case.ts')).toBe(code);
  });
});
