/**
 * The plain printers lay code out exactly as prettier does (printWidth 100, singleQuote), in the
 * one-line and the broken forms: each case is printed, then checked to be a fixed point of
 * prettier.
 */
import { describe, expect, it } from 'vitest';
import { formatWithPrettier } from '../../src/emit/index.js';
import {
  arrayLiteral,
  docComment,
  functionHead,
  ifChain,
  ifStatement,
  importDeclaration,
  objectLiteral,
  printStatement,
  typeAlias,
  withBody,
} from '../../src/emit/print/code.js';

const long = (name: string) => `${name}${'X'.repeat(60)}`;
const inFunction = (body: string) => `function f() {\n${body}\n}\n`;

describe('printers are fixed points of prettier', () => {
  it.each([
    ['short import', importDeclaration(['b', 'a'], './x.js') + '\n'],
    [
      'long import',
      importDeclaration(['alpha', 'beta', long('gamma'), long('delta')], 'fleetcase/runtime') +
        '\n',
    ],
    ['type import', importDeclaration(['T'], './types.js', true) + '\n'],
    ['short union', typeAlias('A', ["'x'", "'y'"]) + '\n'],
    [
      'union on the next line',
      typeAlias('ApprovalStatusNameOfAnEstimateItem', [
        "'requested'",
        "'approved'",
        "'declined'",
        "'deferred'",
        "'on hold'",
      ]) + '\n',
    ],
    ['broken union', typeAlias('A', [`'${long('a')}'`, `'${long('b')}'`, "'c'"]) + '\n'],
    ['function head', functionHead('function f', ['a: string'], 'void') + '\n  return;\n}\n'],
    [
      'broken function head',
      functionHead(
        `function ${long('read')}`,
        ['w: XmlWriter', 'namespace: string', 'local: string'],
        'void',
      ) + '\n  return;\n}\n',
    ],
    [
      'short call statement',
      inFunction(
        printStatement(2, { lead: 'value.x = ', callee: 'r.textAs', args: ['parseDecimal'] }),
      ),
    ],
    [
      'broken call statement',
      inFunction(
        printStatement(2, {
          lead: '',
          callee: 'w.nillableElement',
          args: ['NS_CASE_REQUEST', `'${long('a')}'`, `value.${long('b')}`],
        }),
      ),
    ],
    ['if on one line', inFunction(ifStatement(2, 'value.x !== undefined', 'r.duplicate();'))],
    [
      'if with its body on the next line',
      inFunction(
        ifStatement(2, `value.${long('x')} !== undefined`, {
          lead: '',
          callee: 'writeX',
          args: ['w', 'NS', "'x'", 'value.x'],
        }),
      ),
    ],
    [
      'if with a broken call body',
      inFunction(
        ifStatement(2, `value.${long('x')} !== undefined`, {
          lead: '',
          callee: 'w.element',
          args: ['NS_X', `'${long('x')}'`, `value.${long('x')}`],
        }),
      ),
    ],
    [
      'if / else if / else',
      inFunction(
        ifChain(2, [
          ['value.x === null', "w.nil(NS, 'x');"],
          [
            `value.${long('x')} !== undefined`,
            { lead: '', callee: `write${long('T')}`, args: ['w', 'NS', "'x'", 'value.x'] },
          ],
        ]) +
          '\n' +
          ifChain(2, [
            ['r.consumeNil()', 'value.x = null;'],
            [undefined, { lead: 'value.x = ', callee: `read${long('T')}`, args: ['r'] }],
          ]),
      ),
    ],
    [
      'for-of with a long body',
      inFunction(
        withBody(2, 'for (const item of value.items)', {
          lead: '',
          callee: `write${long('T')}`,
          args: ['w', 'NS', "'item'", 'item'],
        }),
      ),
    ],
    [
      'assignment of a poorly breakable call: broken after =',
      inFunction(
        printStatement(2, {
          lead: `value.${long('x')} = `,
          callee: `read${'Y'.repeat(30)}`,
          args: ['r'],
        }),
      ),
    ],
    [
      'assignment of an argument-less call: broken after =',
      inFunction(
        printStatement(2, {
          lead: `value.${long('x')}${long('z')} = `,
          callee: 'r.text',
          args: [],
        }),
      ),
    ],
    [
      'assignment of a call with one short string argument: broken after =',
      inFunction(
        printStatement(2, {
          lead: `value.${long('x')} = `,
          callee: `read${'Y'.repeat(20)}`,
          args: ["'short'"],
        }),
      ),
    ],
    [
      'assignment of a call with one long argument: arguments broken',
      inFunction(
        printStatement(2, {
          lead: `value.${'x'.repeat(50)} = `,
          callee: 'r.nillableTextAs',
          args: [`parse${'Y'.repeat(30)}`],
        }),
      ),
    ],
    [
      'assignment (fluid): arguments broken while `lead callee(` fits',
      inFunction(
        printStatement(2, {
          lead: 'value.x = ',
          callee: 'attributeValue',
          args: ['r', `'${long('a')}'`, 'attribute0', 'parseDecimal'],
        }),
      ),
    ],
    [
      'assignment (fluid): broken after = when `lead callee(` does not fit',
      inFunction(
        printStatement(2, {
          lead: `value.${long('x')}${'z'.repeat(20)} = `,
          callee: 'attributeValue',
          args: ['r', `'${long('a')}'`, 'attribute0', 'parseDecimal'],
        }),
      ),
    ],
    [
      'variable declaration of a poorly breakable call',
      printStatement(0, {
        lead: `const ${long('NS')} = `,
        callee: `intern${'Y'.repeat(30)}`,
        args: ['uri'],
      }) + '\n',
    ],
    [
      'else with an assignment broken after =',
      inFunction(
        ifChain(2, [
          ['r.consumeNil()', `value.${long('x')} = null;`],
          [
            undefined,
            { lead: `value.${long('x')} = `, callee: `read${'Y'.repeat(20)}`, args: ['r'] },
          ],
        ]),
      ),
    ],
    [
      'call as the argument of push: the outer call broken',
      inFunction(
        printStatement(2, {
          lead: `value.${long('items')}.push(`,
          callee: `read${'Y'.repeat(20)}`,
          args: ['r'],
          suffix: ');',
        }),
      ),
    ],
    [
      'call as the argument of push, too long itself: both broken',
      inFunction(
        printStatement(2, {
          lead: 'value.items.push(',
          callee: `read${long('Y')}`,
          args: ['r', `'${long('a')}'`],
          suffix: ');',
        }),
      ),
    ],
    ['short object', inFunction(objectLiteral(2, 'const value = ', ['a: []', 'b: []'], ' as T;'))],
    [
      'broken object',
      inFunction(
        objectLiteral(2, 'const value = ', [`${long('a')}: []`, `${long('b')}: []`], ' as T;'),
      ),
    ],
    ['empty object', inFunction(objectLiteral(2, 'const value = ', [], ' as T;'))],
    [
      'array of arrays (prettier always breaks a matrix)',
      arrayLiteral(0, 'const P = ', ["['ct', NS_CT]", "['g', NS_G]"], ' as const;') + '\n',
    ],
    ['single pair', arrayLiteral(0, 'const P = ', ["['ct', NS_CT]"], ' as const;') + '\n'],
    ['empty array', arrayLiteral(0, 'const P = ', [], ' as const;') + '\n'],
    ['short doc', docComment(0, 'One line.') + 'export const a = 1;\n'],
    [
      'long doc with paragraphs and tags',
      inFunction(
        `${docComment(2, `${'word '.repeat(40)}\n\nSecond paragraph.`, ['@example f()'])}  return 1;`,
      ),
    ],
  ])('%s', async (_name, code) => {
    expect(await formatWithPrettier(code, 'case.ts')).toBe(code);
  });

  it('keeps a comment closer out of doc text', () => {
    expect(docComment(0, 'decode*/encode*')).toBe('/** decode*\u2215encode* */\n');
  });
});
