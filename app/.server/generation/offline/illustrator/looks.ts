/**
 * Who looks like what. The hero is the child the parent described: skin, hair and glasses from the
 * chosen look, build from the age, and clothes picked from what stays the same on every page of a
 * story (the name and the look), so the child wears the same clothes throughout. Other people get
 * a look from their role ("grandma": older, grey hair; "big sister": a teenager) and a seed.
 */
import { HAIR_COLOR_VALUES, type HairColor, type HairStyle, type HeroLook, SKIN_TONE_COLORS, type SkinTone } from '~/lib/hero-look'
import type { PersonAge } from '../../profile/kinds'
import { CLOTHES, darken, lighten, mix, SHOES, TROUSERS } from './palettes'
import { type AgeGroup, buildOf, childBuild, type Hair, type Hat, type Outfit, type PersonLook, type Top } from './person'
import { hashString, Rng } from './random'

const SKINS = Object.values(SKIN_TONE_COLORS)
const HAIRS = Object.values(HAIR_COLOR_VALUES)
const GREYS = ['#d9d6d0', '#c4c0ba', '#e8e4dc', '#b8b4ae'] as const

export type Pronouns = 'she' | 'he' | 'they'

function outfitFor(rng: Rng, pronoun: Pronouns, group: AgeGroup): Outfit {
  const tops: Top[] =
    pronoun === 'she'
      ? ['dress', 'dress', 'tshirt', 'jumper', 'dungarees', 'hoodie']
      : pronoun === 'he'
        ? ['tshirt', 'tshirt', 'jumper', 'hoodie', 'dungarees', 'shirt']
        : ['tshirt', 'jumper', 'hoodie', 'dungarees', 'tshirt', 'dress']
  let top = rng.pick(tops)
  if ((group === 'adult' || group === 'older') && top === 'dungarees') top = 'shirt'
  if (group === 'baby') top = 'dungarees'
  const topColor = rng.pick(CLOTHES)
  let bottomColor: string = rng.pick(TROUSERS)
  const bottom =
    top === 'dress'
      ? 'leggings'
      : group === 'adult' || group === 'older'
        ? pronoun === 'she' && rng.chance(0.4)
          ? 'skirt'
          : 'trousers'
        : rng.pick(['trousers', 'shorts', 'trousers'] as const)
  if (top === 'dungarees') bottomColor = rng.pick(['#3f6fd0', '#36558f', '#e4574c', '#5bb56b', '#f4c542'])
  if (top === 'dress') bottomColor = rng.pick(['#f4f1ea', '#36558f', '#e36fa8', '#2d2a32', '#f4c542'])
  // Stripes on an orange or yellow top read as a hi-vis vest (Ivy's Daddy was drawn as a road worker): a grown-up's are plain.
  const hiVis = (group === 'adult' || group === 'older') && (topColor === '#f28c38' || topColor === '#f4c542')
  const striped = top === 'tshirt' && rng.chance(0.4) ? lighten(rng.pick(CLOTHES), 0.2) : undefined
  const stripes = hiVis ? undefined : striped
  return {
    top,
    topColor: top === 'dungarees' ? rng.pick(['#f4f1ea', '#f4c542', '#e4574c', '#ffd6e0', '#bde0fe']) : topColor,
    bottom,
    bottomColor,
    shoes: rng.pick(SHOES),
    ...(stripes ? { stripes } : {}),
    accent: rng.pick(CLOTHES),
  }
}

/**
 * The hero's look. Clothes are seeded by the name and the look only (never the page), so the
 * same child is drawn in the same clothes on every page.
 */
export function heroLook(look: HeroLook, age: number, pronouns: Pronouns, name: string): PersonLook {
  const tone = (SKIN_TONE_COLORS[look.skinTone as SkinTone] ?? SKIN_TONE_COLORS[3]) as string
  const hair = (HAIR_COLOR_VALUES[look.hairColor] ?? HAIR_COLOR_VALUES.brown) as string
  const style: HairStyle = look.hairStyle
  const rng = new Rng(
    hashString(`hero|${name.trim().toLowerCase()}|${look.skinTone}|${look.hairStyle}|${look.hairColor}|${look.glasses}|${pronouns}`),
  )
  const build = childBuild(age)
  return {
    build,
    skin: tone,
    hair: style,
    hairColor: hair,
    glasses: !!look.glasses,
    outfit: outfitFor(rng, pronouns, build.group),
    // The child as the parent described them, on every page: the chair they use, the aids they wear.
    ...(look.wheelchair ? { wheelchair: true } : {}),
    ...(look.hearingAid ? { hearingAid: true } : {}),
  }
}

/**
 * How the page dresses the people in it: in the clothes of long ago (tunics, long dresses, aprons,
 * caps, never a hoodie), in a team's kit on a sports page, and (for a railway page) a fireman who
 * shovels coal rather than one who puts out fires.
 */
export type Dress = {
  period?: boolean
  kit?: Kit
  /** The team's colour as the page's words give it ("in green shirts"). */
  kitColour?: string
  railway?: boolean
}

