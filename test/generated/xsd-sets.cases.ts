/**
 * Given/want cases for ./xsd-sets.test.ts: a decoded instance changed by hand that the generated
 * validators must refuse (with exactly these issue paths and codes), and documents the generated
 * decoders must refuse (with this DecodeError code). libxml2 must refuse each as well.
 */
import { expect } from 'vitest';

/** A decoded instance document, changed; `want` lists the issues, in path order. */
export interface ValidatorCase {
  name: string;
  /** `<set>/instances/<file>.xml` */
  instance: string;
  change: (value: any) => void;
  want: Array<{ path: string; code: string }>;
}

/** A document the decoder of its root must refuse. */
export interface DecodeRefusal {
  name: string;
  set: string;
  xml: string;
  code: string;
}

const telemetry = (sensor: string, attributes = 'id="s1"') =>
  `<report xmlns="urn:example:telemetry"><sensor ${attributes}>${sensor}</sensor></report>`;
const sensorBody = (calibration = '0 1 2', shiftDays = 'mon') =>
  `<samples unit="c">1</samples><calibration>${calibration}</calibration><shiftDays>${shiftDays}</shiftDays>`;

export const VALIDATOR_CASES: ValidatorCase[] = [
  {
    name: 'a list with fewer items than its length',
    instance: 'telemetry/instances/report.1.xml',
    change: (value) => {
      value.sensor[0].calibration = ['0.10', '1.00'];
    },
    want: [{ path: '/report/sensor[1]/calibration', code: 'length-mismatch' }],
  },
  {
    name: 'a list item outside its facets (fraction digits, maximum)',
    instance: 'telemetry/instances/report.1.xml',
    change: (value) => {
      value.sensor[0].samples.$value = ['1.005', '2000'];
    },
    want: [{ path: '/report/sensor[1]/samples', code: 'fraction-digits-exceeded' }],
  },
  {
    name: 'a list longer than its maxLength, a pattern on the whole list',
    instance: 'telemetry/instances/report.1.xml',
    change: (value) => {
      value.sensor[0].shiftDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
      value.sensor[0].firmware = ['4', '12'];
    },
    want: [
      { path: '/report/sensor[1]/firmware', code: 'pattern-mismatch' },
      { path: '/report/sensor[1]/shiftDays', code: 'length-too-long' },
    ],
  },
  {
    name: 'an empty NMTOKENS (at least one item) and an unsignedByte item out of range',
    instance: 'telemetry/instances/report.1.xml',
    change: (value) => {
      value.sensor[0].tags = [];
      value.sensor[0].$channels = [1, 256];
    },
    want: [
      { path: '/report/sensor[1]/@channels', code: 'integer-out-of-range' },
      { path: '/report/sensor[1]/tags', code: 'length-too-short' },
    ],
  },
  {
    name: 'union values no member accepts (facets decide membership: 0 is below SmallCount, 150.5 above the percentage)',
    instance: 'purchase-order/instances/purchaseOrder.1.xml',
    change: (value) => {
      value.line[0].quantity = 0;
      value.line[0].discount = '150.5';
      value.line[1].item = '';
    },
    want: [
      { path: '/purchaseOrder/line[1]/discount', code: 'union-mismatch' },
      { path: '/purchaseOrder/line[1]/quantity', code: 'union-mismatch' },
      { path: '/purchaseOrder/line[2]/item', code: 'union-mismatch' },
    ],
  },
  {
    name: "a union member's value outside the union's own enumeration",
    instance: 'purchase-order/instances/purchaseOrder.2.xml',
    change: (value) => {
      value.priority = 7;
    },
    want: [{ path: '/purchaseOrder/priority', code: 'enumeration-mismatch' }],
  },
  {
    name: 'a raw element in a namespace the wildcard does not accept',
    instance: 'envelope/instances/Envelope.1.xml',
    change: (value) => {
      value.Header.$any.push({ namespace: 'urn:example:envelope', local: 'Odd', xml: '<Odd xmlns="urn:example:envelope"/>' });
    },
    want: [{ path: '/Envelope/Header/Odd', code: 'namespace-not-allowed' }],
  },
  {
    name: 'raw XML standing for an xs:anyType element under another name',
    instance: 'audit/instances/auditLog.1.xml',
    change: (value) => {
      value.entry[1].context = { namespace: 'urn:example:audit', local: 'other', xml: '<other xmlns="urn:example:audit"/>' };
    },
    want: [{ path: '/auditLog/entry[2]/context', code: 'name-mismatch' }],
  },
  {
    name: 'a substitution group member outside its facets; a required group emptied',
    instance: 'payments/instances/checkout.1.xml',
    change: (value) => {
      value.paymentMethod[0].value.number = '4111 1111 1111 1111';
      value.refund.paymentMethod = undefined;
    },
    want: [
      { path: '/checkout/creditCard[1]/number', code: 'pattern-mismatch' },
      { path: '/checkout/refund', code: 'xsd-missing-element' },
    ],
  },
  {
    name: "simpleContent restrictions: the restricted text's facets (maximum, enumeration, item count)",
    instance: 'pricing/instances/priceList.1.xml',
    change: (value) => {
      value.item[0].fee.$value = '100.50';
      value.item[0].tariff.$value = '3.00';
      value.item[0].labels.$value = ['a', 'b', 'c'];
    },
    want: [
      { path: '/priceList/item[1]/fee', code: 'value-too-large' },
      { path: '/priceList/item[1]/labels', code: 'length-too-long' },
      { path: '/priceList/item[1]/tariff', code: 'enumeration-mismatch' },
    ],
  },
  {
    name: 'mixed content: a required child element taken out, a child value outside its type',
    instance: 'article/instances/article.1.xml',
    change: (value) => {
      value.address.$mixed = value.address.$mixed.filter((item: { $element?: string }) => item.$element !== 'city');
      value.para[0].$mixed.push({ $element: 'count', value: -1 });
    },
    want: [
      { path: '/article/address', code: 'xsd-missing-element' },
      // the third count of the paragraph (two in the document), by its index as libxml2 names it
      { path: '/article/para[1]/count[3]', code: 'integer-out-of-range' },
    ],
  },
  {
    name: 'ordered children: a required element taken out of the content list',
    instance: 'settings/instances/settings.1.xml',
    change: (value) => {
      value.$content.shift();
    },
    want: [{ path: '/settings', code: 'xsd-missing-element' }],
  },
  {
    name: "union members by their lexical space: no member takes a string that is no NCName",
    instance: 'catalog/instances/catalog.1.xml',
    change: (value) => {
      // The items of a repeated choice, in document order (`$content`).
      const items = value.$content.filter((child: { $element: string }) => child.$element === 'item');
      expect(items.map((item: { value: { $code: unknown } }) => item.value.$code)).toStrictEqual([12, 'abc']);
      items[1].value.$code = 'a b';
    },
    // A `$content` child's path carries its index among its namesakes, as libxml2's does.
    want: [{ path: '/catalog/item[2]/@code', code: 'union-mismatch' }],
  },
];

