/**
 * The state of mapping one document set to the IR: the symbol table, the IR built so far,
 * synthesized names of anonymous types, and the lookups that turn QName references into
 * declarations (refusing unresolved or not-imported ones with file and line).
 */
import { fail } from '../../errors.js';
import type { IrRootElement, IrType, SourceLocation } from '../../ir/nodes.js';
import type { PendingExtension } from '../../ir/passes/pass.js';
import { qname, type QName } from '../../ir/qname.js';
import type { XsdName, XsdSchema, XsdSource } from '../xsd/model.js';
import { XML_NAMESPACE } from '../xsd/xml-namespace-text.js';
import type { AttributeGroupUses } from './id-attributes.js';
import type { Declared, SymbolTable } from './symbols.js';
import type { PendingRestriction } from './restriction-attributes.js';
import type { PendingTextRestriction, PendingValueConstraint } from './value-constraints.js';

/**
 * What encloses a construct being mapped: its document and the naming path of the nearest
 * named construct, from which anonymous types get their names.
 * @example { schema, path: 'CaseRequestType.customers' }
 */
export interface Owner {
  schema: XsdSchema;
  path: string;
}

type Space = 'types' | 'elements' | 'attributes' | 'groups' | 'attributeGroups';
type Definition<S extends Space> = SymbolTable[S] extends Map<QName, Declared<infer T>> ? T : never;

const KIND: Record<Space, 'type' | 'element' | 'attribute' | 'group' | 'attributeGroup'> = {
  types: 'type',
  elements: 'element',
  attributes: 'attribute',
  groups: 'group',
  attributeGroups: 'attributeGroup',
};

/** Mapping state shared by the transform* functions of this folder. */
export class MapContext {
  /** Every IR type mapped so far, by QName. */
  readonly types = new Map<QName, IrType>();
  /** Every global element mapped so far, by QName. */
  readonly elements = new Map<QName, IrRootElement>();
  /** Derived types for the flatten-extensions pass. */
  readonly pendingExtensions = new Map<QName, PendingExtension>();
  /** `default`/`fixed` values, checked once types are flattened (./value-constraints.ts), by place. */
  readonly valueConstraints = new Map<string, PendingValueConstraint>();
  /** Facets of simpleContent restrictions, checked once the restricted text types are known. */
  readonly textRestrictions: PendingTextRestriction[] = [];
  /** Named attribute groups, their attributes expanded, for the checks of their own (./id-attributes.ts). */
  readonly attributeGroups: AttributeGroupUses[] = [];
  /** Restrictions of complex types, whose attributes are checked against the flattened base's (./restriction-attributes.ts). */
  readonly restrictions = new Map<QName, PendingRestriction>();
  /**
   * Named model groups / attribute groups / simple types being expanded (cycle detection), keyed
   * by {@link expansionKey}. Scoped to one type definition: see {@link withinType}.
   */
  expanding = new Set<string>();
  /** Global elements whose substitution group head is being resolved (cycle detection). */
  readonly affiliating = new Set<QName>();
  private readonly anonymous = new Map<object, QName>();
  private readonly taken = new Set<QName>();

  constructor(
    readonly symbols: SymbolTable,
    /** The IR schema name a document belongs to (IrRootElement.schema). */
    readonly schemaNameOf: (schema: XsdSchema) => string,
  ) {
    for (const name of symbols.types.keys()) this.taken.add(name);
  }

  /**
   * Runs `map` (the mapping of an element's type) with an empty expansion set. A group may
   * contain an element whose type refers back to the group: the recursion goes through an
   * element and is valid. Only a group that contains itself among its own particles, with no
   * element in between, is circular (XSD Part 1, 3.8.6, mg-props-correct.2).
   */
  withinType<T>(map: () => T): T {
    const outer = this.expanding;
    this.expanding = new Set();
    try {
      return map();
    } finally {
      this.expanding = outer;
    }
  }

  /**
   * Resolves a QName reference from document `from` in a symbol space. The namespace must be
   * the document's own, or one its target namespace imports (Part 1, 4.2.3 and src-resolve).
   */
  lookup<S extends Space>(space: S, name: XsdName, from: XsdSchema, source: XsdSource): Declared<Definition<S>> {
    const key = qname(name.namespace, name.local);
    const found = this.symbols[space].get(key) as Declared<Definition<S>> | undefined;
    const visible = this.symbols.visible.get(from.targetNamespace)?.has(name.namespace) ?? false;
    if (found && visible) return found;
    const hint = !visible
      ? notImported(name.namespace)
      : this.symbols.visible.has(name.namespace)
        ? `no top-level ${KIND[space]} '${name.local}' in namespace '${name.namespace}'`
        : `no loaded schema has targetNamespace '${name.namespace}'`;
    return fail('SchemaUnresolvedReference', { file: source.file, line: source.line, kind: KIND[space], name: key, hint });
  }

  /**
   * The synthesized QName of an anonymous type node: `{namespace}path`, made unique within the
   * namespace with a `#2`, `#3`… suffix ('#' cannot occur in an XSD name). `fresh` is false when
   * the node was named (and so mapped) before.
   */
  anonymousName(node: object, namespace: string, path: string): { name: QName; fresh: boolean } {
    const known = this.anonymous.get(node);
    if (known) return { name: known, fresh: false };
    let name = qname(namespace, path);
    for (let suffix = 2; this.taken.has(name); suffix++) name = qname(namespace, `${path}#${suffix}`);
    this.taken.add(name);
    this.anonymous.set(node, name);
    return { name, fresh: true };
  }
}

/**
 * Why a namespace is not visible, and the import that makes it so. The XML namespace's
 * (`xml:lang`) is read from a built-in copy when imported from its W3C home (loading is offline).
 */
function notImported(namespace: string): string {
  const location = namespace === XML_NAMESPACE ? ` schemaLocation="http://www.w3.org/2001/xml.xsd"` : '';
  return `namespace '${namespace}' is not imported by this schema: add <xs:import namespace="${namespace}"${location}/> to it`;
}

/**
 * The key of a named component in {@link MapContext.expanding}: model groups, attribute groups
 * and simple types have separate symbol spaces (XSD Part 1, 2.5), so equal names do not clash.
 */
export function expansionKey(space: 'group' | 'attributeGroup' | 'simpleType', name: QName): string {
  return `${space} ${name}`;
}

/** IR source location of an XSD construct. */
export function sourceLocation(source: XsdSource): SourceLocation {
  return { file: source.file, line: source.line };
}
