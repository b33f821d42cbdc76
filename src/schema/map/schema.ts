/**
 * Maps every top-level component of one XSD document (XSD Part 1, 3.15) into the context:
 * named complex and simple types, global elements, and (so that errors inside them surface even
 * when nothing refers to them) global attributes, model groups and attribute groups.
 */
import { qname } from '../../ir/qname.js';
import { recoverInvalid } from '../refusals.js';
import type { XsdSchema } from '../xsd/model.js';
import { transformAttributes, transformGlobalAttribute } from './attribute.js';
import { transformComplexType } from './complex-type.js';
import type { MapContext } from './context.js';
import { transformGlobalElement } from './element.js';
import { isOversizedGroup, transformModelGroup } from './model-group.js';
import { namedSimpleType } from './simple-type.js';

/** Maps the top-level components of `schema`. */
export function transformSchema(schema: XsdSchema, context: MapContext): void {
  const namespace = schema.targetNamespace;
  // Each component on its own: one with a schema error is reported and the next one mapped.
  for (const definition of schema.simpleTypes) recoverInvalid(() => namedSimpleType(qname(namespace, definition.name!), context));
  for (const definition of schema.complexTypes) {
    const name = qname(namespace, definition.name!);
    if (!context.types.has(name)) recoverInvalid(() => transformComplexType(definition, name, false, schema, context));
  }
  for (const definition of schema.elements) recoverInvalid(() => transformGlobalElement({ definition, schema }, context));
  for (const definition of schema.attributes) recoverInvalid(() => transformGlobalAttribute(definition, schema, context));
  for (const definition of schema.groups) {
    // An oversized group is reported where a type refers to it (./model-group.ts), once for its chain.
    if (isOversizedGroup(definition.particle, schema, context)) continue;
    recoverInvalid(() => transformModelGroup(definition.particle, { schema, path: definition.name }, context));
  }
  for (const definition of schema.attributeGroups) {
    recoverInvalid(() => {
      const attributes = transformAttributes(definition.attributes, { schema, path: definition.name }, context);
      context.attributeGroups.push({ name: definition.name, source: definition.source, attributes });
    });
  }
}