/** The sports whose kit the illustrator draws. */
export type Kit = 'football' | 'netball' | 'cricket' | 'rugby' | 'hockey' | 'basketball' | 'running'

/** Team colours: a team's players share one, picked by the words that name them. */
const TEAM_COLOURS = ['#e4574c', '#3f6fd0', '#f4c542', '#2fa89a', '#8a5cc9', '#f28c38', '#36558f', '#5bb56b'] as const

/** Hats of a costume that is the same long ago (a crown, a wizard's hat, a knight's helm): never made over. */
const COSTUME_HATS: ReadonlySet<Hat> = new Set<Hat>([
  'wizard',
  'witch',
  'crown',
  'tiara',
  'pirate',
  'knight',
  'space',
  'party',
  'ninja',
  'mask',
  'fire-helmet',
  'chef',
  'helmet',
])

/** Tops of today that no one wore long ago. */
const MODERN_TOPS: ReadonlySet<Top> = new Set<Top>(['tshirt', 'hoodie', 'dungarees', 'vest'])
/** The muted dyes of long ago. */
const PERIOD_COLOURS = ['#7a5c3e', '#5b6e4f', '#8a3b2e', '#3e5a7a', '#a58a5c', '#6b4f6e', '#9a7b4f', '#4f5b3a'] as const

/** The look in the clothes of long ago: a long dress and an apron or a tunic and a cap, in old dyes. */
function periodise(look: PersonLook, rng: Rng, who: Pronouns, group: AgeGroup, role: RoleStyle | undefined): void {
  const fit = look.outfit
  const dyed = rng.pick(PERIOD_COLOURS)
  if (!role?.top || MODERN_TOPS.has(fit.top)) {
    if (group === 'baby') {
      fit.top = 'dress'
      fit.topColor = '#efe6d2'
    } else if (who === 'she') {
      fit.top = 'dress'
      fit.topColor = dyed
      fit.bottom = 'skirt'
      fit.bottomColor = dyed
      if (group !== 'child' || rng.chance(0.5)) fit.apron = rng.pick(['#efe6d2', '#e8dcc0', '#f4f1ea'])
    } else {
      fit.top = rng.pick(['tunic', 'shirt', 'tunic'] as const)
      fit.topColor = dyed
      fit.bottom = 'trousers'
      fit.bottomColor = rng.pick(['#4a3b2a', '#5b4a3a', '#3e3a34'])
    }
  }
  delete fit.stripes
  fit.shoes = rng.pick(['#4a3424', '#3a2a1c', '#5a4030'])
  if (!look.hat && group !== 'baby' && rng.chance(0.55)) {
    look.hat = who === 'she' ? 'headscarf' : 'cap'
    look.hatColor = who === 'she' ? rng.pick(['#efe6d2', '#c9b38a', '#8a3b2e']) : rng.pick(['#5b4a3a', '#4a3b2a', '#6b5a44'])
  }
  look.glasses = false
}

/** The look in a team's kit: the sport's shirt and shorts (a netball bib and skirt, cricket whites), in the team's colour. */
function inKit(look: PersonLook, kit: Kit, team: string, who: Pronouns, named?: string): void {
  const fit = look.outfit
  const colour = named ?? (TEAM_COLOURS[hashString(`team|${team}`) % TEAM_COLOURS.length] as string)
  delete fit.apron
  delete fit.cape
  delete fit.stripes
  fit.shoes = kit === 'cricket' ? '#f4f1ea' : '#2d2a32'
  if (kit === 'cricket') {
    fit.top = 'shirt'
    fit.topColor = '#f7f4ea'
    fit.bottom = 'trousers'
    fit.bottomColor = '#f1ede2'
    fit.accent = colour
    return
  }
  if (kit === 'netball') {
    fit.top = 'vest'
    fit.topColor = colour
    fit.bottom = who === 'she' ? 'skirt' : 'shorts'
    fit.bottomColor = darken(colour, 0.35)
    fit.apron = lighten(colour, 0.55)
    return
  }
  fit.top = kit === 'basketball' || kit === 'running' ? 'vest' : 'tshirt'
  fit.topColor = colour
  fit.bottom = 'shorts'
  fit.bottomColor = kit === 'rugby' ? '#2d2a32' : '#f4f1ea'
  if (kit === 'football' || kit === 'rugby') fit.stripes = kit === 'rugby' ? '#f4f1ea' : lighten(colour, 0.35)
  if (look.hat && look.hat !== 'cap') delete look.hat
}

/**
 * The hero in what the page's words put them in: the team's kit in its colour on a sports page
 * ("Kofi stands in a green shirt with the rest of the team"), else their own top in that colour, a
 * coat for a coat. The face, hair and build stay the hero's.
 */
