/**
 * What the engines' messages leave open, answered from the IR of the document's schemas (the
 * schema loader's, src/schema: DESIGN.md "The IR is the contract between stages"), for
 * documents that already have such a finding:
 *
 * - which required child elements an element lacks (libxml2 lists every element that may still
 *   come, optional ones included: `Expected is one of ( URL, subjectURL, public, … )`);
 * - which built-in type a named simple type restricts, and whether it adds facets (for
 *   ./libxml2-deviations.ts on a `--schemas` set's own types, such as ISO 20022's ISODateTime).
 *
 * This module loads the schema loader, which the validating threads otherwise never load (their
 * start-up is most of a short run: README "Scale"); ./schema-facts-lazy.ts imports it on the
 * first finding that asks. The IR of a document's XSD is built once per thread.
 * Every answer is `undefined` where it is not sure (a set the loader refuses, a component not
 * found, a substitution group, `xsi:type`), and the engine's own message then stands.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type (XSD Part 1, 3.4.4: the content of an element)
 */
import { basename, dirname } from 'node:path';
import { elementsOf, findElementParticle } from '../ir/guards.js';
import type { IrComplexType, IrGeneration, IrParticle, TypeRef } from '../ir/nodes.js';
import { DEFAULT_NS_ROOT, localName, qname } from '../ir/qname.js';
import { XSI_NAMESPACE } from '../runtime/names.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { filesRead, schemaClosure } from './schema-closure.js';
// The loader's modules themselves (its barrel would add the descriptors' listing and more).
import { assembleGeneration } from '../schema/assemble.js';
import { SchemaFileCache } from '../schema/files.js';
import { collectRefusals } from '../schema/refusals.js';
import type { SimpleTypeBase } from './libxml2-deviations.js';
import { typeAccepts } from './type-accepts.js';

/** An element name: namespace ('' for none) and local name. */
export interface XsdName {
  namespace: string;
  local: string;
}

/** The answers for one loaded generation (see the module comment). */
export class SchemaFacts {
  /** Heads of substitution groups: a member may stand where the content model names the head. */
  private readonly heads = new Set<string>();

  constructor(
    /** The IR of the document's XSD and what it reaches (../schema/assemble.ts). */
    readonly generation: IrGeneration,
  ) {
    for (const element of Object.values(generation.elements)) {
      if (element.substitutionGroup !== undefined) this.heads.add(element.substitutionGroup);
      if (element.abstract) this.heads.add(element.name);
    }
  }

  private complexType(ref: TypeRef | undefined): IrComplexType | undefined {
    if (ref?.kind !== 'named') return undefined;
    const type = this.generation.types[ref.name];
    return type?.kind === 'complexType' ? type : undefined;
  }

  /** The complex type of the last element of `chain` (document elements from the root down). */
  private complexTypeAt(chain: readonly XmlElementNode[]): IrComplexType | undefined {
    let type: IrComplexType | undefined;
    for (let at = 0; at < chain.length; at++) {
      const element = chain[at]!;
      // A type named in the document may be any type derived from the declared one.
      if (element.attributes.some((attr) => attr.namespace === XSI_NAMESPACE && attr.local === 'type')) return undefined;
      const name = qname(element.namespace, element.local);
      const declared = at === 0 ? this.generation.elements[name]?.type : type?.content && findElementParticle(type.content, name)?.type;
      type = this.complexType(declared);
      if (!type) return undefined;
    }
    return type;
  }

  /** Names a particle requires (minOccurs at least 1 all the way down; a choice of one branch only). */
  private requiredOf(particle: IrParticle): string[] | undefined {
    if (particle.occurs.min === 0) return [];
    switch (particle.kind) {
      case 'element':
        // A member of its substitution group would do as well: which one is missing is not sure.
        return this.heads.has(particle.name) ? undefined : [particle.name];
      case 'any':
        return [];
      default: {
        if (particle.kind === 'choice' && particle.particles.length !== 1) return [];
        const out: string[] = [];
        for (const part of particle.particles) {
          const names = this.requiredOf(part);
          if (!names) return undefined;
          out.push(...names);
        }
        return out;
      }
    }
  }

  /**
   * The required child elements the last element of `chain` lacks (by namespace and local
   * name, in content-model order); undefined when the schema does not say surely.
   */
  missingChildren(chain: readonly XmlElementNode[]): XsdName[] | undefined {
    const type = this.complexTypeAt(chain);
    if (!type) return undefined;
    const required = type.content ? this.requiredOf(type.content) : [];
    if (!required) return undefined;
    const element = chain[chain.length - 1]!;
    const present = new Set<string>();
    for (const child of element.children) if (child.kind === 'element') present.add(qname(child.namespace, child.local));
    return [...new Set(required)].filter((name) => !present.has(name)).map(splitName);
  }

  /**
   * The elements named `local` that the content model of the last element of `chain` declares
   * in another namespace than `namespace` (by namespace and local name), or undefined when the
   * schema does not say surely (the type unknown, `xsi:type` on the way, or `{namespace}local`
   * itself declared there: then the place, not the namespace, is what is wrong). What a
   * message names for `<sender>` where the model has `s:sender` (review r14 spec M1).
   */
  namesakesIn(chain: readonly XmlElementNode[], namespace: string, local: string): XsdName[] | undefined {
    const type = this.complexTypeAt(chain);
    if (!type) return undefined;
    const namesakes = new Set<string>();
    for (const element of elementsOf(type.content)) {
      const name = splitName(element.name);
      if (name.local !== local) continue;
      if (name.namespace === namespace) return undefined;
      namesakes.add(element.name);
    }
    return [...namesakes].map(splitName);
  }

