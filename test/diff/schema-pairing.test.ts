/**
 * Schema names of sets outside the API come from file names, which a new version may rename
 * (CycloneDX `bom-1.5.SNAPSHOT.xsd` -> `bom-1.6.SNAPSHOT.xsd`; review r13-sbom finding 4). A
 * removed document and an added one that alone declare the same roots are paired and diffed as
 * one document; where several declare them, none is paired and the removal names the candidates.
 * Failing that, the one added document that declares the removed one's roots and more; then the
 * two alone of one namespace that share a root (review r20 newsets M3).
 */
import { describe, expect, test } from 'vitest';
import { CHECKS } from '../../src/diff/checks/index.js';
import { place, runFixture } from './helpers.js';

describe('pairing a renamed schema by its roots', () => {
  const cases: Array<{ name: string; given: string; want: string[][] }> = [
    {
      name: 'one removed, one added, same root: one document, its changes listed',
      given: 'schema-renamed',
      want: [
        [
          'namespace-changed',
          'bom-2',
          'In bom-2 documents the bom-2 namespace changes from urn:example:bom:1 to urn:example:bom:2.',
        ],
        [
          'schema-renamed',
          'bom-2',
          'bom-2 replaces bom-1: both declare the root element(s) <bom>, so they are compared as one document.',
        ],
      ],
    },
    {
      name: 'two removed with the same root: not paired, the removals name the candidate',
      given: 'schema-renamed-ambiguous',
      want: [
        [
          'schema-removed',
          'bom-1',
          'bom-1 (version base) no longer exists. bom-2 declares the same root elements: if it is this document under a new file name, give both files one name to diff them as one.',
        ],
        [
          'schema-removed',
          'sbom-1',
          'sbom-1 (version base) no longer exists. bom-2 declares the same root elements: if it is this document under a new file name, give both files one name to diff them as one.',
        ],
        ['schema-added', 'bom-2', 'bom-2 is a new document type (version revision).'],
      ],
    },
    {
      // Review r14 newsets 1 (Jakarta EE Servlet 5.0 -> 6.0: 80 false breaking findings): lib.xsd
      // is the same on both sides, but app_1.xsd (its namespace) and helper_1.xsd (its helper's)
      // are renamed. No element moves and no namespace is added or removed: the URIs are the same.
      // helper_N declares the root <extra>, so it is a document too though lib imports it, and
      // paired the same way (review r14 H3).
      name: 'a renamed file sharing a namespace with an unchanged document: nothing moves',
      given: 'shared-namespace',
      want: [
        [
          'schema-renamed',
          'app_2',
          'app_2 replaces app_1: both declare the root element(s) <app>, so they are compared as one document.',
        ],
        [
          'schema-renamed',
          'helper_2',
          'helper_2 replaces helper_1: both declare the root element(s) <extra>, so they are compared as one document.',
        ],
      ],
    },
    {
      // Review r16 newsets M3 (Shibboleth SP 2.0 -> 3.0, SAML 1.0 -> 1.1: a new version adds a root).
      name: 'the added document declares the removed one\'s roots and more: one document, its changes listed',
      given: 'schema-renamed-more-roots',
      want: [
        ['attribute-removed', '/config/@disableDTD', '/config/@disableDTD no longer exists in conf-2.'],
        [
          'schema-renamed',
          'conf-2',
          'conf-2 replaces conf-1: both declare the root element(s) <config>, so they are compared as one document.',
        ],
        ['root-element-added', 'conf-2', 'conf-2 has a new root element <override>.'],
      ],
    },
    {
      // Review r20 newsets M3 (Spring lang 4.0 -> 4.3: one root out, one in, one namespace).
      name: 'the two alone of one namespace, sharing a root: one document, its changes listed',
      given: 'schema-renamed-same-namespace',
      want: [
        ['attribute-removed', '/groovy/@refresh-check-delay', '/groovy/@refresh-check-delay no longer exists in lang-4.3.'],
        ['root-element-removed', 'lang-4.3', 'lang-4.3 no longer has the root element <jruby>.'],
        [
          'schema-renamed',
          'lang-4.3',
          'lang-4.3 replaces lang-4.0: both declare the root element(s) <groovy>, so they are compared as one document.',
        ],
        ['root-element-added', 'lang-4.3', 'lang-4.3 has a new root element <std>.'],
      ],
    },
    {
      // Neither of them in the removed document's namespace (else that one pairs, as above).
      name: 'two added documents declare those roots and more: not paired',
      given: 'schema-renamed-more-roots-ambiguous',
      want: [
        ['schema-removed', 'conf-1', 'conf-1 (version base) no longer exists.'],
        ['schema-added', 'conf-2', 'conf-2 is a new document type (version revision).'],
        ['schema-added', 'conf-x', 'conf-x is a new document type (version revision).'],
      ],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    expect(
      runFixture(given, CHECKS).map((finding) => [finding.id, place(finding), finding.message]),
    ).toStrictEqual(want);
  });
});