export function wearing(look: PersonLook, wear: { colour: string; garment: string; kit?: Kit }, pronoun: Pronouns): PersonLook {
  const next: PersonLook = { ...look, outfit: { ...look.outfit } }
  if (wear.kit) {
    inKit(next, wear.kit, 'hero', pronoun, wear.colour)
    return next
  }
  const fit = next.outfit
  if (/coat|jacket/.test(wear.garment)) fit.top = 'coat'
  else if (wear.garment === 'dress') {
    fit.top = 'dress'
    fit.bottom = 'leggings'
  } else if (/jumper|sweater/.test(wear.garment)) fit.top = 'jumper'
  else if (wear.garment === 'hoodie') fit.top = 'hoodie'
  else if (fit.top === 'dress' || fit.top === 'dungarees') fit.top = 'tshirt'
  fit.topColor = wear.colour
  delete fit.stripes
  return next
}

/** What a role looks like beyond age: hats, tools, uniforms. Keys are lower-case role words. */
export type RoleStyle = {
  age?: PersonAge
  pronoun?: 'she' | 'he'
  hat?: Hat
  hatColor?: string
  top?: Top
  topColor?: string
  bottomColor?: string
  apron?: string
  cape?: string
  tool?: PersonLook['tool']
  beard?: PersonLook['beard']
  wings?: string
  hair?: Hair
  wheelchair?: boolean
  bottom?: Outfit['bottom']
  /** A second colour: a neckerchief, a collar. */
  accent?: string
  /** Plays for a team: wears its kit on a sports page. */
  player?: boolean
  /** Wears a uniform that stays the same long ago (a knight's, a king's): never made over in old clothes. */
  uniform?: boolean
  /** A clown's face and feet: a red nose, white round the mouth, big shoes; a striped suit with a ruff. */
  clown?: boolean
}

