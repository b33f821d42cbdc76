/**
 * The vocabulary the mock's seed draws from: fleets, shops, trucks, engines, repair jobs and
 * parts as a heavy-duty service network would have them.
 */

/** Shops: name, street, city, state, postal code, area code. */
export const SHOPS = [
  ['Interstate Truck Center', '4100 Industrial Pkwy', 'Columbus', 'OH', '43219', '614'],
  ['Lakeshore Diesel Service', '880 Harbor Rd', 'Cleveland', 'OH', '44114', '216'],
  ['Music City Fleet Repair', '2210 Murfreesboro Pike', 'Nashville', 'TN', '37217', '615'],
  ['Gateway Heavy Duty', '1500 S Broadway', 'St. Louis', 'MO', '63104', '314'],
  ['Lone Star Truck & Trailer', '7700 I-35 Service Rd', 'Dallas', 'TX', '75247', '214'],
  ['Peach State Diesel', '3400 Fulton Industrial Blvd', 'Atlanta', 'GA', '30336', '404'],
  ['Rocky Mountain Fleet Care', '5600 Brighton Blvd', 'Denver', 'CO', '80216', '303'],
  ['Cascade Truck Repair', '2800 Airport Way S', 'Seattle', 'WA', '98134', '206'],
  ['Desert Diesel Works', '3300 W Buckeye Rd', 'Phoenix', 'AZ', '85009', '602'],
  ['Twin Cities Truck Service', '900 Kasota Ave', 'Minneapolis', 'MN', '55414', '612'],
  ['Bluegrass Fleet Service', '4500 Poplar Level Rd', 'Louisville', 'KY', '40213', '502'],
  ['Carolina Heavy Truck', '6100 Old Dowd Rd', 'Charlotte', 'NC', '28208', '704'],
] as const;

/** Fleets: company name and home state. */
export const FLEETS = [
  ['Lakeshore Freight Lines', 'OH'],
  ['Buckeye Transport Co', 'OH'],
  ['Volunteer Logistics', 'TN'],
  ['Gateway Cartage', 'MO'],
  ['Red River Haulers', 'TX'],
  ['Southern Crescent Trucking', 'GA'],
  ['Front Range Distribution', 'CO'],
  ['Evergreen Carriers', 'WA'],
  ['Saguaro Express', 'AZ'],
  ['North Star Freight', 'MN'],
  ['Derby City Delivery', 'KY'],
  ['Piedmont Motor Freight', 'NC'],
] as const;

/** Trucks: make, model, WMI, engine make, engine, displacement, horsepower. */
export const TRUCKS = [
  ['Freightliner', 'Cascadia 126', '3AK', 'Detroit', 'DD15', '14.8L', '505'],
  ['Kenworth', 'T680', '1XK', 'PACCAR', 'MX-13', '12.9L', '510'],
  ['Peterbilt', '579', '1XP', 'PACCAR', 'MX-13', '12.9L', '455'],
  ['Volvo', 'VNL 860', '4V4', 'Volvo', 'D13', '12.8L', '500'],
  ['International', 'LT625', '3HS', 'Cummins', 'X15', '14.9L', '565'],
  ['Mack', 'Anthem', '1M1', 'Mack', 'MP8', '12.8L', '505'],
] as const;

/** Model-year codes of VIN position 10. */
export const YEARS = [
  ['2019', 'K'],
  ['2020', 'L'],
  ['2021', 'M'],
  ['2022', 'N'],
  ['2023', 'P'],
] as const;

/** People's names. */
export const PEOPLE = [
  'Dana Whitfield', 'Luis Ortega', 'Priya Raman', 'Marcus Bell', 'Hannah Kowalski', 'Tomás Herrera',
  'Grace Okafor', 'Ethan Brooks', 'Mei Lin', 'Caleb Turner', 'Sofia Marino', 'Andre Dupree',
  'Keisha Grant', 'Owen Fitzgerald', 'Yuki Tanaka', 'Rosa Delgado', 'Victor Nguyen', 'Leah Schwartz',
] as const;

/** Repair jobs: item code, name, complaint, cause, correction, VMRS 33, 14, 15, 18, 79 codes. */
export const JOBS = [
  ['WP-R', 'Replace water pump', 'Coolant leak at water pump', 'Water pump seal failure', 'Replaced water pump and gasket', '042-003-001', '01', '1', 'AB', 'LF'],
  ['BRK-ADJ', 'Adjust slack adjusters', 'Brakes out of adjustment', 'Worn slack adjuster', 'Replaced and adjusted slack adjusters', '013-001-002', '02', '2', 'BR', 'RR'],
  ['PM-A', 'Preventive maintenance A', 'Scheduled PM due', 'Mileage interval reached', 'Performed PM A service', '045-001-001', '03', '3', 'PM', 'NA'],
  ['ALT-R', 'Replace alternator', 'Battery light on', 'Alternator output low', 'Replaced alternator', '031-002-001', '01', '1', 'EL', 'FR'],
  ['TIRE-R', 'Replace steer tire', 'Tread below limit', 'Normal wear', 'Mounted and balanced new steer tire', '017-001-001', '02', '1', 'TR', 'LF'],
  ['DEF-R', 'Replace DEF pump', 'Check engine light, DEF fault', 'DEF pump failure', 'Replaced DEF pump and cleared codes', '043-010-003', '01', '2', 'EX', 'NA'],
] as const;

/** Parts: name, part number, unit price, unit core price, source. */
export const PARTS = [
  ['Water pump assembly', 'WP-4089', '412.50', '85.00', 'FleetPride'],
  ['Water pump gasket', 'GK-1120', '18.75', '0.00', 'FleetPride'],
  ['Automatic slack adjuster', 'SA-65110', '96.40', '20.00', 'TruckPro'],
  ['Oil filter', 'LF-9080', '32.10', '0.00', 'Fleetguard'],
  ['Alternator 160A', 'ALT-8600', '389.00', '120.00', 'TruckPro'],
  ['Steer tire 295/75R22.5', 'TR-29575', '468.00', '0.00', 'Goodyear'],
  ['DEF pump module', 'DEF-2871', '1025.00', '250.00', 'Dealer'],
] as const;

/** The statuses a consumer may assign (GET /cases/{id}/statuses). */
export const CASE_STATUSES = [
  'Open',
  'Waiting for Estimate',
  'Estimate Approved',
  'Repair In Progress',
  'Waiting on Parts',
  'Repair Complete',
  'Invoiced',
] as const;

/** Departments every shop has. */
export const DEPARTMENTS = [
  { code: 'SVC-01', description: 'Light Duty Service' },
  { code: 'SVC-02', description: 'Heavy Duty Service' },
  { code: 'TIRE', description: 'Tire Shop' },
] as const;

/** Program types every shop offers. */
export const PROGRAM_TYPES = ['Roadside Assistance', 'Preventive Maintenance', 'Warranty Repair'] as const;
