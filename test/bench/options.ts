/**
 * Flags of `npm run bench -- [--only id[,id…]] [--quick] [--rounds N] [--list] [--cli dist|tsx]
 * [--no-write] [--rebuild-corpus]`. Hand-parsed: the harness must not depend on the CLI under test.
 */

/** Parsed harness flags. */
export interface BenchOptions {
  /** Measurement ids to run (empty: all). */
  only: string[];
  /** Small corpus, one round: a smoke test in under a minute. */
  quick: boolean;
  /** Rounds of fast measurements (default 5; 1 with --quick). */
  rounds: number;
  /** Print the measurements and exit. */
  list: boolean;
  /** Force how the CLI is started (default: dist when it builds or runs, else tsx). */
  cli?: 'dist' | 'tsx';
  /** Write test/bench/RESULTS.md (default: yes, unless --only or --quick). */
  write?: boolean;
  /** Ignore the cached corpus. */
  rebuildCorpus: boolean;
  help: boolean;
}

/** Usage text for `--help`. */
export const USAGE = `npm run bench -- [options]
  --only ID[,ID]     run only these measurements (see --list)
  --quick            small corpus, 1 round (smoke test, under a minute)
  --rounds N         rounds per measurement (default 5)
  --list             list the measurements and exit
  --cli dist|tsx     how to start the fleetcase CLI (default: dist, tsx if dist cannot run)
  --write/--no-write write test/bench/RESULTS.md (default: only for a full run)
  --rebuild-corpus   regenerate the corpus even if the cache is current`;

/** Parses harness flags; throws an Error with a usage hint on a bad flag. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { only: [], quick: false, rounds: 5, list: false, rebuildCorpus: false, help: false };
  let roundsGiven = false;
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]!;
    const [name, inline] = flag.includes('=') ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)] : [flag, undefined];
    const value = (): string => {
      const given = inline ?? argv[++index];
      if (given === undefined) throw new Error(`${name} needs a value\n${USAGE}`);
      return given;
    };
    switch (name) {
      case '--only':
        options.only.push(...value().split(',').map((id) => id.trim()).filter(Boolean));
        break;
      case '--quick':
        options.quick = true;
        break;
      case '--rounds': {
        const rounds = Number(value());
        if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number of 1 or more\n${USAGE}`);
        options.rounds = rounds;
        roundsGiven = true;
        break;
      }
      case '--list':
        options.list = true;
        break;
      case '--cli': {
        const mode = value();
        if (mode !== 'dist' && mode !== 'tsx') throw new Error(`--cli must be dist or tsx\n${USAGE}`);
        options.cli = mode;
        break;
      }
      case '--write':
        options.write = true;
        break;
      case '--no-write':
        options.write = false;
        break;
      case '--rebuild-corpus':
        options.rebuildCorpus = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`unknown flag '${flag}'\n${USAGE}`);
    }
  }
  if (options.quick && !roundsGiven) options.rounds = 1;
  return options;
}
