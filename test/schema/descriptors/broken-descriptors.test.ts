/**
 * Broken descriptor files fail with DescriptorInvalid, naming the file, the line of the problem
 * and the JSON pointer; never a stack trace from ajv or JSON.parse, never silently.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FleetcaseError } from '../../../src/errors.js';
import { loadEndpointDescriptors } from '../../../src/schema/descriptors/index.js';
import type { DescriptorFile } from '../../../src/schema/descriptors/index.js';
import { lineContaining, removeDescriptors, writeDescriptor } from './helpers.js';

function base(): DescriptorFile {
  return {
    generation: '0.9',
    errors: {
      forbidden: { status: [403], schema: '403ErrorResponse', root: 'ForbiddenErrorResponse' },
    },
    endpoints: [
      {
        operationId: 'getAsset',
        method: 'GET',
        path: '/assets/{id}',
        responses: [{ status: [200], schema: 'AssetResponse', root: 'asset' }],
        errors: ['forbidden'],
        auth: ['bearer'],
      },
      {
        operationId: 'listAssets',
        method: 'GET',
        path: '/assets',
        responses: [{ status: [200], schema: 'AssetResponse', root: 'assets' }],
        auth: ['bearer'],
      },
    ],
  };
}

type Mutable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Each case breaks the base file one way; `line` finds the line to report: the text on it, which
 * occurrence, and an offset (the line of an object's brace is above its first property).
 */
