/**
 * Rebases API namespaces onto `generation.nsRoot` (the `--ns-root` option): every namespace
 * under the default root `http://www.decisiv.net/platform_api` becomes the same path under the
 * configured root, in schemas, QName keys and every name and type reference. Namespaces outside
 * the default root are left alone.
 */
import type {
  IrAttribute,
  IrComplexType,
  IrGeneration,
  IrGroup,
  IrIdentityConstraint,
  IrNamespaceConstraint,
  IrParticle,
  IrSchema,
  IrType,
  TypeRef,
} from '../nodes.js';
import { DEFAULT_NS_ROOT, type QName } from '../qname.js';
import type { IrPass } from './pass.js';

/** Rewrites namespaces under the default root onto `generation.nsRoot`. */
export function rebaseNamespaces(generation: IrGeneration): IrGeneration {
  const from = `${DEFAULT_NS_ROOT}/`;
  const to = `${generation.nsRoot.replace(/\/$/, '')}/`;
  if (from === to) return generation;
  const uri = (value: string) => (value.startsWith(from) ? to + value.slice(from.length) : value);
  const name = (value: QName) => (value.startsWith(`{${from}`) ? `{${to}${value.slice(from.length + 1)}` : value);
  const ref = (type: TypeRef): TypeRef => (type.kind === 'named' ? { kind: 'named', name: name(type.name) } : type);
  const attribute = (node: IrAttribute): IrAttribute => ({ ...node, name: name(node.name), type: ref(node.type) });
  const constraint = (node: IrNamespaceConstraint): IrNamespaceConstraint =>
    node.kind === 'any' ? node : { kind: node.kind, namespaces: node.namespaces.map(uri) };
  const constraints = (list: IrIdentityConstraint[] | undefined): { constraints?: IrIdentityConstraint[] } =>
    list
      ? {
          constraints: list.map((node) => ({
            ...node,
            name: name(node.name),
            ...(node.refer ? { refer: name(node.refer) } : {}),
            namespaces: Object.fromEntries(Object.entries(node.namespaces).map(([prefix, value]) => [prefix, uri(value)])),
          })),
        }
      : {};
  const particle = (node: IrParticle): IrParticle => {
    if (node.kind === 'element') {
      return { ...node, name: name(node.name), type: ref(node.type), ...(node.ref ? { ref: name(node.ref) } : {}), ...constraints(node.constraints) };
    }
    if (node.kind === 'any') return { ...node, namespaces: constraint(node.namespaces) };
    return group(node);
  };
  const group = (node: IrGroup): IrGroup => ({ ...node, particles: node.particles.map(particle) });
  const type = (node: IrType): IrType => {
    if (node.kind === 'simpleType') {
      return {
        ...node,
        name: name(node.name),
        ...(node.baseType ? { baseType: name(node.baseType) } : {}),
        ...(node.itemType ? { itemType: ref(node.itemType) } : {}),
        ...(node.memberTypes ? { memberTypes: node.memberTypes.map(ref) } : {}),
      };
    }
    const complex: IrComplexType = { ...node, name: name(node.name), attributes: node.attributes.map(attribute) };
    if (node.content) complex.content = group(node.content);
    if (node.simpleContent) complex.simpleContent = ref(node.simpleContent);
    if (node.anyAttribute) complex.anyAttribute = { ...node.anyAttribute, namespaces: constraint(node.anyAttribute.namespaces) };
    if (node.baseType) complex.baseType = name(node.baseType);
    return complex;
  };
  const schema = (node: IrSchema): IrSchema => ({ ...node, namespace: uri(node.namespace), imports: node.imports.map(uri) });
  return {
    ...generation,
    schemas: generation.schemas.map(schema),
    ...(generation.extraSchemas ? { extraSchemas: generation.extraSchemas.map(schema) } : {}),
    types: Object.fromEntries(Object.values(generation.types).map((node) => [name(node.name), type(node)])),
    elements: Object.fromEntries(
      Object.entries(generation.elements).map(([key, node]) => [
        name(key),
        {
          ...node,
          name: name(node.name),
          type: ref(node.type),
          ...(node.substitutionGroup ? { substitutionGroup: name(node.substitutionGroup) } : {}),
          ...constraints(node.constraints),
        },
      ]),
    ),
  };
}

/** The pass entry for ./index.ts. */
export const rebaseNamespacesPass: IrPass = { name: 'rebase-namespaces', run: rebaseNamespaces };
