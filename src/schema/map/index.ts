/**
 * Step two of the two-step load (STYLE.md): the typed XSD model (../xsd) -> IR nodes, one file
 * per construct (`complex-type.ts` exports `transformComplexType`, …).
 */
export { MapContext, type Owner } from './context.js';
export { buildSymbolTable, type Declared, type SymbolTable } from './symbols.js';
export { transformSchema } from './schema.js';
export { transformComplexType } from './complex-type.js';
export { transformSimpleType, namedSimpleType } from './simple-type.js';
export { transformElement, transformGlobalElement } from './element.js';
export { transformAttribute, transformAttributes } from './attribute.js';
export { transformModelGroup } from './model-group.js';
export { transformTypeRef } from './type-ref.js';
export { checkValueConstraints } from './value-constraints.js';
