/**
 * The registry of measurements, in the order the table shows them.
 *
 * Each measurement is one module `{ id, title, goal?, run(context) -> rows }` that sets a
 * fleetcase subject beside its peer on the same input, in one run, interleaved rounds, and
 * returns rows of medians and ratios. A subject that is not built yet returns a row
 * "skipped: <why>" instead of failing, so the harness completes at every stage of the project.
 *
 * Add one: write `measurements/<id>.ts` exporting a `Measurement`, list it here.
 */
import type { Measurement } from '../types.js';
import { decode } from './decode.js';
import { encode } from './encode.js';
import { generate } from './generate.js';
import { memory } from './memory.js';
import { scaling } from './scaling.js';
import { serveLoad } from './serve-load.js';
import { validateCli } from './validate-cli.js';
import { validateLarge } from './validate-large.js';
import { validateLibrary } from './validate-library.js';
import { validateSlowPeers } from './validate-slow-peers.js';

export const MEASUREMENTS: readonly Measurement[] = [
  validateCli,
  validateLibrary,
  validateSlowPeers,
  validateLarge,
  scaling,
  memory,
  decode,
  encode,
  generate,
  serveLoad,
];