export const ROLE_STYLES: Readonly<Record<string, RoleStyle>> = {
  wizard: { age: 'older', hat: 'wizard', hatColor: '#4b3fa0', top: 'robe', topColor: '#5b4bb7', beard: 'long', tool: 'staff' },
  'young wizard': { age: 'child', hat: 'wizard', hatColor: '#3f6fd0', top: 'robe', topColor: '#3f6fd0', tool: 'wand' },
  witch: { age: 'adult', pronoun: 'she', hat: 'witch', hatColor: '#2d2a32', top: 'robe', topColor: '#6a4c93', tool: 'wand' },
  king: { age: 'adult', pronoun: 'he', hat: 'crown', top: 'robe', topColor: '#b5223b', cape: '#7a1f3d', beard: 'full' },
  queen: { age: 'adult', pronoun: 'she', hat: 'crown', top: 'robe', topColor: '#7b4fc9', cape: '#4a2c82' },
  'fairy queen': { age: 'adult', pronoun: 'she', hat: 'tiara', top: 'dress', topColor: '#c9a7ff', wings: '#d8f3ff', tool: 'wand' },
  princess: { age: 'teen', pronoun: 'she', hat: 'tiara', top: 'dress', topColor: '#f497c6' },
  prince: { age: 'teen', pronoun: 'he', hat: 'crown', top: 'tunic', topColor: '#3f6fd0', cape: '#b5223b' },
  knight: { age: 'adult', hat: 'knight', top: 'tunic', topColor: '#b8c0c8', cape: '#3f6fd0', tool: 'sword' },
  guard: { age: 'adult', hat: 'knight', top: 'tunic', topColor: '#b5223b', tool: 'staff' },
  pirate: { age: 'adult', hat: 'pirate', top: 'shirt', topColor: '#f4f1ea', bottomColor: '#2f4858', beard: 'full' },
  // A sea captain's peaked cap and navy coat, over navy trousers.
  captain: { age: 'adult', hat: 'cap', hatColor: '#2d3a5a', top: 'coat', topColor: '#2d3a5a', bottomColor: '#26304a', beard: 'full' },
  'pirate captain': { age: 'adult', hat: 'pirate', top: 'coat', topColor: '#b5223b', bottomColor: '#2f4858', beard: 'full' },
  astronaut: { age: 'adult', hat: 'space', top: 'jumper', topColor: '#f4f1ea', bottomColor: '#dfe3e8' },
  firefighter: {
    age: 'adult',
    hat: 'fire-helmet',
    top: 'coat',
    topColor: '#2d2a32',
    bottomColor: '#2d2a32',
    tool: 'hose',
    accent: '#f4c542',
  },
  // Chef's whites: a white jacket and hat, checked trousers.
  chef: {
    age: 'adult',
    hat: 'chef',
    top: 'coat',
    topColor: '#ffffff',
    bottomColor: '#3a3a44',
    apron: '#f4f1ea',
    tool: 'spoon',
    uniform: true,
  },
  cook: { age: 'adult', hat: 'chef', top: 'shirt', topColor: '#ffffff', apron: '#f4f1ea', tool: 'spoon' },
  baker: { age: 'adult', hat: 'chef', top: 'shirt', topColor: '#ffffff', apron: '#f7d9b0' },
  'dinner lady': {
    age: 'adult',
    pronoun: 'she',
    top: 'shirt',
    topColor: '#9ad1d4',
    apron: '#ffffff',
    hat: 'headscarf',
    hatColor: '#9ad1d4',
  },
  doctor: { age: 'adult', top: 'coat', topColor: '#ffffff', tool: 'stethoscope' },
  nurse: { age: 'adult', top: 'tunic', topColor: '#5fa8d3', bottomColor: '#2f4f7f', accent: '#ffffff', tool: 'stethoscope' },
  'police officer': {
    age: 'adult',
    hat: 'cap',
    hatColor: '#1f2a44',
    top: 'coat',
    topColor: '#23304f',
    bottomColor: '#1f2a44',
    accent: '#f4f1ea',
    tool: 'whistle',
  },
  // The driver of a steam engine: a cap, blue overalls and a red neckerchief.
  'engine driver': {
    age: 'adult',
    hat: 'cap',
    hatColor: '#2d3a5a',
    top: 'dungarees',
    topColor: '#e9e4d8',
    bottomColor: '#2f4f7f',
    accent: '#c0392b',
    uniform: true,
  },
  // The railway fireman shovels coal into the firebox: a flat cap, overalls and his shovel, never a firefighter's helmet.
  fireman: {
    age: 'adult',
    pronoun: 'he',
    hat: 'cap',
    hatColor: '#3d3a36',
    top: 'dungarees',
    topColor: '#d9d0c1',
    bottomColor: '#34495e',
    accent: '#7a5c3e',
    tool: 'shovel',
    uniform: true,
  },
  plumber: {
    age: 'adult',
    hat: 'cap',
    hatColor: '#3f6fd0',
    top: 'dungarees',
    topColor: '#f4f1ea',
    bottomColor: '#3f6fd0',
    accent: '#f4c542',
  },
  footballer: { age: 'teen', top: 'tshirt', bottom: 'shorts', player: true },
  'netball player': { age: 'teen', pronoun: 'she', top: 'vest', bottom: 'skirt', player: true },
  cricketer: { age: 'adult', top: 'shirt', topColor: '#f7f4ea', bottomColor: '#f1ede2', player: true },
  player: { age: 'teen', top: 'tshirt', bottom: 'shorts', player: true },
  referee: { age: 'adult', top: 'shirt', topColor: '#2d2a32', bottom: 'shorts', bottomColor: '#2d2a32', tool: 'whistle' },
  umpire: { age: 'older', hat: 'sunhat', hatColor: '#f4f1ea', top: 'coat', topColor: '#f7f4ea', bottomColor: '#2f4858' },
  scientist: { age: 'adult', top: 'coat', topColor: '#ffffff', tool: 'magnifier' },
  detective: { age: 'adult', hat: 'cap', hatColor: '#7a5c3e', top: 'coat', topColor: '#a0784f', tool: 'magnifier' },
  explorer: { age: 'adult', hat: 'sunhat', hatColor: '#d8b46a', top: 'shirt', topColor: '#c2a878', bottomColor: '#7a6a4f' },
  farmer: { age: 'adult', hat: 'sunhat', hatColor: '#e3c16f', top: 'dungarees', topColor: '#e4574c', bottomColor: '#36558f' },
  'tractor driver': { age: 'adult', hat: 'cap', hatColor: '#5bb56b', top: 'dungarees', topColor: '#f4f1ea', bottomColor: '#36558f' },
  shepherd: { age: 'older', hat: 'cap', hatColor: '#6b4f3a', top: 'coat', topColor: '#7a6a4f', tool: 'staff' },
  gardener: { age: 'adult', hat: 'sunhat', hatColor: '#e3c16f', top: 'shirt', topColor: '#5bb56b', apron: '#7a6a4f' },
  cowboy: { age: 'adult', pronoun: 'he', hat: 'cowboy', top: 'shirt', topColor: '#c8553d', bottomColor: '#36558f' },
  cowgirl: { age: 'adult', pronoun: 'she', hat: 'cowboy', top: 'shirt', topColor: '#e36fa8', bottomColor: '#36558f' },
  superhero: {
    age: 'adult',
    hat: 'mask',
    hatColor: '#e4574c',
    top: 'jumper',
    topColor: '#3f6fd0',
    bottomColor: '#3f6fd0',
    cape: '#e4574c',
  },
  ninja: { age: 'teen', hat: 'ninja', hatColor: '#2d2a32', top: 'jumper', topColor: '#2d2a32', bottomColor: '#2d2a32' },
  teacher: { age: 'adult', top: 'shirt', topColor: '#8a5cc9' },
  'swimming teacher': { age: 'adult', top: 'vest', topColor: '#e4574c', bottomColor: '#36558f', tool: 'whistle' },
  coach: { age: 'adult', hat: 'cap', hatColor: '#e4574c', top: 'hoodie', topColor: '#3f9fd6', tool: 'whistle' },
  postman: { age: 'adult', hat: 'cap', hatColor: '#c8553d', top: 'shirt', topColor: '#e4574c', bottomColor: '#2f4858' },
  postwoman: { age: 'adult', pronoun: 'she', hat: 'cap', hatColor: '#c8553d', top: 'shirt', topColor: '#e4574c', bottomColor: '#2f4858' },
  worker: { age: 'adult', hat: 'helmet', hatColor: '#f4c542', top: 'vest', topColor: '#f28c38' },
  'removal men': { age: 'adult', hat: 'cap', hatColor: '#3f6fd0', top: 'tshirt', topColor: '#3f6fd0' },
  blacksmith: { age: 'adult', top: 'tshirt', topColor: '#6c7a89', apron: '#6b4f3a', beard: 'full' },
  miller: { age: 'older', hat: 'cap', hatColor: '#f4f1ea', top: 'shirt', topColor: '#f4f1ea', apron: '#d8d2c4' },
  potter: { age: 'adult', top: 'tshirt', topColor: '#c8553d', apron: '#9a7b4f' },
  bard: { age: 'adult', hat: 'beanie', hatColor: '#2fa89a', top: 'tunic', topColor: '#8a5cc9', cape: '#2fa89a' },
  'lantern man': { age: 'older', hat: 'cap', hatColor: '#2d3a5a', top: 'coat', topColor: '#2d3a5a' },
  'lighthouse keeper': { age: 'older', hat: 'beanie', hatColor: '#e4574c', top: 'jumper', topColor: '#2d3a5a', beard: 'full' },
  harbourmaster: { age: 'adult', hat: 'cap', hatColor: '#2d3a5a', top: 'coat', topColor: '#2d3a5a' },
  ferryman: { age: 'older', hat: 'cap', hatColor: '#2d3a5a', top: 'jumper', topColor: '#3f6fd0', beard: 'full' },
  balloonist: { age: 'adult', hat: 'cap', hatColor: '#a0683c', top: 'coat', topColor: '#a0683c' },
  mayor: { age: 'adult', top: 'coat', topColor: '#2d2a32' },
  judge: { age: 'adult', top: 'coat', topColor: '#2d3a5a' },
  presenter: { age: 'adult', top: 'shirt', topColor: '#e36fa8' },
  'ice-cream seller': { age: 'adult', hat: 'cap', hatColor: '#ffd6e0', top: 'shirt', topColor: '#ffffff', apron: '#ffd6e0' },
  'flower seller': { age: 'adult', top: 'shirt', topColor: '#5bb56b', apron: '#f497c6' },
  greengrocer: { age: 'adult', top: 'shirt', topColor: '#f4f1ea', apron: '#5bb56b' },
  stallholder: { age: 'adult', top: 'shirt', topColor: '#f28c38', apron: '#2fa89a' },
  washerwoman: { age: 'adult', pronoun: 'she', top: 'dress', topColor: '#9ad1d4', apron: '#ffffff', hat: 'headscarf', hatColor: '#e36fa8' },
  locksmith: { age: 'adult', top: 'shirt', topColor: '#6c7a89', apron: '#6b4f3a' },
  warden: { age: 'adult', hat: 'cap', hatColor: '#3d6b5a', top: 'coat', topColor: '#3d6b5a' },
  cyclist: { age: 'adult', hat: 'helmet', hatColor: '#3f9fd6', top: 'tshirt', topColor: '#f4c542' },
  'dog walker': { age: 'adult', top: 'coat', topColor: '#c8553d' },
  'scooter rider': { age: 'teen', hat: 'helmet', hatColor: '#e4574c', top: 'hoodie', topColor: '#5bb56b' },
  traveller: { age: 'adult', hat: 'sunhat', hatColor: '#c2a878', top: 'coat', topColor: '#7a6a4f', tool: 'staff' },
  guide: { age: 'adult', hat: 'sunhat', hatColor: '#c2a878', top: 'shirt', topColor: '#c2a878' },
  'boy in a wheelchair': { age: 'child', pronoun: 'he', wheelchair: true },
  'girl in a wheelchair': { age: 'child', pronoun: 'she', wheelchair: true },
  elf: { age: 'child', hat: 'party', hatColor: '#5bb56b', top: 'tunic', topColor: '#5bb56b' },
  pixie: { age: 'child', hat: 'party', hatColor: '#e36fa8', top: 'tunic', topColor: '#7fd6c2', wings: '#d8f3ff' },
  fairy: { age: 'child', top: 'dress', topColor: '#f7b5d6', wings: '#d8f3ff', tool: 'wand' },
  gnome: { age: 'older', hat: 'party', hatColor: '#e4574c', top: 'tunic', topColor: '#3f6fd0', beard: 'long' },
  genie: { age: 'adult', hat: 'headscarf', hatColor: '#8a5cc9', top: 'vest', topColor: '#8a5cc9', bottomColor: '#2fa89a' },
  mermaid: { age: 'teen', pronoun: 'she', top: 'vest', topColor: '#7fd6c2', hair: 'long' },
  merman: { age: 'teen', pronoun: 'he', top: 'vest', topColor: '#3f9fd6' },
  giant: { age: 'adult', top: 'tunic', topColor: '#7a6a4f', beard: 'full' },
  // A clown looks like one: a bright striped suit with a ruff, a frizzy wig under a little hat, a red nose and big shoes.
  clown: { age: 'adult', hat: 'clown', hatColor: '#4d96ff', top: 'tunic', topColor: '#ffd93d', bottomColor: '#e63946', clown: true },
  acrobat: { age: 'adult', top: 'vest', topColor: '#c77dff', bottomColor: '#c77dff' },
  // The ringmaster in the red tailcoat and the black top hat.
  ringmaster: {
    age: 'adult',
    hat: 'top-hat',
    hatColor: '#1f1d24',
    top: 'coat',
    topColor: '#c0392b',
    bottomColor: '#f4f1ea',
    accent: '#f4d35e',
    uniform: true,
  },
  fisherman: {
    age: 'adult',
    hat: 'beanie',
    hatColor: '#2d3a5a',
    top: 'jumper',
    topColor: '#f4c542',
    bottomColor: '#2f4858',
    beard: 'full',
  },
  rower: { age: 'teen', top: 'vest', topColor: '#3f6fd0' },
  driver: { age: 'adult', hat: 'cap', hatColor: '#2d3a5a', top: 'jumper', topColor: '#2d3a5a' },
  lifeguard: { age: 'adult', top: 'vest', topColor: '#e4574c', bottomColor: '#f4c542' },
  caretaker: { age: 'adult', top: 'coat', topColor: '#6c7a89' },
  woodcutter: { age: 'adult', hat: 'beanie', hatColor: '#c0392b', top: 'shirt', topColor: '#c0392b', beard: 'full' },
}

