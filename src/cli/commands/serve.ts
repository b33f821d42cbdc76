/**
 * `fleetcase serve [--port 8080] [--host 127.0.0.1] [--generation G] [--consumer-key K
 * --consumer-secret S] [--token T] [--seed N] [--ns-root URI] [--log]`: runs the mock of the whole API
 * (src/server/mock) until SIGINT or SIGTERM, after printing where it listens and the credentials
 * it accepts. Exit 0 after a clean stop; 2 when it cannot listen (port in use) or on bad flags.
 * The server code is imported when the command runs, so other commands do not load Fastify.
 */
import { wholeNumber } from '../whole-number.js';
import type { CommandFactory } from './command.js';

/** Resolves on the first SIGINT or SIGTERM. */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** `fleetcase serve`. */
export const serveCommand: CommandFactory = (io) => ({
  command: 'serve',
  describe: 'Run a mock of the whole API (in-memory, seeded) under /platform_api',
  builder: (yargs) =>
    yargs
      .option('port', { coerce: wholeNumber('port', { min: 0, max: 65535 }), default: 8080, describe: 'Port, 0 to 65535 (0: any free port)' })
      .option('host', { type: 'string', default: '127.0.0.1', describe: 'Interface to listen on' })
      .option('generation', { type: 'string', describe: 'Generation answered when a request names none (default 0.3-beta)' })
      .option('consumer-key', { type: 'string', describe: 'Legacy consumer key accepted (with --consumer-secret)' })
      .option('consumer-secret', { type: 'string', describe: 'Legacy consumer secret accepted' })
      .option('token', { type: 'string', describe: 'Ready-made legacy bearer token accepted from the start' })
      .option('seed', { coerce: wholeNumber('seed', { min: 0, max: 2 ** 32 - 1 }), describe: 'Seed of the generated data, a whole number (default 20240301)' })
      .option('ns-root', { type: 'string', describe: 'Namespace root of the documents read and answered (default http://www.decisiv.net/platform_api)' })
      .option('log', { type: 'boolean', default: false, describe: 'Log every request as JSON on stdout (the banner then goes to stderr)' })
      .example('$0 serve', 'The mock at http://127.0.0.1:8080/platform_api; prints the credentials it accepts')
      .example('$0 serve --port 0 --generation 0.2', 'On any free port, answering 0.2 when a request names no version')
      .example('$0 serve --ns-root https://staging.example.com/api', 'Read and answer documents in https://staging.example.com/api/<version>/Case/<Schema>')
      .example('$0 serve --consumer-key my-key --consumer-secret my-secret --log', 'Accept these legacy credentials; log each request')
      .epilogue('Runs until Ctrl-C (SIGINT) or SIGTERM. Exit codes: 0 after a clean stop; 2 bad flags or the port cannot be listened on.'),
  handler: async (argv) => {
    const { startMock, serveBanner } = await import('../../server/serve.js');
    const mock = await startMock({
      port: argv.port as number,
      host: argv.host as string,
      log: Boolean(argv.log),
      ...(argv.generation !== undefined ? { generation: argv.generation as string } : {}),
      ...(argv['consumer-key'] !== undefined ? { consumerKey: argv['consumer-key'] as string } : {}),
      ...(argv['consumer-secret'] !== undefined ? { consumerSecret: argv['consumer-secret'] as string } : {}),
      ...(argv.token !== undefined ? { token: argv.token as string } : {}),
      ...(argv.seed !== undefined ? { seed: argv.seed as number } : {}),
      ...(argv['ns-root'] !== undefined ? { nsRoot: argv['ns-root'] as string } : {}),
    });
    // With --log, stdout is the JSON request log alone (one object per line, for jq): the banner goes to stderr (review r17 serve L8).
    if (argv.log === true) io.stderr(serveBanner(mock));
    else io.stdout(serveBanner(mock));
    mock.server.warm();
    const signal = await stopSignal();
    await mock.close();
    io.stderr(`fleetcase serve: stopped (${signal})\n`);
    io.exitCode = 0;
  },
});
