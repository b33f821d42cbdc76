/**
 * The reporter registry: `--format` name -> factory, one file per format.
 */
import { githubReporter } from './github.js';
import { jsonReporter } from './json.js';
import { junitReporter } from './junit.js';
import type { ReporterFactory } from './reporter.js';
import { sarifReporter } from './sarif.js';
import { textReporter } from './text.js';

export type { Reporter, ReporterContext, ReporterFactory } from './reporter.js';

/** Names accepted by `--format`. */
export const FORMATS = ['text', 'json', 'junit', 'sarif', 'github'] as const;
export type FormatName = (typeof FORMATS)[number];

/** Format name -> reporter factory. */
export const REPORTERS: Record<FormatName, ReporterFactory> = {
  text: textReporter,
  json: jsonReporter,
  junit: junitReporter,
  sarif: sarifReporter,
  github: githubReporter,
};
