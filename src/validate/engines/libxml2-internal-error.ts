/**
 * An internal error of libxml2 while validating (./libxml2-direct.ts `Libxml2InternalError`):
 * never a crash with a stack trace. Where the schema is at fault, a usage error naming it (a
 * pattern naming no Unicode block, `\p{IsNoSuchBlock}`: XSD Part 2, F.1.1, which xmllint
 * compiles too and then fails on, "Internal error: xmlSchemaValidateFacets"; review r21
 * torture H1); those names are looked for in the schema's files so the message can say which
 * pattern and where. Otherwise the document's issue (its regular expression engine gave up on
 * a value, review r21 scale H5; a duration bound of ten million years, review r27 recheck M3),
 * and the run goes on.
 */
import { fail } from '../../errors.js';
import { readSchemaText } from '../../schema/xsd/read-schema-file.js';
import { UNICODE_BLOCKS } from '../../runtime/unicode-blocks.js';
import { schemaClosure } from '../schema-closure.js';
import type { Libxml2InternalError } from './libxml2-direct.js';
import type { EngineFinding } from './engine.js';

const BLOCK_ESCAPE = /\\[pP]\{Is([^}]*)\}/g;

/** The first block escape naming no Unicode block in the schema's files: where, and which. */
function unknownBlock(xsdFile: string): { file: string; line: number; escape: string } | undefined {
  for (const file of schemaClosure([xsdFile])) {
    let text: string;
    try {
      text = readSchemaText(file, 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(BLOCK_ESCAPE)) {
      if (Object.hasOwn(UNICODE_BLOCKS, match[1]!)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      return { file, line, escape: match[0] };
    }
  }
  return undefined;
}

/**
 * The schema's fault, where it is one: `SchemaInvalid` naming the pattern escape at fault and
 * libxml2's words. Otherwise the internal error is this document's (a pattern of 30 optional
 * letters given 31: libxml2's regular expression engine gives up, review r21 scale H5), and the
 * finding that says so is returned: the document is not valid, the run goes on.
 * @throws FleetcaseError SchemaInvalid for a pattern naming no Unicode block.
 */
export function internalErrorFindings(xsdFile: string, error: Libxml2InternalError): EngineFinding[] {
  const said = error.details[0]?.message.trim().replace(/\.$/, '') ?? '';
  const words = said ? ` (libxml2: ${said})` : '';
  const block = unknownBlock(xsdFile);
  if (block) {
    return fail('SchemaInvalid', {
      // As a schema libxml2 cannot compile is named: the CLI shows it from its working folder
      // (made relative here too, the path was doubled: review r22 docs M1).
      file: block.file,
      line: block.line,
      detail: `the pattern escape ${block.escape} names no Unicode block (XSD Part 2, F.1.1: IsBasicLatin, IsGreek, IsCJKUnifiedIdeographs…): libxml2 compiles the schema but cannot check values against it${words}`,
    });
  }
  const at = error.details.find((detail) => detail.line > 0) ?? error.details[0];
  return [
    {
      engine: 'libxml2',
      level: 'error',
      message: `libxml2 stopped validating this document with an internal error${words}: it is not known to be valid. libxml2 gives up so on a pattern too costly for its regular expression engine, or a bound beyond what it holds (a duration of ten million years or more); --engine xerces judges the document as XSD does`,
      line: at?.line ?? 0,
      column: at?.col ?? 0,
      ...(at?.xpath ? { xpath: at.xpath } : {}),
    },
  ];
}
