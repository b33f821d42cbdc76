/**
 * `diffReport`: the one library call behind `fleetcase diff`: load both sides, diff, classify,
 * narrow to one document type or endpoint if asked, and return the findings with the context a
 * migration guide needs (which endpoints carry each document type). Formatters only format this.
 */
import { resolve } from 'node:path';
import { DEFAULT_NS_ROOT, type IrGeneration } from '../ir/index.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';
import { listGenerations } from '../schema/index.js';
import type { Level } from './changes.js';
import { CHECKS, type Check } from './checks/index.js';
import { classifyChanges, type Finding } from './classify.js';
import { diffGenerations } from './diff-generations.js';
import { catalogDocuments } from './documents.js';
import { loadSides, type LoadSideOptions } from './load-side.js';
import {
  count,
  documentContexts,
  endpointContexts,
  type DocumentContext,
  type EndpointContext,
  type LevelCounts,
} from './report-context.js';
import { subjectFilter } from './report-filter.js';

export type { DocumentContext, EndpointContext, LevelCounts } from './report-context.js';

/** Options of {@link diffReport}. */
export interface DiffOptions extends LoadSideOptions {
  /** Base: a generation id or a folder of XSDs. @example '0.0.7' */
  from: string;
  /** Revision. @example '0.3-beta' */
  to: string;
  /** Only this document type (and the endpoints that carry it). @example 'CaseRequest' */
  schema?: string;
  /** Only this endpoint (and the document types it carries). @example 'POST /assets/{id}/cases' */
  endpoint?: string;
  /** Checks to run. @default the whole registry */
  checks?: readonly Check[];
}

/** What `fleetcase diff` prints. */
export interface DiffReport {
  from: string;
  to: string;
  /**
   * True when both sides are generations of the Fleet Service Case API (generation ids, every
   * namespace under the API root): the guide then speaks of the API and advises `fleetcase
   * migrate`, which only carries such documents. False for folders and other `--schemas` sets.
   */
  api: boolean;
  summary: LevelCounts & { total: number };
  documents: DocumentContext[];
  endpoints: EndpointContext[];
  findings: Finding[];
}

/**
 * Diffs two generations (or schema folders) and classifies every change.
 * @throws FleetcaseError GenerationUnknown for an unknown side; CliUsage for an unknown --schema or --endpoint.
 * @example diffReport({ from: '0.0.7', to: '0.3-beta' }).summary // { breaking: …, warning: …, info: …, total: … }
 */
export function diffReport(options: DiffOptions): DiffReport {
  const sides = loadSides(options.from, options.to, options);
  const known = catalogDocuments(sides).documents;
  const changes = diffGenerations(sides[0], sides[1]);
  // A renamed document is reported under its revision's name; --schema may name either.
  const renames = new Map(changes.flatMap((change) => (change.kind === 'schema-renamed' ? [[change.from, change.subject.schema] as const] : [])));
  const keep = subjectFilter(options, sides, known, renames);
  const api = isApiPair(options, sides);
  const findings = classifyChanges(changes, options.checks ?? CHECKS, {
    migrate: api,
  }).filter((finding) => keep(finding.subject));
  const counts = count(findings);
  return {
    from: options.from,
    to: options.to,
    api,
    summary: { ...counts, total: findings.length },
    documents: documentContexts(sides, findings),
    endpoints: endpointContexts(sides, findings),
    findings,
  };
}

/**
 * True when both sides are API generations: named by generation id (a folder side is any schema
 * set, and migrate takes generation ids only) and every schema's namespace under the API's root
 * (`<root>/<version>/Case/<Name>`, or another family such as the vendor's Invoices), as migrate
 * requires of the documents it carries.
 */
function isApiPair(options: DiffOptions, sides: readonly IrGeneration[]): boolean {
  const known = listGenerations(resolve(options.schemasDir ?? bundledSchemasDir));
  if (!known.includes(options.from) || !known.includes(options.to)) return false;
  return sides.every((side) =>
    side.schemas.every((schema) =>
      [DEFAULT_NS_ROOT, side.nsRoot].some((root) =>
        schema.namespace.startsWith(root.endsWith('/') ? root : `${root}/`),
      ),
    ),
  );
}

/** True when some finding is at or above `level` (`--fail-on`). */
export function hasFindingsAtOrAbove(report: Pick<DiffReport, 'findings'>, level: Level): boolean {
  const worst: Level[] =
    level === 'breaking'
      ? ['breaking']
      : level === 'warning'
        ? ['breaking', 'warning']
        : ['breaking', 'warning', 'info'];
  return report.findings.some((finding) => worst.includes(finding.level));
}