const order = (body: string) =>
  `<purchaseOrder xmlns="urn:example:po"><orderNo>1</orderNo>${body}<deliverBy>asap</deliverBy></purchaseOrder>`;

const envelope = (body: string, attributes = '') =>
  `<Envelope xmlns="urn:example:envelope"${attributes}>${body}</Envelope>`;

const checkout = (body: string) =>
  `<checkout xmlns="urn:example:checkout" xmlns:pay="urn:example:payments"><orderId>1</orderId>${body}</checkout>`;
const voucher = '<v:voucher xmlns:v="urn:example:vouchers"><pay:amount>1</pay:amount><v:code>C</v:code></v:voucher>';

const prices = (owner: string, item = '<list currency="USD">1</list>') =>
  `<priceList xmlns="urn:example:pricing"><owner id="o">${owner}</owner><item>${item}</item></priceList>`;

const article = (body: string) =>
  `<article xmlns="urn:example:article"><title>T</title><para>p</para>${body}</article>`;

const settings = (body: string) =>
  `<settings xmlns="urn:example:settings"><profile>p</profile>${body}</settings>`;

export const DECODE_REFUSALS: DecodeRefusal[] = [
  {
    name: 'a repeated pair out of order (value before its key)',
    set: 'settings',
    xml: settings('<value>v</value><key>k</key>'),
    code: 'element-unexpected',
  },
  {
    name: 'a repeated group element after the element that follows the group',
    set: 'settings',
    xml: settings('<key>a</key><route><stop>s</stop></route><key>b</key>'),
    code: 'element-unexpected',
  },
  {
    name: 'a repeated choice branch of a sequence with its second element first',
    set: 'settings',
    xml: settings('<route><wait>PT1M</wait><via>A</via></route>'),
    code: 'element-unexpected',
  },
  {
    name: 'mixed content: children out of sequence order',
    set: 'article',
    xml: article('<address>at <city>c</city> on <street>s</street></address>'),
    code: 'element-unexpected',
  },
  {
    name: 'mixed content: an undeclared child element',
    set: 'article',
    xml: article('<address><street>s</street><city>c</city><u>x</u></address>'),
    code: 'element-unknown',
  },
  {
    name: 'mixed content: a required child missing',
    set: 'article',
    xml: article('<address>only text <street>s</street></address>'),
    code: 'element-missing',
  },
  {
    name: 'text where the content is not mixed',
    set: 'article',
    xml: '<article xmlns="urn:example:article"><title>T</title>loose text<para/></article>',
    code: 'text-unexpected',
  },
  {
    name: 'an attribute a simpleContent restriction prohibits',
    set: 'pricing',
    xml: prices('<name>a</name><email>e</email>', '<list currency="USD">1</list><fee currency="EUR" precision="2">1</fee>'),
    code: 'attribute-unknown',
  },
  {
    name: 'an attribute outside the type a restriction redeclared it with',
    set: 'pricing',
    xml: prices('<name>a</name><email>e</email>', '<list currency="USD">1</list><fee currency="USD">1</fee>'),
    code: 'value-invalid',
  },
  {
    name: "an element a complexContent restriction made required",
    set: 'pricing',
    xml: prices('<name>a</name>'),
    code: 'element-missing',
  },
  {
    name: 'a second element a complexContent restriction allows once',
    set: 'pricing',
    xml: prices('<name>a</name><email>e</email><phone>1</phone><phone>2</phone>'),
    code: 'element-duplicate',
  },
  {
    name: 'an abstract head standing in the document itself',
    set: 'payments',
    xml: checkout('<pay:paymentMethod><pay:amount>1</pay:amount></pay:paymentMethod>'),
    code: 'element-unknown',
  },
  {
    name: 'more group members than the head reference allows',
    set: 'payments',
    xml: checkout(voucher.repeat(4)),
    code: 'element-unexpected',
  },
  {
    name: 'a second member where the head may occur once',
    set: 'payments',
    xml: checkout(`${voucher}<refund>${voucher}${voucher}</refund>`),
    code: 'element-duplicate',
  },
  {
    name: 'a member out of sequence order',
    set: 'payments',
    xml: checkout(`<pay:remark>r</pay:remark>${voucher}`),
    code: 'element-unexpected',
  },
  {
    name: 'a required element of xs:anyType missing',
    set: 'audit',
    xml: '<auditLog xmlns="urn:example:audit"><entry><at>2024-01-01T00:00:00Z</at><actor>a</actor><tag/></entry></auditLog>',
    code: 'element-missing',
  },
  {
    name: 'an element of the target namespace where only ##other is open',
    set: 'envelope',
    xml: envelope('<Header><Bogus/></Header><Body/>'),
    code: 'element-unknown',
  },
  {
    name: 'an element after a wildcard that comes last in the sequence',
    set: 'envelope',
    xml: envelope('<Body/><x:late xmlns:x="urn:x"/><Header/>'),
    code: 'element-unexpected',
  },
  {
    name: 'an unqualified attribute where only ##other attributes are open',
    set: 'envelope',
    xml: envelope('<Body/>', ' plain="1"'),
    code: 'attribute-unknown',
  },
  {
    name: 'more elements than a wildcard maxOccurs (the declared element given again goes to it)',
    set: 'purchase-order',
    xml: order('<line><item>x</item><quantity>1</quantity></line>').replace(
      '</purchaseOrder>',
      '<comments><note>a</note><note>b</note><note>c</note><note>d</note></comments></purchaseOrder>',
    ),
    code: 'element-unexpected',
  },
  {
    name: 'a text no union member accepts',
    set: 'purchase-order',
    xml: order('<line><item>x</item><quantity>many</quantity></line>'),
    code: 'value-invalid',
  },
  {
    name: 'a union value outside its own enumeration',
    set: 'purchase-order',
    xml: order('<priority>4</priority><line><item>x</item><quantity>1</quantity></line>'),
    code: 'value-invalid',
  },
  {
    name: 'an attribute no union member accepts',
    set: 'purchase-order',
    xml: order('<line giftWrap="maybe"><item>x</item><quantity>1</quantity></line>'),
    code: 'value-invalid',
  },
  {
    name: 'a list item that is not a decimal',
    set: 'telemetry',
    xml: telemetry(sensorBody('0 x 2')),
    code: 'value-invalid',
  },
  {
    name: 'a list item outside an enumeration',
    set: 'telemetry',
    xml: telemetry(sensorBody('0 1 2', 'mon funday')),
    code: 'value-invalid',
  },
  {
    name: 'an attribute list item that is not an unsignedByte',
    set: 'telemetry',
    xml: telemetry(sensorBody(), 'id="s1" channels="1 300"'),
    code: 'value-invalid',
  },
];
