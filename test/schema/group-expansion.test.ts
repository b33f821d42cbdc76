/**
 * Group references are expanded in place; groups that each refer to the next twice double the
 * content model at every level (review r14 hostile H2: 30 levels of a 3 KB XSD ended in V8's
 * out-of-memory abort, exit 134). Past MAX_EXPANDED_PARTICLES the load stops with a schema error
 * naming the group, at once; a model that stays under it still loads.
 */
import { describe, expect, it } from 'vitest';
import { MAX_EXPANDED_PARTICLES } from '../../src/schema/map/model-group.js';
import { loadError, loadInline, xsd } from './helpers.js';

/** Groups G0 … G(levels-1), each a sequence of two references to the next; the last holds one element. */
function doubling(levels: number): Record<string, string> {
  const groups = Array.from({ length: levels }, (_, index) =>
    index === levels - 1
      ? `<xs:group name="G${index}"><xs:sequence><xs:element name="leaf" type="xs:string"/></xs:sequence></xs:group>`
      : `<xs:group name="G${index}"><xs:sequence><xs:group ref="t:G${index + 1}"/><xs:group ref="t:G${index + 1}"/></xs:sequence></xs:group>`,
  );
  return { 'set/a.xsd': xsd([...groups, '<xs:element name="root"><xs:complexType><xs:group ref="t:G0"/></xs:complexType></xs:element>']) };
}

describe('doubling group references', () => {
  it('30 levels (2^30 particles): one schema error naming the head of the chain, at once', () => {
    const started = Date.now();
    const error = loadError(doubling(30));
    expect(error.message).toMatch(
      new RegExp(`^set/a\\.xsd:\\d+: model group '\\{[^}]+\\}G0' expands to more than ${MAX_EXPANDED_PARTICLES} particles[^\\n]*$`),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('8 levels (256 elements) still load', () => {
    expect(() => loadInline(doubling(8))).not.toThrow();
  });
});
