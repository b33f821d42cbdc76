/**
 * Seeds the mock store, deterministically (same seed, same data): 12 service locations with 3
 * users each, 12 customers, 30 assets with valid VINs, and 14 cases, each with 2 notes, an
 * attachment, and an estimate of 2 line items with parts and a first version. Enough rows to show
 * the page sizes of SPEC.md (10 assets, customers and service locations; 5 cases per page).
 */
import { SeededRandom, vin } from './random.js';
import { createVersion } from './records.js';
import { CASE_STATUSES, DEPARTMENTS, FLEETS, JOBS, PARTS, PEOPLE, PROGRAM_TYPES, SHOPS, TRUCKS, YEARS } from './seed-data.js';
import type { MockStore } from './store.js';

/** The default seed. */
export const DEFAULT_SEED = 20240301;

const BASE = Date.UTC(2024, 2, 1, 8, 0, 0);
const HOUR = 3600 * 1000;

function at(hours: number): string {
  return new Date(BASE + hours * HOUR).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function phone(random: SeededRandom, area: string): string {
  return `+1 ${area}-555-${String(random.int(100, 9999)).padStart(4, '0')}`;
}

/** Fills an empty store. */
export function seedStore(store: MockStore, seed: number = DEFAULT_SEED): void {
  const random = new SeededRandom(seed);
  SHOPS.forEach(([name, address, city, state, postalCode, area], index) => {
    const id = store.nextId('serviceLocation');
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
    store.serviceLocations.set(id, {
      id, externalId: `SL-${1000 + index}`, name, address, city, state, postalCode, country: 'US',
      phone: phone(random, area), fax: phone(random, area), email: `service@${slug}.example`,
      departments: DEPARTMENTS.map((department) => ({ ...department })),
      programTypes: PROGRAM_TYPES.map((description) => ({ description })),
      createdAt: at(-2000 + index * 24), updatedAt: at(-1000 + index * 24),
    });
    for (let user = 0; user < 3; user++) {
      const person = PEOPLE[(index * 3 + user) % PEOPLE.length]!;
      const userId = store.nextId('user');
      store.users.set(userId, {
        id: userId, name: person, username: person.toLowerCase().replace(/[^a-z]+/g, '.'),
        groupName: name, serviceLocationId: id,
      });
    }
  });
  FLEETS.forEach(([companyName, state], index) => {
    const id = store.nextId('customer');
    const shop = SHOPS[index]!;
    store.customers.set(id, {
      id, externalID: `CUST-${7000 + index}`, companyName, address1: `${100 + index * 7} Commerce Dr`,
      city: shop[2], state, postalCode: shop[4], countryCode: 'US',
      emailAddress: `fleet@${companyName.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      phoneNumber: phone(random, shop[5]), faxNumber: phone(random, shop[5]),
      customerNumber: `C${String(52000 + index)}`, accountNumber: `AC-${random.chars('0123456789', 6)}`,
      createdAt: at(-1900 + index * 12), updatedAt: at(-900 + index * 12),
    });
  });
  for (let index = 0; index < 30; index++) {
    const id = store.nextId('asset');
    const [make, model, wmi, engineMake, engine, displacement, horsepower] = TRUCKS[index % TRUCKS.length]!;
    const [year, yearCode] = YEARS[index % YEARS.length]!;
    store.assets.set(id, {
      id, customerId: String((index % 12) + 1), VIN: vin(random, wmi, yearCode), serialNumber: `SN${random.chars('0123456789', 8)}`,
      year, make, model, engine, engineDisplacement: displacement, engineFuel: 'Diesel', engineHorsepower: horsepower, engineMake,
      engineSerialNumber: `ESN${random.chars('0123456789', 8)}`, engineHours: random.int(2000, 24000),
      chassisID: `CH-${random.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6)}`, mileage: random.int(40000, 720000),
      unitNumber: `UNIT-${String(101 + index)}`, warrantyStartDate: `${year}-0${(index % 9) + 1}-15`,
      recallPending: index % 7 === 0, assetType: index % 5 === 0 ? 'Trailer' : 'Tractor',
      department: { ...DEPARTMENTS[index % DEPARTMENTS.length]! },
      createdAt: at(-1500 + index * 10), updatedAt: at(-500 + index * 10),
    });
  }
  for (let index = 0; index < 14; index++) seedCase(store, random, index);
}

function seedCase(store: MockStore, random: SeededRandom, index: number): void {
  const id = store.nextId('case');
  const asset = store.assets.get(String((index % 10) + 1))!;
  const serviceLocationId = String((index % 4) + 1);
  const location = store.serviceLocations.get(serviceLocationId)!;
  const job = JOBS[index % JOBS.length]!;
  const created = at(index * 6);
  const assigneeId = String((Number(serviceLocationId) - 1) * 3 + 1 + (index % 3));
  const contact = PEOPLE[(index + 5) % PEOPLE.length]!;
  store.cases.set(id, {
    id, uuid: random.uuid(), assetId: asset.id, serviceLocationId, customerId: asset.customerId,
    billingCustomerId: asset.customerId, assigneeId, closed: index % 5 === 4,
    fields: {
      primaryContact: { name: contact, phone: phone(random, '614'), relation: 'Fleet manager', email: `${contact.split(' ')[0]!.toLowerCase()}@fleet.example` },
      breakdown: { driverName: PEOPLE[(index + 9) % PEOPLE.length], driverPhone: phone(random, '615'), location: `I-${[70, 40, 65, 75][index % 4]} mile ${random.int(5, 240)}`, city: location.city, state: location.state },
      assetInformation: { mileage: asset.mileage, engineHours: asset.engineHours, trailer: { unitNumber: `TR-${5500 + index}`, loaded: index % 2 === 0 } },
      complaint: job[2], cause: job[3], correction: index % 5 === 4 ? job[4] : null,
      severity: `${(index % 3) + 1}.0`, originationEvent: 'platform_api',
      customComplaintCodes: { code: [`CC-${job[0]}`] },
      downtime: at(index * 6 - 2), customerRequestedAppointmentTime: at(index * 6 + 2), etr: at(index * 6 + 30),
      status: { name: CASE_STATUSES[index % CASE_STATUSES.length] },
      poNumber: `PO-${884100 + index}`, roNumber: `RO-${22010 + index}`, authNumber: `AUTH-${5500 + index}`, tagNumber: `LOT-${10 + index}`,
      department: { ...DEPARTMENTS[index % 2]! }, programType: { description: PROGRAM_TYPES[index % PROGRAM_TYPES.length] },
      vmrs: { code14: { code: job[6], description: 'Reason for repair' }, complaintCode33: { code: job[5], description: job[1] } },
    },
    createdAt: created, updatedAt: at(index * 6 + 1),
  });
  const estimateId = store.nextId('estimate');
  store.cases.get(id)!.estimateId = estimateId;
  store.estimates.set(estimateId, {
    id: estimateId, uuid: random.uuid(), caseId: id, shopSupplies: random.money(10, 40), hazWaste: random.money(0, 15),
    freight: random.money(0, 60), tax: random.money(20, 90),
    additionalCharges: [{ id: store.nextId('charge'), category: 'Environmental', code: 'ENV', description: 'Fluid disposal', amount: random.money(5, 25) }],
    createdAt: at(index * 6 + 3), updatedAt: at(index * 6 + 4),
  });
  for (let item = 0; item < 2; item++) seedItem(store, random, estimateId, (index + item) % JOBS.length, assigneeId, at(index * 6 + 3));
  createVersion(store, estimateId, at(index * 6 + 5));
  for (let note = 0; note < 2; note++) {
    const noteId = store.nextId('note');
    store.notes.set(noteId, {
      id: noteId, caseId: id, message: note === 0 ? `Truck checked in; ${job[2].toLowerCase()}.` : 'Estimate sent to the fleet for approval.',
      public: note === 1, senderId: assigneeId, recipientIds: [String(((Number(assigneeId) + note) % 36) + 1)],
      createdAt: at(index * 6 + 2 + note), updatedAt: at(index * 6 + 2 + note),
    });
  }
  const attachmentId = store.nextId('attachment');
  store.attachments.set(attachmentId, {
    id: attachmentId, caseId: id, description: 'Inspection report', filename: `inspection-${id}.pdf`, contentType: 'application/pdf',
    data: new TextEncoder().encode(`%PDF-1.4\n% fleetcase mock inspection report for case ${id}\n%%EOF\n`),
    internal: false, public: true, senderId: assigneeId, createdAt: at(index * 6 + 2), updatedAt: at(index * 6 + 2),
  });
}

function seedItem(store: MockStore, random: SeededRandom, estimateId: string, jobIndex: number, assigneeId: string, created: string): void {
  const job = JOBS[jobIndex]!;
  const id = store.nextId('item');
  store.items.set(id, {
    id, estimateId, assigneeId,
    fields: {
      code: job[0], name: job[1], complaint: job[2], cause: job[3], correction: job[4], jobCode: `JC-${10 + jobIndex}`, priceCode: 'STD',
      workStatus: { code: 'start', timestamp: created }, soldStatus: 'sold', underWarranty: jobIndex % 4 === 0,
      billingClassification: jobIndex % 4 === 0 ? 'warranty' : 'billable',
      labor: { rate: '145.00', hours: random.money(0.5, 4), skillLevel: 'B' },
      vmrs: {
        code14: { code: job[6], description: 'Reason for repair' }, code15: { code: job[7], description: 'Work accomplished' },
        code18: { code: job[8], description: 'Technician failure cause' }, code79: { code: job[9], description: 'Position' },
        code33: { code: job[5], description: job[1] },
      },
      approvalGroupTag: `group-${(jobIndex % 2) + 1}`,
    },
    createdAt: created, updatedAt: created,
  });
  for (let part = 0; part < 1 + (jobIndex % 2); part++) {
    const [name, partNumber, unitPrice, unitCorePrice, source] = PARTS[(jobIndex + part) % PARTS.length]!;
    const partId = store.nextId('part');
    store.parts.set(partId, {
      id: partId, itemId: id, name, partNumber, quantity: String(1 + part), quantityShipped: 1 + part, quantityBackordered: 0,
      unitPrice, coreQuantity: unitCorePrice === '0.00' ? '0' : '1', unitCorePrice, source, salesman: { id: '1', name: PEOPLE[0] },
      createdAt: created, updatedAt: created,
    });
  }
}
