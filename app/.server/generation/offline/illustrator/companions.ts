/**
 * What each companion is drawn as: the table of every kind word (app/.server/generation/profile/
 * kinds.ts) to a drawing. People use the person rig with their role's age and look; animals and
 * creatures the beast rig or a Fluent Emoji icon; vehicles the machine kit with friendly eyes;
 * robots and cuddly toys the person rig in metal or fur. A kind with no drawing becomes a friendly,
 * clearly non-human creature, never a random person.
 */
import { hashString } from './random'
import type { CompanionCategory, Face, Pose, SceneCompanion } from '~/.server/generation/scene'
import { KINDS, type PersonAge } from '../../profile/kinds'
import { type Actor, type Drawn, type DrawOptions, personActor, restyled } from './actors'
import { BEASTS, type BeastSpec, beastActor, zzz } from './beasts'
import { iconSvg } from './icons'
import { type MadeThing, madeActor } from './made'
import { AGE_GROUP, type Dress, familyLook, heroLook, personLook, type Pronouns, ROLE_STYLES, type RoleStyle } from './looks'
import { type MachineKind, machineActor } from './machines'
import { brightness, darken, lighten, mix } from './palettes'
import { type AgeGroup, buildOf, childBuild, type Hat, type PersonLook } from './person'
import { circle, ellipse, group, n, path, type Pt, rect, strokeD } from './svg'

export type Drawing =
  | { by: 'person'; age?: AgeGroup; role?: string; pronoun?: 'she' | 'he' }
  | { by: 'beast'; species: string; ride?: Actor['ride']; metal?: boolean; grounded?: boolean }
  | {
      by: 'icon'
      icon: string
      height: number
      faces?: 1 | -1
      flies?: boolean
      swims?: boolean
      /** Swims, and lies out on rocks and sand too (a seal, a turtle): never put in a bowl. */
      hauls?: boolean
      ride?: Actor['ride']
      paint?: string
      /** A toy of the animal: wound up by a key (brass, riveted) or sewn (stitched seams, button eyes). */
      toy?: IconToy
    }
  | { by: 'machine'; machine: MachineKind; color?: string }
  | { by: 'robot'; color?: string; size?: number; form?: 'disc' }
  | { by: 'plush'; color: string; ears: 'round' | 'long' | 'pointy' | 'floppy'; size?: number; trunk?: boolean; marks?: PlushMarks }
  | { by: 'doll'; role?: string; size?: number }
  | { by: 'alien' }
  | { by: 'ghost' }
  | { by: 'serpent' }
  | { by: 'mermaid'; pronoun: 'she' | 'he' }
  | { by: 'friend' }
  /** A made thing come alive, drawn as itself with a face: a paper aeroplane, a snowman, a kite. */
  | { by: 'made'; thing: MadeThing }

/** A toy animal drawn from its icon: wound up, sewn, or made of wood, wool or plastic. */
export type IconToy = 'clockwork' | 'plush' | 'wooden' | 'knitted' | 'plastic'

/** What makes a cuddly toy that animal at a glance: a lion's mane, a tiger's stripes, a unicorn's horn, a panda's eye patches. */
export type PlushMarks = Pick<NonNullable<PersonLook['body']>, 'mane' | 'forelock' | 'stripes' | 'horn' | 'eyePatch'>

/** A beast's own marks, sewn onto its cuddly toy (a toy lion without its mane reads as a teddy). */
function plushMarks(spec: BeastSpec | undefined): PlushMarks | undefined {
  if (!spec) return undefined
  const marks: PlushMarks = {
    // A lion's mane rings its face; a horse's or a unicorn's is a forelock between the ears.
    ...(spec.mane ? (spec.snout === 'horse' ? { forelock: spec.mane } : { mane: spec.mane }) : {}),
    ...(spec.pattern === 'stripes' ? { stripes: spec.patternColor ?? '#3a2a1e' } : {}),
    ...(spec.horns === 'one' ? { horn: spec.hornColor ?? '#ffd93d' } : {}),
    ...(spec.eyePatch ? { eyePatch: spec.eyePatch } : {}),
  }
  return Object.keys(marks).length ? marks : undefined
}

const P = (age?: AgeGroup, role?: string, pronoun?: 'she' | 'he'): Drawing => ({
  by: 'person',
  ...(age ? { age } : {}),
  ...(role ? { role } : {}),
  ...(pronoun ? { pronoun } : {}),
})
const BEAST = (species: string, ride?: Actor['ride']): Drawing => ({ by: 'beast', species, ...(ride ? { ride } : {}) })
const ICON = (icon: string, height: number, extra: Partial<Extract<Drawing, { by: 'icon' }>> = {}): Drawing => ({
  by: 'icon',
  icon,
  height,
  ...extra,
})
const CAR = (machine: MachineKind): Drawing => ({ by: 'machine', machine })
const MADE = (thing: MadeThing): Drawing => ({ by: 'made', thing })
/** Beasts whose shape the teddy rig cannot sew (a giraffe's neck): as toys, their icon with seams and button eyes. */
const SHAPED_TOYS = new Set(['giraffe', 'crocodile'])
/** The tallest a sewn animal icon is drawn (a toy penguin or a toy sheep is a child's armful). */
const TOY_ICON_HEIGHT = 0.45
const HORSE_RIDE = { seat: 0.62, forward: -0.05 }

/**
 * Every companion kind word, and the other beings a page names, to a drawing. Keys are lower case;
 * the kinds table's keys and its nouns (the words scenes carry) are all here (a test checks).
 */
