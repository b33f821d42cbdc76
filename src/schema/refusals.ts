/**
 * Refusals of constructs outside the supported subset (`SchemaUnsupportedConstruct`) and schema
 * errors (`SchemaInvalid`: the XSD breaks XML Schema's own rules), collected over one load so
 * that a run names every one of them at once (file:line each, in file and line order) instead
 * of one per run, as xmllint lists a schema's errors. A refused construct or an invalid
 * component is left out and loading goes on; at the end, the load fails with all of them.
 * Outside a collecting load (a lone file read), each is thrown at once.
 */
import { FleetcaseError, isFleetcaseError, type ErrorKinds } from '../errors.js';
import { plural } from '../plural.js';

/** What a refusal names: file, line, construct and where it stands. */
export type RefusalProps = ErrorKinds['SchemaUnsupportedConstruct'];

/** A refusal, plain or with its own wording. */
export type Refusal = FleetcaseError<'SchemaUnsupportedConstruct'>;

/**
 * A schema error (the XSD breaks XML Schema's rules): `SchemaInvalid`, a name defined twice in
 * one symbol space (`SchemaDuplicateDefinition`) or a reference that resolves to nothing
 * (`SchemaUnresolvedReference`, src-resolve); or a schema file that cannot be read (missing,
 * not well-formed, wrongly encoded), which hides no other file's errors: every one of a load
 * listed at once.
 */
export type SchemaFault =
  | FleetcaseError<'SchemaInvalid'>
  | FleetcaseError<'SchemaDuplicateDefinition'>
  | FleetcaseError<'SchemaUnresolvedReference'>
  | FleetcaseError<'SchemaFileMissing'>
  | FleetcaseError<'SchemaFileUnreadable'>
  | FleetcaseError<'SchemaXmlMalformed'>;

const FAULT_KINDS: ReadonlySet<string> = new Set(['SchemaInvalid', 'SchemaDuplicateDefinition', 'SchemaUnresolvedReference', 'SchemaFileMissing', 'SchemaFileUnreadable', 'SchemaXmlMalformed']);

/** How the catalog's message for a refused construct ends; said once for a list of them. */
const SEE_SUBSET = '; see README "Supported XSD subset"';

/**
 * A refusal worded by `explain` rather than by the catalog's "unsupported XSD construct <x> in
 * y" (a remote schemaLocation is no construct of a place: it says what to do instead).
 * @example new ExplainedRefusal({ file: 'a.xsd', line: 3, construct: 'xs:import …' }, (p) => `${p.file}:${p.line}: …`)
 */
export class ExplainedRefusal extends FleetcaseError<'SchemaUnsupportedConstruct'> {
  constructor(
    props: RefusalProps,
    /** The message of `props` (kept to word the refusal again with other paths). */
    readonly explain: (props: RefusalProps) => string,
    /** What is refused: a construct, or a schemaLocation not followed (a remote or catalog name). */
    readonly refused: 'construct' | 'location' = 'construct',
  ) {
    super('SchemaUnsupportedConstruct', props);
    this.message = explain(props);
  }
}

/** The places a schema error worded by {@link ExplainedFault} names: its own, and another file's. */
export interface FaultPlaces {
  file: string;
  line?: number;
  /** Another file the error names (a display path, re-rooted as `file` is). */
  other: string;
}

/**
 * A schema error (SchemaInvalid) that names a second file in its wording, so that re-rooting
 * its paths (./error-paths.ts) can word it again: the pair summary of two versions of one
 * schema (./map/duplicate-versions.ts).
 */
export class ExplainedFault extends FleetcaseError<'SchemaInvalid'> {
  constructor(
    readonly places: FaultPlaces,
    /** The detail of `places` (kept to word the error again with other paths). */
    readonly explain: (places: FaultPlaces) => string,
  ) {
    super('SchemaInvalid', { file: places.file, ...(places.line !== undefined ? { line: places.line } : {}), detail: explain(places) });
  }
}

/**
 * Every refusal of a load, in file and line order, one line each, and the error that stopped
 * the load after them, if any (often their consequence: a name the left-out import would have
 * declared). `kind` and `props` are the first refusal's.
 */
