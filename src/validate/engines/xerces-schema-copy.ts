/**
 * The schema file the Xerces JVM compiles. Xerces parses schema documents itself and would read
 * the external DTD a DOCTYPE names (W3C's `xmldsig-core-schema.xsd`, `XMLSchema-instance.xsd`
 * and many `xml.xsd` copies: `<!DOCTYPE schema PUBLIC "-//W3C//DTD XMLSchema 200102//EN"
 * "XMLSchema.dtd" [...]>`), from a file beside the schema or over the network, and it fails
 * ("Failed to read schema document") when that file is missing. Validation reads no DTD and
 * fetches nothing, so when a file of the schema's closure (../schema-closure.ts) has a DOCTYPE,
 * Xerces gets a copy of the closure in which every file reads as the schema loader reads it
 * (src/schema/xsd/xsd-text.ts): the internal subset's general entities expanded, the DOCTYPE
 * blanked, no line moved; an external entity is not read (its references are left out, as
 * libxml2 leaves them unread). A schema without a DOCTYPE anywhere (nearly all) is compiled
 * from its own files.
 *
 * Copies are kept as ../schema-copies.ts keeps them (`fleetcase-xerces-<uid>`), one per content
 * (a hash of the files' paths and bytes), laid out as below the files' common folder so relative
 * schemaLocations still resolve. Messages that name a copied file are written back to the user's
 * file ({@link XercesSchema.original}).
 *
 * A folder's schema (./libxml2-umbrella.ts: the in-memory XSD importing each namespace's main
 * file, which libxml2 compiles) is a file for Xerces ({@link xercesFolderSchema}): written once
 * per content into the same folder of copies, importing the user's files by absolute `file:`
 * URLs; where a file its imports reach has a DOCTYPE, it is part of the DTD-free copy (beside
 * the copied main files, importing them by name).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fail } from '../../errors.js';
import { escapeAttribute } from '../../runtime/escape.js';
import { xsdInput } from '../../schema/xsd/xsd-text.js';
import { schemaClosure } from '../schema-closure.js';
import { commonFolder, copiesFolder, writeCopyOnce, writeFileOnce } from '../schema-copies.js';
import { umbrellaUrl, type FolderSchema } from './libxml2-umbrella.js';

/** The folder of copies (./schema-copies.ts) and what its message calls them. */
const COPIES = 'fleetcase-xerces';
const WHAT = 'schema copies for the xerces engine';

/** What Xerces compiles for one schema. */
export interface XercesSchema {
  /** The file to hand the JVM (absolute): the schema itself, or its place in the copy. */
  file: string;
  /** `text` (a Xerces message) with the copy's folder written as the user's. */
  original(text: string): string;
}


/** Schema (absolute path) -> what Xerces compiles, once per process. */
const prepared = new Map<string, XercesSchema>();

/**
 * What Xerces compiles for the schema at `schema` (absolute): a DOCTYPE-free copy when a file of
 * its closure has a DOCTYPE (or another encoding), else the schema itself.
 * @throws FleetcaseError (SchemaInvalid) when such a file cannot be read as the loader reads it
 *   (an undecodable encoding, a malformed entity declaration or reference).
 * @example xercesSchema('/s/xmldsig-core-schema.xsd').file // '/tmp/fleetcase-xerces-1000/3f…/xmldsig-core-schema.xsd'
 */
export function xercesSchema(schema: string): XercesSchema {
  const known = prepared.get(schema);
  if (known) return known;
  const texts = closureTexts([schema]);
  const out = texts.some((text) => text.rewritten) ? copied(schema, texts) : { file: schema, original: (text: string) => text };
  prepared.set(schema, out);
  return out;
}

/**
 * What Xerces compiles for the documents `folder`'s schema is for: a file holding `schema.text`
 * (its imports name the user's files by absolute `file:` URLs), or, when a file of its closure
 * has a DOCTYPE, that text in the DTD-free copy of the closure, placed in the copy's `folder` and
 * naming the copied main files by name. Written once per content; messages are mapped back as
 * {@link xercesSchema}'s.
 * @throws FleetcaseError (SchemaInvalid) as {@link xercesSchema}; (IoError) when the folder of
 *   copies cannot be used.
 * @example xercesFolderSchema('/s/g', umbrellaSchema('/s/g')!).file // '/tmp/fleetcase-xerces-1000/folder-9c…xsd'
 */
export function xercesFolderSchema(folder: string, schema: FolderSchema): XercesSchema {
  const place = umbrellaUrl(folder);
  const known = prepared.get(place);
  if (known) return known;
  const texts = closureTexts(schema.named);
  let out: XercesSchema;
  if (texts.some((text) => text.rewritten)) {
    // In the copy, the text sits in the folder of the files it names: each by its (URL) name.
    let local = schema.text;
    for (const file of schema.named) {
      const href = pathToFileURL(file).href;
      local = local.split(`"${escapeAttribute(href)}"`).join(`"${escapeAttribute(href.slice(href.lastIndexOf('/') + 1))}"`);
    }
    out = copied(place, [...texts, { file: place, bytes: Buffer.from(local, 'utf8') }]);
  } else {
    out = { file: writtenOnce(schema.text), original: (text: string) => text };
  }
  prepared.set(place, out);
  return out;
}

/** The files of the closure of `schemas` as the loader reads them; `rewritten` where that differs from the file's bytes. */
function closureTexts(schemas: readonly string[]): Array<{ file: string; bytes: Uint8Array; rewritten: boolean }> {
  const texts: Array<{ file: string; bytes: Uint8Array; rewritten: boolean }> = [];
  for (const file of schemaClosure(schemas)) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      continue; // not there: Xerces names it when it compiles the schema that imports it
    }
    const read = loaderText(file, bytes);
    texts.push({ file, bytes: read, rewritten: read !== bytes });
  }
  return texts;
}

/** The file in the folder of copies that holds `text` (named by its hash): written beside its place and renamed into it when missing. */
function writtenOnce(text: string): string {
  const target = join(copiesFolder(COPIES, WHAT), `folder-${createHash('sha256').update(text).digest('hex').slice(0, 24)}.xsd`);
  writeFileOnce(target, text, "the folder's schema for the xerces engine");
  return target;
}

/**
 * The bytes of `file` as the schema loader reads them (the same buffer when nothing changes). A
 * reference to an external entity (or to one only the external DTD would declare) is left out,
 * unread, as libxml2 leaves it unread.
 */
function loaderText(file: string, bytes: Buffer): Uint8Array {
  const read = xsdInput(bytes);
  if ('detail' in read) fail('SchemaInvalid', { file, line: read.line, detail: read.detail });
  return typeof read.input === 'string' ? Buffer.from(read.input, 'utf8') : read.input;
}

/** Writes (or reuses) the copy of `texts` and names the schema's place in it. */
function copied(schema: string, texts: ReadonlyArray<{ file: string; bytes: Uint8Array }>): XercesSchema {
  const base = commonFolder(texts.map(({ file }) => dirname(file)));
  const hash = createHash('sha256').update(`${base}\u0000`);
  for (const { file, bytes } of texts) hash.update(`${relative(base, file)}\u0000`).update(bytes).update('\u0000');
  const copy = join(copiesFolder(COPIES, WHAT), hash.digest('hex').slice(0, 24));
  writeCopyOnce(copy, texts.map(({ file, bytes }) => ({ path: relative(base, file), bytes })), 'the schema copy for the xerces engine');
  const shownBase = base.endsWith(sep) ? base.slice(0, -1) : base;
  return { file: join(copy, relative(base, schema)), original: (text) => text.split(copy).join(shownBase) };
}