export const KIND_DRAWINGS: Readonly<Record<string, Drawing>> = {
  // People: family, friends and roles (the person rig; the kinds table gives the age).
  grandma: P('older', undefined, 'she'),
  granny: P('older', undefined, 'she'),
  nana: P('older', undefined, 'she'),
  nanna: P('older', undefined, 'she'),
  nan: P('older', undefined, 'she'),
  gran: P('older', undefined, 'she'),
  grandmother: P('older', undefined, 'she'),
  nanny: P('older', undefined, 'she'),
  oma: P('older', undefined, 'she'),
  abuela: P('older', undefined, 'she'),
  'grand-mère': P('older', undefined, 'she'),
  grandpa: P('older', undefined, 'he'),
  grandad: P('older', undefined, 'he'),
  granddad: P('older', undefined, 'he'),
  grandfather: P('older', undefined, 'he'),
  gramps: P('older', undefined, 'he'),
  opa: P('older', undefined, 'he'),
  abuelo: P('older', undefined, 'he'),
  mum: P('adult', undefined, 'she'),
  mummy: P('adult', undefined, 'she'),
  mom: P('adult', undefined, 'she'),
  mommy: P('adult', undefined, 'she'),
  mama: P('adult', undefined, 'she'),
  mother: P('adult', undefined, 'she'),
  dad: P('adult', undefined, 'he'),
  daddy: P('adult', undefined, 'he'),
  papa: P('adult', undefined, 'he'),
  father: P('adult', undefined, 'he'),
  auntie: P('adult', undefined, 'she'),
  aunt: P('adult', undefined, 'she'),
  aunty: P('adult', undefined, 'she'),
  uncle: P('adult', undefined, 'he'),
  'big sister': P('teen', undefined, 'she'),
  'older sister': P('teen', undefined, 'she'),
  'little sister': P('child', undefined, 'she'),
  'younger sister': P('child', undefined, 'she'),
  'baby sister': P('baby', undefined, 'she'),
  sister: P('child', undefined, 'she'),
  'big brother': P('teen', undefined, 'he'),
  'older brother': P('teen', undefined, 'he'),
  'little brother': P('child', undefined, 'he'),
  'younger brother': P('child', undefined, 'he'),
  'baby brother': P('baby', undefined, 'he'),
  brother: P('child', undefined, 'he'),
  'big sibling': P('teen'),
  'older sibling': P('teen'),
  'little sibling': P('child'),
  'younger sibling': P('child'),
  'baby sibling': P('baby'),
  sibling: P('child'),
  twin: P('child'),
  twins: P('child'),
  cousin: P('child'),
  'best friend': P('child'),
  'best mate': P('child'),
  mate: P('child'),
  friend: P('child'),
  classmate: P('child'),
  neighbour: P('adult'),
  neighbor: P('adult'),
  teacher: P('adult', 'teacher'),
  babysitter: P('teen'),
  godmother: P('adult', undefined, 'she'),
  godfather: P('adult', undefined, 'he'),
  girl: P('child', undefined, 'she'),
  boy: P('child', undefined, 'he'),
  kid: P('child'),
  child: P('child'),
  children: P('child'),
  baby: P('baby'),
  knight: P('adult', 'knight'),
  butler: P('adult', undefined, 'he'),
  "wizard's apprentice": P('child', 'young wizard'),
  'apprentice wizard': P('child', 'young wizard'),
  "pirate's cabin boy": P('child', undefined, 'he'),
  'cabin boy': P('child', undefined, 'he'),
  'cabin girl': P('child', undefined, 'she'),
  "knight's squire": P('teen'),
  squire: P('teen'),
  princess: P('teen', 'princess', 'she'),
  prince: P('teen', 'prince', 'he'),
  queen: P('adult', 'queen', 'she'),
  king: P('adult', 'king', 'he'),
  pirate: P('adult', 'pirate'),
  // A pirate captain in the tricorn and the long red coat, never a sea captain's cap.
  'pirate captain': P('adult', 'pirate captain'),
  wizard: P('older', 'wizard', 'he'),
  'woman wizard': P('older', 'wizard', 'she'),
  witch: P('adult', 'witch', 'she'),
  astronaut: P('adult', 'astronaut'),
  explorer: P('adult', 'explorer'),
  captain: P('adult', 'captain'),
  superhero: P('adult', 'superhero'),
  detective: P('adult', 'detective'),
  scientist: P('adult', 'scientist'),
  firefighter: P('adult', 'firefighter'),
  ninja: P('teen', 'ninja'),
  cowboy: P('adult', 'cowboy', 'he'),
  cowgirl: P('adult', 'cowgirl', 'she'),
  chef: P('adult', 'chef'),
  doctor: P('adult', 'doctor'),
  // People with a job, in its uniform.
  nurse: P('adult', 'nurse'),
  'police officer': P('adult', 'police officer'),
  'train driver': P('adult', 'engine driver'),
  'engine driver': P('adult', 'engine driver'),
  farmer: P('adult', 'farmer'),
  postman: P('adult', 'postman', 'he'),
  postwoman: P('adult', 'postwoman', 'she'),
  plumber: P('adult', 'plumber'),
  mechanic: P('adult', 'plumber'),
  builder: P('adult', 'worker'),
  footballer: P('adult', 'footballer'),
  lifeguard: P('adult', 'lifeguard'),
  fisherman: P('adult', 'fisherman', 'he'),
  baker: P('adult', 'baker'),
  cook: P('adult', 'cook'),
  gardener: P('adult', 'gardener'),
  'bus driver': P('adult', 'driver'),
  'lorry driver': P('adult', 'driver'),
  // Animals.
  dog: BEAST('dog'),
  puppy: BEAST('puppy'),
  pup: BEAST('puppy'),
  doggy: BEAST('dog'),
  // Breeds drawn in their shape: a terrier small and wiry, a sausage dog long, a poodle curly.
  terrier: BEAST('terrier'),
  'jack russell': BEAST('terrier'),
  schnauzer: BEAST('terrier'),
  dachshund: BEAST('sausage dog'),
  'sausage dog': BEAST('sausage dog'),
  poodle: BEAST('poodle'),
  cockapoo: BEAST('poodle'),
  sheepdog: BEAST('sheepdog'),
  collie: BEAST('sheepdog'),
  dalmatian: BEAST('dalmatian'),
  greyhound: BEAST('greyhound'),
  whippet: BEAST('greyhound'),
  pug: BEAST('pug'),
  chihuahua: BEAST('pug'),
  corgi: BEAST('corgi'),
  husky: BEAST('husky'),
  'german shepherd': BEAST('husky'),
  spaniel: BEAST('spaniel'),
  beagle: BEAST('spaniel'),
  cat: BEAST('cat'),
  kitten: BEAST('kitten'),
  kitty: BEAST('cat'),
  rabbit: BEAST('rabbit'),
  bunny: BEAST('rabbit'),
  hamster: BEAST('hamster'),
  'guinea pig': BEAST('guinea pig'),
  mouse: BEAST('mouse'),
  rat: ICON('rat', 0.15),
  horse: BEAST('horse', HORSE_RIDE),
  pony: BEAST('pony', HORSE_RIDE),
  'shetland pony': BEAST('shetland', HORSE_RIDE),
  shetland: BEAST('shetland', HORSE_RIDE),
  donkey: BEAST('donkey', HORSE_RIDE),
  cow: BEAST('cow'),
  pig: BEAST('pig'),
  piglet: ICON('pig', 0.35),
  sheep: ICON('ewe', 0.9),
  lamb: ICON('ewe', 0.55),
  goat: ICON('goat', 0.8),
  chicken: ICON('chicken', 0.45),
  hen: ICON('chicken', 0.45),
  duck: ICON('duck', 0.4),
  // A duckling is a little yellow duck, not a chick.
  duckling: ICON('duck', 0.24, { paint: '#f6cf45' }),
  goose: ICON('goose', 0.7),
  owl: ICON('owl', 0.45, { flies: true }),
  parrot: ICON('parrot', 0.45, { flies: true }),
  // A budgie is small and green, never a big pink parrot.
  budgie: ICON('parrot', 0.3, { flies: true, paint: '#5fbf3f' }),
  parakeet: ICON('parrot', 0.35, { flies: true, paint: '#5fbf3f' }),
  bird: ICON('bird', 0.25, { flies: true }),
  // Black birds are black: a raven drawn as the small red bird was "not a raven" to an editor.
  blackbird: ICON('blackbird', 0.25, { flies: true }),
  crow: ICON('blackbird', 0.35, { flies: true }),
  raven: ICON('blackbird', 0.4, { flies: true }),
  rook: ICON('blackbird', 0.35, { flies: true }),
  jackdaw: ICON('blackbird', 0.3, { flies: true }),
  pigeon: BEAST('pigeon'),
  robin: BEAST('robin'),
  penguin: ICON('penguin', 0.7),
  puffin: BEAST('puffin'),
  seagull: BEAST('seagull'),
  eagle: ICON('eagle', 0.8, { flies: true }),
  flamingo: ICON('flamingo', 1.2),
  // Its own fan of a tail: never a small red bird.
  peacock: ICON('peacock', 0.8),
  toucan: BEAST('toucan'),
  swan: ICON('swan', 0.9),
  fox: BEAST('fox'),
  wolf: BEAST('wolf'),
  bear: BEAST('bear'),
  'polar bear': BEAST('polar bear'),
  panda: BEAST('panda'),
  'red panda': BEAST('red panda'),
  'grizzly bear': BEAST('grizzly bear'),
  grizzly: BEAST('grizzly bear'),
  'snow leopard': BEAST('snow leopard'),
  // Brown all over, a golden nape: never the bald eagle's white head.
  'golden eagle': ICON('eagle', 0.8, { flies: true, paint: '#7a4f2a' }),
  'bald eagle': ICON('eagle', 0.8, { flies: true }),
  koala: BEAST('koala'),
  monkey: ICON('monkey', 0.6),
  gorilla: ICON('gorilla', 1.5),
  elephant: BEAST('elephant', { seat: 0.95, forward: 0.05 }),
  giraffe: BEAST('giraffe'),
  lion: BEAST('lion', HORSE_RIDE),
  tiger: BEAST('tiger', HORSE_RIDE),
  'lion cub': BEAST('lion cub'),
  cub: BEAST('lion cub'),
  zebra: BEAST('zebra', HORSE_RIDE),
  hippo: BEAST('hippo'),
  rhino: BEAST('rhino'),
  crocodile: ICON('crocodile', 0.6),
  alligator: ICON('crocodile', 0.6),
  frog: ICON('frog', 0.25),
  turtle: ICON('turtle', 0.35, { swims: true, hauls: true }),
  tortoise: ICON('turtle', 0.35),
  snail: ICON('snail', 0.15),
  bee: ICON('honeybee', 0.15, { flies: true }),
  butterfly: ICON('butterfly', 0.2, { flies: true }),
  ladybird: ICON('lady-beetle', 0.15),
  ladybug: ICON('lady-beetle', 0.15),
  caterpillar: ICON('bug', 0.15),
  spider: ICON('spider', 0.2),
  squirrel: BEAST('squirrel'),
  hedgehog: BEAST('hedgehog'),
  badger: BEAST('badger'),
  deer: BEAST('deer', HORSE_RIDE),
  reindeer: BEAST('reindeer', HORSE_RIDE),
  moose: BEAST('moose'),
  otter: BEAST('otter'),
  beaver: ICON('beaver', 0.4),
  raccoon: BEAST('raccoon'),
  seal: ICON('seal', 0.6, { swims: true, hauls: true }),
  dolphin: ICON('dolphin', 0.9, { swims: true, ride: { seat: 0.6, forward: 0 } }),
  whale: ICON('spouting-whale', 2.2, { swims: true }),
  shark: ICON('shark', 1.2, { swims: true }),
  octopus: ICON('octopus', 0.6, { swims: true }),
  fish: ICON('tropical-fish', 0.3, { swims: true }),
  goldfish: ICON('fish', 0.25, { swims: true }),
  crab: ICON('crab', 0.25),
  lizard: ICON('lizard', 0.3),
  gecko: ICON('lizard', 0.2),
  snake: ICON('snake', 0.4),
  chameleon: ICON('lizard', 0.3),
  sloth: ICON('sloth', 0.6),
  kangaroo: BEAST('kangaroo'),
  camel: BEAST('camel', { seat: 0.78, forward: -0.05 }),
  llama: BEAST('llama'),
  alpaca: BEAST('llama'),
  bat: ICON('bat', 0.3, { flies: true }),
  dinosaur: BEAST('dinosaur', { seat: 0.7, forward: 0 }),
  // Beaked plant-eaters have no spikes: a beak is how the page tells them apart.
  'beaked dinosaur': BEAST('hadrosaur'),
  'duck-billed dinosaur': BEAST('hadrosaur'),
  hadrosaur: BEAST('hadrosaur'),
  iguanodon: BEAST('hadrosaur'),
  parasaurolophus: BEAST('hadrosaur'),
  heron: { by: 'beast', species: 'heron', grounded: true },
  't-rex': BEAST('t-rex'),
  't. rex': BEAST('t-rex'),
  'tyrannosaurus rex': BEAST('t-rex'),
  tyrannosaurus: BEAST('t-rex'),
  trex: BEAST('t-rex'),
  stegosaurus: BEAST('stegosaurus'),
  triceratops: BEAST('triceratops', { seat: 0.72, forward: -0.05 }),
  diplodocus: BEAST('diplodocus'),
  brontosaurus: BEAST('diplodocus'),
  brachiosaurus: BEAST('diplodocus'),
  // Named by its neck: a long-necked dinosaur is a sauropod, never the spiky one.
  'long-necked dinosaur': BEAST('diplodocus'),
  'long-neck dinosaur': BEAST('diplodocus'),
  'long-necked giant': BEAST('diplodocus'),
  sauropod: BEAST('diplodocus'),
  apatosaurus: BEAST('diplodocus'),
  'horned dinosaur': BEAST('triceratops'),
  'armoured dinosaur': BEAST('ankylosaurus'),
  'armored dinosaur': BEAST('ankylosaurus'),
  velociraptor: BEAST('velociraptor'),
  raptor: BEAST('velociraptor'),
  pterodactyl: ICON('eagle', 1.0, { flies: true }),
  ankylosaurus: BEAST('ankylosaurus'),
  mammoth: BEAST('mammoth', { seat: 0.95, forward: 0.05 }),
  // Creatures.
  dragon: BEAST('dragon', { seat: 0.72, forward: -0.02 }),
  unicorn: BEAST('unicorn', HORSE_RIDE),
  monster: BEAST('monster'),
  fairy: P('child', 'fairy', 'she'),
  'fairy godmother': P('older', 'fairy queen', 'she'),
  pixie: P('child', 'pixie'),
  elf: P('child', 'elf'),
  mermaid: { by: 'mermaid', pronoun: 'she' },
  merman: { by: 'mermaid', pronoun: 'he' },
  giant: P('adult', 'giant', 'he'),
  troll: ICON('troll', 1.6),
  ghost: { by: 'ghost' },
  alien: { by: 'alien' },
  phoenix: ICON('phoenix-bird', 1.0, { flies: true }),
  griffin: BEAST('griffin', { seat: 0.66, forward: -0.05 }),
  gryphon: BEAST('griffin', { seat: 0.66, forward: -0.05 }),
  yeti: BEAST('yeti'),
  pegasus: BEAST('pegasus', HORSE_RIDE),
  gnome: P('older', 'gnome', 'he'),
  goblin: ICON('goblin', 0.9),
  genie: P('adult', 'genie'),
  'sea serpent': { by: 'serpent' },
  kraken: ICON('octopus', 2.0, { swims: true }),
  sprite: P('child', 'fairy'),
  gremlin: BEAST('monster'),
  // Robots.
  robot: { by: 'robot' },
  // A robot vacuum is a low disc on wheels: no arms, no legs, no head.
  'robot vacuum': { by: 'robot', form: 'disc', color: '#3d4451' },
  android: { by: 'robot' },
  'robot dog': BEAST('robot dog'),
  droid: { by: 'robot' },
  bot: { by: 'robot' },
  cyborg: { by: 'robot' },
  // Vehicles.
  digger: CAR('digger'),
  excavator: CAR('digger'),
  bulldozer: CAR('bulldozer'),
  tractor: CAR('tractor'),
  train: CAR('train'),
  'steam train': CAR('train'),
  engine: CAR('train'),
  'steam engine': CAR('train'),
  locomotive: CAR('train'),
  'fire engine': CAR('fire engine'),
  'fire truck': CAR('fire engine'),
  car: CAR('car'),
  'racing car': CAR('racing car'),
  'race car': CAR('racing car'),
  bus: CAR('bus'),
  truck: CAR('lorry'),
  lorry: CAR('lorry'),
  'dump truck': CAR('dump truck'),
  dumper: CAR('dump truck'),
  crane: CAR('crane'),
  rocket: CAR('rocket'),
  spaceship: CAR('spaceship'),
  plane: CAR('plane'),
  aeroplane: CAR('plane'),
  airplane: CAR('plane'),
  helicopter: CAR('helicopter'),
  boat: CAR('boat'),
  tugboat: CAR('tugboat'),
  submarine: CAR('submarine'),
  bike: CAR('bike'),
  bicycle: CAR('bike'),
  scooter: CAR('scooter'),
  van: CAR('van'),
  'ice cream van': CAR('ice cream van'),
  'police car': CAR('police car'),
  ambulance: CAR('ambulance'),
  'monster truck': CAR('monster truck'),
  taxi: CAR('taxi'),
  'cement mixer': CAR('cement mixer'),
  'garbage truck': CAR('bin lorry'),
  'bin lorry': CAR('bin lorry'),
  // Toys.
  teddy: { by: 'plush', color: '#b5803f', ears: 'round' },
  'teddy bear': { by: 'plush', color: '#b5803f', ears: 'round' },
  doll: { by: 'doll' },
  'rag doll': { by: 'doll', role: 'rag' },
  puppet: { by: 'plush', color: '#e36fa8', ears: 'pointy' },
  'toy soldier': { by: 'doll', role: 'soldier' },
  'stuffed animal': { by: 'plush', color: '#c8a27e', ears: 'round' },
  'soft toy': { by: 'plush', color: '#c8a27e', ears: 'round' },
  plushie: { by: 'plush', color: '#e3a0c0', ears: 'round' },
  plush: { by: 'plush', color: '#e3a0c0', ears: 'round' },
  'cuddly toy': { by: 'plush', color: '#c8a27e', ears: 'round' },
  'toy rabbit': { by: 'plush', color: '#e8e0d6', ears: 'long' },
  'toy elephant': { by: 'plush', color: '#a8adb8', ears: 'floppy', trunk: true },
  'toy bunny': { by: 'plush', color: '#e8e0d6', ears: 'long' },
  'toy dinosaur': BEAST('toy dinosaur'),
  'toy robot': { by: 'robot', color: '#e4574c', size: 0.45 },
  'toy car': { by: 'machine', machine: 'car' },
  'toy train': { by: 'machine', machine: 'train' },
  'action figure': { by: 'doll', role: 'superhero' },
  'toy astronaut': { by: 'doll', role: 'astronaut' },
  'toy knight': { by: 'doll', role: 'knight' },
  'toy pirate': { by: 'doll', role: 'pirate' },
  'toy superhero': { by: 'doll', role: 'superhero' },
  'toy firefighter': { by: 'doll', role: 'firefighter' },
  'toy princess': { by: 'doll', role: 'princess' },
  // No drone among the icons: a small helicopter, hovering, is the nearest.
  drone: ICON('helicopter', 0.35, { flies: true }),
  'rocking horse': BEAST('rocking horse'),
  'jack-in-the-box': { by: 'doll', role: 'jack' },
  kite: MADE('kite'),
  balloon: ICON('balloon', 0.6, { flies: true }),
  // A hot air balloon is a craft with a basket, never the party balloon its kind is drawn like.
  'hot air balloon': CAR('hot air balloon'),
  // A post van is red, as the post is.
  'post van': { by: 'machine', machine: 'van', color: '#d62828' },
  'sock puppet': MADE('sock puppet'),
  // Made things come alive: the thing itself with a face, never the vehicle or person it is shaped like.
  'paper aeroplane': MADE('paper plane'),
  'paper airplane': MADE('paper plane'),
  'paper plane': MADE('paper plane'),
  'origami aeroplane': MADE('paper plane'),
  'origami plane': MADE('paper plane'),
  'paper boat': MADE('paper boat'),
  'origami boat': MADE('paper boat'),
  'paper ship': MADE('paper boat'),
  snowman: MADE('snowman'),
  snowwoman: MADE('snowman'),
  'snow man': MADE('snowman'),
  scarecrow: MADE('scarecrow'),
  'stuffed bunny': { by: 'plush', color: '#e8e0d6', ears: 'long' },
  'stuffed bear': { by: 'plush', color: '#b5803f', ears: 'round' },
  'stuffed dog': { by: 'plush', color: '#d9a86c', ears: 'floppy' },
  // A rubber or bath duck is small and yellow with an orange beak: never the green-headed mallard.
  'toy duck': ICON('duck', 0.2, { paint: '#f6cf45' }),
  'rubber duck': ICON('duck', 0.2, { paint: '#f6cf45' }),
  'bath duck': ICON('duck', 0.2, { paint: '#f6cf45' }),
  'toy dog': { by: 'plush', color: '#d9a86c', ears: 'floppy' },
  'toy cat': { by: 'plush', color: '#b8b4ae', ears: 'pointy' },
  'cuddly bear': { by: 'plush', color: '#b5803f', ears: 'round' },
  // Things brought to life (profile/kinds.ts), drawn as the thing itself, small enough to hold; keyed
  // apart from the words, so a page's "wooden spoon" or "open book" is still drawn as its prop.
  'living teapot': ICON('teapot', 0.3),
  'living violin': ICON('violin', 0.35),
  'living cello': ICON('violin', 0.7),
  'living guitar': ICON('guitar', 0.55),
  'living trumpet': ICON('trumpet', 0.3),
  'living drum': ICON('drum', 0.35),
  'living football': ICON('soccer-ball', 0.22),
  'living rugby ball': ICON('rugby-football', 0.22),
  'living teacup': ICON('teacup-without-handle', 0.2),
  'living umbrella': ICON('closed-umbrella', 0.6),
  'living paintbrush': ICON('paintbrush', 0.35),
  'living broom': ICON('broom', 0.9),
  'living clock': ICON('mantelpiece-clock', 0.35),
  'living spoon': ICON('spoon', 0.25),
  'living pencil': ICON('pencil', 0.3),
  'living crayon': ICON('crayon', 0.25),
  'living wand': ICON('magic-wand', 0.3),
  'living mirror': ICON('mirror', 0.4),
  'living book': ICON('closed-book', 0.3),
  'living lamp': ICON('diya-lamp', 0.3),
}

