/**
 * One definition, two callers: the rules give the same findings on a parsed document
 * (`treeNode`) and on the typed value a generated decoder makes of it (`valueNode`).
 */
import { describe, expect, it } from 'vitest';
import type { XmlElementNode } from '../../../src/runtime/tree.js';
import { runRules, treeNode, valueNode, type Issue } from '../../../src/validate/rules/index.js';
import { fixtureFiles, loadFixture } from './fixtures.js';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** What a lenient decoder that keeps every leaf as its text makes of an element. */
function toPlainValue(element: XmlElementNode): unknown {
  if (
    element.attributes.some(
      (attribute) =>
        attribute.namespace === XSI && attribute.local === 'nil' && attribute.value === 'true',
    )
  ) {
    return null;
  }
  const children = element.children.filter(
    (child): child is XmlElementNode => child.kind === 'element',
  );
  if (children.length === 0) {
    return element.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');
  }
  const value: Record<string, unknown> = {};
  const counts = new Map<string, number>();
  for (const child of children) counts.set(child.local, (counts.get(child.local) ?? 0) + 1);
  for (const child of children) {
    const converted = toPlainValue(child);
    if (counts.get(child.local)! > 1) ((value[child.local] ??= []) as unknown[]).push(converted);
    else value[child.local] = converted;
  }
  return value;
}

/** Issues without the position only a tree knows. */
function positionless(issues: Issue[]): Issue[] {
  return issues.map(({ line: _line, column: _column, ...rest }) => rest);
}

describe('tree and value views agree', () => {
  it.each(fixtureFiles())('%s', (file) => {
    const fixture = loadFixture(file);
    const fromTree = runRules(treeNode(fixture.tree), fixture.context);
    const fromValue = runRules(
      valueNode(toPlainValue(fixture.tree), fixture.tree.local),
      fixture.context,
    );
    expect(positionless(fromValue)).toStrictEqual(positionless(fromTree));
    expect(fromValue.every((issue) => issue.line === undefined)).toBe(true);
  });
});

