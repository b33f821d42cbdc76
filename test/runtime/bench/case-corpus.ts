/**
 * Realistic 0.3-beta CaseResponse documents for the reader benchmark: pretty-printed like the
 * API's samples, with nested CaseTypes / GroupedUser / VMRS elements, nils, money and timestamps.
 */
export const NS = {
  case: 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseResponse',
  ct: 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes',
  g: 'http://www.decisiv.net/platform_api/0.2/Case/GroupedUser',
  vmrs: 'http://www.decisiv.net/platform_api/0.2/Case/VMRS',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

const URLS = [
  'URL',
  'estimateURL',
  'assetURL',
  'customerURL',
  'billingCustomerURL',
  'shippingCustomerURL',
  'serviceLocationURL',
  'notesURL',
  'attachmentsURL',
  'subcasesURL',
  'closeURL',
  'openURL',
];
const TIMES = [
  'downtime',
  'uptime',
  'customerRequestedAppointmentTime',
  'serviceLocationSuggestedAppointmentTime',
  'confirmedAppointmentTime',
  'customerRequestedCompletionTime',
  'followupTime',
  'assetArrived',
  'assetCheckInTime',
  'etr',
];
const MONEY = [
  'invoiceAmount',
  'shopSupplies',
  'hazWaste',
  'freight',
  'tax',
  'partsTotal',
  'laborTotal',
  'coreTotal',
  'total',
];

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function oneCase(i: number): string {
  const base = `https://fleet.example.com/platform_api/cases/${1000 + i}`;
  const time = (k: number): string =>
    `2024-${pad((i % 12) + 1)}-${pad((k % 28) + 1)}T${pad(k % 24)}:${pad((i * 7) % 60)}:${pad((i * 13) % 60)}${k % 3 === 0 ? 'Z' : k % 3 === 1 ? '+00:00' : '.5'}`;
  const lines = [
    `<id>${1000 + i}</id>`,
    `<uuid>6f1c${pad(i, 4)}-2b3d-4e5f-8a9b-0c1d2e3f4a5b</uuid>`,
    ...URLS.map(
      (name, k) =>
        `<${name}>${base}/${name.replace('URL', '').toLowerCase() || 'self'}${k}</${name}>`,
    ),
    `<assignee><g:id>${200 + (i % 17)}</g:id><g:URL>https://fleet.example.com/platform_api/users/${200 + (i % 17)}</g:URL><g:name>Pat Morgan</g:name><g:groupName>Road Service</g:groupName></assignee>`,
    `<primaryContact><ct:name>Dana Smith</ct:name><ct:phone>+1 260 555 01${pad(i % 100)}</ct:phone><ct:email>dana.smith@example.com</ct:email><ct:relation>driver</ct:relation></primaryContact>`,
    `<breakdown><ct:driverName>Lee O&apos;Brien</ct:driverName><ct:driverPhone xsi:nil="true"/><ct:location>I-69 mile marker ${i % 300}</ct:location><ct:city>Fort Wayne</ct:city><ct:state>IN</ct:state></breakdown>`,
    `<assetInformation><ct:engineHours>${5000 + i}</ct:engineHours><ct:mileage>${120000 + i * 37}</ct:mileage><ct:trailer><ct:unitNumber>T-${i % 90}</ct:unitNumber><ct:loaded>${i % 2 === 0}</ct:loaded></ct:trailer></assetInformation>`,
    `<cause>Tire failure &amp; rim damage after debris strike on the highway shoulder.</cause>`,
    `<correction>Replaced steer tire and rim; torqued lugs to spec; road tested.</correction>`,
    `<complaint>Driver reports loud bang and pull to the right at ${55 + (i % 10)} mph.</complaint>`,
    `<severity>${i % 5}.${i % 10}</severity>`,
    `<originationEvent xsi:nil="true"/>`,
    `<ct:customComplaintCodes><ct:code>TIRE</ct:code><ct:code>RIM-${i % 4}</ct:code></ct:customComplaintCodes>`,
    ...TIMES.map((name, k) => `<${name}>${time(k + i)}</${name}>`),
    `<atr xsi:nil="true"/>`,
    `<ct:status><ct:name>${i % 3 === 0 ? 'Open' : 'In Progress'}</ct:name></ct:status>`,
    `<poNumber>PO-${88000 + i}</poNumber>`,
    `<roNumber>RO-${44000 + i}</roNumber>`,
    `<invoiceNumber>INV-${i}</invoiceNumber>`,
    `<invoiceDate>2024-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}</invoiceDate>`,
    `<authNumber>AUTH-${i % 1000}</authNumber>`,
    `<tagNumber>${i % 500}</tagNumber>`,
    ...MONEY.map(
      (name, k) => `<${name}>${(i * 13 + k * 101) % 5000}.${pad((i + k) % 100)}</${name}>`,
    ),
    `<createdAt>${time(1)}</createdAt>`,
    `<updatedAt>${time(2)}</updatedAt>`,
    `<closed>${i % 4 === 0}</closed>`,
    `<vmrs><vmrs:code14><vmrs:code>${pad(i % 100)}</vmrs:code><vmrs:description>Breakdown</vmrs:description></vmrs:code14><vmrs:complaintCode33><vmrs:code>017-001-${pad(i % 1000, 3)}</vmrs:code><vmrs:description>Tire, steer</vmrs:description></vmrs:complaintCode33></vmrs>`,
  ];
  return `  <case>\n${lines.map((line) => `    ${line}`).join('\n')}\n  </case>\n`;
}

/** A `cases` collection document of `count` cases (about 3.4 KB per case). */
export function makeCasesDocument(count: number, offset = 0): string {
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n<cases xmlns="${NS.case}" xmlns:ct="${NS.ct}" xmlns:g="${NS.g}" xmlns:vmrs="${NS.vmrs}" xmlns:xsi="${NS.xsi}">\n`;
  for (let i = 0; i < count; i++) out += oneCase(offset + i);
  return out + '</cases>\n';
}