/** Toy versions of beasts: small and bright. */
const TOY_BEASTS: Readonly<Record<string, BeastSpec>> = {
  'toy dinosaur': { ...(BEASTS.dinosaur as BeastSpec), height: 0.35, color: '#5bd16b', spikes: '#ffd93d' },
  'rocking horse': {
    ...(BEASTS.pony as BeastSpec),
    height: 0.8,
    color: '#f4f1ea',
    mane: '#e4574c',
    pattern: 'spots',
    patternColor: '#e4574c',
  },
}

/** A grown pony's height (the `pony` drawing is a young one's, beside the horses). */
export const FULL_GROWN_PONY = 1.5
/** A little one of a big beast: this share of its height, and at least a big dog's height (metres). */
const SMALL_BIG_BEAST = 0.6
const SMALL_BIG_BEAST_LEAST = 0.75
const SIZE_SMALL = /\b(little|small|tiny|baby|young|wee|mini)\b/
const SIZE_BIG = /\b(big|huge|giant|enormous|tall)\b/
/** The colours a parent's or a page's words give a companion or a thing ("ginger", "the red ball"). */
export const COLOURS: Readonly<Record<string, string>> = {
  red: '#e4574c',
  orange: '#f28c38',
  yellow: '#f4c542',
  green: '#4caf6d',
  blue: '#3f8fd6',
  purple: '#8a5cc9',
  pink: '#f497c6',
  white: '#f4f4f0',
  black: '#3a3a44',
  brown: '#8a5a3b',
  grey: '#9aa0a8',
  gray: '#9aa0a8',
  gold: '#e9b84a',
  golden: '#e9b84a',
  silver: '#c9d0d8',
  ginger: '#e4863b',
  rusty: '#b5673a',
  copper: '#c87533',
  brass: '#c9a13b',
  bronze: '#b0773a',
  // A cardboard robot is box-brown, never steel.
  cardboard: '#c8995f',
}

function colourOf(details: readonly string[]): string | undefined {
  for (const d of details) if (COLOURS[d]) return COLOURS[d]
  return undefined
}

/** A part's describing word (profile/companion.ts `colouredParts`): "rainbow-maned", "purple-spotted". */
const COLOURED_PART = /^([a-z]+)-(maned|spotted|winged|tailed|eared|striped|horned|spiked|scaled|patched)$/

/** The colours the words give a companion's parts: `rainbow` for a rainbow one, else a colour's hex. */
export function partColours(details: readonly string[]): Partial<Record<string, string>> {
  const parts: Partial<Record<string, string>> = {}
  for (const d of details) {
    const m = COLOURED_PART.exec(d)
    const colour = m && (m[1] === 'rainbow' ? 'rainbow' : COLOURS[m[1] as string])
    if (m && colour) parts[m[2] as string] = colour
  }
  return parts
}

/** A vehicle that is a made thing, drawn toy-sized: "toy tractor", "paper aeroplane", "cardboard rocket". */
/** The tallest a toy vehicle is drawn, in metres: a toy rocket or tractor held in the hands or on the floor. */
export const TOY_TALL = 0.4
const MADE_VEHICLE = /^(?:toy|paper|cardboard|origami|model|lego|plastic|wooden|clockwork|tin)(?: |$)/

/** The drawing for a kind word: exact, then its kind's (or the kind it is drawn like), then a toy version, then the last word, then the category (`whole`: none of the last two). */
export function drawingFor(kind: string, category?: CompanionCategory, whole = false): Drawing | undefined {
  const k = kind.trim().toLowerCase()
  const exact = KIND_DRAWINGS[k]
  if (exact) return exact
  // "woman pirate captain", "lady skipper": the role, as a woman (or a man).
  const gendered = /^(woman|lady|female|man|male) (.+)$/.exec(k)
  if (gendered) {
    const base = drawingFor(gendered[2] as string, category, whole)
    if (base?.by === 'person') return { ...base, pronoun: ['man', 'male'].includes(gendered[1] as string) ? 'he' : 'she' }
  }
  // A robot cat or a clockwork mouse is that animal built of metal, never a robot person.
  const machine = /^(?:robot|robotic|mechanical|clockwork|metal|tin) (.+)$/.exec(k)
  if (machine) {
    const base = drawingFor(machine[1] as string)
    if (base?.by === 'beast') return { ...base, metal: true }
    // A clockwork owl is a wind-up toy owl (brass, a key in its back), never a live owl.
    if (base?.by === 'icon') return { ...base, toy: 'clockwork', flies: false }
  }
  const info = KINDS[k]
  if (info) return KIND_DRAWINGS[info.noun.toLowerCase()] ?? (info.like ? drawingFor(info.like) : undefined)
  if (k.startsWith('toy ')) {
    const base = drawingFor(k.slice(4))
    // A toy giraffe sewn on the teddy rig loses its neck and reads as a teddy: the animal's own icon, sewn.
    if (base?.by === 'beast' && SHAPED_TOYS.has(base.species))
      return { by: 'icon', icon: base.species, height: TOY_ICON_HEIGHT, toy: 'plush', flies: false }
    if (base)
      return base.by === 'beast'
        ? {
            by: 'plush',
            color: BEASTS[base.species]?.color ?? '#c8a27e',
            ears:
              BEASTS[base.species]?.ears === 'long'
                ? 'long'
                : BEASTS[base.species]?.ears === 'floppy' || BEASTS[base.species]?.snout === 'trunk'
                  ? 'floppy'
                  : BEASTS[base.species]?.ears === 'pointy'
                    ? 'pointy'
                    : 'round',
            // A toy elephant keeps its trunk: without it, it is a teddy.
            ...(BEASTS[base.species]?.snout === 'trunk' ? { trunk: true } : {}),
            ...(plushMarks(BEASTS[base.species]) ? { marks: plushMarks(BEASTS[base.species]) } : {}),
          }
        : base.by === 'icon'
          ? // A toy owl is sewn: stitched seams and button eyes, never a live owl; a toy sheep is armful-sized, never a ewe's.
            { ...base, height: Math.min(base.height, TOY_ICON_HEIGHT), toy: 'plush', flies: false }
          : base
  }
  // `whole`: only what the whole phrase names, so a page's "big paper plane" finds its paper plane before any plane.
  if (whole) return undefined
  const last = k.split(/\s+/).at(-1) ?? ''
  if (last !== k && KIND_DRAWINGS[last]) return KIND_DRAWINGS[last]
  switch (category) {
    case 'person':
      return P('child')
    case 'robot':
      return { by: 'robot' }
    case 'vehicle':
      return CAR('car')
    case 'toy':
      return { by: 'plush', color: '#c8a27e', ears: 'round' }
    default:
      return undefined
  }
}

/**
 * The fills of each animal icon that are its body, the main one first, and of its beak or bill:
 * what a colour word repaints ("a yellow duck", "a blue penguin", "a pink frog").
 */
const ICON_BODY: Readonly<Record<string, { body: readonly string[]; bill?: readonly string[] }>> = {
  duck: { body: ['#d3d3d3', '#9b9b9b', '#44911b', '#a56953'], bill: ['#f9c23c'] },
  ant: { body: ['#533566', '#635994'] },
  goose: { body: ['#a56953', '#6d4534', '#d9581e'], bill: ['#ff822d'] },
  chicken: { body: ['#fff', '#9b9b9b'], bill: ['#f9c23c', '#ffb02e'] },
  'baby-chick': { body: ['#fcd53f', '#f9c23c'], bill: ['#ff822d', '#ff6723'] },
  owl: { body: ['#6d4534', '#ffdea7'], bill: ['#ff822d'] },
  parrot: { body: ['#f70a8d'], bill: ['#ff822d'] },
  bird: { body: ['#ca0b4a'], bill: ['#f9c23c'] },
  penguin: { body: ['#533566'], bill: ['#ff822d'] },
  dove: { body: ['#fff', '#9b9b9b'], bill: ['#f9c23c'] },
  flamingo: { body: ['#f837a2', '#ff6dc6', '#d73b9a', '#ffb2ff'] },
  frog: { body: ['#00d26a'] },
  turtle: { body: ['#008463', '#00d26a', '#c3ef3c'] },
  snail: { body: ['#a56953', '#6d4534'] },
  butterfly: { body: ['#ff822d', '#ff6723'] },
  crab: { body: ['#f8312f', '#ca0b4a'] },
  lizard: { body: ['#00d26a'] },
  snake: { body: ['#00d26a'] },
  fish: { body: ['#00a6ed', '#0074ba'] },
  'tropical-fish': { body: ['#00a6ed', '#635994', '#8d65c5'] },
  octopus: { body: ['#ff5e59', '#f8312f', '#ff8687', '#ff8257'] },
  seal: { body: ['#9b9b9b', '#636363', '#d3d3d3'] },
  dolphin: { body: ['#00a6ed'] },
  'spouting-whale': { body: ['#00a6ed'] },
  shark: { body: ['#9b9b9b', '#636363'] },
  bat: { body: ['#a56953', '#6d4534'] },
  monkey: { body: ['#6d4534'] },
  pig: { body: ['#ff8687', '#ff5e59', '#fbb8ab'] },
  ewe: { body: ['#cdc4d6', '#b4acbc'] },
  goat: { body: ['#f3ad61', '#d3883e'] },
  rat: { body: ['#636363', '#212121'] },
  crocodile: { body: ['#00d26a', '#008463'] },
  spider: { body: ['#635994'] },
  sloth: { body: ['#f3ad61', '#a56953'] },
  beaver: { body: ['#a56953', '#7d4533'] },
  eagle: { body: ['#6d4534', '#a56953', '#d3d3d3'] },
}

/** The repainting of an animal icon in a colour: its body in shades of it, and a bill that would vanish into it made orange. */
export function iconPaint(icon: string, colour: string): Record<string, string> | undefined {
  const parts = ICON_BODY[icon]
  if (!parts) return undefined
  const main = brightness(parts.body[0] as string)
  const paint: Record<string, string> = {}
  for (const c of parts.body) {
    // Shades stay close to the colour asked for: a yellow duck's head is yellow too, a little deeper.
    const d = Math.max(-0.12, Math.min(0.3, (brightness(c) - main) * 0.6))
    paint[c] = d >= 0 ? lighten(colour, d) : darken(colour, -d)
  }
  for (const c of parts.bill ?? [])
    if (Math.abs(brightness(c) - brightness(colour)) < 0.2 || mix(c, colour, 0.5) === c)
      paint[c] = brightness(colour) > 0.6 ? '#f28c38' : '#f9c23c'
  return paint
}

/** A Fluent Emoji animal as an actor: poses become tilts, hops and naps. */
export function iconActor(
  icon: string,
  height: number,
  opts: { faces?: 1 | -1; flies?: boolean; swims?: boolean; hauls?: boolean; ride?: Actor['ride']; paint?: string; toy?: IconToy } = {},
): Actor {
  const faces = opts.faces ?? ICON_FACES[icon] ?? -1
  return {
    kind: 'animal',
    height,
    width: height * 1.05,
    faces,
    ...(opts.flies ? { flies: true } : {}),
    ...(opts.swims ? { swims: true } : {}),
    ...(opts.hauls ? { hauls: true } : {}),
    ...(opts.ride ? { ride: opts.ride } : {}),
    pose: (p) => p,
    draw: (o: DrawOptions) => drawIcon(icon, height, faces, o, opts.paint ? iconPaint(icon, opts.paint) : undefined, opts.toy),
  }
}

/** Which way each emoji animal looks (most of the set look left). */
const ICON_FACES: Readonly<Record<string, 1 | -1>> = {
  horse: 1,
  unicorn: 1,
  donkey: 1,
  pig: 1,
  duck: 1,
  dolphin: 1,
  whale: 1,
  'spouting-whale': 1,
  shark: 1,
  'tropical-fish': 1,
  fish: 1,
  seal: 1,
  snake: 1,
  crocodile: 1,
  lizard: 1,
  bat: 1,
  kite: 1,
}

/** Where an animal icon's eyes are (share of its box: centres and radius), for a toy's button or glass eyes. */
const ICON_EYES: Readonly<Record<string, { at: ReadonlyArray<readonly [number, number]>; r: number }>> = {
  owl: {
    at: [
      [0.3, 0.29],
      [0.67, 0.29],
    ],
    r: 0.1,
  },
}

/**
 * What makes an animal icon a toy, over it: a clockwork one a brass wind-up key out of its back,
 * a riveted seam round its middle and glass eyes in brass rims; a sewn one stitched seams and
 * black button eyes (the icon's own eyes where we know them).
 */
