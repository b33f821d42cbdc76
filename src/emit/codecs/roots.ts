/**
 * The public functions of a codecs module: `decode<Stem>(input, options?)` and
 * `encode<Stem>(value, options?)` per document root (naming: ../naming/root-names.ts), and the
 * prefix list each document schema is written with: its own namespace is the default one, every
 * other namespace gets the prefix the API writes for it (ct, g, eit, ac, vmrs, eip, s, r, n, a,
 * d, pt); two namespaces wanting one prefix in one document get `ct2`, `ct3`... in namespace
 * order, the effective schema keeping the plain prefix.
 */
import type { IrComplexType, IrSchema } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { reachableFrom } from '../model/reachable.js';
import { scalarOf } from '../model/scalars.js';
import { constantIdentifier, stringLiteral } from '../naming/identifiers.js';
import { documentPhrase, schemaPhrase, type RootEntry } from '../naming/root-names.js';
import {
  arrayLiteral,
  docComment,
  functionHead,
  ifChain,
  objectLiteral,
  printStatement,
} from '../print/code.js';
import { scalarRead, storeRead } from './read-type.js';
import { nilOfFixed, nilStatement, nilWriter } from './nil-codec.js';
import { scalarCodec, type CodecSupport } from './scalar-codec.js';
import { isAnyType } from '../model/model-group.js';
import { writeFunctionName } from './write-type.js';
import { complexRead, derivedRead, rawRead } from './read-call.js';
import { derivedWriter } from './derived-codec.js';
import { polymorphOf } from '../model/derivations.js';
import { xsiTypesConstant } from './xsi-types.js';

const RESERVED_PREFIXES = ['xml', 'xmlns', 'xsi'];

/**
 * True when documents of the root can hold an attribute in the root's own namespace (declared
 * qualified, `attributeFormDefault="qualified"`, or taken by an attribute wildcard): the
 * namespace is the default one, which no attribute takes, so the writer needs a prefix for it.
 */
function hasOwnQualifiedAttributes(
  complexTypes: readonly IrComplexType[],
  namespace: string,
  context: EmitContext,
): boolean {
  return complexTypes.some((type) => {
    const plan = context.plan(type);
    if (plan.attributes.some((attribute) => attribute.namespace === namespace)) return true;
    const wildcard = plan.anyAttribute?.namespaces;
    if (!wildcard) return false;
    return (
      wildcard.kind === 'any' ||
      wildcard.namespaces.includes(namespace) === (wildcard.kind === 'only')
    );
  });
}

/**
 * `[prefix, NS_CONSTANT]` pairs for the documents of one root. The root's own namespace is
 * listed first, with its schema's prefix, when its attributes need one (the writer gives it to
 * them: `<level xmlns="urn:el" xmlns:el="urn:el"><info el:type="x"/>`).
 */
function prefixEntries(root: RootEntry, context: EmitContext): string[] {
  const { namespaces, complexTypes } = reachableFrom(
    [root.element],
    context.generation,
    context.plan,
  );
  const effective = new Set(context.generation.schemas.map((schema) => schema.namespace));
  const own = root.schema.namespace;
  const others = namespaces
    .filter((uri) => uri !== own && uri !== '')
    .sort(
      (a, b) => Number(effective.has(b)) - Number(effective.has(a)) || (a < b ? -1 : a > b ? 1 : 0),
    );
  const used = new Set(RESERVED_PREFIXES);
  const entries: string[] = [];
  if (
    own !== '' &&
    root.schema.prefix &&
    !used.has(root.schema.prefix) &&
    // Where QNames are written no namespace is the default: the own one needs its prefix too.
    (context.qnameValues || hasOwnQualifiedAttributes(complexTypes, own, context))
  ) {
    used.add(root.schema.prefix);
    entries.push(`[${stringLiteral(root.schema.prefix)}, ${context.namespaceConstant(own)}]`);
  }
  for (const uri of others) {
    const wanted = context.schemaOf(uri)?.prefix ?? '';
    if (wanted === '') continue; // the writer makes one up (ns1, ns2...)
    let prefix = wanted;
    for (let suffix = 2; used.has(prefix); suffix++) prefix = `${wanted}${suffix}`;
    used.add(prefix);
    entries.push(`[${stringLiteral(prefix)}, ${context.namespaceConstant(uri)}]`);
  }
  return entries;
}

/**
 * The prefix constant of each root, and their declarations (one per distinct list of a schema):
 * `PREFIXES_<SCHEMA>` for a schema whose roots share one list, else `PREFIXES_<STEM>` per root.
 * SCREAMING_SNAKE drops what tells the names apart (`a-rex` + `LRMS` and `a-rex_lrms` are both
 * `A_REX_LRMS`, `ab-x` and `ab_x` both `AB_X`), so a name already declared gets `_2`, `_3`...
 * in root order (schema name, then root name), the first keeping the plain name.
 */
export function prefixConstants(context: EmitContext): {
  byRoot: Map<RootEntry, string>;
  declarations: string[];
} {
  const byRoot = new Map<RootEntry, string>();
  const declarations: string[] = [];
  const declared = new Set<string>();
  const bySchema = new Map<IrSchema, RootEntry[]>();
  for (const root of context.roots)
    bySchema.set(root.schema, [...(bySchema.get(root.schema) ?? []), root]);
  for (const [schema, roots] of bySchema) {
    const lists = roots.map((root) => prefixEntries(root, context));
    const shared = lists.every((list) => list.join() === lists[0]!.join());
    let name = '';
    roots.forEach((root, index) => {
      if (!shared || index === 0) {
        name = unusedName(
          `PREFIXES_${constantIdentifier(shared ? schema.name : root.stem)}`,
          declared,
        );
        declarations.push(arrayLiteral(0, `const ${name} = `, lists[index]!, ' as const;'));
      }
      byRoot.set(root, name);
    });
  }
  return { byRoot, declarations };
}

