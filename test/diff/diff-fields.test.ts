/**
 * The element-level diff on IR built with the factories: pairing across namespaces and renames,
 * mirrored collection items reported once, simple <-> complex changes reported once, and the
 * effective occurrence of particles inside groups.
 */
import { describe, expect, test } from 'vitest';
import { childElementsOf } from '../../src/diff/content.js';
import { diffFields } from '../../src/diff/diff-fields.js';
import { collectFields, rootsOf } from '../../src/diff/fields.js';
import type { Change, DocumentSubject } from '../../src/diff/changes.js';
import {
  builtin,
  createComplexType,
  createElement,
  createGroup,
  named,
  occurs,
  qname,
  type IrComplexType,
  type IrElement,
  type IrGeneration,
} from '../../src/ir/index.js';

const DOC = 'http://www.decisiv.net/platform_api/1/Case/ThingResponse';
const TYPES = 'http://www.decisiv.net/platform_api/1/Case/ThingTypes';
const subject: DocumentSubject = {
  kind: 'document',
  schema: 'ThingResponse',
  root: 'thing',
  direction: 'response',
};

/** A generation holding ThingResponse (roots thing, things) and the ThingTypes helper. */
function generation(thing: IrElement[], extra: IrComplexType[] = []): IrGeneration {
  const thingType = createComplexType({
    name: qname(DOC, 'Thing'),
    content: createGroup('all', thing),
  });
  const things = createComplexType({
    name: qname(DOC, 'things'),
    anonymous: true,
    content: createGroup('sequence', [
      createElement({
        name: qname(DOC, 'thing'),
        type: named(thingType.name),
        occurs: occurs(0, 'unbounded'),
      }),
    ]),
  });
  const types = Object.fromEntries([thingType, things, ...extra].map((type) => [type.name, type]));
  const source = { file: '<memory>', line: 0 };
  return {
    id: 'x',
    nsRoot: 'http://www.decisiv.net/platform_api',
    schemas: [
      {
        name: 'ThingResponse',
        version: '1',
        namespace: DOC,
        prefix: '',
        file: 'ThingResponse.xsd',
        roots: ['thing', 'things'],
        imports: [TYPES],
        issued: true,
      },
      {
        name: 'ThingTypes',
        version: '1',
        namespace: TYPES,
        prefix: 'tt',
        file: 'ThingTypes.xsd',
        roots: [],
        imports: [],
        issued: true,
      },
    ],
    types,
    elements: {
      [qname(DOC, 'thing')]: {
        name: qname(DOC, 'thing'),
        type: named(thingType.name),
        nillable: false,
        schema: 'ThingResponse',
        source,
      },
      [qname(DOC, 'things')]: {
        name: qname(DOC, 'things'),
        type: named(things.name),
        nillable: false,
        schema: 'ThingResponse',
        source,
      },
    },
    endpoints: [],
  };
}

const contact = createComplexType({
  name: qname(TYPES, 'Contact'),
  content: createGroup('all', [
    createElement({ name: qname(TYPES, 'name'), type: builtin('string') }),
  ]),
});
const text = (namespace: string, local: string, init: Partial<IrElement> = {}): IrElement =>
  createElement({ name: qname(namespace, local), type: builtin('string'), ...init });

function diff(base: IrGeneration, revision: IrGeneration, root = 'thing'): Change[] {
  const fields = (gen: IrGeneration) => {
    const roots = rootsOf(gen, 'ThingResponse');
    return collectFields(gen, roots.get(root)!, [...roots.values()]);
  };
  return diffFields({ ...subject, root }, fields(base), fields(revision));
}

/** Kind and path of each change, e.g. `element-added /thing/note`. */
const brief = (changes: Change[]): string[] =>
  changes.map((change) => `${change.kind} ${'path' in change ? change.path : ''}`);

