/**
 * A chameleon include's refusal names the included file as it names the including one: from
 * the working directory, or absolute outside it (review r10 web #4: it said `schemas/types.xsd`,
 * the folder's name and the file's, wherever `generate` ran). The repro of the review
 * (.scratch-web/repro/chameleon-path).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { writeTree } from './helpers.js';

const A = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:a" xmlns="urn:a">
  <xs:include schemaLocation="types.xsd"/>
  <xs:element name="doc" type="T"/>
</xs:schema>
`;
const TYPES = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:simpleType name="T"><xs:restriction base="xs:string"/></xs:simpleType></xs:schema>
`;

describe('chameleon include refusal', () => {
  const root = writeTree({ 'work/project/schemas/a.xsd': A, 'work/project/schemas/types.xsd': TYPES, 'elsewhere/.keep': '' });
  const refusal = (a: string, types: string) => `fleetcase: ${a}:3: unsupported XSD construct <xs:include> in chameleon include of ${types} (it has no targetNamespace)`;

  it.each([
    { name: 'from the project', cwd: 'work/project', schemas: 'schemas', want: refusal('schemas/a.xsd', 'schemas/types.xsd') },
    { name: 'from above it', cwd: 'work', schemas: 'project/schemas', want: refusal('project/schemas/a.xsd', 'project/schemas/types.xsd') },
    { name: 'from the schemas folder', cwd: 'work/project/schemas', schemas: '.', want: refusal('a.xsd', 'types.xsd') },
    {
      name: 'from elsewhere (absolute)',
      cwd: 'elsewhere',
      schemas: join(root, 'work/project/schemas'),
      want: refusal(join(root, 'work/project/schemas/a.xsd'), join(root, 'work/project/schemas/types.xsd')),
    },
  ])('$name', async ({ cwd, schemas, want }) => {
    const io = memoryIo(join(root, cwd));
    const code = await main(['generate', '--schemas', schemas, '--out', join(root, 'out')], io);
    expect({ code, first: io.err.split('\n')[0] }).toStrictEqual({ code: 2, first: want });
  });
});
