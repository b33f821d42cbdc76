/**
 * A hand-written decoder and encoder in exactly the shape generated codecs take (see
 * src/runtime/README.md, "How generated code uses the runtime"). The type is a small slice of a
 * 0.3-beta CaseRequest: a `case` root (document namespace, written unprefixed) holding `cause`,
 * a CaseTypes `breakdown` (nillable strings, xs:all) and a CaseTypes `assetInformation`
 * (unsignedInt mileage, required; nested `trailer` with a nillable boolean).
 */
import {
  formatBoolean,
  formatInteger,
  internNamespace,
  parseBoolean,
  parseUnsignedInt,
  XmlReader,
  XmlWriter,
  type DecodeOptions,
  type Lenient,
} from '../../src/runtime/index.js';

// Namespaces are interned once so that `r.namespace === NS_X` is a pointer comparison.
export const NS_CASE = internNamespace(
  'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest',
);
export const NS_CT = internNamespace('http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes');
const PREFIXES = [['ct', NS_CT]] as const;

export interface Breakdown extends Lenient {
  driverName?: string | null;
  driverPhone?: string | null;
  location?: string | null;
  city?: string | null;
  state?: string | null;
}

export interface Trailer extends Lenient {
  unitNumber?: string | null;
  loaded?: boolean | null;
}

export interface AssetInformation extends Lenient {
  engineHours?: number | null;
  /** Required (minOccurs 1), nillable. */
  mileage: number | null;
  trailer?: Trailer;
}

export interface MiniCase extends Lenient {
  cause?: string | null;
  breakdown?: Breakdown | null;
  assetInformation?: AssetInformation;
}

// ---- decode -------------------------------------------------------------------------------

/** Decodes a `case` document. */
export function decodeMiniCase(input: string | Uint8Array, options?: DecodeOptions): MiniCase {
  const r = new XmlReader(input, options);
  r.root(NS_CASE, 'case');
  const value = readMiniCase(r);
  r.finish();
  return value;
}

function readMiniCase(r: XmlReader): MiniCase {
  r.declaredType(NS_CASE, 'CaseRequestType'); // an xsi:type may name this type only
  const value = {} as MiniCase;
  r.open(value); // strict: no unknown attribute; lenient: they are kept on the value
  while (r.nextChild()) {
    switch (r.local) {
      case 'cause':
        if (r.namespace !== NS_CASE) break; // same local name, other namespace: unknown
        if (value.cause !== undefined) r.duplicate();
        value.cause = r.nillableText();
        continue;
      case 'breakdown':
        if (r.namespace !== NS_CT) break;
        if (value.breakdown !== undefined) r.duplicate();
        value.breakdown = r.consumeNil() ? null : readBreakdown(r);
        continue;
      case 'assetInformation':
        if (r.namespace !== NS_CT) break;
        if (value.assetInformation !== undefined) r.duplicate();
        value.assetInformation = readAssetInformation(r);
        continue;
    }
    r.unknown(value); // strict: element-unknown error; lenient: kept under UNKNOWN
  }
  return value;
}

function readBreakdown(r: XmlReader): Breakdown {
  r.declaredType(NS_CT, 'Breakdown');
  const value = {} as Breakdown;
  r.open(value);
  while (r.nextChild()) {
    if (r.namespace === NS_CT) {
      switch (r.local) {
        case 'driverName':
          if (value.driverName !== undefined) r.duplicate();
          value.driverName = r.nillableText();
          continue;
        case 'driverPhone':
          if (value.driverPhone !== undefined) r.duplicate();
          value.driverPhone = r.nillableText();
          continue;
        case 'location':
          if (value.location !== undefined) r.duplicate();
          value.location = r.nillableText();
          continue;
        case 'city':
          if (value.city !== undefined) r.duplicate();
          value.city = r.nillableText();
          continue;
        case 'state':
          if (value.state !== undefined) r.duplicate();
          value.state = r.nillableText();
          continue;
      }
    }
    r.unknown(value);
  }
  return value;
}