function toyMarks(icon: string, toy: IconToy, x: number, y: number, h: number, lw: number): string {
  const eyes = ICON_EYES[icon]
  const out: string[] = []
  if (toy === 'wooden' || toy === 'knitted' || toy === 'plastic') {
    // Painted dot eyes on wood and plastic, and the stuff's own marks over the body.
    for (const [ex, ey] of eyes?.at ?? [])
      if (toy !== 'knitted') out.push(circle(x + h * ex, y + h * ey, h * (eyes?.r ?? 0.1) * 0.8, { fill: '#2d2a32' }))
    out.push(stuffMarks(toy, { x, y, w: h, h }, lw))
  } else if (toy === 'clockwork') {
    // The seam round the middle, with rivets.
    out.push(
      strokeD(
        `M${n(x + h * 0.14)} ${n(y + h * 0.5)}Q${n(x + h * 0.5)} ${n(y + h * 0.58)} ${n(x + h * 0.86)} ${n(y + h * 0.5)}`,
        '#7a5a1e',
        lw * 1.2,
      ),
    )
    for (const t of [0.25, 0.5, 0.75])
      out.push(
        circle(x + h * (0.14 + 0.72 * t), y + h * (0.5 + 0.08 * Math.sin(Math.PI * t)), h * 0.022, {
          fill: '#f4dc8a',
          sw: lw * 0.6,
          stroke: '#7a5a1e',
        }),
      )
    for (const [ex, ey] of eyes?.at ?? []) {
      out.push(circle(x + h * ex, y + h * ey, h * (eyes?.r ?? 0.1) * 1.15, { fill: 'none', sw: h * 0.035, stroke: '#b8862b' }))
      out.push(circle(x + h * ex - h * 0.03, y + h * ey - h * 0.03, h * 0.025, { fill: '#fffbe8' }))
    }
  } else {
    // Stitches down the tummy, and buttons for eyes.
    let stitches = ''
    for (let t = 0.48; t < 0.86; t += 0.06)
      stitches += `M${n(x + h * 0.5)} ${n(y + h * t)}l0 ${n(h * 0.03)}M${n(x + h * 0.47)} ${n(y + h * (t + 0.015))}l${n(h * 0.06)} 0`
    out.push(strokeD(stitches, '#5a4030', lw * 0.9))
    for (const [ex, ey] of eyes?.at ?? []) {
      const r = h * (eyes?.r ?? 0.1)
      out.push(circle(x + h * ex, y + h * ey, r, { fill: '#2d2a32', sw: lw, stroke: '#111111' }))
      out.push(
        circle(x + h * ex - r * 0.3, y + h * ey, r * 0.16, { fill: '#6b6670' }) +
          circle(x + h * ex + r * 0.3, y + h * ey, r * 0.16, { fill: '#6b6670' }),
      )
    }
  }
  return out.join('')
}

/** A wind-up key out of a clockwork toy's back: a shaft and a two-lobed brass handle. */
function windUpKey(x: number, y: number, h: number, back: 1 | -1, lw: number): string {
  const sx = back > 0 ? x + h * 0.86 : x + h * 0.14
  const ex = sx + back * h * 0.16
  const ky = y + h * 0.55
  return (
    strokeD(`M${n(sx)} ${n(ky)}L${n(ex)} ${n(ky)}`, '#7a5a1e', h * 0.045) +
    ellipse(ex + back * h * 0.05, ky - h * 0.07, h * 0.05, h * 0.075, { fill: '#d4a53c', sw: lw, stroke: '#7a5a1e' }) +
    ellipse(ex + back * h * 0.05, ky + h * 0.07, h * 0.05, h * 0.075, { fill: '#d4a53c', sw: lw, stroke: '#7a5a1e' })
  )
}

/** A clockwork toy's metal: brass for the body, pale brass for the light parts. */
function brassPaint(icon: string): Record<string, string> | undefined {
  const parts = ICON_BODY[icon]
  if (!parts) return undefined
  const paint: Record<string, string> = {}
  for (const [i, c] of parts.body.entries()) paint[c] = i === 0 ? '#b8862b' : '#ecd08a'
  return paint
}

function drawIcon(icon: string, height: number, faces: 1 | -1, o: DrawOptions, paint?: Record<string, string>, toy?: IconToy): Drawn {
  const h = height * o.m
  const want = o.facing === 0 ? faces : o.facing
  const flip = want !== faces
  let rotate = 0
  let lift = 0
  let squash = 1
  let extra = ''
  switch (o.pose) {
    case 'running':
      rotate = 8 * want
      extra = strokeD(
        `M${n(o.x - want * h * 0.55)} ${n(o.y - h * 0.3)}l${n(-want * h * 0.3)} 0M${n(o.x - want * h * 0.6)} ${n(o.y - h * 0.55)}l${n(-want * h * 0.25)} 0`,
        '#9aa8b8',
        o.lw * 1.5,
        0.8,
      )
      break
    case 'jumping':
      lift = h * 0.3
      rotate = -10 * want
      break
    case 'sleeping':
    case 'lying':
      squash = 0.82
      if (o.pose === 'sleeping') extra = zzz(o.x + h * 0.3, o.y - h * 1.05, h * 0.14, o.lw)
      break
    case 'sitting':
    case 'kneeling':
      squash = 0.92
      break
    case 'walking':
      rotate = 3 * want
      break
    default:
  }
  const x = o.x - h / 2
  const y = o.y - h * squash - lift
  const colours = paint ?? (toy === 'clockwork' ? brassPaint(icon) : undefined)
  let markup = iconSvg(icon, { x, y, size: h, flip, rotate, ...(colours ? { paint: colours } : {}) }, o.id)
  if (toy) {
    // The key sticks out of the back (away from where it looks), behind the body.
    const back = -want as 1 | -1
    const marks = toyMarks(icon, toy, x, y, h, o.lw)
    const key = toy === 'clockwork' ? windUpKey(x, y, h, back, o.lw) : ''
    const turn = rotate ? `rotate(${n(rotate)} ${n(x + h / 2)} ${n(y + h / 2)})` : undefined
    markup = group(key, turn) + markup + group(marks, turn)
  }
  if (squash !== 1) markup = group(markup, `translate(0 ${n(o.y)}) scale(1 ${squash}) translate(0 ${n(-o.y)})`)
  // An icon's face cannot change, so its feeling is drawn beside it, as a picture book would.
  if (o.pose !== 'sleeping') extra += moodMarks(o.face, x, y, h, want, o.lw)
  const known = ICON_EYES[icon]
  return {
    markup: markup + extra,
    ...(known
      ? {
          eyes: {
            at: known.at.map(([ex, ey]): Pt => [x + h * (flip ? 1 - ex : ex), o.y - (o.y - (y + h * ey)) * squash]),
            r: h * known.r,
          },
        }
      : {}),
    box: { x, y, w: h, h: h + lift },
    head: [o.x + want * h * 0.25, y + h * 0.3],
    headR: h * 0.2,
    hands: [[o.x + want * h * 0.3, y + h * 0.5]],
  }
}

/**
 * The marks a picture book draws round a face that cannot move (an octopus, a troll, a seal): a
 * sweat drop for worry, a tear for sadness, shivers for fear, joy lines for a laugh or a cheer, a
 * "!" for surprise. `x`, `y`, `h`: the icon's box; `front`: the way it looks.
 */
export function moodMarks(face: Face, x: number, y: number, h: number, front: 1 | -1, lw: number): string {
  const ink = '#2b1d1a'
  const back = front === 1 ? x + h * 0.12 : x + h * 0.88
  const ahead = front === 1 ? x + h * 0.92 : x + h * 0.08
  const drop = (cx: number, cy: number, r: number) =>
    path(
      `M${n(cx)} ${n(cy - r * 1.8)}Q${n(cx + r)} ${n(cy - r * 0.3)} ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx - r)} ${n(cy)}Q${n(cx - r)} ${n(cy - r * 0.3)} ${n(cx)} ${n(cy - r * 1.8)}Z`,
      {
        fill: '#8fd3f4',
        sw: lw * 0.8,
        stroke: '#3f8fd6',
      },
    )
  const rays = (cx: number, cy: number, r: number, from: number, to: number) => {
    let d = ''
    for (let a = from; a <= to; a += (to - from) / 2) {
      const t = (a * Math.PI) / 180
      d += `M${n(cx + Math.cos(t) * r)} ${n(cy + Math.sin(t) * r)}L${n(cx + Math.cos(t) * r * 1.45)} ${n(cy + Math.sin(t) * r * 1.45)}`
    }
    return strokeD(d, ink, Math.max(lw * 1.2, h * 0.025))
  }
  switch (face) {
    case 'worried':
      return drop(back, y + h * 0.08, h * 0.06)
    case 'sad':
      return drop(ahead, y + h * 0.45, h * 0.05)
    case 'scared':
      return (
        drop(back, y + h * 0.08, h * 0.06) +
        strokeD(
          `M${n(x - h * 0.04)} ${n(y + h * 0.3)}q${n(-h * 0.05)} ${n(h * 0.06)} 0 ${n(h * 0.12)}t0 ${n(h * 0.12)}M${n(x + h * 1.04)} ${n(y + h * 0.3)}q${n(h * 0.05)} ${n(h * 0.06)} 0 ${n(h * 0.12)}t0 ${n(h * 0.12)}`,
          ink,
          lw,
        )
      )
    case 'laughing':
    case 'excited':
      return rays(x + h / 2, y + h * 0.45, h * 0.55, -150, -30)
    case 'surprised':
      return (
        strokeD(`M${n(ahead)} ${n(y - h * 0.22)}L${n(ahead)} ${n(y - h * 0.06)}`, ink, Math.max(lw * 1.6, h * 0.04)) +
        circle(ahead, y + h * 0.02, Math.max(lw, h * 0.022), { fill: ink })
      )
    case 'sleepy':
      return zzz(x + h * 0.5, y - h * 0.05, h * 0.12, lw)
    default:
      return ''
  }
}

/** A sheet ghost, round and friendly. */
function ghostActor(): Actor {
  return {
    kind: 'creature',
    height: 1.2,
    width: 0.8,
    faces: 0,
    flies: true,
    pose: (p) => p,
    draw: (o) => {
      const h = 1.2 * o.m
      const bob = o.pose === 'sleeping' ? 0 : h * 0.1
      const x = o.x
      const y = o.y - bob
      const d = `M${n(x - h * 0.38)} ${n(y)}L${n(x - h * 0.38)} ${n(y - h * 0.6)}Q${n(x - h * 0.38)} ${n(y - h)} ${n(x)} ${n(y - h)}Q${n(x + h * 0.38)} ${n(y - h)} ${n(x + h * 0.38)} ${n(y - h * 0.6)}L${n(x + h * 0.38)} ${n(y)}Q${n(x + h * 0.28)} ${n(y - h * 0.1)} ${n(x + h * 0.19)} ${n(y)}Q${n(x + h * 0.1)} ${n(y - h * 0.1)} ${n(x)} ${n(y)}Q${n(x - h * 0.1)} ${n(y - h * 0.1)} ${n(x - h * 0.19)} ${n(y)}Q${n(x - h * 0.28)} ${n(y - h * 0.1)} ${n(x - h * 0.38)} ${n(y)}Z`
      const sleepy = o.pose === 'sleeping' || o.face === 'sleepy'
      const eyes = sleepy
        ? strokeD(
            `M${n(x - h * 0.18)} ${n(y - h * 0.68)}q${n(h * 0.06)} ${n(h * 0.05)} ${n(h * 0.12)} 0M${n(x + h * 0.06)} ${n(y - h * 0.68)}q${n(h * 0.06)} ${n(h * 0.05)} ${n(h * 0.12)} 0`,
            '#2b1d1a',
            o.lw * 1.4,
          )
        : ellipse(x - h * 0.12, y - h * 0.68, h * 0.05, h * 0.08, { fill: '#2b1d1a' }) +
          ellipse(x + h * 0.12, y - h * 0.68, h * 0.05, h * 0.08, { fill: '#2b1d1a' })
      const mouth =
        o.face === 'scared' || o.face === 'surprised'
          ? ellipse(x, y - h * 0.52, h * 0.05, h * 0.07, { fill: '#2b1d1a' })
          : strokeD(`M${n(x - h * 0.08)} ${n(y - h * 0.54)}q${n(h * 0.08)} ${n(h * 0.06)} ${n(h * 0.16)} 0`, '#2b1d1a', o.lw * 1.3)
      const markup =
        path(d, { fill: '#f8f9ff', sw: o.lw, stroke: '#a8b0c8', opacity: 0.95 }) +
        eyes +
        mouth +
        ellipse(x - h * 0.2, y - h * 0.58, h * 0.05, h * 0.03, { fill: '#ffb3c7', opacity: 0.6 }) +
        ellipse(x + h * 0.2, y - h * 0.58, h * 0.05, h * 0.03, { fill: '#ffb3c7', opacity: 0.6 })
      return {
        markup,
        box: { x: x - h * 0.4, y: y - h, w: h * 0.8, h },
        head: [x, y - h * 0.65],
        headR: h * 0.3,
        hands: [[x + h * 0.35, y - h * 0.4]],
      }
    },
  }
}

/**
 * A sea serpent: a long scaly body in loops out of the water (each hump with its ripple), a tail
 * tip, and a tall neck with a finned head: a creature of the sea, never a winged dragon. It swims;
 * on land it lies in the same coils.
 */