describe('diffFields', () => {
  const cases: Array<{
    name: string;
    base: IrGeneration;
    revision: IrGeneration;
    root?: string;
    want: string[];
  }> = [
    {
      name: 'an element that moves from the helper namespace into the document is paired, not removed and added',
      base: generation(
        [createElement({ name: qname(TYPES, 'contact'), type: named(contact.name) })],
        [contact],
      ),
      revision: generation(
        [createElement({ name: qname(DOC, 'contact'), type: named(contact.name) })],
        [contact],
      ),
      want: ['element-namespace-changed /thing/contact'],
    },
    {
      name: 'approvalStatus pairs with soldStatus through the rename table',
      base: generation([text(DOC, 'approvalStatus', { occurs: occurs(0) })]),
      revision: generation([text(DOC, 'soldStatus', { occurs: occurs(0) })]),
      want: ['element-renamed /thing/soldStatus'],
    },
    {
      name: 'the children of an added element are part of it',
      base: generation([text(DOC, 'name')]),
      revision: generation(
        [
          text(DOC, 'name'),
          createElement({
            name: qname(DOC, 'contact'),
            type: named(contact.name),
            occurs: occurs(0),
          }),
        ],
        [contact],
      ),
      want: ['element-added /thing/contact'],
    },
    {
      name: 'a value that becomes elements is one type change, its new children are not listed',
      base: generation([text(DOC, 'contact')]),
      revision: generation(
        [createElement({ name: qname(DOC, 'contact'), type: named(contact.name) })],
        [contact],
      ),
      want: ['type-changed /thing/contact'],
    },
    {
      name: 'a collection item that mirrors a root is reported under that root only',
      base: generation([text(DOC, 'name')]),
      revision: generation([text(DOC, 'name'), text(DOC, 'note', { occurs: occurs(0) })]),
      root: 'things',
      want: [],
    },
    {
      name: 'siblings sharing a local name pair by namespace',
      base: generation(
        [
          text(DOC, 'status', { occurs: occurs(0) }),
          createElement({
            name: qname(TYPES, 'status'),
            type: named(contact.name),
            occurs: occurs(0),
          }),
        ],
        [contact],
      ),
      revision: generation(
        [
          createElement({
            name: qname(TYPES, 'status'),
            type: named(contact.name),
            occurs: occurs(0),
          }),
        ],
        [contact],
      ),
      want: ['element-removed /thing/status'],
    },
  ];
  test.each(cases)('$name', ({ base, revision, root, want }) => {
    expect(brief(diff(base, revision, root))).toStrictEqual(want);
  });

  test('the mirrored item still differs under its root', () => {
    const base = generation([text(DOC, 'name')]);
    const revision = generation([text(DOC, 'name'), text(DOC, 'note', { occurs: occurs(0) })]);
    expect(brief(diff(base, revision, 'thing'))).toStrictEqual(['element-added /thing/note']);
  });
});

describe('childElementsOf: effective occurrence', () => {
  const a = text(DOC, 'a');
  const b = text(DOC, 'b');
  const cases = [
    {
      name: 'inside an optional sequence',
      given: createGroup('sequence', [createGroup('sequence', [a], { occurs: occurs(0) })]),
      want: [{ min: 0, max: 1 }],
    },
    {
      name: 'alternatives of a choice',
      given: createGroup('choice', [a, b]),
      want: [
        { min: 0, max: 1 },
        { min: 0, max: 1 },
      ],
    },
    {
      name: 'inside a repeated sequence',
      given: createGroup('sequence', [
        createGroup('sequence', [a], { occurs: occurs(1, 'unbounded') }),
      ]),
      want: [{ min: 1, max: 'unbounded' }],
    },
    {
      name: 'a one-particle choice keeps its bounds',
      given: createGroup('choice', [a]),
      want: [{ min: 1, max: 1 }],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    expect(
      childElementsOf(given).map((child) => ({ min: child.occurs.min, max: child.occurs.max })),
    ).toStrictEqual(want);
  });
});