const cases: Array<{
  name: string;
  given: (file: Mutable) => void;
  line: [string, number?, number?];
  detail: RegExp;
}> = [
  {
    name: 'missing method',
    given: (file) => delete file.endpoints[1].method,
    line: ['"operationId": "listAssets"', 1, -1],
    detail: /\/endpoints\/1: missing required property "method"/,
  },
  {
    name: 'unknown auth',
    given: (file) => (file.endpoints[0].auth = ['token']),
    line: ['"token"'],
    detail: /\/endpoints\/0\/auth\/0: must be one of "none", "basic", "bearer", "oauth"/,
  },
  {
    name: 'unknown property',
    given: (file) => (file.endpoints[1].colour = 'red'),
    line: ['"colour"'],
    detail: /unknown property "colour"/,
  },
  {
    name: 'lower-case method',
    given: (file) => (file.endpoints[1].method = 'get'),
    line: ['"get"'],
    detail: /\/endpoints\/1\/method: must be one of "GET"/,
  },
  {
    name: 'path with a query string',
    given: (file) => (file.endpoints[1].path = '/assets?vin=1'),
    line: ['"/assets?vin=1"'],
    detail: /\/endpoints\/1\/path: must match pattern/,
  },
  {
    name: 'duplicate operationId',
    given: (file) => (file.endpoints[1].operationId = 'getAsset'),
    line: ['"getAsset"', 2],
    detail: /duplicate operationId "getAsset" \(also \/endpoints\/0\)/,
  },
  {
    name: 'duplicate route under other parameter names',
    given: (file) =>
      file.endpoints.push({
        ...file.endpoints[0],
        operationId: 'getAssetAgain',
        path: '/assets/{asset_id}',
      }),
    line: ['"/assets/{asset_id}"'],
    detail: /duplicate route GET \/assets\/\{asset_id\} \(also getAsset at \/endpoints\/0\)/,
  },
  {
    name: 'alias that repeats another endpoint path',
    given: (file) =>
      file.endpoints.push({
        ...file.endpoints[1],
        operationId: 'listAssetsAgain',
        path: '/vehicles',
        aliases: ['/assets'],
      }),
    line: ['"/assets"', 2],
    detail: /duplicate route GET \/assets \(also listAssets/,
  },
  {
    name: 'alias with other parameters',
    given: (file) => (file.endpoints[0].aliases = ['/asset/{asset_id}']),
    line: ['"/asset/{asset_id}"'],
    detail: /alias \/asset\/\{asset_id\} must have the path parameters of \/assets\/\{id\}/,
  },
  {
    name: 'pathParams that do not match the path',
    given: (file) => (file.endpoints[0].pathParams = [{ name: 'asset_id', type: 'string' }]),
    line: ['"pathParams"'],
    detail: /pathParams \(asset_id\) must name exactly the parameters/,
  },
  {
    name: 'unknown named error',
    given: (file) => (file.endpoints[1].errors = ['forbidden', 'teapot']),
    line: ['"teapot"'],
    detail: /unknown error "teapot" \(the file's errors: forbidden\)/,
  },
  {
    name: 'status answered twice',
    given: (file) => file.endpoints[0].responses.push({ status: [403], doc: 'again' }),
    line: ['"forbidden"', 2],
    detail: /status 403 is given twice \(responses\/1 and error "forbidden"\)/,
  },
  {
    name: 'no success response',
    given: (file) => (file.endpoints[1].responses = [{ status: [404] }]),
    line: ['"responses"', 2],
    detail: /listAssets has no success \(2xx\) response/,
  },
  {
    name: 'root without schema',
    given: (file) => (file.endpoints[1].responses = [{ status: [200], root: 'assets' }]),
    line: ['"root": "assets"', 1, -4],
    detail: /"root" needs "schema" too/,
  },
  {
    name: 'XML request without roots',
    given: (file) =>
      (file.endpoints[1].request = {
        contentType: 'application/xml',
        schema: 'CaseRequest',
        required: true,
      }),
    line: ['"request"'],
    detail: /\/endpoints\/1\/request: missing required property "roots"/,
  },
  {
    name: 'multipart request naming a schema',
    given: (file) =>
      (file.endpoints[1].request = {
        contentType: 'multipart/form-data',
        parts: [{ name: 'file', required: true }],
        schema: 'AttachmentRequest',
        required: true,
      }),
    line: ['"schema": "AttachmentRequest"'],
    detail: /\/endpoints\/1\/request\/schema: not allowed with this request contentType/,
  },
  {
    name: 'unknown rule kind',
    given: (file) => (file.endpoints[1].rules = [{ kind: 'oneOf', rule: 'case-create-detail-missing', fields: ['a', 'b'] }]),
    line: ['"oneOf"'],
    detail:
      /\/endpoints\/1\/rules\/0\/kind: must be one of "atLeastOneOf", "required", "requiredWhenParentGiven", "ignoredOnInput"/,
  },
  {
    name: 'page size zero',
    given: (file) => (file.endpoints[1].pageSize = 0),
    line: ['"pageSize"'],
    detail: /\/endpoints\/1\/pageSize: must be >= 1/,
  },
  {
    name: 'no endpoints',
    given: (file) => (file.endpoints = []),
    line: ['"endpoints"'],
    detail: /\/endpoints: must NOT have fewer than 1 items/,
  },
];

describe('broken endpoint descriptors', () => {
  afterAll(removeDescriptors);

  it.each(cases)('$name', ({ given, line, detail }) => {
    const file = base() as Mutable;
    given(file);
    const text = JSON.stringify(file, null, 2);
    const path = writeDescriptor(text);
    const [needle, occurrence, offset = 0] = line;
    const wantLine = lineContaining(text, needle, occurrence) + offset;
    const error = catchError(() => loadEndpointDescriptors(path));
    expect(error.kind).toBe('DescriptorInvalid');
    expect(error.props).toMatchObject({ file: path, line: wantLine });
    expect((error.props as { detail: string }).detail).toMatch(detail);
    expect(error.message).toContain(`${path}:${wantLine}: invalid endpoint descriptor`);
  });

  it('the unchanged base file loads', () => {
    expect(
      loadEndpointDescriptors(writeDescriptor(JSON.stringify(base(), null, 2))).map(
        (e) => e.operationId,
      ),
    ).toStrictEqual(['getAsset', 'listAssets']);
  });

  it.each([
    {
      name: 'trailing comma',
      given: '{\n  "generation": "draft",\n  "endpoints": [],\n}\n',
      line: 4,
      detail: /expected a property name, found "}"/,
    },
    {
      name: 'truncated',
      given: '{\n  "generation": "draft",\n  "endpoints": [\n',
      line: 4,
      detail: /expected a value, found end of file/,
    },
    {
      name: 'single quotes',
      given: "{\n  'generation': 'draft'\n}",
      line: 2,
      detail: /expected a property name/,
    },
    {
      name: 'duplicate key',
      given: '{\n  "generation": "draft",\n  "generation": "0.1"\n}',
      line: 3,
      detail: /duplicate property "generation"/,
    },
    {
      name: 'text after the document',
      given: '{}\n{}',
      line: 2,
      detail: /unexpected "\{" after the document/,
    },
    { name: 'empty file', given: '', line: 1, detail: /expected a value, found end of file/ },
  ])('bad JSON: $name', ({ given, line, detail }) => {
    const path = writeDescriptor(given);
    const error = catchError(() => loadEndpointDescriptors(path));
    expect(error.kind).toBe('DescriptorInvalid');
    expect(error.props).toMatchObject({ file: path, line });
    expect((error.props as { detail: string }).detail).toMatch(/^not valid JSON: /);
    expect((error.props as { detail: string }).detail).toMatch(detail);
  });

  it('a generation that does not match its folder', () => {
    const text = JSON.stringify({ ...base(), generation: '0.2' }, null, 2);
    const error = catchError(() => loadEndpointDescriptors(writeDescriptor(text, '0.1')));
    expect(error.props).toMatchObject({ line: lineContaining(text, '"generation"') });
    expect(error.message).toMatch(/generation "0.2" does not match its folder "0.1"/);
  });

  it('a missing file is an IoError, shown relative to relativeTo', () => {
    const error = catchError(() =>
      loadEndpointDescriptors('/nowhere/0.1/endpoints.json', { relativeTo: '/nowhere' }),
    );
    expect(error.kind).toBe('IoError');
    expect(error.props).toMatchObject({ file: '0.1/endpoints.json' });
  });
});

function catchError(action: () => unknown): FleetcaseError {
  try {
    action();
  } catch (error) {
    if (error instanceof FleetcaseError) return error;
    throw error;
  }
  throw new Error('expected a FleetcaseError');
}