function serpentActor(colour: string, size: number): Actor {
  const H = 2.4 * size
  return {
    kind: 'creature',
    height: H,
    width: H * 1.9,
    faces: 1,
    swims: true,
    pose: (p) => (p === 'sleeping' || p === 'lying' ? 'sleeping' : p === 'flying' ? 'swimming' : p),
    draw: (o) => {
      const h = H * o.m
      const f = o.facing === -1 ? -1 : 1
      const x = o.x
      const y = o.y
      const lw = o.lw
      const dark = darken(colour, 0.45)
      const belly = lighten(colour, 0.45)
      const thick = h * 0.16
      const sleepy = o.pose === 'sleeping' || o.face === 'sleepy'
      const at = (dx: number) => x + f * dx * h
      const out: string[] = []
      // The humps, back to front: arches out of the water, each with a ripple at its feet.
      const humps: Array<[number, number]> = [
        [-0.75, 0.28],
        [-0.3, 0.36],
      ]
      for (const [cx, ht] of humps) {
        const d = `M${n(at(cx - 0.2))} ${n(y)}C${n(at(cx - 0.2))} ${n(y - h * ht * 1.3)} ${n(at(cx + 0.2))} ${n(y - h * ht * 1.3)} ${n(at(cx + 0.2))} ${n(y)}`
        out.push(strokeD(d, dark, thick + lw * 2) + strokeD(d, colour, thick))
        // Fins along the top of the hump.
        out.push(
          path(
            `M${n(at(cx - 0.08))} ${n(y - h * ht * 0.95)}L${n(at(cx))} ${n(y - h * ht * 1.2)}L${n(at(cx + 0.08))} ${n(y - h * ht * 0.95)}Z`,
            { fill: '#f2a541', sw: lw, stroke: darken('#f2a541', 0.4) },
          ),
        )
        out.push(ellipse(at(cx - 0.2), y, h * 0.11, h * 0.025, { fill: '#ffffff', opacity: 0.7 }))
        out.push(ellipse(at(cx + 0.2), y, h * 0.11, h * 0.025, { fill: '#ffffff', opacity: 0.7 }))
      }
      // The tail tip flicks up behind.
      const tail = `M${n(at(-1.05))} ${n(y)}Q${n(at(-1.15))} ${n(y - h * 0.2)} ${n(at(-1.02))} ${n(y - h * 0.3)}`
      out.push(strokeD(tail, dark, thick * 0.6 + lw * 2) + strokeD(tail, colour, thick * 0.6))
      out.push(
        path(`M${n(at(-1.02))} ${n(y - h * 0.3)}l${n(f * h * 0.1)} ${n(-h * 0.08)}l${n(-f * h * 0.04)} ${n(h * 0.14)}Z`, {
          fill: '#f2a541',
          sw: lw,
          stroke: darken('#f2a541', 0.4),
        }),
      )
      out.push(ellipse(at(-1.05), y, h * 0.08, h * 0.02, { fill: '#ffffff', opacity: 0.7 }))
      // The neck rises in an S to the head.
      const headX = at(sleepy ? 0.35 : 0.32)
      const headY = sleepy ? y - h * 0.22 : y - h * 0.86
      const neck = `M${n(at(0.05))} ${n(y)}C${n(at(0.05))} ${n(y - h * 0.45)} ${n(at(0.3))} ${n(y - h * (sleepy ? 0.3 : 0.5))} ${n(headX - f * h * 0.06)} ${n(headY + h * 0.05)}`
      out.push(strokeD(neck, dark, thick + lw * 2) + strokeD(neck, colour, thick))
      out.push(strokeD(neck, belly, thick * 0.3, 0.8))
      out.push(ellipse(at(0.05), y, h * 0.12, h * 0.028, { fill: '#ffffff', opacity: 0.7 }))
      // The head: long, with a finned crest, nostrils, an eye and a smile.
      out.push(
        path(
          `M${n(headX - f * h * 0.12)} ${n(headY + h * 0.06)}Q${n(headX - f * h * 0.1)} ${n(headY - h * 0.1)} ${n(headX + f * h * 0.05)} ${n(headY - h * 0.09)}Q${n(headX + f * h * 0.22)} ${n(headY - h * 0.06)} ${n(headX + f * h * 0.24)} ${n(headY + h * 0.03)}Q${n(headX + f * h * 0.2)} ${n(headY + h * 0.1)} ${n(headX)} ${n(headY + h * 0.1)}Z`,
          { fill: colour, sw: lw, stroke: dark },
        ),
      )
      out.push(
        path(
          `M${n(headX - f * h * 0.1)} ${n(headY - h * 0.04)}L${n(headX - f * h * 0.2)} ${n(headY - h * 0.16)}L${n(headX - f * h * 0.06)} ${n(headY - h * 0.1)}L${n(headX - f * h * 0.1)} ${n(headY - h * 0.2)}L${n(headX + f * h * 0.02)} ${n(headY - h * 0.09)}Z`,
          { fill: '#f2a541', sw: lw, stroke: darken('#f2a541', 0.4) },
        ),
      )
      out.push(circle(headX + f * h * 0.2, headY - h * 0.01, h * 0.012, { fill: dark }))
      out.push(
        sleepy
          ? strokeD(
              `M${n(headX + f * h * 0.02)} ${n(headY - h * 0.03)}q${n(f * h * 0.03)} ${n(h * 0.02)} ${n(f * h * 0.06)} 0`,
              '#2b1d1a',
              lw * 1.4,
            )
          : circle(headX + f * h * 0.05, headY - h * 0.035, h * 0.03, { fill: '#ffffff', sw: lw, stroke: dark }) +
              circle(headX + f * h * 0.06, headY - h * 0.035, h * 0.016, { fill: '#2b1d1a' }),
      )
      out.push(
        strokeD(
          `M${n(headX + f * h * 0.06)} ${n(headY + h * 0.05)}q${n(f * h * 0.08)} ${n(h * 0.02)} ${n(f * h * 0.16)} ${n(-h * 0.02)}`,
          dark,
          lw * 1.2,
        ),
      )
      if (sleepy) out.push(zzz(headX + f * h * 0.1, headY - h * 0.2, h * 0.08, lw))
      const left = Math.min(at(-1.15), at(0.45))
      return {
        markup: out.join(''),
        box: { x: left, y: headY - h * 0.2, w: h * 1.6, h: y - (headY - h * 0.2) },
        head: [headX + f * h * 0.05, headY],
        headR: h * 0.12,
        hands: [[headX + f * h * 0.2, headY + h * 0.06]],
      }
    },
  }
}

/** A cuddly toy or a doll is toy-sized: two-fifths of the child's height at most (an armful, big enough to see its mane or patch), never as big as the child who hugs it. */
export function toyHeight(height: number, heroAge: number | undefined): number {
  if (heroAge === undefined || !Number.isFinite(heroAge)) return height
  return Math.min(height, childBuild(heroAge).height / 2.5)
}

/** The oldest child who carries a cuddly toy about with them on every page they can. */
const CARRIES_TOY_UP_TO = 6
/** Poses that leave a hand (or the arms) free for a toy: not climbing, swimming, jumping with both arms up, or asleep. */
const TOY_CARRY_POSES: ReadonlySet<Pose> = new Set<Pose>([
  'standing',
  'walking',
  'running',
  'sitting',
  'kneeling',
  'holding',
  'carrying',
  'pointing',
  'waving',
])

/**
 * A small child's cuddly toy goes where they go: held in the arms or the hand on every page whose pose
 * leaves a hand free, never left sitting on the grass while they walk off (a shy four-year-old's lion).
 */
export function carriesToy(category: CompanionCategory | undefined, heroAge: number | undefined, heroPose: Pose, kind = ''): boolean {
  // A paper aeroplane glides, a kite flies and a paper boat floats beside the child: never hugged to the face.
  const made = drawingFor(kind, category)
  if (made?.by === 'made' && made.thing !== 'sock puppet') return false
  return category === 'toy' && heroAge !== undefined && heroAge <= CARRIES_TOY_UP_TO && TOY_CARRY_POSES.has(heroPose)
}

/** Poses in which a child has a shoulder a small bird can sit on: up, not lying, swimming, climbing or flying. */
const SHOULDER_POSES: ReadonlySet<Pose> = new Set<Pose>([
  'standing',
  'walking',
  'sitting',
  'kneeling',
  'holding',
  'carrying',
  'pointing',
  'waving',
  'reaching',
  'pulling',
  'hugging',
])

/**
 * A small bird companion (a budgie, a parrot, an owl) perches: on the child's shoulder on a page
 * that does not have it flying or sitting on something the words name, never standing on the grass.
 */
export function perchesOnShoulder(bird: Actor, heroHeight: number, heroPose: Pose, birdPose: Pose): boolean {
  return perchingBird(bird, heroHeight) && SHOULDER_POSES.has(heroPose) && birdPose !== 'flying' && birdPose !== 'sleeping'
}

/** A small bird (a budgie, an owl): one that perches, on a shoulder or a bedstead, never stands on the floor. */
export function perchingBird(actor: Actor, heroHeight: number): boolean {
  return actor.kind === 'animal' && !!actor.flies && actor.height <= heroHeight * 0.5
}

/** Poses a toy takes as it is: lying or asleep, flying in a dream, swimming in the bath; else it sits. */
const TOY_POSES: ReadonlySet<Pose> = new Set<Pose>(['sitting', 'lying', 'sleeping', 'flying', 'swimming', 'riding'])

/**
 * A cuddly toy or a doll never stands, walks or kneels like a person: it sits on the floor (or the
 * pillow, or a lap) beside the child, flops asleep, or rides along.
 */
function toyActor(actor: Actor): Actor {
  const draw = actor.draw
  return {
    ...actor,
    kind: 'toy',
    pose: (p) => (TOY_POSES.has(p) ? p : 'sitting'),
    draw: (o) => {
      const aim = o.aim
      if (o.action !== 'holding-hands' || !aim) return draw(o)
      // Held by the paw: it hangs from the child's hand, feet off the ground, its arm up to the hand.
      let at = { x: o.x, y: o.y }
      let drawn = draw({ ...o, pose: 'standing' })
      for (let i = 0; i < 4; i++) {
        const hand = [...drawn.hands].sort((a, b) => Math.hypot(a[0] - aim[0], a[1] - aim[1]) - Math.hypot(b[0] - aim[0], b[1] - aim[1]))[0]
        if (!hand || Math.hypot(hand[0] - aim[0], hand[1] - aim[1]) < 0.5) break
        at = { x: at.x + aim[0] - hand[0], y: Math.min(o.y, at.y + aim[1] - hand[1]) }
        drawn = draw({ ...o, pose: 'standing', ...at })
      }
      return drawn
    },
  }
}

/** A unicorn's horn as the parent described it: "a bent horn", "her wonky horn", "a crooked horn". */
export const BENT_HORN = /\b(?:bent|wonky|crooked|broken|twisted|bendy|droopy|floppy)(?:[- ]horned|\s+(?:little\s+)?horn)\b/

/** Someone who walks with a stick, a cane or a frame (never a stick insect or a stick the dog fetches). */
export const WALKING_STICK =
  /\b(?:walks?|walking|gets? about|goes about|uses?|using|with)\s+(?:with\s+)?(?:a|an|his|her|their)\s+(?:\w+\s+)?(?:stick|cane|frame|zimmer(?: frame)?|walker)\b|\bwalking[- ](?:stick|cane|frame)\b|\bzimmer\b/

/** The long white cane of someone who cannot see ("walks with a white cane", "a white stick"). */
const WHITE_CANE = /\bwhite (?:cane|stick)\b/

/** Poses that need two strong legs: someone with a walking stick stands, leans, sits or walks instead. */
const STICK_POSES: Partial<Record<Pose, Pose>> = { kneeling: 'standing', running: 'walking', jumping: 'standing', climbing: 'walking' }

/**
 * Someone who walks with a stick has it on every page: in the hand nearest the ground, its foot on
 * the ground beside theirs; they never kneel, run or jump.
 */
export function withStick(actor: Actor, white = false): Actor {
  return withWalkingAid(actor, (drawn, o) => {
    const hand = [...drawn.hands].sort((a, b) => b[1] - a[1])[0]
    if (!hand) return ''
    const foot = o.y
    // Standing, it runs from the hand to the ground; sitting, the hand is low, and it leans on them.
    const H = actor.height * o.m
    const lean = foot - hand[1] < H * 0.3
    const drop = Math.max(foot - hand[1], H * 0.45)
    const top = foot - drop * 1.08
    const hook = drop * 0.18
    const d = `M${n(hand[0] + (lean ? H * 0.15 : hook * 0.4))} ${n(foot)}L${n(hand[0])} ${n(top)}q${n(-hook * 0.1)} ${n(-hook * 0.7)} ${n(-hook * 0.8)} ${n(-hook * 0.4)}`
    const lw = o.lw
    // A white cane (someone who cannot see) is white with a red band above the tip, and straight.
    if (white) {
      const x0 = hand[0] + (lean ? H * 0.15 : H * 0.12)
      const cane = `M${n(x0)} ${n(foot)}L${n(hand[0])} ${n(top)}`
      const band = `M${n(x0 + (hand[0] - x0) * 0.06)} ${n(foot - (foot - top) * 0.06)}L${n(x0 + (hand[0] - x0) * 0.16)} ${n(foot - (foot - top) * 0.16)}`
      return (
        path(cane, { fill: 'none', sw: lw * 3, stroke: '#3b3b3b' }) +
        path(cane, { fill: 'none', sw: lw * 1.7, stroke: '#fafafa' }) +
        path(band, { fill: 'none', sw: lw * 1.7, stroke: '#d8262c' })
      )
    }
    const stick = path(d, { fill: 'none', sw: lw * 3.2, stroke: '#3b2a1e' }) + path(d, { fill: 'none', sw: lw * 1.8, stroke: '#8a5a34' })
    return stick
  })
}

/**
 * Someone who walks with an aid (a stick, a frame) never kneels, runs or jumps, and has it drawn
 * on every page they are up or seated: `aid` gives its markup beside the figure as drawn.
 */