/** `base`, or `base_2`, `base_3`... the first not in `used` (which it joins). */
function unusedName(base: string, used: Set<string>): string {
  let name = base;
  for (let suffix = 2; used.has(name); suffix++) name = `${base}_${suffix}`;
  used.add(name);
  return name;
}

/** The value's type name and how the root element's content is read and written. */
function rootCodec(root: RootEntry, context: EmitContext, support: CodecSupport) {
  if (isAnyType(root.element.type)) {
    // xs:anyType: the whole document element, as raw XML (written by printRootFunctions).
    return {
      read: rawRead(true, root.element.nillable, context, support),
      write: () => ({ lead: '', callee: 'w.raw', args: ['[value]'] }),
    };
  }
  const scalar = scalarOf(root.element.type, context.generation);
  if (scalar) {
    const { format } = scalarCodec(scalar, context, support);
    return {
      read: scalarRead(scalar, root.element.nillable, root.element, context, support),
      write: (namespace: string, local: string) =>
        format
          ? { lead: '', callee: 'w.elementAs', args: [namespace, local, 'value', format] }
          : { lead: '', callee: 'w.element', args: [namespace, local, 'value'] },
    };
  }
  const type = context.complexType(root.element.type)!;
  const polymorph = polymorphOf(type, context.generation);
  if (polymorph) {
    // Nil occurrences too are read and written by the helpers (./derived-codec.ts).
    const nillable = root.element.nillable;
    const writer = derivedWriter(polymorph, nillable, context, support);
    return {
      read: derivedRead(polymorph, nillable, root.element, context, support),
      derived: true,
      write: (namespace: string, local: string) => ({
        lead: '',
        callee: writer,
        args: ['w', namespace, local, 'value'],
      }),
    };
  }
  const { nillable, fixed } = root.element;
  const read = complexRead(type, nillable, root.element, context, support);
  // A fixed value forbids nil: no nil occurrence is written, null is refused (nilStatement).
  const nilWrite = nillable && fixed === undefined ? nilWriter(type, context, support) : undefined;
  return {
    read,
    nilWrite,
    write: (namespace: string, local: string) => ({
      lead: '',
      callee: writeFunctionName(type, context),
      args: ['w', namespace, local, 'value'],
    }),
  };
}

/** Prints the decode and encode functions of one root. */
export function printRootFunctions(
  root: RootEntry,
  prefixes: string,
  context: EmitContext,
  support: CodecSupport,
): string {
  const namespace = context.namespaceConstant(root.schema.namespace);
  const local = stringLiteral(root.local);
  const codec = rootCodec(root, context, support);
  const { read, write } = codec;
  const nilWrite = 'nilWrite' in codec ? codec.nilWrite : undefined;
  const what = `${documentPhrase(root)} of ${schemaPhrase(root)}`;
  const nillable = root.element.nillable && !('derived' in codec);
  const decode = [
    docComment(0, `Decodes ${what}. Strict unless \`options.lenient\`.`, [
      '@throws DecodeError with code, line, column and element path when the document is not well-formed, unsafe, or not of this shape.',
    ]) +
      functionHead(
        `export function ${root.decode}`,
        ['input: string | Uint8Array', 'options?: DecodeOptions'],
        root.stem,
      ),
    '  const r = new XmlReader(input, options);',
    `  r.root(${namespace}, ${local});`,
    ...(read.nilFirst
      ? [`  let value: ${root.stem};`, storeRead(2, 'value = ', read, ';')]
      : [storeRead(2, 'const value = ', read, ';')]),
    '  r.finish();',
    '  return value;',
    '}',
  ].join('\n');
  if (nilWrite) support.runtime.add('nilled');
  // A fixed value forbids nil: a nil value, `{ $nil: true }` too, is refused (nilStatement).
  const field = { local: root.local, type: root.element.type, element: root.element };
  const nilOfFixedRoot = root.element.fixed !== undefined && nilOfFixed(field, context, support);
  const writeRoot = nillable
    ? ifChain(2, [
        nilWrite
          ? [
              'nilled(value)',
              { lead: '', callee: nilWrite, args: ['w', namespace, local, 'value'] },
            ]
          : [
              nilOfFixedRoot ? 'nilled(value)' : 'value === null',
              nilStatement(namespace, local, root.element.fixed),
            ],
        [undefined, write(namespace, local)],
      ])
    : printStatement(2, write(namespace, local));
  const raw = isAnyType(root.element.type);
  if (raw) support.runtime.add('rawDocument');
  const encode = [
    docComment(
      0,
      context.qnameValues
        ? `Encodes ${what}: every namespace with its schema's prefix and none as the default, so that a QName value in no namespace can be written.`
        : `Encodes ${what}: its namespace as the default one, helper namespaces with the prefixes their schemas declare.`,
    ) +
      functionHead(
        `export function ${root.encode}`,
        [`value: ${root.stem}`, 'options: EncodeOptions = {}'],
        'string',
      ),
    ...(raw
      ? // The root's name: a raw element built by hand must be that one element, well-formed.
        [
          printStatement(2, {
            lead: 'return ',
            callee: 'rawDocument',
            args: ['value', 'options', namespace, local, xsiTypesConstant(context, support)],
          }),
        ]
      : [
          objectLiteral(
            2,
            'const w = new XmlWriter(',
            ['...options', `defaultNamespace: ${context.qnameValues ? "''" : namespace}`, `prefixes: ${prefixes}`],
            ');',
          ),
          writeRoot,
          '  return w.finish();',
        ]),
    '}',
  ].join('\n');
  return `${decode}\n\n${encode}`;
}
