/**
 * Maps `<xs:complexType>` (XSD Part 1, 3.4) to IrComplexType: its attributes, attribute
 * wildcard and flags here, its content by form in ./complex-content.ts. An extension of a
 * complex base keeps only its own particles and attributes and is listed in
 * `pendingExtensions`; the flatten-extensions IR pass puts the base's in front. A restriction is
 * also listed in `restrictions`, whose attribute uses are checked against the base's once it is
 * flattened (./restriction-attributes.ts). `final` on the base is checked here (./final-derivations.ts).
 */
import { fail } from '../../errors.js';
import type { IrAttributeWildcard, IrComplexType } from '../../ir/nodes.js';
import { localName, type QName } from '../../ir/qname.js';
import type { XsdComplexType, XsdSchema } from '../xsd/model.js';
import { transformAttributes } from './attribute.js';
import { mapComplexContent } from './complex-content.js';
import { sourceLocation, type MapContext, type Owner } from './context.js';
import { checkFinal } from './final-derivations.js';
import { attributeWildcard } from './wildcard.js';

/** Maps a named or anonymous complex type under `name` and records it in the context. */
export function transformComplexType(
  definition: XsdComplexType,
  name: QName,
  anonymous: boolean,
  schema: XsdSchema,
  context: MapContext,
): IrComplexType {
  const owner: Owner = { schema, path: localName(name) };
  const content = definition.content;
  const type: IrComplexType = {
    kind: 'complexType',
    name,
    attributes: transformAttributes(content.attributes, owner, context),
    ...optionalWildcard(attributeWildcard(content.attributes, owner, context)),
    mixed: definition.mixed,
    anonymous,
    ...(definition.abstract ? { abstract: true } : {}),
    ...(definition.block ? { block: definition.block.filter((value) => value !== 'substitution') as IrComplexType['block'] } : {}),
    ...(definition.doc ? { doc: definition.doc } : {}),
    source: sourceLocation(definition.source),
  };
  mapComplexContent(content, type, { definition, schema, owner, context });
  if (type.baseType !== undefined && type.derivation !== undefined) {
    checkFinal(type.baseType, type.derivation, { kind: 'complex', name, anonymous, source: definition.source }, context);
  }
  refuseDuplicateAttributes(type);
  context.types.set(name, type);
  return type;
}

/** Two attribute uses of one name in one type break XSD's own rules (Part 1, 3.4.6, ct-props-correct.4). */
function refuseDuplicateAttributes(type: IrComplexType): void {
  const seen = new Set<QName>();
  for (const attribute of type.attributes) {
    if (seen.has(attribute.name)) {
      fail('SchemaInvalid', {
        file: attribute.source.file,
        line: attribute.source.line,
        detail: `attribute '${attribute.name}' is declared twice in type '${type.name}' (directly or through an attribute group)`,
      });
    }
    seen.add(attribute.name);
  }
}

function optionalWildcard(wildcard: IrAttributeWildcard | undefined): { anyAttribute?: IrAttributeWildcard } {
  return wildcard ? { anyAttribute: wildcard } : {};
}
