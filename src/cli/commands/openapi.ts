/**
 * `fleetcase openapi --generation G [--out FILE] [--base-url URL] [--auth-url URL] [--ns-root URI]`: writes the
 * OpenAPI 3.1 document of a generation (src/openapi) as JSON, to FILE or stdout. Exit 0; 2 for an
 * unknown generation or a file that cannot be written.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fail } from '../../errors.js';
import { httpUrl } from '../http-url.js';
import { isOsError, osReason } from '../os-error.js';
import { nsRootValue } from '../ns-root-option.js';
import type { CommandFactory } from './command.js';

/** `fleetcase openapi`. */
export const openapiCommand: CommandFactory = (io) => ({
  command: 'openapi',
  describe: 'Write the OpenAPI 3.1 document of a generation (XML media types, xml names and namespaces)',
  builder: (yargs) =>
    yargs
      .option('generation', { type: 'string', demandOption: true, describe: 'Generation (e.g. 0.3-beta)' })
      .option('out', { type: 'string', describe: 'File to write (default: stdout)' })
      .option('base-url', { coerce: httpUrl('base-url'), describe: 'Default of the {base_url} server variable (default http://127.0.0.1:8080)' })
      .option('auth-url', { coerce: httpUrl('auth-url'), describe: 'Default of the {auth_url} server variable (default: the base URL)' })
      .option('ns-root', { coerce: nsRootValue, type: 'string', describe: 'Namespace root of the documents, as `serve --ns-root` reads and answers them (default http://www.decisiv.net/platform_api)' })
      .example('$0 openapi --generation 0.3-beta --out openapi.json', 'The 0.3-beta API for Swagger UI, Redoc or Postman')
      .example('$0 openapi --generation 0.2 --base-url https://fleet.example.com', 'Point the servers at another host (stdout)')
      .example('$0 openapi --generation 0.3-beta --ns-root https://staging.example.com/api', 'xml namespaces under https://staging.example.com/api/<version>/Case/<Schema>')
      .epilogue('Exit codes: 0 written; 2 usage error (an unknown generation) or an --out that cannot be written.'),
  handler: async (argv) => {
    const [{ loadGeneration }, { buildOpenApi }] = await Promise.all([import('../../schema/index.js'), import('../../openapi/index.js')]);
    const nsRoot = argv['ns-root'] as string | undefined;
    const document = buildOpenApi(loadGeneration(argv.generation as string, nsRoot ? { nsRoot } : {}), {
      ...(argv['base-url'] !== undefined ? { baseUrl: argv['base-url'] as string } : {}),
      ...(argv['auth-url'] !== undefined ? { authUrl: argv['auth-url'] as string } : {}),
    });
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (argv.out === undefined) io.stdout(text);
    else {
      const file = resolve(io.cwd, argv.out as string);
      try {
        writeFileSync(file, text);
      } catch (error) {
        fail('IoError', { file, detail: `cannot write: ${isOsError(error) ? osReason(error) : (error as Error).message}` });
      }
      io.stderr(`wrote the OpenAPI document of ${argv.generation as string} to ${file}\n`);
    }
    io.exitCode = 0;
  },
});
