/**
 * The registry of emit targets, in the order their modules are listed in `index.ts`.
 *
 * Add a target: write `src/emit/<name>/index.ts` exporting an `EmitTarget` (templates in
 * `templates/<name>/`), and list it here. `fleetcase generate --targets` accepts its name, the
 * default run includes it, and the generation's `index.ts` re-exports its module.
 */
import { clientTarget } from './client/index.js';
import { codecsTarget } from './codecs/index.js';
import { routesTarget } from './routes/index.js';
import type { EmitTarget } from './target.js';
import { typesTarget } from './types/index.js';
import { validatorsTarget } from './validators/index.js';

/** Every target, in dependency order. */
export const TARGETS: readonly EmitTarget[] = [
  typesTarget,
  codecsTarget,
  validatorsTarget,
  routesTarget,
  clientTarget,
];