export class UnsupportedConstructs extends FleetcaseError<'SchemaUnsupportedConstruct'> {
  constructor(
    readonly refusals: readonly Refusal[],
    readonly stoppedBy?: FleetcaseError,
  ) {
    const inFileOrder = inOrder(refusals);
    super('SchemaUnsupportedConstruct', inFileOrder[0]!.props);
    this.message = listing(inFileOrder, stoppedBy, refusalSummary(refusals));
  }
}

/**
 * Every schema error of a load (and its refusals, if any), in file and line order, one line
 * each, then the error that stopped the load after them, if any. `kind` and `props` are the
 * first schema error's: the XSD must be corrected whatever else fleetcase lacks.
 */
export class SchemaErrors extends FleetcaseError<'SchemaInvalid'> {
  constructor(
    readonly faults: readonly SchemaFault[],
    readonly refusals: readonly Refusal[] = [],
    readonly stoppedBy?: FleetcaseError,
  ) {
    super('SchemaInvalid', invalidProps(inOrder(faults)[0]!));
    const summary =
      refusals.length === 0
        ? plural(faults.length, 'schema error')
        : `${plural(faults.length, 'schema error')} and ${refusalSummary(refusals)}`;
    this.message = listing(inOrder([...faults, ...refusals]), stoppedBy, summary);
  }
}

/**
 * The summary of refusals: constructs fleetcase does not read (see the README's subset), and
 * schemaLocations it does not follow (remote or catalog names no file of the set answers: each
 * line says what to copy). Those were counted as "unsupported XSD constructs", pointing at the
 * wrong fix (review r30 codegen L1).
 */
function refusalSummary(refusals: readonly Refusal[]): string {
  const locations = refusals.filter((refusal) => refusal instanceof ExplainedRefusal && refusal.refused === 'location').length;
  const constructs = refusals.length - locations;
  const parts: string[] = [];
  if (constructs > 0) parts.push(`${plural(constructs, 'unsupported XSD construct')}${SEE_SUBSET.replace(';', ':')}`);
  if (locations > 0) parts.push(`${plural(locations, 'schemaLocation')} not followed: copy ${locations === 1 ? 'the schema it names' : 'the schemas they name'} into the folder`);
  return parts.join('; ');
}

/** The props of a schema error as SchemaInvalid's (another kind's message as detail). */
function invalidProps(fault: SchemaFault): ErrorKinds['SchemaInvalid'] {
  if (fault.kind === 'SchemaInvalid') return fault.props as ErrorKinds['SchemaInvalid'];
  const { file, line } = fault.props as { file: string; line?: number };
  // A missing file's message does not start with its place.
  const place = line === undefined ? `${file}: ` : `${file}:${line}: `;
  const detail = fault.message.startsWith(place) ? fault.message.slice(place.length) : fault.message;
  return { file, ...(line !== undefined ? { line } : {}), detail };
}

function inOrder<T extends FleetcaseError>(errors: readonly T[]): T[] {
  const place = (error: FleetcaseError) => {
    // A missing or unreadable file stands where the import or include that names it does.
    const from = error.kind === 'SchemaFileMissing' || error.kind === 'SchemaFileUnreadable' ? /^(.*):(\d+)$/.exec((error.props as ErrorKinds['SchemaFileMissing']).from ?? '') : null;
    return from ? { file: from[1]!, line: Number(from[2]) } : (error.props as { file: string; line?: number });
  };
  return [...errors].sort((a, b) => place(a).file.localeCompare(place(b).file) || (place(a).line ?? 0) - (place(b).line ?? 0));
}

function listing(errors: readonly FleetcaseError[], stoppedBy: FleetcaseError | undefined, summary: string): string {
  const lines = errors.map((error) => withoutSuffix(error.message));
  if (stoppedBy) lines.push(`then: ${stoppedBy.message}`);
  lines.push(summary);
  return lines.join('\n');
}

function withoutSuffix(message: string): string {
  return message.endsWith(SEE_SUBSET) ? message.slice(0, -SEE_SUBSET.length) : message;
}

interface Collection {
  refusals: Refusal[];
  faults: SchemaFault[];
}

let collecting: Collection | undefined;

/**
 * Refuses a construct: recorded when a load collects refusals ({@link collectRefusals}), the
 * caller then leaving the construct out and going on; thrown otherwise.
 */