function readAssetInformation(r: XmlReader): AssetInformation {
  const start = r.start; // for `missing` errors after the loop
  r.declaredType(NS_CT, 'AssetInformation');
  const value = {} as AssetInformation;
  r.open(value);
  while (r.nextChild()) {
    if (r.namespace === NS_CT) {
      switch (r.local) {
        case 'engineHours':
          if (value.engineHours !== undefined) r.duplicate();
          value.engineHours = r.nillableTextAs(parseUnsignedInt);
          continue;
        case 'mileage':
          if (value.mileage !== undefined) r.duplicate();
          value.mileage = r.nillableTextAs(parseUnsignedInt);
          continue;
        case 'trailer':
          if (value.trailer !== undefined) r.duplicate();
          value.trailer = readTrailer(r);
          continue;
      }
    }
    r.unknown(value);
  }
  if (value.mileage === undefined) r.missing('ct:mileage', start);
  return value;
}

function readTrailer(r: XmlReader): Trailer {
  r.declaredType(NS_CT, 'Trailer');
  const value = {} as Trailer;
  r.open(value);
  while (r.nextChild()) {
    if (r.namespace === NS_CT) {
      switch (r.local) {
        case 'unitNumber':
          if (value.unitNumber !== undefined) r.duplicate();
          value.unitNumber = r.nillableText();
          continue;
        case 'loaded':
          if (value.loaded !== undefined) r.duplicate();
          value.loaded = r.nillableTextAs(parseBoolean);
          continue;
      }
    }
    r.unknown(value);
  }
  return value;
}

// ---- encode -------------------------------------------------------------------------------

/** Encodes a `case` document (declaration, default namespace, ct prefix on the root). */
export function encodeMiniCase(value: MiniCase): string {
  const w = new XmlWriter({ defaultNamespace: NS_CASE, prefixes: PREFIXES });
  writeMiniCase(w, NS_CASE, 'case', value);
  return w.finish();
}

function writeMiniCase(w: XmlWriter, namespace: string, local: string, value: MiniCase): void {
  w.start(namespace, local);
  w.unknown(value); // before the children: each goes back where it stood
  if (value.cause !== undefined) w.nillableElement(NS_CASE, 'cause', value.cause);
  if (value.breakdown === null) w.nil(NS_CT, 'breakdown');
  else if (value.breakdown !== undefined) writeBreakdown(w, NS_CT, 'breakdown', value.breakdown);
  if (value.assetInformation !== undefined)
    writeAssetInformation(w, NS_CT, 'assetInformation', value.assetInformation);
  w.end();
}

function writeBreakdown(w: XmlWriter, namespace: string, local: string, value: Breakdown): void {
  w.start(namespace, local);
  w.unknown(value);
  if (value.driverName !== undefined) w.nillableElement(NS_CT, 'driverName', value.driverName);
  if (value.driverPhone !== undefined) w.nillableElement(NS_CT, 'driverPhone', value.driverPhone);
  if (value.location !== undefined) w.nillableElement(NS_CT, 'location', value.location);
  if (value.city !== undefined) w.nillableElement(NS_CT, 'city', value.city);
  if (value.state !== undefined) w.nillableElement(NS_CT, 'state', value.state);
  w.end();
}

function writeAssetInformation(
  w: XmlWriter,
  namespace: string,
  local: string,
  value: AssetInformation,
): void {
  w.start(namespace, local);
  w.unknown(value);
  if (value.engineHours !== undefined) {
    w.nillableElement(
      NS_CT,
      'engineHours',
      value.engineHours === null ? null : formatInteger(value.engineHours),
    );
  }
  w.nillableElement(NS_CT, 'mileage', value.mileage === null ? null : formatInteger(value.mileage));
  if (value.trailer !== undefined) writeTrailer(w, NS_CT, 'trailer', value.trailer);
  w.end();
}

function writeTrailer(w: XmlWriter, namespace: string, local: string, value: Trailer): void {
  w.start(namespace, local);
  w.unknown(value);
  if (value.unitNumber !== undefined) w.nillableElement(NS_CT, 'unitNumber', value.unitNumber);
  if (value.loaded !== undefined) {
    w.nillableElement(NS_CT, 'loaded', value.loaded === null ? null : formatBoolean(value.loaded));
  }
  w.end();
}
