/**
 * Decision 059: the search codes of an imported row. A feed writes words ('Cab Chassis', '6 Speed Sports
 * Automatic', 'Unleaded Petrol', 'Four Wheel Drive'); search filters on the platform's codes (`simple_body`
 * 'cabChassis', `simple_transmission` 'Automatic', …). The feed's words are kept as they are for the vehicle
 * page; a word that matches no code leaves the code empty (the car is listed, just not under that filter),
 * never a guess.
 */

/** Body words as exports write them (lower case, single spaces) → the platform's body code. */
const BODY_WORDS: Readonly<Record<string, string>> = {
  suv: 'suv',
  'sports utility': 'suv',
  'sport utility vehicle': 'suv',
  hatch: 'hatch',
  hatchback: 'hatch',
  sedan: 'sedan',
  ute: 'ute',
  utility: 'ute',
  'dual cab': 'ute',
  'double cab': 'ute',
  'extra cab': 'ute',
  'single cab': 'ute',
  pickup: 'ute',
  wagon: 'wagon',
  'station wagon': 'wagon',
  van: 'van',
  'panel van': 'van',
  coupe: 'coupe',
  convertible: 'convertible',
  cabriolet: 'convertible',
  roadster: 'convertible',
  'people mover': 'peopleMover',
  'cab chassis': 'cabChassis',
  'light truck': 'lightTruck',
  truck: 'lightTruck',
  motorcycle: 'motorcycle',
  motorbike: 'motorcycle',
  bike: 'motorcycle',
  scooter: 'motorcycle',
  hardtop: 'hardtop',
  'hard top': 'hardtop',
  caravan: 'hardtop',
  softtop: 'softtop',
  'soft top': 'softtop',
  'camper trailer': 'softtop',
  'pop top': 'softtop',
  'pop-top': 'softtop',
  motorhome: 'motorhome',
  'motor home': 'motorhome',
  campervan: 'motorhome',
  'camper van': 'motorhome',
  '4x4': '4x4',
  'four wheel drive': '4x4',
  bus: 'bus',
  'mini bus': 'bus',
  minibus: 'bus',
};

const words = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** 'Cab Chassis' → 'cabChassis'; codes given as codes ('peopleMover') read too. */
export function bodyCodeOf(body: string | null): string | null {
  if (body === null) return null;
  const word = words(body);
  return BODY_WORDS[word] ?? BODY_WORDS[words(body.replace(/([a-z])([A-Z])/g, '$1 $2'))] ?? null;
}

/** '6 Speed Manual' → 'Manual'; automatics in every form ('CVT', 'Dual Clutch', 'Auto') → 'Automatic'. */
export function transmissionCodeOf(transmission: string | null): string | null {
  if (transmission === null) return null;
  const word = words(transmission);
  if (/\bautomated manual\b/.test(word)) return 'Automatic';
  if (/\bmanual\b|^m$|\bmt\b/.test(word)) return 'Manual';
  if (/\bauto|\bcvt\b|\bdct\b|dual clutch|\bat\b|^a$|reduction gear|sequential/.test(word))
    return 'Automatic';
  return null;
}

/** 'Unleaded Petrol' → 'Petrol', 'Plug-in Hybrid (Petrol)' → 'Plug-in Hybrid', 'EV' → 'Electric'. */
export function fuelCodeOf(fuel: string | null): string | null {
  if (fuel === null) return null;
  const word = words(fuel);
  if (/plug ?-?in|\bphev\b/.test(word)) return 'Plug-in Hybrid';
  if (/hybrid|\bhev\b/.test(word)) return 'Hybrid';
  if (/electric|^ev$|\bbev\b/.test(word)) return 'Electric';
  if (/diesel/.test(word)) return 'Diesel';
  if (/petrol|unleaded|\bulp\b|\bpulp\b|gasoline/.test(word)) return 'Petrol';
  return null;
}

/** 'Front Wheel Drive' → 'FWD', '4WD' and '4x4' → '4X4' (the codes the search's drive filter uses). */
export function driveCodeOf(drive: string | null): string | null {
  if (drive === null) return null;
  const word = words(drive);
  if (/^fwd$|front/.test(word)) return 'FWD';
  if (/^rwd$|rear/.test(word)) return 'RWD';
  if (/^awd$|all wheel/.test(word)) return 'AWD';
  if (/^4wd$|^4x4$|four wheel/.test(word)) return '4X4';
  return null;
}

const CARAVAN_BODIES: ReadonlySet<string> = new Set(['hardtop', 'softtop', 'motorhome']);

/** The listing's item type from its body code: motorcycles and caravan-yard stock are told apart by body. */
export function itemTypeOf(bodyCode: string | null): 'car' | 'motorcycle' | 'truck' | 'caravan' {
  if (bodyCode === 'motorcycle') return 'motorcycle';
  if (bodyCode === 'lightTruck') return 'truck';
  if (bodyCode !== null && CARAVAN_BODIES.has(bodyCode)) return 'caravan';
  return 'car';
}