function withWalkingAid(actor: Actor, aid: (drawn: ReturnType<Actor['draw']>, o: Parameters<Actor['draw']>[0]) => string): Actor {
  const draw = actor.draw
  return {
    ...actor,
    pose: (p) => actor.pose(STICK_POSES[p] ?? p),
    draw: (o) => {
      const pose = STICK_POSES[o.pose] ?? o.pose
      const drawn = draw({ ...o, pose })
      if (pose === 'lying' || pose === 'sleeping' || pose === 'swimming' || pose === 'flying' || o.held) return drawn
      return { ...drawn, markup: drawn.markup + aid(drawn, o) }
    },
  }
}

/** A walking frame (never a picture frame): "walking frame", "zimmer", "walker". */
export const WALKING_FRAME = /\b(?:walking|zimmer) frame\b|\bzimmer\b|\bwalker\b|\brollator\b/

/** Poses a wheelchair cannot take: seated, the arms still do the rest. */
const CHAIR_POSES: Partial<Record<Pose, Pose>> = { kneeling: 'standing', running: 'walking', jumping: 'standing', climbing: 'standing' }

/**
 * Someone who walks with a frame has it on every page: standing or walking, both hands on its top
 * bar in front of them, its four legs on the ground; sitting, it stands parked beside them.
 */
export function withFrame(actor: Actor): Actor {
  return withWalkingAid(actor, (drawn, o) => {
    const H = actor.height * o.m
    const f = o.facing === -1 ? -1 : 1
    const foot = o.y
    const hand = [...drawn.hands].sort((a, b) => f * (b[0] - a[0]))[0]
    // On their feet the bar is at the front hand; seated, the frame is parked at their back, out of the way.
    const upright = hand && foot - hand[1] > H * 0.3 && foot - hand[1] < H * 0.6
    const top = upright && hand ? hand[1] : foot - H * 0.45
    const back = upright && hand ? hand[0] - f * H * 0.02 : o.x - f * H * 0.2
    const front = back + (upright ? f : -f) * H * 0.26
    const lw = o.lw
    const metal = (d: string, w: number) =>
      path(d, { fill: 'none', sw: lw * (w + 1.4), stroke: '#4d5560' }) + path(d, { fill: 'none', sw: lw * w, stroke: '#c9d1d9' })
    // The far side a little up and along, then the near side over the legs.
    const side = (dx: number, dy: number) =>
      metal(
        `M${n(back + dx)} ${n(foot + dy)}L${n(back + dx)} ${n(top + dy)}L${n(front + dx)} ${n(top + dy)}L${n(front + dx)} ${n(foot + dy)}`,
        2.2,
      ) + metal(`M${n(back + dx)} ${n(foot + dy - (foot - top) * 0.45)}L${n(front + dx)} ${n(foot + dy - (foot - top) * 0.45)}`, 1.6)
    const feet = [back, front].map((x) => circle(x, foot, lw * 2.2, { fill: '#3a3a3a' })).join('')
    return side(-f * H * 0.03, -H * 0.025) + side(0, 0) + feet
  })
}

function baseLook(seed: string, group: AgeGroup, pronoun?: Pronouns): PersonLook {
  return personLook(seed, group, pronoun)
}

/** Builds the actor for a drawing, with the details the parent gave (size, colour, one eye). */
export function actorFor(
  drawing: Drawing,
  details: readonly string[],
  seed: string,
  opts: {
    withFace?: boolean
    kind?: string
    heroAge?: number
    skin?: string
    years?: number
    dress?: Dress
    team?: string
    /** One of the hero's own family: drawn related to the hero (`familyLook`), `seed` naming them. */
    kin?: { hero: PersonLook; seed: string }
    /** A toy: drawn in the stuff the parent said it is made of (wooden, knitted, plastic), on its wheels if it has them. */
    toy?: boolean
  } = {},
): Actor {
  const words = details.join(' ').toLowerCase()
  const small = SIZE_SMALL.test(words)
  const big = SIZE_BIG.test(words)
  const size = small ? 0.65 : big ? 1.35 : 1
  // A toy made of wood is the wood's own colour where no colour is said (Quackers, a wooden duck, was a yellow rubber one).
  const made = opts.toy ? materialOf(words) : undefined
  const colour = colourOf(details) ?? (made === 'wooden' ? WOOD : undefined)
  const parts = partColours(details)
  // "A rainbow unicorn": the rainbow is its mane.
  const rainbow = parts.maned === 'rainbow' || details.includes('rainbow')
  let actor: Actor
  switch (drawing.by) {
    case 'person': {
      const role = styleOf(drawing.role, opts.dress ?? {})
      let group: AgeGroup = drawing.age ?? 'child'
      if (/\bold\b/.test(words) && group !== 'baby') group = 'older'
      if (/\bbaby\b/.test(words)) group = 'baby'
      // A brother or sister is drawn a few years from the hero: a four-year-old's big sister is a
      // child of eight, not a teenager; a ten-year-old's twin is ten.
      const gap = opts.kind === undefined ? undefined : SIBLING_GAP[opts.kind]
      // The age the parent gave ("who is two") wins; else a brother or sister a few years from the hero.
      const stated = opts.years !== undefined && (group === 'child' || group === 'teen' || group === 'baby') ? opts.years : undefined
      // A little brother is a baby beside a child of two or three, a toddler beside a four- or five-year-old.
      const years =
        stated ??
        (gap !== undefined && opts.heroAge !== undefined && group !== 'baby' && group !== 'older'
          ? opts.heroAge <= 3
            ? opts.heroAge + gap
            : Math.max(2, opts.heroAge + gap)
          : null)
      if (stated !== undefined) group = stated <= 1 ? 'baby' : stated >= 14 ? (stated >= 18 ? 'adult' : 'teen') : group
      const sibling = years !== null && years > 1 && years <= 13 ? childBuild(Math.max(2, years)) : null
      if (sibling) group = sibling.group
      // A three-year-old's little brother is a baby, never a child of school age.
      else if (years !== null && years <= 1) group = 'baby'
      const look = personLook(seed, group, drawing.pronoun, role, opts.dress, opts.team)
      if (sibling) look.build = sibling
      if (opts.skin) look.skin = opts.skin
      if (opts.kin) Object.assign(look, familyLook(look, opts.kin.hero, opts.kin.seed))
      // The page's twins look alike: one skin, one hair colour, one height.
      const noun = opts.team ?? opts.kind ?? seed.split('|')[0] ?? ''
      if (TWINS.test(noun) && !opts.kin) {
        const pair = personLook(`twins|${noun}`, group, drawing.pronoun)
        look.skin = opts.skin ?? pair.skin
        look.hairColor = pair.hairColor
        look.build = sibling ?? pair.build
      }
      // A sister, a girl of nine, reads as a girl at a child's size: never the short crop that reads as a boy.
      if (drawing.pronoun === 'she' && GIRL_BUILD.has(look.build.group) && (look.hair === 'short' || look.hair === 'very-short'))
        look.hair = (['ponytail', 'bob', 'long', 'braids'] as const)[hashString(`girl|${seed}`) % 4] ?? 'ponytail'
      if (colour) look.outfit.topColor = colour
      if (drawing.role === 'giant' || /\bgiant\b/.test(words)) look.build = { ...look.build, height: 2.6 }
      // A grandparent reads as old at a glance: grey or white hair, never a bare head that could be anyone's.
      if (group === 'older' && look.hair === 'bald') look.hair = 'balding'
      // A grown-up the parent said uses a wheelchair sits in it on every page, as the hero would.
      if (/\bwheelchair\b/.test(words)) look.wheelchair = true
      // "A sea captain with a wooden leg": the peg on every page.
      if (/\bpeg-legged\b/.test(words) && group !== 'baby' && !look.wheelchair) look.pegLeg = true
      const person = personActor(look)
      actor = person
      if (look.wheelchair) actor = { ...person, pose: (p) => person.pose(CHAIR_POSES[p] ?? p) }
      else if (WALKING_FRAME.test(words)) actor = withFrame(actor)
      else if (WALKING_STICK.test(words)) actor = withStick(actor, WHITE_CANE.test(words))
      break
    }
    case 'beast': {
      const spec0 = TOY_BEASTS[drawing.species] ?? BEASTS[drawing.species] ?? (BEASTS.monster as BeastSpec)
      // A small dragon or a little dinosaur is a big dog's or a pony's size, never a slightly smaller giant nor
      // a bird on the shoulder; a baby elephant is still taller than the child. An old pony is a full-grown
      // one, its back at a child's shoulder, never a foal's size.
      const grown = !small && drawing.species === 'pony' && /\bold(?:est|er)?\b/.test(words) ? FULL_GROWN_PONY / spec0.height : 1
      const height =
        small && spec0.height > 1 ? Math.max(SMALL_BIG_BEAST_LEAST, spec0.height * SMALL_BIG_BEAST) : spec0.height * size * grown
      const spec: BeastSpec = { ...spec0, height, ...(drawing.metal ? { metal: true, color: '#b8c4cc', belly: '#dde3e8' } : {}) }
      if (colour) {
        spec.color = colour
        spec.belly = lighten(colour, 0.35)
      }
      if (/\b(spotty|spotted)\b/.test(words)) spec.pattern = 'spots'
      if (/\b(stripy|striped)\b/.test(words)) spec.pattern = 'stripes'
      if (rainbow) spec.rainbowMane = true
      else if (parts.maned) spec.mane = parts.maned
      // Purple spots, golden wings, a silver horn: the part in the colour the parent gave it.
      const rainbowless = (c: string | undefined) => (c === 'rainbow' ? '#8a5cc9' : c)
      if (parts.spotted) Object.assign(spec, { pattern: 'spots', patternColor: rainbowless(parts.spotted) })
      if (parts.striped) Object.assign(spec, { pattern: 'stripes', patternColor: rainbowless(parts.striped) })
      if (parts.winged && spec.wings) spec.wings = rainbowless(parts.winged)
      if (parts.horned && spec.horns) spec.hornColor = rainbowless(parts.horned)
      if (parts.spiked && spec.spikes) spec.spikes = rainbowless(parts.spiked)
      if (/\b(old|rusty)\b/.test(words) && spec.metal) spec.color = mix(spec.color, '#b5673a', 0.4)
      if (/\b(fluffy|furry)\b/.test(words)) spec.fluffy = true
      if (/\b(shaggy|scruffy|wiry)\b/.test(words)) spec.wiry = true
      if (/\bone-eared\b/.test(words)) spec.oneEar = true
      if (/\b(wonky|floppy)-eared\b/.test(words)) spec.wonkyEar = true
      if (spec.horns === 'one' && BENT_HORN.test(words)) spec.bentHorn = true
      if (/\bthree-legged\b/.test(words)) spec.threeLegged = true
      if (/\blop-eared\b/.test(words) && spec.ears === 'long') spec.lopEars = true
      if (/\bone-winged\b/.test(words) && spec.wings) spec.oneWing = true
      // An old furry animal has gone grey round the nose, as the parent may have said.
      if (/\bgrey-muzzled\b/.test(words) || (/\bold\b/.test(words) && !spec.metal && FURRY_SNOUT.has(spec.snout))) spec.greyMuzzle = true
      if (/\bstumpy-tailed\b/.test(words) && spec.tail !== 'none') spec.tail = 'short'
      actor = beastActor(spec, spec.metal ? 'robot' : opts.kind === 'creature' ? 'creature' : 'animal', drawing.ride)
      // A bird with one wing cannot fly: it hops. A page's heron or pigeons stand where the page is.
      if (spec.oneWing || drawing.grounded) actor = grounded(actor)
      break
    }
    case 'icon': {
      // A bird with one wing is drawn on the bird rig, which can leave a wing off; an icon cannot.
      if (/\bone-winged\b/.test(words) && drawing.flies) {
        const body = colour ?? ICON_BODY[drawing.icon]?.body[0]
        const bird = BEASTS.pigeon as BeastSpec
        const spec: BeastSpec = {
          ...bird,
          height: drawing.height * size,
          ...(body ? { color: body, belly: lighten(body, 0.3), wings: darken(body, 0.15) } : {}),
          oneWing: true,
        }
        actor = grounded(beastActor(spec, 'animal'))
        break
      }
      // "A little duck" is a duckling: small and yellow. A colour word repaints the animal.
      const paint = colour ?? (drawing.icon === 'duck' && small ? '#f6cf45' : drawing.paint)
      actor = iconActor(drawing.icon, drawing.height * size, {
        ...(drawing.faces ? { faces: drawing.faces } : {}),
        ...(drawing.flies ? { flies: true } : {}),
        ...(drawing.swims ? { swims: true } : {}),
        ...(drawing.hauls ? { hauls: true } : {}),
        ...(drawing.ride ? { ride: drawing.ride } : {}),
        ...(paint ? { paint } : {}),
        ...(made ? { toy: made } : drawing.toy ? { toy: drawing.toy } : {}),
      })
      break
    }
    case 'machine': {
      // A toy, paper or cardboard vehicle is small in the hands (a paper aeroplane was drawn the size of a real one).
      const toy = MADE_VEHICLE.test(opts.kind ?? '') ? 0.25 : 1
      actor = machineActor(drawing.machine, opts.withFace ?? true, size * toy, colour ?? drawing.color)
      // A toy is toy-sized whatever the real one's size: a toy rocket is no taller than a teddy, never hip-high to the child.
      if (toy < 1 && actor.height > TOY_TALL)
        actor = machineActor(drawing.machine, opts.withFace ?? true, (size * toy * TOY_TALL) / actor.height, colour ?? drawing.color)
      break
    }
    case 'robot': {
      if (drawing.form === 'disc') {
        actor = discRobotActor(colour ?? drawing.color ?? '#3d4451', size)
        break
      }
      const look = baseLook(seed, 'child')
      const metal = colour ?? (/\b(old|rusty)\b/.test(words) ? '#b08a6a' : '#9fb4c8')
      look.body = { kind: 'robot', color: metal, accent: '#7fe7ff' }
      look.skin = darken(metal, 0.15)
      look.outfit = { top: 'tshirt', topColor: metal, bottom: 'trousers', bottomColor: darken(metal, 0.2), shoes: darken(metal, 0.45) }
      look.glasses = false
      delete look.hat
      look.build = { ...look.build, height: (drawing.size ?? 1.25) * size, heads: 3.6 }
      actor = personActor(look)
      actor.kind = 'robot'
      break
    }
    case 'plush': {
      const look = baseLook(seed, 'toddler')
      const fur = colour ?? drawing.color
      const marks = { ...drawing.marks }
      // A toy unicorn's rainbow mane in all its colours; a gold-maned lion's in gold.
      if (parts.maned && parts.maned !== 'rainbow') {
        if (marks.forelock) marks.forelock = parts.maned
        else marks.mane = parts.maned
      }
      if (parts.horned && parts.horned !== 'rainbow' && marks.horn) marks.horn = parts.horned
      look.body = {
        kind: 'plush',
        color: fur,
        accent: '#e4574c',
        ears: drawing.ears,
        ...(drawing.trunk ? { trunk: true } : {}),
        ...marks,
        ...(rainbow && marks.forelock ? { rainbow: true } : {}),
        ...(/\bone-eared\b/.test(words) ? { oneEar: true } : {}),
        ...(/\b(wonky|floppy)-eared\b/.test(words) ? { wonkyEar: true } : {}),
        ...(/\bfloppy-eared\b/.test(words) ? { floppyEar: true } : {}),
        ...(/\blop-eared\b/.test(words) ? { lop: true } : {}),
        // "One button eye": the other eye is gone, a few stitches where it was; "button eyes": both.
        ...(/\bone-eyed\b/.test(words) ? { oneEye: true } : {}),
        ...(/\bbutton-eyed\b/.test(words) ? { buttonEye: true } : {}),
      }
      look.skin = fur
      look.outfit = { top: 'vest', topColor: fur, bottom: 'trousers', bottomColor: fur, shoes: darken(fur, 0.25) }
      look.glasses = false
      look.build = { ...look.build, height: toyHeight((drawing.size ?? 0.62) * size, opts.heroAge), heads: 2.6, limb: 0.36 }
      actor = toyActor(personActor(look))
      break
    }
    case 'doll': {
      const role =
        drawing.role === 'soldier'
          ? { hat: 'helmet' as const, hatColor: '#2d2a32', top: 'coat' as const, topColor: '#d62828' }
          : drawing.role && drawing.role !== 'rag' && drawing.role !== 'jack' && ROLE_STYLES[drawing.role]
            ? ROLE_STYLES[drawing.role]
            : drawing.role === 'jack'
              ? { hat: 'party' as const, hatColor: '#e4574c', top: 'tunic' as const, topColor: '#f4c542' }
              : { top: 'dress' as const, topColor: '#f497c6' }
      const look = personLook(seed, 'toddler', drawing.role === 'soldier' ? 'he' : 'she', role)
      if (drawing.role === 'rag') look.hairColor = '#e4574c'
      look.build = { ...look.build, height: toyHeight((drawing.size ?? 0.58) * size, opts.heroAge) }
      actor = toyActor(personActor(look))
      break
    }
    case 'alien': {
      const look = baseLook(seed, 'child')
      const skin = colour ?? '#7fd67a'
      look.body = { kind: 'alien', color: skin, accent: '#ffd93d' }
      look.skin = skin
      look.outfit = { top: 'jumper', topColor: '#c9d0d8', bottom: 'trousers', bottomColor: '#c9d0d8', shoes: '#8a5cc9' }
      look.glasses = false
      delete look.hat
      actor = personActor(look)
      actor.kind = 'creature'
      break
    }
    case 'ghost':
      actor = ghostActor()
      break
    case 'made':
      actor = madeActor(drawing.thing, colour, size, opts.withFace ?? true, parts.spotted === 'rainbow' ? '#8a5cc9' : parts.spotted)
      break
    case 'serpent':
      actor = serpentActor(colour ?? '#3f9a6a', size)
      break
    case 'mermaid': {
      const look = personLook(seed, 'teen', drawing.pronoun, ROLE_STYLES[drawing.pronoun === 'she' ? 'mermaid' : 'merman'])
      look.tail = colour ?? '#2fa89a'
      actor = personActor(look)
      actor.kind = 'creature'
      actor.swims = true
      break
    }
    default: {
      // The friendly stand-in: a round, soft, clearly non-human creature.
      const spec: BeastSpec = {
        ...(BEASTS.monster as BeastSpec),
        color: colour ?? '#7fc8b8',
        belly: '#d8f2ec',
        height: 0.9 * size,
        horns: undefined,
        pattern: 'spots',
        patternColor: '#5fa898',
      }
      actor = beastActor(spec, 'creature')
    }
  }
  // A cuddly toy's lost eye is drawn on its face (stitches), not as a patch.
  if (/\bone-eyed\b/.test(words) && drawing.by !== 'plush') actor = withEyePatch(actor)
  // What the toy is made of, where its own drawing does not show it (an icon draws its own), and its wheels.
  if (made && drawing.by !== 'icon') actor = madeOfStuff(actor, made)
  if (opts.toy && PULL_ALONG.test(words)) actor = onWheels(actor, made === 'wooden' ? darken(WOOD, 0.15) : '#e4574c')
  return actor
}