describe('hand-built typed values', () => {
  const cases: Array<{ file: string; value: unknown }> = [
    {
      // Numbers and booleans as a generated decoder types them; nil as null.
      file: 'case-required-field-missing.4.fail.case-required-field-missing.xml',
      value: {
        primaryContact: { name: 'Dana Whitfield', relation: 'Fleet manager' },
        breakdown: {
          driverName: 'Luis Ortega',
          driverPhone: '555-0199',
          location: 'I-80 mile marker 212',
        },
        assetInformation: { mileage: 182344, trailer: { unitNumber: null, loaded: false } },
        cause: null,
        correction: null,
        complaint: 'Air brake pressure drops',
        downtime: '2024-03-01T08:30:00Z',
        uptime: null,
        customerRequestedAppointmentTime: null,
        serviceLocationSuggestedAppointmentTime: null,
        confirmedAppointmentTime: null,
        customerRequestedCompletionTime: null,
        followupTime: null,
        assetArrived: null,
        etr: null,
        atr: null,
        poNumber: 'PO-88214',
        roNumber: null,
        invoiceAmount: null,
        invoiceNumber: null,
        authNumber: null,
      },
    },
    {
      file: 'item-required-field-missing.4.fail.item-required-field-missing.xml',
      value: {
        item: [{ code: 'TIRE-ROT', name: 'Rotate tires' }, { name: 'Replace wiper blades' }],
      },
    },
    {
      // Decimals stay strings holding the lexical form.
      file: 'money-fraction-digits-exceeded.2.fail.money-fraction-digits-exceeded.xml',
      value: { shopSupplies: '12.50', hazWaste: '0.10', freight: '100.00', tax: '8.255' },
    },
    {
      file: 'part-required-field-missing.4.fail.part-required-field-missing.xml',
      value: {
        code: 'BRK-FRT',
        name: 'Front brake job',
        parts: {
          part: [
            {
              name: 'Brake pad set',
              partNumber: 'BP-2210',
              quantity: '2',
              unitPrice: '64.50',
              coreQuantity: '0',
              unitCorePrice: '0.00',
            },
            {
              name: 'Brake hardware kit',
              quantity: '1',
              unitPrice: '18.25',
              coreQuantity: '0',
              unitCorePrice: '0.00',
            },
          ],
        },
      },
    },
    {
      // Arrays for repeated elements even when one is given; metadata keys are not elements.
      file: 'additional-charge-field-missing.3.fail.additional-charge-field-missing.xml',
      value: {
        code: 'TOW',
        name: 'Tow to shop',
        additionalCharges: { charge: [{ category: 'Towing', amount: '275.00' }] },
        $unknown: [{ name: 'description' }],
      },
    },
    {
      file: 'case-create-detail-missing.3.fail.case-create-detail-missing.xml',
      value: {
        primaryContact: { name: '', phone: '', relation: '' },
        breakdown: {
          driverName: null,
          driverPhone: null,
          location: 'Yard 3, bay 7',
          city: 'Omaha',
          state: 'NE',
        },
        assetInformation: { mileage: 90211, trailer: { unitNumber: null, loaded: null } },
        cause: null,
        correction: null,
        complaint: 'Scheduled PM service',
        downtime: null,
        uptime: null,
        customerRequestedAppointmentTime: '2024-04-10T09:00:00.0',
        serviceLocationSuggestedAppointmentTime: null,
        confirmedAppointmentTime: null,
        customerRequestedCompletionTime: null,
        followupTime: null,
        assetArrived: null,
        assetCheckInTime: null,
        customComplaintCodes: { code: [] },
        etr: null,
        atr: null,
        poNumber: null,
        roNumber: null,
        invoiceAmount: null,
        invoiceNumber: null,
        authNumber: null,
        tagNumber: null,
      },
    },
    {
      file: 'version-item-field-missing.3.fail.version-item-field-missing.xml',
      value: { items: { item: [{ id: '77121', approvalStatus: { reason: 'price' } }] } },
    },
  ];

  it.each(cases)('$file', ({ file, value }) => {
    const fixture = loadFixture(file);
    const fromTree = runRules(treeNode(fixture.tree), fixture.context);
    const fromValue = runRules(valueNode(value, fixture.context.root), fixture.context);
    expect(fromTree.length).toBeGreaterThan(0);
    expect(positionless(fromValue)).toStrictEqual(positionless(fromTree));
  });

  it('a typed boolean is always written true/false, so the boolean form rule cannot fire on it', () => {
    const fixture = loadFixture('boolean-form-nonstandard.2.fail.boolean-form-nonstandard.xml');
    expect(
      runRules(treeNode(fixture.tree), fixture.context).map((issue) => issue.rule),
    ).toStrictEqual(['boolean-form-nonstandard']);
    const value = { code: 'TURBO', name: 'Replace turbocharger', underWarranty: true };
    expect(runRules(valueNode(value, 'item'), fixture.context)).toStrictEqual([]);
  });
});

describe('leniently decoded values', () => {
  const UNKNOWN = Symbol.for('fleetcase.unknown');
  it.each([
    {
      file: 'item-sold-status-misnamed.4.fail.item-sold-status-misnamed.xml',
      value: {
        code: 'BELT',
        name: 'Replace serpentine belt',
        [UNKNOWN]: [
          {
            namespace: 'http://www.decisiv.net/platform_api/0.3-beta/Case/EstimateItemRequest',
            local: 'approvalStatus',
            xml: '<approvalStatus>sold</approvalStatus>',
          },
          // A foreign extension is not an element of the API, as in the tree view.
          {
            namespace: 'urn:vendor',
            local: 'approvalStatus',
            xml: '<v:approvalStatus xmlns:v="urn:vendor"/>',
          },
        ],
      },
    },
    {
      file: 'item-sold-status-misnamed.3.fail.item-sold-status-misnamed.xml',
      value: {
        code: 'BELT',
        name: 'Replace serpentine belt',
        [UNKNOWN]: [
          {
            namespace: 'http://www.decisiv.net/platform_api/0.0.7/Case/EstimateItemRequest',
            local: 'soldStatus',
            xml: '<soldStatus>sold</soldStatus>',
          },
        ],
      },
    },
  ])('$file: unknown elements kept under the runtime symbol are seen', ({ file, value }) => {
    const fixture = loadFixture(file);
    const fromTree = runRules(treeNode(fixture.tree), fixture.context);
    expect(
      positionless(runRules(valueNode(value, fixture.context.root), fixture.context)),
    ).toStrictEqual(positionless(fromTree));
  });
});
