/** Given a small IR (./mini-generation.ts), each target prints exactly this code. */
import { describe, expect, it } from 'vitest';
import { codecsTarget } from '../../src/emit/codecs/index.js';
import { emitIndexModule, schemasFolderOf } from '../../src/emit/index-module/index.js';
import { typesTarget } from '../../src/emit/types/index.js';
import { validatorsTarget } from '../../src/emit/validators/index.js';
import { miniContext } from './mini-generation.js';

const block = (text: string) => text.trim();

describe('types target', () => {
  const types = typesTarget.emit(miniContext);
  it.each([
    [
      'the brand types it uses, from the runtime',
      "import type { Decimal, Lenient } from 'fleetcase/runtime';",
    ],
    [
      'a value type per root',
      '/** Value of an `order` document (Shop 0.3-beta). */\nexport type ShopOrder = Order;',
    ],
    [
      'an interface per complex type: optional, nillable and arrays apart',
      block(`
/** An order. */
export interface Order extends Lenient {
  id: string;
  amount?: Currency | null;
  status?: Status;
  line: (Line | null)[];
}`),
    ],
    ['an enumeration as a string-literal union', "export type Status = 'open' | 'not sold';"],
    [
      'a decimal as the exact Decimal, facets in the doc',
      '/**\n * Money.\n *\n * Restricts xs:decimal: fractionDigits 2.\n */\nexport type Currency = Decimal;',
    ],
    ['doc comments from the XSD', '  /** Quantity. */\n  qty?: number | null;'],
  ])('%s', (_name, want) => expect(types).toContain(want));
});

describe('codecs target', () => {
  const codecs = codecsTarget.emit(miniContext);
  it.each([
    [
      'interned namespaces',
      "const NS_SHOP = internNamespace('http://www.decisiv.net/platform_api/0.3-beta/Case/Shop');",
    ],
    [
      'the API prefix of each helper namespace',
      "const PREFIXES_SHOP = [['ct', NS_CASE_TYPES]] as const;",
    ],
    [
      'decode per root',
      block(`
export function decodeShopOrder(input: string | Uint8Array, options?: DecodeOptions): ShopOrder {
  const r = new XmlReader(input, options);
  r.root(NS_SHOP, 'order');
  const value = readOrder(r);
  r.finish();
  return value;
}`),
    ],
    [
      'a sequence: order checked by rank, nil list items, required element checked after the loop',
      block(`
      case 'amount':
        if (r.namespace !== NS_SHOP) break;
        if (rank > 1) r.unexpected('it comes after a later element of the sequence');
        rank = 1;
        if (value.amount !== undefined) r.duplicate();
        value.amount = r.nillableTextAs(parseDecimal);
        continue;`),
    ],
    ['an enumeration parsed against its values', '        value.status = r.textAs(parseStatus);'],
    [
      'a nillable repeated complex element',
      '        if (r.consumeNil()) value.line.push(null);\n        else value.line.push(readLine(r));',
    ],
    [
      'required elements after the loop',
      "  if (value.id === undefined) r.missing('id', start);\n  return value;",
    ],
    [
      'xs:all in one namespace: any order, no rank',
      block(`
  while (r.nextChild()) {
    if (r.namespace === NS_CASE_TYPES) {
      switch (r.local) {
        case 'sku':
          if (value.sku !== undefined) r.duplicate();
          value.sku = r.text();
          continue;`),
    ],
    [
      'encode in plan order, null as xsi:nil, absent left out, unknown children written back where they stood',
      block(`
function writeOrder(w: XmlWriter, namespace: string, local: string, value: Order): void {
  w.startObject(namespace, local, value, propertiesOfOrder);
  w.unknown(value);
  w.element(NS_SHOP, 'id', value.id);
  if (value.amount !== undefined) w.nillableElement(NS_SHOP, 'amount', value.amount);
  if (value.status !== undefined) w.element(NS_SHOP, 'status', value.status);
  for (const item of w.items(value.line, 'line', false)) {
    if (item === null) w.nil(NS_CASE_TYPES, 'line');
    else writeLine(w, NS_CASE_TYPES, 'line', item);
  }
  w.end();
}`),
    ],
    [
      'integers formatted',
      "  else if (value.qty !== undefined) w.elementAs(NS_CASE_TYPES, 'qty', value.qty, formatInteger);",
    ],
  ])('%s', (_name, want) => expect(codecs).toContain(want));
});

describe('validators target', () => {
  const validators = validatorsTarget.emit(miniContext);
  it.each([
    [
      'the rule registry from the rules specifier',
      "import {\n  comparePaths,\n  parseEndpoint,\n  resolveEndpointFor,\n  runRules,\n  valueNode,\n  withRuleIssues,\n  writtenFormIssues,\n} from 'fleetcase/runtime';",
    ],
    [
      "the generation's endpoints, which the endpoint option is resolved against",
      "const ENDPOINTS: readonly EndpointTemplate[] = [];",
    ],
    [
      'validate per root: walk the value, then the rules of its generation, schema and root',
      block(`
export function validateShopOrder(value: ShopOrder, options: ValidateOptions = {}): Issue[] {
  const issues: Issue[] = [];
  if (value === null) notNillable(issues, '/order');
  else visitOrder(value, '/order', issues);
  const context = { generation: GENERATION, schema: 'Shop', root: 'order' };
  return withRules(issues, value, context, options);
}`),
    ],
    [
      'facets of a named simple type',
      'return parserIssue(parseDecimal, value) ?? checkFractionDigits(value, 2);',
    ],
    [
      'the JS type and bounds of an integer',
      'report(issues, `${path}/qty`, integerIssue(parseUnsignedInt, value.qty));',
    ],
    [
      'list items with their index',
      "    const at = itemPath(path, 'line', index, all.length);\n    if (item !== null) visitLine(item, at, issues);",
    ],
    ['required elements', "  if (value.id === undefined) missing(issues, path, 'id');"],
  ])('%s', (_name, want) => expect(validators).toContain(want));
});

describe('index module', () => {
  it('re-exports the modules of the targets of the run', () => {
    expect(
      emitIndexModule(miniContext, [typesTarget, codecsTarget], { from: 'fleetcase/0.3-beta' }),
    ).toBe(
      [
        '/**',
        ' * Generation 0.3-beta: interfaces and aliases for every type, and a value type per document root; a',
        " * decode and an encode function per document root (strict or lenient, xsi:nil, the schemas'",
        ' * prefixes).',
        " * @example import { decodeShopOrder } from 'fleetcase/0.3-beta';",
        ' */',
        "export * from './types.js';",
        "export * from './codecs.js';",
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['the path from the output folder', './shop/index.js', undefined],
    ['the folder of a set named after it, whole on one line', './shop/index.js', '../vendor/a b/shop'],
    [
      'a folder whose path wraps onto the next comment line (review r9 R1: CII data/standard)',
      './standard/index.js',
      '../../../../work/review/.scratch-finance/uncefact/16B-CII/data/standard',
    ],
  ])('imports from %s and records the schema folder it is given', (_name, from, folder) => {
    const module = emitIndexModule(miniContext, [typesTarget, codecsTarget], {
      from,
      ...(folder !== undefined ? { schemasFolder: folder } : {}),
    });
    expect(module).toContain(` * @example import { decodeShopOrder } from '${from}';\n`);
    expect(schemasFolderOf(module)).toBe(folder);
  });
});