const OLDER_HAIR_SHE: Hair[] = ['bun', 'short', 'bob', 'curly']

/** Hair colours by skin tone (1 to 6): blonde or red hair is rare on the darkest skins, so a stranger is never drawn that way by chance. */
function hairsFor(tone: number): readonly string[] {
  const v = HAIR_COLOR_VALUES
  if (tone >= 5) return [v.black, v.black, v['dark-brown']]
  if (tone === 4) return [v.black, v['dark-brown'], v['dark-brown'], v.brown]
  return HAIRS
}

/**
 * A skin colour's tone, 1 (lightest) to 6: one of the six, or the one nearest a shade between two
 * (a grandparent a little darker than the hero); 0 for a colour far from all six (a robot's metal).
 */
export function toneOf(skin: string): number {
  const exact = SKINS.indexOf(skin.toLowerCase()) + 1
  if (exact || !/^#[0-9a-f]{6}$/i.test(skin)) return exact
  const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
  const [r, g, b] = rgb(skin)
  const far = SKINS.map((s) => {
    const [x, y, z] = rgb(s)
    return Math.hypot(r - x, g - y, b - z)
  })
  const near = Math.min(...far)
  return near <= 40 ? far.indexOf(near) + 1 : 0
}

/** The hair colours a child's parents, brothers, sisters and cousins have, by the child's own: a black-haired child's dad is never blond. */
const FAMILY_HAIR: Readonly<Record<HairColor, readonly HairColor[]>> = {
  black: ['black', 'black', 'dark-brown'],
  'dark-brown': ['dark-brown', 'black', 'brown'],
  brown: ['brown', 'dark-brown', 'brown', 'blonde'],
  blonde: ['blonde', 'blonde', 'brown'],
  red: ['red', 'brown', 'red', 'blonde'],
}

/** Hair that grows like the child's: a child with an afro or braids has family with afros, braids, short or close-cropped hair. */
const TEXTURED: ReadonlySet<Hair> = new Set<Hair>(['afro', 'braids'])
const TEXTURED_FOR: Readonly<Partial<Record<Hair, readonly Hair[]>>> = {
  long: ['braids', 'afro', 'braids'],
  ponytail: ['bun', 'braids', 'afro'],
  bob: ['afro', 'braids'],
  curly: ['afro', 'curly', 'afro'],
  short: ['very-short', 'short', 'afro'],
}

const TWIN = /\btwins?\b/i
/** How far toward the next tone one of the hero's family may be: a third of a step, never a whole one. */
export const KIN_SHADE = 0.3

/**
 * One of the hero's own family (a parent, a grandparent, a brother, sister, aunt, uncle or
 * cousin), drawn so a parent sees their family: the hero's skin or one step either side, hair of
 * a colour that runs in the family (grey or white for a grandparent) and that grows like the
 * hero's, in a style of their own; a twin the hero's own skin and hair colour. `seed` names the person
 * ("twin brother|Rory", "mum"), so Dad is the same Dad on every page.
 */
export function familyLook(look: PersonLook, hero: PersonLook, seed: string): PersonLook {
  const rng = new Rng(hashString(`kin|${seed.trim().toLowerCase()}`))
  const tone = toneOf(hero.skin)
  // A twin has the hero's own skin and hair colour, and is still their own child: own hair, own clothes.
  if (TWIN.test(seed)) return siblingLook({ ...look, skin: hero.skin, hairColor: hero.hairColor }, hero, seed)
  // The hero's own skin, or a shade toward the next tone lighter or darker (a third of the way):
  // a whole tone apart read as someone else's family beside the child (a pale great-uncle by a brown boy).
  const own = tone ? Math.max(1, Math.min(6, tone + rng.pick([0, 0, -1, 1] as const))) : 0
  const skin = own && own !== tone ? mix(hero.skin, SKINS[own - 1] as string, KIN_SHADE) : hero.skin
  const heroHair = (Object.entries(HAIR_COLOR_VALUES).find(([, v]) => v === hero.hairColor)?.[0] ?? 'brown') as HairColor
  const older = look.build.group === 'older'
  const baby = look.build.group === 'baby'
  let family = FAMILY_HAIR[heroHair]
  // A family of the darkest skins has dark hair, whatever the child's own.
  if (Math.max(own, tone) >= 5) family = family.filter((c) => c === 'black' || c === 'dark-brown').concat(['black'])
  const colour = HAIR_COLOR_VALUES[baby ? heroHair : rng.pick(family)]
  // A grandparent's hair is grey or white at a glance: a touch of the family's colour at most, never a
  // half-grey that reads as blonde (Elsie's red-haired family's granny drawn a young blonde woman).
  const hairColor = older ? rng.pick([...GREYS, mix(colour, '#d9d6d0', 0.85)]) : colour
  let hair = look.hair
  if (TEXTURED.has(hero.hair) && !older) hair = rng.pick(TEXTURED_FOR[hair] ?? [hair])
  else if (!TEXTURED.has(hero.hair) && hair === 'afro' && tone > 0 && tone <= 3) hair = 'curly'
  const kin = { ...look, skin, hairColor, hair }
  return SIBLING.test(seed) ? siblingLook({ ...kin, skin: hero.skin }, hero, seed) : kin
}

/** A brother, a sister or a twin: one of the hero's own generation, who shares the hero's own skin. */
const SIBLING = /\b(?:brothers?|sisters?|siblings?|twins?)\b/i
const YOUNG: ReadonlySet<AgeGroup> = new Set<AgeGroup>(['toddler', 'child', 'preteen', 'teen'])
const GIRL_HAIR: readonly Hair[] = ['ponytail', 'braids', 'bun', 'long', 'bob', 'curly']
/** A sister's own style where the family's hair is an afro or braids. */
const TEXTURED_GIRL: readonly Hair[] = ['braids', 'afro', 'bun']

/**
 * A brother or sister looks like family but never the hero's copy (a blind editor saw twin Alfie drawn as
 * Freya again): a top of another colour, and hair of their own, a brother's short (close-cropped or an afro
 * where the family's hair grows so), a sister's in another style than the hero's.
 */
function siblingLook(look: PersonLook, hero: PersonLook, seed: string): PersonLook {
  if (!YOUNG.has(look.build.group)) return look
  const rng = new Rng(hashString(`sibling|${seed.trim().toLowerCase()}`))
  const brother = /\bbrothers?\b/i.test(seed)
  let hair = look.hair
  const short: readonly Hair[] = TEXTURED.has(hero.hair) ? ['very-short', 'afro'] : ['short', 'very-short']
  if (brother && !short.includes(hair)) hair = rng.pick(short)
  else if (!brother && hair === hero.hair)
    hair = rng.pick((TEXTURED.has(hero.hair) ? TEXTURED_GIRL : GIRL_HAIR).filter((h) => h !== hero.hair))
  const outfit = { ...look.outfit }
  if (outfit.topColor === hero.outfit.topColor || outfit.top === hero.outfit.top)
    outfit.topColor = rng.pick(CLOTHES.filter((c) => c !== hero.outfit.topColor && c !== hero.outfit.bottomColor))
  if (outfit.top === hero.outfit.top && outfit.bottomColor === hero.outfit.bottomColor)
    outfit.bottomColor = rng.pick(TROUSERS.filter((c) => c !== hero.outfit.bottomColor))
  return { ...look, hair, outfit }
}
const CROPPED_UNDER: ReadonlySet<Hat> = new Set<Hat>(['cap', 'helmet', 'fire-helmet', 'beanie'])
const OLDER_HAIR_HE: Hair[] = ['balding', 'short', 'bald', 'very-short']

/**
 * A seeded look for a person of an age group and (optional) pronoun, with role details, dressed for
 * the page: several people of one noun ("villagers") differ in skin, hair, build and clothes, as
 * their seeds do.
 */
export function personLook(
  seedText: string,
  group: AgeGroup,
  pronoun: Pronouns | undefined,
  role?: RoleStyle,
  dress: Dress = {},
  team = '',
): PersonLook {
  const rng = new Rng(hashString(`person|${seedText.trim().toLowerCase().slice(0, 120)}`))
  const who: Pronouns = pronoun ?? rng.pick(['she', 'he'] as const)
  const skin = rng.pick(SKINS) as string
  const older = group === 'older'
  let hair: Hair
  if (group === 'baby') hair = 'baby'
  else if (older) hair = who === 'he' ? rng.pick(OLDER_HAIR_HE) : rng.pick(OLDER_HAIR_SHE)
  // A woman or a girl is never given the short crop that reads as a young man at a glance.
  else if (who === 'she') hair = rng.pick(['long', 'ponytail', 'braids', 'bun', 'curly', 'afro', 'bob'] as const)
  else hair = rng.pick(['short', 'very-short', 'curly', 'afro', 'short'] as const)
  if (role?.hair) hair = who === 'she' && !older && (role.hair === 'short' || role.hair === 'very-short') ? 'bun' : role.hair
  // A man's afro under a cap or a helmet shows only as a bob round the face, which reads as a woman's: close-cropped.
  else if (who === 'he' && hair === 'afro' && role?.hat && CROPPED_UNDER.has(role.hat)) hair = 'very-short'
  // A grown woman's long hair under a cap or a helmet is put up: braids or a ponytail hanging from a cap read as a girl's.
  else if (
    who === 'she' &&
    (group === 'adult' || group === 'older') &&
    role?.hat &&
    CROPPED_UNDER.has(role.hat) &&
    /^(?:long|braids|ponytail)$/.test(hair)
  )
    hair = 'bun'
  const hairColor = older ? (rng.pick(GREYS) as string) : (rng.pick(hairsFor(toneOf(skin))) as string)
  const outfit = outfitFor(rng, who, group)
  if (older) {
    outfit.top = who === 'she' ? rng.pick(['dress', 'jumper'] as const) : rng.pick(['jumper', 'shirt'] as const)
    outfit.topColor = rng.pick(['#8a5cc9', '#2fa89a', '#c8553d', '#6c7a89', '#e36fa8', '#3f6fd0'])
    outfit.bottom = who === 'she' ? 'skirt' : 'trousers'
    outfit.bottomColor = rng.pick(['#4a4e69', '#6b4f3a', '#2f4858', '#7a6a4f'])
    delete outfit.stripes
  }
  if (role?.top) outfit.top = role.top
  if (role?.topColor) outfit.topColor = role.topColor
  if (role?.bottomColor) outfit.bottomColor = role.bottomColor
  if (role?.apron) outfit.apron = role.apron
  if (role?.cape) outfit.cape = role.cape
  if (role?.accent) outfit.accent = role.accent
  if (outfit.top === 'robe' || outfit.top === 'tunic') outfit.bottom = 'trousers'
  if (role?.bottom) outfit.bottom = role.bottom
  // No two alike: a little taller or shorter, broader or slighter.
  const base = buildOf(group)
  const build =
    group === 'baby'
      ? base
      : {
          ...base,
          height: base.height * rng.range(0.93, 1.07),
          shoulders: base.shoulders * rng.range(0.9, 1.12),
          limb: base.limb * rng.range(0.92, 1.1),
        }
  const beard = role?.beard ?? (older && who === 'he' && rng.chance(0.35) ? rng.pick(['full', 'moustache'] as const) : undefined)
  const look: PersonLook = {
    build,
    skin,
    hair,
    hairColor: role?.beard && !older ? mix(hairColor, '#7a4e2d', 0.3) : hairColor,
    glasses: older ? rng.chance(0.55) : rng.chance(0.12),
    outfit,
    ...(beard && who !== 'she' ? { beard } : {}),
    ...(role?.hat ? { hat: role.hat, hatColor: role.hatColor ?? '#5b4bb7' } : {}),
    ...(role?.tool ? { tool: role.tool } : {}),
    ...(role?.wings ? { wings: role.wings } : {}),
    ...(role?.wheelchair ? { wheelchair: true } : {}),
    ...(role?.clown ? { clown: true } : {}),
  }
  if (role?.clown) {
    outfit.stripes = '#e63946'
    outfit.shoes = '#e63946'
    outfit.accent = '#ffffff'
  }
  // Players (and the children or grown-ups of a sports page) in their team's kit.
  const plays = !!role?.player || (!role && (group === 'child' || group === 'preteen' || group === 'teen' || group === 'adult'))
  if (dress.kit && plays) inKit(look, dress.kit, team || seedText, who, dress.kitColour)
  else if (dress.period && !role?.uniform && !(role?.hat && COSTUME_HATS.has(role.hat))) periodise(look, rng, who, group, role)
  return look
}

/** A grown-up the words call old: an old person's build and stoop, grey hair (never bare), the rest their own. */
export function aged(look: PersonLook): PersonLook {
  if (look.build.group !== 'adult' && look.build.group !== 'teen') return look
  const base = buildOf('older')
  return {
    ...look,
    build: { ...base, height: base.height * (look.build.height / buildOf(look.build.group).height) },
    hairColor: mix(look.hairColor, GREYS[0], 0.85),
    hair: look.hair === 'bald' ? 'balding' : look.hair === 'ponytail' || look.hair === 'braids' || look.hair === 'long' ? 'bun' : look.hair,
  }
}

export const AGE_GROUP: Record<PersonAge, AgeGroup> = { baby: 'baby', child: 'child', teen: 'teen', adult: 'adult', older: 'older' }