/** Natural wood, for a wooden toy no colour was given. */
export const WOOD = '#c8955a'
/** A toy on wheels: "pull-along" (the parser's word for "on wheels"), or said so. */
const PULL_ALONG = /\bpull-along\b|\bon wheels\b/

/** The stuff a toy is made of, as a picture shows it. */
export function materialOf(words: string): Extract<IconToy, 'wooden' | 'knitted' | 'plastic'> | undefined {
  if (/\bwooden\b/.test(words)) return 'wooden'
  if (/\b(?:knitted|crocheted|woolly)\b/.test(words)) return 'knitted'
  if (/\bplastic\b/.test(words)) return 'plastic'
  return undefined
}

/** Grain on wood, rows of knitted stitches on wool, a shine on plastic: over a drawn toy's middle. */
function stuffMarks(stuff: IconToy, box: { x: number; y: number; w: number; h: number }, lw: number): string {
  const { x, y, w, h } = box
  if (stuff === 'wooden') {
    let d = ''
    for (const t of [0.45, 0.6, 0.75])
      d += `M${n(x + w * 0.2)} ${n(y + h * t)}Q${n(x + w * 0.45)} ${n(y + h * (t - 0.05))} ${n(x + w * 0.6)} ${n(y + h * t)}T${n(x + w * 0.82)} ${n(y + h * t)}`
    return strokeD(d, darken(WOOD, 0.35), Math.max(lw * 0.8, w * 0.025), 0.7)
  }
  if (stuff === 'knitted') {
    let d = ''
    const step = w * 0.09
    for (let row = 0.4; row <= 0.8; row += 0.13)
      for (let col = x + w * 0.25; col <= x + w * 0.75; col += step)
        d += `M${n(col)} ${n(y + h * row)}l${n(step * 0.5)} ${n(step * 0.7)}l${n(step * 0.5)} ${n(-step * 0.7)}`
    return strokeD(d, '#3b2a20', Math.max(lw * 0.8, w * 0.022), 0.3)
  }
  if (stuff === 'plastic')
    return (
      ellipse(x + w * 0.38, y + h * 0.4, w * 0.1, h * 0.05, { fill: '#ffffff', opacity: 0.75 }) +
      circle(x + w * 0.5, y + h * 0.38, w * 0.025, { fill: '#ffffff', opacity: 0.75 })
    )
  return ''
}

/** A toy drawn in the stuff it is made of: the marks over its body. */
function madeOfStuff(actor: Actor, stuff: IconToy): Actor {
  return {
    ...actor,
    draw: (o) => {
      const d = actor.draw(o)
      return { ...d, markup: d.markup + group(stuffMarks(stuff, d.box, o.lw)) }
    },
  }
}

/**
 * A pull-along toy on its wheels: a little board under it, a wheel at each end, and the pull string
 * curling from its front to the ground; the toy rides a wheel's height up.
 */
export function onWheels(actor: Actor, wheel: string): Actor {
  const lift = 0.28
  return {
    ...actor,
    height: actor.height * (1 + lift),
    pose: (p) =>
      p === 'running' || p === 'jumping' || p === 'walking' ? 'standing' : p === 'lying' || p === 'sleeping' ? 'sitting' : actor.pose(p),
    draw: (o) => {
      const h = actor.height * o.m
      const r = h * lift * 0.5
      const d = actor.draw({ ...o, y: o.y - r * 1.7 })
      const { x, w } = d.box
      // The string is tied at its front, the side its head is.
      const front = d.head[0] >= x + w / 2 ? 1 : -1
      const boardY = o.y - r * 1.9
      const board = rect(
        x + w * 0.08,
        boardY,
        w * 0.84,
        r * 0.6,
        { fill: darken(WOOD, 0.1), stroke: darken(WOOD, 0.45), sw: o.lw },
        r * 0.15,
      )
      const wheels = [x + w * 0.22, x + w * 0.78]
        .map(
          (cx) =>
            circle(cx, o.y - r, r, { fill: wheel, stroke: darken(wheel, 0.45), sw: o.lw }) +
            circle(cx, o.y - r, r * 0.3, { fill: darken(wheel, 0.35) }),
        )
        .join('')
      const sx = front > 0 ? x + w * 0.92 : x + w * 0.08
      const string = strokeD(
        `M${n(sx)} ${n(boardY + r * 0.3)}Q${n(sx + front * w * 0.35)} ${n(o.y - r * 0.2)} ${n(sx + front * w * 0.55)} ${n(o.y)}`,
        '#c0392b',
        o.lw * 0.9,
      )
      return {
        ...d,
        markup: `<g class="on-wheels">${string}${board}${wheels}</g>${d.markup}`,
        box: { ...d.box, h: o.y - d.box.y },
      }
    },
  }
}

/** Snouts whose fur goes grey with age (not a beak, a dinosaur's or a horse's long face). */
const FURRY_SNOUT: ReadonlySet<BeastSpec['snout']> = new Set<BeastSpec['snout']>(['round', 'short', 'long', 'flat'])

/** An actor that cannot fly: a flying pose becomes a hop. */
function grounded(actor: Actor): Actor {
  const { flies: _, ...rest } = actor
  return { ...rest, pose: (p) => actor.pose(p === 'flying' ? 'jumping' : p) }
}

/**
 * A robot vacuum: a low round disc on little wheels, a bumper and a light strip for eyes. It has
 * no arms, legs or head, so it takes no person's pose: it rolls, or rests with its light dimmed.
 */
function discRobotActor(color: string, size: number): Actor {
  const H = 0.16 * size
  const W = 0.46 * size
  return {
    kind: 'robot',
    height: H,
    width: W,
    faces: 0,
    pose: (p) => (p === 'sleeping' || p === 'lying' ? 'sleeping' : p === 'running' || p === 'walking' ? p : 'standing'),
    draw: (o) => {
      const w = W * o.m
      const h = H * o.m
      const { x, y, lw } = o
      const top = y - h
      const rim = darken(color, 0.35)
      const asleep = o.pose === 'sleeping' || o.face === 'sleepy'
      const light = asleep ? '#5b6b7a' : '#7fe7ff'
      const eyeY = top + h * 0.5
      const eyes = asleep
        ? strokeD(`M${n(x - w * 0.16)} ${n(eyeY)}l${n(w * 0.1)} 0M${n(x + w * 0.06)} ${n(eyeY)}l${n(w * 0.1)} 0`, light, lw * 1.4)
        : ellipse(x - w * 0.11, eyeY, w * 0.04, h * 0.14, { fill: light }) +
          ellipse(x + w * 0.11, eyeY, w * 0.04, h * 0.14, { fill: light })
      const markup =
        ellipse(x - w * 0.32, y - h * 0.05, w * 0.07, h * 0.12, { fill: '#2d2a32' }) +
        ellipse(x + w * 0.32, y - h * 0.05, w * 0.07, h * 0.12, { fill: '#2d2a32' }) +
        path(
          `M${n(x - w / 2)} ${n(top + h * 0.35)}Q${n(x - w / 2)} ${n(top)} ${n(x)} ${n(top)}Q${n(x + w / 2)} ${n(top)} ${n(x + w / 2)} ${n(top + h * 0.35)}L${n(x + w / 2)} ${n(y - h * 0.2)}Q${n(x)} ${n(y + h * 0.05)} ${n(x - w / 2)} ${n(y - h * 0.2)}Z`,
          { fill: color, sw: lw, stroke: rim },
        ) +
        ellipse(x, top + h * 0.12, w * 0.3, h * 0.08, { fill: lighten(color, 0.25) }) +
        path(
          `M${n(x - w * 0.3)} ${n(top + h * 0.32)}L${n(x + w * 0.3)} ${n(top + h * 0.32)}L${n(x + w * 0.27)} ${n(top + h * 0.68)}L${n(x - w * 0.27)} ${n(top + h * 0.68)}Z`,
          { fill: '#1f2533', sw: lw, stroke: rim },
        ) +
        eyes +
        circle(x + w * 0.38, top + h * 0.3, h * 0.06, { fill: asleep ? '#5b6b7a' : '#7ee08a' })
      return { markup, box: { x: x - w / 2, y: top, w, h }, head: [x, eyeY], headR: h * 0.45, hands: [[x + w * 0.45, y - h * 0.4]] }
    },
  }
}