  /**
   * Whether the content model of its parent lets the last element of `chain` be left out: its
   * particle or a group around it has minOccurs 0, or a choice around it has other branches.
   * False for the document element; undefined when not sure (the parent's type unknown,
   * `xsi:type` on the way, the element not declared there). What the advice for an `xsi:nil`
   * the element does not allow says (review r14 spec M2).
   */
  mayBeLeftOut(chain: readonly XmlElementNode[]): boolean | undefined {
    const element = chain[chain.length - 1];
    if (!element) return undefined;
    if (chain.length === 1) return false;
    const type = this.complexTypeAt(chain.slice(0, -1));
    return type?.content ? optionalIn(type.content, qname(element.namespace, element.local)) : undefined;
  }

  /**
   * Whether the content model at the element path `locals` (local names, document element
   * first) declares a child element of local name `local`, walking by local names alone: the
   * same place in another generation, whose helper schemas are of other versions (API-FACTS.md
   * "Helper namespace versions"). Undefined when not sure: a step not declared, or declared
   * under that local name more than once.
   * @example facts.declaresByLocalNames(['item'], 'additionalCharges') // true in 0.1, false in 0.0.7
   */
  declaresByLocalNames(locals: readonly string[], local: string): boolean | undefined {
    const roots = Object.values(this.generation.elements).filter((element) => localName(element.name) === locals[0]);
    if (roots.length !== 1) return undefined;
    let type = this.complexType(roots[0]!.type);
    for (const step of locals.slice(1)) {
      const declared = elementsOf(type?.content).filter((element) => localName(element.name) === step);
      if (declared.length !== 1) return undefined;
      type = this.complexType(declared[0]!.type);
    }
    if (!type) return undefined;
    return elementsOf(type.content).some((element) => localName(element.name) === local);
  }

  /**
   * The built-in type a named simple type restricts, by the name an engine prints
   * (`{urn:iso:…}ISODateTime`, `ISODateTime` without a namespace); undefined for a list, a
   * union or a type not found. The IR merges the facets of the whole derivation chain but for
   * patterns (each step's stand beside its base's): `accepts` checks every step.
   */
  simpleTypeBase(printed: string): SimpleTypeBase | undefined {
    const named = /^\{([^}]*)\}([^{}]+)$/.exec(printed) ?? /^()([^{}:]+)$/.exec(printed);
    const type = named ? this.generation.types[qname(named[1]!, named[2]!)] : undefined;
    if (type?.kind !== 'simpleType' || type.itemType || type.memberTypes) return undefined;
    if (Object.keys(type.facets).length === 0) return { builtin: type.base, facets: false };
    return { builtin: type.base, facets: true, accepts: typeAccepts(type, this.generation) };
  }
}

/**
 * Whether the element particle `name` may be left out of `particle` (see `mayBeLeftOut`):
 * undefined when `particle` does not declare it.
 */
function optionalIn(particle: IrParticle, name: string): boolean | undefined {
  if (particle.kind === 'element') return particle.name === name ? particle.occurs.min === 0 : undefined;
  if (particle.kind === 'any') return undefined;
  for (const part of particle.particles) {
    const inside = optionalIn(part, name);
    if (inside === undefined) continue;
    return inside || particle.occurs.min === 0 || (particle.kind === 'choice' && particle.particles.length > 1);
  }
  return undefined;
}

function splitName(name: string): XsdName {
  const close = name.indexOf('}');
  return name.startsWith('{') ? { namespace: name.slice(1, close), local: name.slice(close + 1) } : { namespace: '', local: name };
}

/** Parsed XSD files per display root, shared by the loads of a thread (CaseTypes is imported by most). */
const files = new Map<string, SchemaFileCache>();
const cache = new Map<string, SchemaFacts | null>();

/**
 * The IR of `xsdFile` and what it imports or includes, wherever it lies: the schema libxml2
 * compiled for the document, no more (a whole folder of the API's schemas takes ~5x longer).
 * The loader's own assembly, as `loadSchemaSet` runs it on a folder's files.
 */
function loadSchemaFile(xsdFile: string): IrGeneration {
  const baseDir = dirname(dirname(xsdFile));
  let parsed = files.get(baseDir);
  if (!parsed) files.set(baseDir, (parsed = new SchemaFileCache()));
  const cacheOfFiles = parsed;
  // The files of the set that answer its remote imports (xmldsig imported by its URL) are read
  // with it, as libxml2 reads them (./schema-closure.ts): without them the loader refused the
  // schema, and no correction of ./libxml2-deviations-missed.ts ran (review r16 newsets L4).
  const closure = new Set(schemaClosure([xsdFile]));
  const answering = filesRead([xsdFile]).filter((file) => !closure.has(file));
  return collectRefusals(() =>
    assembleGeneration({
      id: basename(dirname(xsdFile)),
      baseDir,
      nsRoot: DEFAULT_NS_ROOT,
      cache: cacheOfFiles,
      members: [{ path: xsdFile, issued: true }, ...answering.map((path) => ({ path, issued: false }))],
      adoptImports: true,
    }),
  );
}

/**
 * The answers for a document checked against `xsdFile`, loaded on first use and kept for the
 * thread; undefined when the loader refuses the schema (a construct outside its subset, such
 * as `xs:redefine` or `xs:notation`: src/schema/SUBSET.md).
 */
export function schemaFactsOf(xsdFile: string): SchemaFacts | undefined {
  let facts = cache.get(xsdFile);
  if (facts === undefined) {
    let loaded: IrGeneration | undefined;
    try {
      loaded = loadSchemaFile(xsdFile);
    } catch {
      loaded = undefined;
    }
    facts = loaded ? new SchemaFacts(loaded) : null;
    cache.set(xsdFile, facts);
  }
  return facts ?? undefined;
}