export function refuse(props: RefusalProps, explain?: (props: RefusalProps) => string, refused: ExplainedRefusal['refused'] = 'construct'): void {
  const refusal = explain ? new ExplainedRefusal(props, explain, refused) : new FleetcaseError('SchemaUnsupportedConstruct', props);
  if (!collecting) throw refusal;
  // A file shared by several generations is read once, but a construct may be met twice.
  if (!collecting.refusals.some((known) => known.message === refusal.message)) collecting.refusals.push(refusal);
}

/**
 * Reports a schema error (SchemaInvalid): recorded when a load collects ({@link collectRefusals}),
 * the caller then going on without the invalid part; thrown otherwise.
 */
export function reportInvalid(props: ErrorKinds['SchemaInvalid']): void {
  record(new FleetcaseError('SchemaInvalid', props));
}

/** Reports a schema error already built (an {@link ExplainedFault}, a missing file), as {@link reportInvalid} does. */
export function reportFault(fault: SchemaFault): void {
  record(fault);
}

/**
 * Reports a name defined twice in one symbol space: recorded when a load collects (every clash
 * of the load is then listed with its other schema errors), thrown otherwise.
 */
export function reportDuplicate(props: ErrorKinds['SchemaDuplicateDefinition']): FleetcaseError<'SchemaDuplicateDefinition'> {
  const fault = new FleetcaseError('SchemaDuplicateDefinition', props);
  record(fault);
  return fault;
}

/**
 * Runs `part` (reading or checking one component); a schema error it throws is recorded and the
 * part left out (`undefined`) when a load collects, so that the next component is still read and
 * checked. Anything else, or outside a collecting load, is thrown on.
 * @example recoverInvalid(() => readComplexType(node, context)) // undefined when the type is invalid
 */
export function recoverInvalid<T>(part: () => T): T | undefined {
  if (!collecting) return part();
  try {
    return part();
  } catch (error) {
    if (!isSchemaFault(error) || isConsequence(error, collecting)) throw error;
    record(error);
    return undefined;
  }
}

/**
 * An unresolved reference after a refusal is most likely its consequence (a name the left-out
 * import would have declared): it stops the load, shown after the refusals as `then: …`, rather
 * than being listed as a schema error of its own (with one per use of the namespace).
 */
function isConsequence(error: SchemaFault, collection: Collection): boolean {
  return error.kind === 'SchemaUnresolvedReference' && collection.refusals.length > 0;
}

function record(fault: SchemaFault): void {
  if (!collecting) throw fault;
  if (!collecting.faults.some((known) => known.message === fault.message)) collecting.faults.push(fault);
}

function isSchemaFault(error: unknown): error is SchemaFault {
  return isFleetcaseError(error) && FAULT_KINDS.has(error.kind) && !(error instanceof SchemaErrors);
}

/**
 * Runs a load collecting its refusals and schema errors; fails with all of them when there are
 * any: a lone one as it is, else {@link UnsupportedConstructs} (refusals only) or
 * {@link SchemaErrors}. An error that stops the load after them is reported after them (a
 * schema error among them, in its place). Nested calls share the outer collection.
 */
export function collectRefusals<T>(load: () => T): T {
  if (collecting) return load();
  const collection: Collection = (collecting = { refusals: [], faults: [] });
  let result: T | undefined;
  let stoppedBy: FleetcaseError | undefined;
  let stopped = false;
  try {
    result = load();
  } catch (error) {
    if (collection.refusals.length === 0 && collection.faults.length === 0) throw error;
    stopped = true;
    // A crash after a left-out construct is most likely its consequence: the ones found come first.
    if (isSchemaFault(error) && !isConsequence(error, collection)) record(error);
    else if (isFleetcaseError(error)) stoppedBy = error;
  } finally {
    collecting = undefined;
  }
  const { refusals, faults } = collection;
  if (faults.length > 0) {
    if (faults.length === 1 && refusals.length === 0 && !stoppedBy) throw faults[0]!;
    throw new SchemaErrors(faults, refusals, stoppedBy);
  }
  if (refusals.length === 1 && !stopped) throw refusals[0]!;
  if (refusals.length > 0) throw new UnsupportedConstructs(refusals, stoppedBy);
  return result as T;
}