/** Covers one eye (a 'one-eyed' cat gets a patch). */
function withEyePatch(actor: Actor): Actor {
  return {
    ...actor,
    draw: (o) => {
      const d = actor.draw(o)
      const [hx, hy] = d.head
      const side = o.facing === -1 ? -1 : 1
      const r = d.headR
      const ex = hx + side * r * (actor.kind === 'person' || actor.kind === 'toy' || actor.kind === 'robot' ? 0.35 : 0.5)
      const ey = hy - r * 0.1
      const patch =
        strokeD(`M${n(hx - r)} ${n(hy - r * 0.5)}L${n(hx + r)} ${n(hy + r * 0.05)}`, '#2d2a32', Math.max(o.lw, r * 0.08)) +
        ellipse(ex, ey, r * 0.28, r * 0.24, { fill: '#2d2a32' })
      return { ...d, markup: d.markup + patch }
    },
  }
}

/** Years between a brother or sister and the hero, by what the parent called them. */
const SIBLING_GAP: Readonly<Record<string, number>> = {
  'big sister': 4,
  'older sister': 4,
  'big brother': 4,
  'older brother': 4,
  'little sister': -3,
  'younger sister': -3,
  'little brother': -3,
  'younger brother': -3,
  'big sibling': 4,
  'older sibling': 4,
  'little sibling': -3,
  'younger sibling': -3,
  twin: 0,
  twins: 0,
  'twin sister': 0,
  'twin brother': 0,
  // A friend or a cousin is about the hero's own age.
  'best friend': 0,
  'best mate': 0,
  friend: 0,
  mate: 0,
  classmate: 0,
  cousin: 0,
}

/** The hero's own family by blood, who share the hero's skin: not a stepdad, a godmother or a foster mum. */
const RELATIVE =
  /\b(?:sister|brother|sibling|twin|mum|mummy|mom|mommy|mother|mama|mamma|mam|mammy|ma|dad|daddy|father|papa|papà|pa|grand\w*|gran|granny|nan|nana|nanna|nanny|nani|nana-ji|dadi|dada|nonna|nonno|abuela|abuelo|oma|opa|bubbe|zaide|aunt\w*|auntie|uncle|cousin)\b/i

/**
 * Whether a word names one of the hero's own family: the words above, or any family name the kinds
 * table reads as a name (Yiayia, Amma, Gramps, Tita, Khala: an editor found parents in another skin).
 * Never a step-, foster, god- or in-law relation.
 */
export function namesRelative(word: string, firstOnly = false): boolean {
  const w = word.trim().toLowerCase()
  if (/\b(?:step|foster|god|adopt|in-law)/.test(w)) return false
  const words = w.replace(/^(?:great|grand)[- ](?=\p{L})/u, '').split(/[\s,]+/)
  if (!firstOnly && RELATIVE.test(w)) return true
  return (firstOnly ? words.slice(0, 1) : words).some((part) => {
    const info = KINDS[part]
    return info?.category === 'person' && info.isName === true
  })
}

/**
 * The companion of a page as an actor; `heroAge` sizes a brother or sister beside the hero, and
 * `heroSkin` colours one of the hero's own family (a grandma or a baby brother with another skin
 * reads as someone else's).
 */
export function companionActor(c: SceneCompanion, heroAge?: number, hero?: string | PersonLook): Actor {
  const actor = bareCompanion(c, heroAge, hero)
  return c.wears?.length ? wearing(actor, c.wears) : actor
}

/** A hat the words name, as the person rig draws it. */
function hatFor(worn: string): Hat {
  if (/\bbobble\b/.test(worn)) return 'bobble'
  if (/\b(?:cap|beret)\b/.test(worn)) return 'cap'
  if (/\bbonnet\b/.test(worn)) return 'sunhat'
  if (/\btop hat\b/.test(worn)) return 'cowboy'
  return 'sunhat'
}

/**
 * The companion in what the parent said it wears ("who wears spectacles", "in a red scarf", "with a
 * big hat"), whatever its kind: a person's own glasses and hat, and on any other kind spectacles on
 * the eyes, a hat on the head and a scarf at the neck, drawn over it where its head is.
 */
export function wearing(actor: Actor, wears: readonly string[]): Actor {
  const colour = (w: string, fallback: string) => COLOURS[w.split(' ').find((x) => COLOURS[x]) ?? ''] ?? fallback
  const specs = wears.some((w) => /\b(?:spectacles|monocle)\b/.test(w))
  const hat = wears.find((w) => /\b(?:hat|cap|beret|bonnet)$/.test(w))
  const scarf = wears.find((w) => /\b(?:scarf|bandana|neckerchief)$/.test(w))
  const bow = wears.find((w) => /\bbow ?tie$|\bbowtie$/.test(w))
  // "a big white beard": a grown-up's own, long where it is big, white or grey where the parent said so.
  const beard = wears.find((w) => /\b(?:beard|moustache|mustache)$/.test(w))
  let dressed = actor
  if (actor.look) {
    const look = actor.look
    dressed = restyled(actor, (l) => ({
      ...l,
      ...(beard && l.build.group !== 'child' && l.build.group !== 'baby'
        ? {
            beard: /beard$/.test(beard) ? (/\b(?:big|long|bushy|huge)\b/.test(beard) ? 'long' : 'full') : 'moustache',
            ...(/\b(?:white|grey|gray|snowy)\b/.test(beard) ? { hairColor: /white|snowy/.test(beard) ? '#eeeae2' : '#b9b6b0' } : {}),
          }
        : {}),
      glasses: l.glasses || specs,
      ...(hat && !look.hat ? { hat: hatFor(hat), hatColor: colour(hat, '#6b4a35') } : {}),
    }))
  }
  const person = !!actor.look
  const draw = dressed.draw
  return {
    ...dressed,
    draw: (o) => {
      const d = draw(o)
      const [hx, hy] = d.head
      const r = d.headR
      const lw = Math.max(0.6, o.lw * 0.8)
      // A side-on creature's eyes are toward its snout; a front-on one's either side of its face.
      const side = actor.faces === 0 || o.back ? 0 : (o.facing === -1 ? -1 : 1) * actor.faces
      let on = ''
      if (specs && !person && !o.back && d.eyes && d.eyes.at.length === 2) {
        // Round rims on the eyes the drawing knows, joined by a bridge.
        const [[ax, ay], [bx, by]] = d.eyes.at as [Pt, Pt]
        const rim = { fill: '#ffffff', stroke: '#3b2a20', sw: lw * 1.6, extra: 'fill-opacity="0.25"' }
        on +=
          circle(ax, ay, d.eyes.r * 1.35, rim) +
          circle(bx, by, d.eyes.r * 1.35, rim) +
          path(`M${n(ax + d.eyes.r * 1.35)} ${n(ay)} L${n(bx - d.eyes.r * 1.35)} ${n(by)}`, { stroke: '#3b2a20', sw: lw * 1.6 })
      } else if (specs && !person && !o.back) {
        const ex = hx + side * r * 0.35
        const ey = hy - r * 0.08
        const gap = side ? r * 0.28 : r * 0.4
        const lens = side ? r * 0.24 : r * 0.28
        const rim = { fill: '#ffffff', stroke: '#3b2a20', sw: lw * 1.3, extra: 'fill-opacity="0.3"' }
        on +=
          circle(ex - gap, ey, lens, rim) +
          circle(ex + gap, ey, lens, rim) +
          path(`M${n(ex - gap + lens)} ${n(ey)} L${n(ex + gap - lens)} ${n(ey)}`, { stroke: '#3b2a20', sw: lw * 1.3 })
      }
      if (scarf) {
        const c = colour(scarf, '#e4574c')
        const ny = hy + r * (person ? 1.05 : 0.85)
        const w = r * (person ? 0.75 : 0.9)
        on +=
          path(
            `M${n(hx - w)} ${n(ny - r * 0.12)} Q${n(hx)} ${n(ny + r * 0.22)} ${n(hx + w)} ${n(ny - r * 0.12)} L${n(hx + w)} ${n(ny + r * 0.12)} Q${n(hx)} ${n(ny + r * 0.46)} ${n(hx - w)} ${n(ny + r * 0.12)} Z`,
            {
              fill: c,
              stroke: darken(c, 0.3),
              sw: lw,
            },
          ) +
          rect(
            hx + (side || 1) * w * 0.35 - r * 0.13,
            ny + r * 0.15,
            r * 0.26,
            r * 0.7,
            { fill: c, stroke: darken(c, 0.3), sw: lw },
            r * 0.05,
          )
      }
      if (bow && !o.back) {
        const c = colour(bow, '#d64545')
        const by = hy + r * 1.0
        on += path(
          `M${n(hx)} ${n(by)} L${n(hx - r * 0.35)} ${n(by - r * 0.2)} L${n(hx - r * 0.35)} ${n(by + r * 0.2)} Z M${n(hx)} ${n(by)} L${n(hx + r * 0.35)} ${n(by - r * 0.2)} L${n(hx + r * 0.35)} ${n(by + r * 0.2)} Z`,
          {
            fill: c,
            stroke: darken(c, 0.3),
            sw: lw,
          },
        )
      }
      if (hat && !person) {
        const topHat = /\b(?:top|tall)\b/.test(hat)
        const c = colour(hat, topHat ? '#2f2b33' : '#6b4a35')
        const top = hy - r * 0.8
        const tall = topHat ? r * 1.2 : r * 0.65
        const bw = /\b(?:big|huge|straw)\b/.test(hat) ? r * 1.25 : r * 0.95
        on +=
          path(
            `M${n(hx - r * 0.6)} ${n(top)} L${n(hx - r * 0.5)} ${n(top - tall)} Q${n(hx)} ${n(top - tall - r * 0.12)} ${n(hx + r * 0.5)} ${n(top - tall)} L${n(hx + r * 0.6)} ${n(top)} Z`,
            {
              fill: c,
              stroke: darken(c, 0.35),
              sw: lw,
            },
          ) + ellipse(hx, top, bw, r * 0.16, { fill: c, stroke: darken(c, 0.35), sw: lw })
      }
      return on ? { ...d, markup: d.markup + on } : d
    },
  }
}

function bareCompanion(c: SceneCompanion, heroAge?: number, hero?: string | PersonLook): Actor {
  const heroSkin = typeof hero === 'string' ? hero : hero?.skin
  // One of the family's children: drawn exactly as they would be as the hero (skin, hair, glasses,
  // wheelchair, hearing aid), at their own age; a baby with a baby's build and hair.
  if (c.look && c.category === 'person') {
    const age = c.age ?? 6
    const look = heroLook(c.look, age, c.pronouns ?? 'they', c.name ?? '')
    if (age <= 1) Object.assign(look, { build: buildOf('baby'), hair: 'baby' })
    return personActor(look)
  }
  const kindDrawing = drawingFor(c.kind, c.category) ?? ({ by: 'friend' } as Drawing)
  // A grown-up with a job, where the page has the job in play (Uncle Femi, a fireman, at the fire): in its clothes.
  const found: Drawing =
    kindDrawing.by === 'person' && !kindDrawing.role && c.role && ROLE_STYLES[c.role === 'fireman' ? 'firefighter' : c.role]
      ? { ...kindDrawing, role: c.role }
      : kindDrawing
  // The words' pronoun wins over the role's: Mrs Pengelly the lighthouse keeper is a woman, never the role's bearded man.
  const drawing = found.by === 'person' && (c.pronouns === 'she' || c.pronouns === 'he') ? { ...found, pronoun: c.pronouns } : found
  const seed = `${c.name ?? ''}|${c.kind}|${c.details.join(' ')}`
  // The relation may be in the name only: "her auntie Zola, a vet" is a vet called Auntie Zola.
  const kin =
    c.category === 'person' &&
    (namesRelative(c.kind) || (namesRelative(c.name ?? '') && !/\b(?:step|foster|god|adopt|in-law)/i.test(c.kind)))
  return actorFor(drawing, c.details, seed, {
    withFace: true,
    kind: c.kind.toLowerCase(),
    ...(c.category === 'toy' ? { toy: true } : {}),
    ...(c.category === 'person' && c.age !== undefined ? { years: c.age } : {}),
    ...(heroAge !== undefined ? { heroAge } : {}),
    ...(kin && heroSkin ? { skin: heroSkin } : {}),
    // The hero's own family looks like the hero's family: skin, and hair that runs in it.
    ...(kin && hero && typeof hero !== 'string' ? { kin: { hero, seed: `${c.kind}|${c.name ?? ''}` } } : {}),
  })
}

/** A person of an age from the kinds table, for beings in a page's 'others'. */
/** A person of an age and role, dressed for the page; `team` names the side whose kit a player wears. */
export function personOfAge(age: PersonAge, seed: string, role?: string, pronoun?: 'she' | 'he', dress: Dress = {}, team = ''): Actor {
  const look = personLook(seed, AGE_GROUP[age], pronoun, styleOf(role, dress), dress, team)
  // Twins look alike: one skin, one hair colour, one height; each their own clothes.
  if (TWINS.test(team)) {
    const pair = personLook(`twins|${team}`, AGE_GROUP[age], pronoun)
    look.skin = pair.skin
    look.hairColor = pair.hairColor
    look.build = pair.build
  }
  return personActor(look)
}

/** Builds at which short hair on a girl reads as a boy's. */
const GIRL_BUILD: ReadonlySet<string> = new Set(['toddler', 'child', 'preteen'])

/** A page's twins ("the twins"): two people who look alike. */
const TWINS = /\btwins\b/i

/** A role's look on this page: away from the railway, a fireman puts out fires. */
export function styleOf(role: string | undefined, dress: Dress): RoleStyle | undefined {
  if (!role) return undefined
  return ROLE_STYLES[role === 'fireman' && !dress.railway ? 'firefighter' : role]
}

export { circle, type Pose }
