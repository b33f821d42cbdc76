/**
 * A small generation built with the IR factories: a `Shop` document schema whose root `order`
 * holds a sequence (string, nillable Currency, enumeration, repeated nillable `ct:line`), and a
 * `CaseTypes` helper schema (prefix ct) with the xs:all type `Line`.
 */
import {
  builtin,
  createComplexType,
  createElement,
  createGroup,
  createSimpleType,
  named,
  occurs,
  qname,
} from '../../src/ir/index.js';
import { contextOf, generationOf, rootElement, schema } from './helpers.js';

const shop = schema('Shop', { roots: ['order'] });
const caseTypes = schema('CaseTypes', { prefix: 'ct' });

const currency = createSimpleType({
  name: qname(caseTypes.namespace, 'Currency'),
  base: 'decimal',
  facets: { fractionDigits: 2 },
  doc: 'Money.',
});
const status = createSimpleType({
  name: qname(shop.namespace, 'Status'),
  base: 'string',
  facets: { enumeration: ['open', 'not sold'] },
});
const line = createComplexType({
  name: qname(caseTypes.namespace, 'Line'),
  content: createGroup('all', [
    createElement({ name: qname(caseTypes.namespace, 'sku'), type: builtin('string') }),
    createElement({
      name: qname(caseTypes.namespace, 'qty'),
      type: builtin('unsignedInt'),
      occurs: occurs(0, 1, true),
      doc: 'Quantity.',
    }),
  ]),
});
const order = createComplexType({
  name: qname(shop.namespace, 'Order'),
  doc: 'An order.',
  content: createGroup('sequence', [
    createElement({ name: qname(shop.namespace, 'id'), type: builtin('string') }),
    createElement({
      name: qname(shop.namespace, 'amount'),
      type: named(currency.name),
      occurs: occurs(0, 1, true),
    }),
    createElement({
      name: qname(shop.namespace, 'status'),
      type: named(status.name),
      occurs: occurs(0),
    }),
    createElement({
      name: qname(caseTypes.namespace, 'line'),
      type: named(line.name),
      occurs: occurs(0, 'unbounded', true),
    }),
  ]),
});

/** The generation. */
export const miniGeneration = generationOf({
  schemas: [shop, caseTypes],
  types: [line, currency, order, status],
  elements: [rootElement(shop, 'order', order.name)],
});

/** Its emit context. */
export const miniContext = contextOf(miniGeneration);
