/**
 * Refusals of constructs outside the supported subset (`SchemaUnsupportedConstruct`), collected
 * over one load so that a run names every one of them at once (file:line each) instead of one
 * per run. A refused construct is left out and loading goes on; at the end, the load fails with
 * all of them. Outside a collecting load (a lone file read), a refusal is thrown at once.
 */
import { FleetcaseError, isFleetcaseError, type ErrorKinds } from '../errors.js';
import { plural } from '../plural.js';

/** What a refusal names: file, line, construct and where it stands. */
export type RefusalProps = ErrorKinds['SchemaUnsupportedConstruct'];

/** A refusal, plain or with its own wording. */
export type Refusal = FleetcaseError<'SchemaUnsupportedConstruct'>;

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
  ) {
    super('SchemaUnsupportedConstruct', props);
    this.message = explain(props);
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
    const inFileOrder = [...refusals].sort(
      (a, b) => a.props.file.localeCompare(b.props.file) || a.props.line - b.props.line,
    );
    super('SchemaUnsupportedConstruct', inFileOrder[0]!.props);
    const lines = inFileOrder.map((refusal) => withoutSuffix(refusal.message));
    if (stoppedBy) lines.push(`then: ${stoppedBy.message}`);
    lines.push(`${plural(refusals.length, 'unsupported XSD construct')}${SEE_SUBSET.replace(';', ':')}`);
    this.message = lines.join('\n');
  }
}

function withoutSuffix(message: string): string {
  return message.endsWith(SEE_SUBSET) ? message.slice(0, -SEE_SUBSET.length) : message;
}

let collecting: Refusal[] | undefined;

/**
 * Refuses a construct: recorded when a load collects refusals ({@link collectRefusals}), the
 * caller then leaving the construct out and going on; thrown otherwise.
 */
export function refuse(props: RefusalProps, explain?: (props: RefusalProps) => string): void {
  const refusal = explain ? new ExplainedRefusal(props, explain) : new FleetcaseError('SchemaUnsupportedConstruct', props);
  if (!collecting) throw refusal;
  // A file shared by several generations is read once, but a construct may be met twice.
  if (!collecting.some((known) => known.message === refusal.message)) collecting.push(refusal);
}

/**
 * Runs a load collecting its refusals; fails with all of them when there are any: the one
 * refusal as it is, or {@link UnsupportedConstructs}. An error that stops the load after a
 * refusal is reported after them. Nested calls share the outer collection.
 */
export function collectRefusals<T>(load: () => T): T {
  if (collecting) return load();
  const refusals: Refusal[] = (collecting = []);
  let result: T;
  try {
    result = load();
  } catch (error) {
    if (refusals.length === 0) throw error;
    // A crash after a left-out construct is most likely its consequence: the refusals come first.
    throw new UnsupportedConstructs(refusals, isFleetcaseError(error) ? error : undefined);
  } finally {
    collecting = undefined;
  }
  if (refusals.length === 1) throw refusals[0]!;
  if (refusals.length > 1) throw new UnsupportedConstructs(refusals);
  return result;
}
