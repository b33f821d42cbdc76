/**
 * The `codecs` target: `<generation>/codecs.ts`, a streaming decoder and an encoder for every
 * document root, built on the codec runtime's `XmlReader`/`XmlWriter` (src/runtime/README.md).
 */
import type { EmitContext } from '../context.js';
import { isLiteralUnion } from '../types/simple-type.js';
import { call, importDeclaration } from '../print/code.js';
import { stringLiteral } from '../naming/identifiers.js';
import type { EmitTarget } from '../target.js';
import { renderTemplate } from '../templates.js';
import { printReadFunction } from './read-type.js';
import { prefixConstants, printRootFunctions } from './roots.js';
import type { CodecSupport } from './scalar-codec.js';
import { printWriteFunction } from './write-type.js';
import { XSI_TYPES } from './xsi-types.js';

/** Emits `codecs.ts`. */
function emitCodecs(context: EmitContext): string {
  const support: CodecSupport = {
    runtime: new Set(['XmlReader', 'XmlWriter', 'internNamespace']),
    helpers: new Map(),
  };
  const prefixes = prefixConstants(context);
  const roots = context.roots.map((root) =>
    printRootFunctions(root, prefixes.byRoot.get(root)!, context, support),
  );
  const types = context.reach.complexTypes.flatMap((type) => [
    printReadFunction(type, context, support),
    printWriteFunction(type, context, support),
  ]);
  const namespaces = [...new Set(context.reach.namespaces)]
    .filter((uri) => uri !== '')
    .map((uri) => [context.namespaceConstant(uri), uri] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, uri]) => call(0, `const ${name} = `, 'internNamespace', [stringLiteral(uri)]));
  const typeNames = new Set([
    ...context.roots.map((root) => root.stem),
    ...context.reach.complexTypes.map((type) => context.typeName(type.name)),
    ...context.reach.simpleTypes
      .filter((type) => isLiteralUnion(type) || type.itemType || type.memberTypes)
      .map((type) => context.typeName(type.name)),
    ...(support.localTypes ?? []),
  ]);
  // The set's type names stand apart from the helpers (./xsi-types.ts).
  const xsiTypes = support.helpers.get(XSI_TYPES);
  support.helpers.delete(XSI_TYPES);
  const helpers = [...support.helpers]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, declaration]) => declaration);
  return renderTemplate('codecs', 'file', {
    generation: context.generation.id,
    runtimeImport: importDeclaration(support.runtime, context.options.runtimeImport),
    runtimeTypeImport: importDeclaration(
      ['DecodeOptions', ...(support.runtimeTypes ?? [])],
      context.options.runtimeImport,
      true,
    ),
    typesImport: typeNames.size > 0 ? importDeclaration(typeNames, './types.js', true) : '',
    namespaces,
    prefixes: prefixes.declarations,
    xsiTypes,
    roots,
    helpers,
    types,
  });
}

/** The target entry for ../targets.ts. */
export const codecsTarget: EmitTarget = {
  name: 'codecs',
  file: 'codecs.ts',
  requires: ['types'],
  describe:
    'a decode and an encode function per document root (strict or lenient, xsi:nil, the schemas\' prefixes)',
  emit: emitCodecs,
};
