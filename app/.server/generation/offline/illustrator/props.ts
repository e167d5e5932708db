import type { SceneSpec } from '~/.server/generation/types'
import type { ThemeId } from '~/lib/themes'

/**
 * Nouns → Fluent Emoji Flat icon names. Request text is only ever used as a lookup key here; what
 * reaches the SVG is an icon name from these tables.
 */

export const KEYWORDS: Readonly<Record<string, string>> = {
  // Animals
  cat: 'cat',
  kitten: 'cat',
  kitty: 'cat',
  dog: 'dog',
  puppy: 'dog',
  pup: 'dog',
  owl: 'owl',
  bird: 'bird',
  birdie: 'bird',
  robin: 'bird',
  sparrow: 'bird',
  duck: 'duck',
  duckling: 'duck',
  chick: 'baby-chick',
  hen: 'chicken',
  chicken: 'chicken',
  rooster: 'rooster',
  cow: 'cow',
  calf: 'cow',
  pig: 'pig',
  piglet: 'pig',
  sheep: 'ewe',
  lamb: 'ewe',
  goat: 'goat',
  horse: 'horse',
  pony: 'horse',
  donkey: 'donkey',
  rabbit: 'rabbit',
  bunny: 'rabbit',
  hare: 'rabbit',
  hedgehog: 'hedgehog',
  squirrel: 'chipmunk',
  chipmunk: 'chipmunk',
  mouse: 'mouse',
  hamster: 'hamster',
  fox: 'fox',
  wolf: 'wolf',
  bear: 'bear',
  'polar bear': 'polar-bear',
  panda: 'panda',
  koala: 'koala',
  lion: 'lion',
  tiger: 'tiger',
  leopard: 'leopard',
  elephant: 'elephant',
  giraffe: 'giraffe',
  zebra: 'zebra',
  monkey: 'monkey',
  gorilla: 'gorilla',
  sloth: 'sloth',
  parrot: 'parrot',
  peacock: 'peacock',
  flamingo: 'flamingo',
  penguin: 'penguin',
  frog: 'frog',
  toad: 'frog',
  tadpole: 'frog',
  turtle: 'turtle',
  tortoise: 'turtle',
  snail: 'snail',
  butterfly: 'butterfly',
  caterpillar: 'bug',
  bee: 'honeybee',
  bumblebee: 'honeybee',
  ladybird: 'lady-beetle',
  ladybug: 'lady-beetle',
  beetle: 'beetle',
  ant: 'ant',
  spider: 'spider',
  worm: 'worm',
  fish: 'tropical-fish',
  goldfish: 'tropical-fish',
  whale: 'spouting-whale',
  dolphin: 'dolphin',
  shark: 'shark',
  octopus: 'octopus',
  crab: 'crab',
  jellyfish: 'jellyfish',
  seal: 'seal',
  otter: 'otter',
  squid: 'squid',
  shell: 'spiral-shell',
  seashell: 'spiral-shell',
  swan: 'swan',
  goose: 'goose',
  deer: 'deer',
  moose: 'moose',
  kangaroo: 'kangaroo',
  camel: 'camel',
  llama: 'llama',
  bat: 'bat',
  eagle: 'eagle',
  dove: 'dove',
  crocodile: 'crocodile',
  alligator: 'crocodile',
  snake: 'snake',
  lizard: 'lizard',
  dinosaur: 'sauropod',
  dino: 'sauropod',
  triceratops: 'sauropod',
  diplodocus: 'sauropod',
  brontosaurus: 'sauropod',
  't-rex': 't-rex',
  trex: 't-rex',
  tyrannosaurus: 't-rex',
  mammoth: 'mammoth',
  // Fantasy and people-like creatures
  unicorn: 'unicorn',
  dragon: 'dragon',
  phoenix: 'phoenix-bird',
  mermaid: 'person-merpeople',
  fairy: 'person-fairy',
  ghost: 'ghost',
  alien: 'alien',
  robot: 'robot',
  monster: 'alien-monster',
  troll: 'troll',
  genie: 'person-genie',
  wizard: 'person-mage',
  witch: 'person-mage',
  elf: 'person-elf',
  astronaut: 'astronaut',
  clown: 'clown-face',
  // Vehicles
  car: 'automobile',
  bus: 'bus',
  train: 'locomotive',
  tram: 'tram',
  bike: 'bicycle',
  bicycle: 'bicycle',
  scooter: 'kick-scooter',
  truck: 'delivery-truck',
  lorry: 'delivery-truck',
  tractor: 'tractor',
  'fire engine': 'fire-engine',
  'fire truck': 'fire-engine',
  ambulance: 'ambulance',
  'police car': 'police-car',
  taxi: 'taxi',
  'racing car': 'racing-car',
  boat: 'sailboat',
  sailboat: 'sailboat',
  ship: 'ship',
  canoe: 'canoe',
  raft: 'canoe',
  ferry: 'ferry',
  plane: 'airplane',
  aeroplane: 'airplane',
  airplane: 'airplane',
  helicopter: 'helicopter',
  rocket: 'rocket',
  spaceship: 'rocket',
  ufo: 'flying-saucer',
  balloon: 'balloon',
  kite: 'kite',
  parachute: 'parachute',
  skateboard: 'skateboard',
  sled: 'sled',
  sledge: 'sled',
  // Nature and weather
  tree: 'deciduous-tree',
  oak: 'deciduous-tree',
  forest: 'deciduous-tree',
  pine: 'evergreen-tree',
  fir: 'evergreen-tree',
  palm: 'palm-tree',
  flower: 'blossom',
  daisy: 'blossom',
  blossom: 'cherry-blossom',
  rose: 'rose',
  tulip: 'tulip',
  sunflower: 'sunflower',
  leaf: 'leaf-fluttering-in-wind',
  leaves: 'fallen-leaf',
  mushroom: 'mushroom',
  toadstool: 'mushroom',
  cactus: 'cactus',
  seed: 'seedling',
  sprout: 'seedling',
  seedling: 'seedling',
  plant: 'potted-plant',
  fern: 'potted-plant',
  clover: 'four-leaf-clover',
  mountain: 'snow-capped-mountain',
  volcano: 'volcano',
  rock: 'rock',
  stone: 'rock',
  pebble: 'rock',
  wave: 'water-wave',
  rainbow: 'rainbow',
  cloud: 'cloud',
  rain: 'cloud-with-rain',
  storm: 'cloud-with-lightning-and-rain',
  lightning: 'high-voltage',
  snow: 'snowflake',
  snowflake: 'snowflake',
  snowman: 'snowman',
  sun: 'sun',
  moon: 'crescent-moon',
  star: 'star',
  stars: 'glowing-star',
  comet: 'comet',
  'shooting star': 'shooting-star',
  fire: 'fire',
  campfire: 'fire',
  wind: 'wind-face',
  tornado: 'tornado',
  umbrella: 'umbrella',
  nest: 'nest-with-eggs',
  egg: 'egg',
  feather: 'feather',
  web: 'spider-web',
  island: 'desert-island',
  desert: 'desert',
  // Food
  apple: 'red-apple',
  banana: 'banana',
  cake: 'birthday-cake',
  cupcake: 'cupcake',
  cookie: 'cookie',
  biscuit: 'cookie',
  bread: 'bread',
  loaf: 'bread',
  sandwich: 'sandwich',
  pizza: 'pizza',
  cheese: 'cheese-wedge',
  carrot: 'carrot',
  strawberry: 'strawberry',
  cherry: 'cherries',
  grape: 'grapes',
  pear: 'pear',
  orange: 'tangerine',
  lemon: 'lemon',
  watermelon: 'watermelon',
  honey: 'honey-pot',
  milk: 'glass-of-milk',
  cocoa: 'hot-beverage',
  tea: 'hot-beverage',
  teapot: 'teapot',
  'ice cream': 'ice-cream',
  candy: 'candy',
  sweet: 'candy',
  lollipop: 'lollipop',
  pie: 'pie',
  pancake: 'pancakes',
  picnic: 'basket',
  soup: 'pot-of-food',
  corn: 'ear-of-corn',
  pumpkin: 'jack-o-lantern',
  acorn: 'chestnut',
  nut: 'chestnut',
  berry: 'strawberry',
  blueberry: 'blueberries',
  popcorn: 'popcorn',
  doughnut: 'doughnut',
  donut: 'doughnut',
  rice: 'cooked-rice',
  // Things
  book: 'books',
  spellbook: 'closed-book',
  notebook: 'notebook-with-decorative-cover',
  sketchbook: 'notebook-with-decorative-cover',
  map: 'world-map',
  compass: 'compass',
  key: 'old-key',
  lock: 'locked',
  treasure: 'gem-stone',
  gem: 'gem-stone',
  jewel: 'gem-stone',
  crystal: 'gem-stone',
  diamond: 'gem-stone',
  coin: 'coin',
  gold: 'coin',
  crown: 'crown',
  ring: 'ring',
  wand: 'magic-wand',
  'crystal ball': 'crystal-ball',
  potion: 'test-tube',
  hat: 'top-hat',
  lantern: 'red-paper-lantern',
  torch: 'flashlight',
  flashlight: 'flashlight',
  candle: 'candle',
  lamp: 'light-bulb',
  bulb: 'light-bulb',
  'light bulb': 'light-bulb',
  clock: 'mantelpiece-clock',
  watch: 'watch',
  hourglass: 'hourglass-not-done',
  telescope: 'telescope',
  microscope: 'microscope',
  magnet: 'magnet',
  'magnifying glass': 'magnifying-glass-tilted-left',
  camera: 'camera',
  backpack: 'backpack',
  rucksack: 'backpack',
  bag: 'backpack',
  gift: 'wrapped-gift',
  present: 'wrapped-gift',
  parcel: 'package',
  box: 'package',
  ladder: 'ladder',
  bucket: 'bucket',
  hammer: 'hammer',
  wrench: 'wrench',
  spanner: 'wrench',
  toolbox: 'toolbox',
  gear: 'gear',
  cog: 'gear',
  computer: 'laptop',
  laptop: 'laptop',
  phone: 'mobile-phone',
  telephone: 'telephone',
  radio: 'radio',
  battery: 'battery',
  letter: 'envelope',
  envelope: 'envelope',
  postcard: 'envelope',
  pencil: 'pencil',
  crayon: 'crayon',
  paint: 'artist-palette',
  palette: 'artist-palette',
  paintbrush: 'paintbrush',
  brush: 'paintbrush',
  scissors: 'scissors',
  pot: 'amphora',
  vase: 'amphora',
  clay: 'amphora',
  mirror: 'mirror',
  door: 'door',
  window: 'window',
  house: 'house',
  home: 'house',
  cottage: 'house-with-garden',
  garden: 'house-with-garden',
  castle: 'castle',
  tower: 'castle',
  palace: 'castle',
  school: 'school',
  hut: 'hut',
  tent: 'tent',
  bed: 'bed',
  teddy: 'teddy-bear',
  'teddy bear': 'teddy-bear',
  toy: 'teddy-bear',
  doll: 'nesting-dolls',
  puzzle: 'puzzle-piece',
  ball: 'soccer-ball',
  football: 'soccer-ball',
  basketball: 'basketball',
  tennis: 'tennis',
  trophy: 'trophy',
  medal: 'sports-medal',
  'yo-yo': 'yo-yo',
  drum: 'drum',
  guitar: 'guitar',
  violin: 'violin',
  piano: 'musical-keyboard',
  keyboard: 'musical-keyboard',
  trumpet: 'trumpet',
  flute: 'flute',
  saxophone: 'saxophone',
  microphone: 'microphone',
  song: 'musical-notes',
  music: 'musical-notes',
  tune: 'musical-notes',
  note: 'musical-note',
  bell: 'bell',
  flag: 'triangular-flag',
  'pirate flag': 'pirate-flag',
  anchor: 'anchor',
  fishing: 'fishing-pole',
  rope: 'knot',
  string: 'yarn',
  yarn: 'yarn',
  wool: 'yarn',
  basket: 'basket',
  broom: 'broom',
  sword: 'crossed-swords',
  shield: 'shield',
  mask: 'performing-arts',
  ticket: 'ticket',
  circus: 'circus-tent',
  carousel: 'carousel-horse',
  'ferris wheel': 'ferris-wheel',
  'roller coaster': 'roller-coaster',
  fireworks: 'fireworks',
  firework: 'fireworks',
  confetti: 'confetti-ball',
  party: 'party-popper',
  sparkler: 'sparkler',
  planet: 'ringed-planet',
  saturn: 'ringed-planet',
  earth: 'globe-showing-europe-africa',
  globe: 'globe-showing-americas',
  world: 'globe-showing-asia-australia',
  satellite: 'satellite',
  magic: 'sparkles',
  sparkle: 'sparkles',
  spell: 'sparkles',
  heart: 'red-heart',
  bone: 'bone',
  fossil: 'bone',
  footprint: 'paw-prints',
  paw: 'paw-prints',
  microbe: 'microbe',
  atom: 'atom-symbol',
  'test tube': 'test-tube',
  experiment: 'test-tube',
  bubble: 'bubbles',
  soap: 'soap',
  blanket: 'bed',
  pillow: 'bed',
  chair: 'chair',
  bench: 'chair',
  shovel: 'pick',
  spade: 'pick',
  sandcastle: 'castle',
  lighthouse: 'tokyo-tower',
  windmill: 'house-with-garden',
  bridge: 'bridge-at-night',
  fountain: 'fountain',
  swing: 'playground-slide',
  slide: 'playground-slide',
  playground: 'playground-slide',
}

/** Words too ambiguous (verbs, adjectives) to take from the beat or setting; trusted only in SceneSpec.props. */
const AMBIGUOUS = new Set([
  'watch',
  'ring',
  'bat',
  'seal',
  'note',
  'present',
  'orange',
  'sweet',
  'spring',
  'slide',
  'swing',
  'fire',
  'wave',
  'string',
  'paint',
  'brush',
  'box',
  'gold',
  'spell',
  'bulb',
  'key',
  'lock',
  'home',
  'world',
  'magic',
  'music',
  'tune',
  'song',
  'party',
  'wind',
  'storm',
  'rock',
  'star',
  'window',
  'door',
  'bag',
  'bench',
  'rope',
  'lamp',
  'plant',
  'palm',
  'tower',
  'garden',
  'bridge',
])

/** Icons that float or fly: placed in the sky band. */
const SKY_ICONS = new Set([
  'kite',
  'balloon',
  'airplane',
  'helicopter',
  'rocket',
  'flying-saucer',
  'bird',
  'dove',
  'eagle',
  'parrot',
  'owl',
  'butterfly',
  'honeybee',
  'bat',
  'crescent-moon',
  'star',
  'glowing-star',
  'sun',
  'cloud',
  'cloud-with-rain',
  'cloud-with-lightning-and-rain',
  'high-voltage',
  'rainbow',
  'comet',
  'shooting-star',
  'ringed-planet',
  'satellite',
  'parachute',
  'sparkles',
  'musical-notes',
  'musical-note',
  'snowflake',
  'leaf-fluttering-in-wind',
  'dragon',
  'phoenix-bird',
  'person-fairy',
  'ghost',
  'wind-face',
  'tornado',
  'globe-showing-europe-africa',
  'globe-showing-americas',
  'globe-showing-asia-australia',
  'red-heart',
  'bubbles',
  'fireworks',
  'confetti-ball',
  'astronaut',
])

/** Swimmers and boats: placed on or in the water band when there is one. */
const WATER_ICONS = new Set([
  'tropical-fish',
  'spouting-whale',
  'dolphin',
  'shark',
  'octopus',
  'jellyfish',
  'squid',
  'seal',
  'otter',
  'sailboat',
  'ship',
  'canoe',
  'ferry',
  'swan',
  'duck',
  'person-merpeople',
  'turtle',
])

/** Land vehicles: placed on the road band when there is one. */
const ROAD_ICONS = new Set([
  'automobile',
  'bus',
  'locomotive',
  'tram',
  'delivery-truck',
  'tractor',
  'fire-engine',
  'ambulance',
  'police-car',
  'taxi',
  'racing-car',
  'bicycle',
  'kick-scooter',
])

/** Landmark-sized icons (trees, buildings): drawn larger and set further back. */
const BIG_ICONS = new Set([
  'deciduous-tree',
  'evergreen-tree',
  'palm-tree',
  'house',
  'house-with-garden',
  'castle',
  'school',
  'circus-tent',
  'tent',
  'hut',
  'snow-capped-mountain',
  'volcano',
  'ship',
  'ferry',
  'snowman',
  'ferris-wheel',
  'roller-coaster',
  'tokyo-tower',
  'fountain',
  'playground-slide',
  'desert-island',
  'elephant',
  'giraffe',
  'bridge-at-night',
])

export type PropKind = 'sky' | 'ground' | 'water' | 'road'

export function propKind(icon: string): PropKind {
  if (SKY_ICONS.has(icon)) return 'sky'
  if (WATER_ICONS.has(icon)) return 'water'
  if (ROAD_ICONS.has(icon)) return 'road'
  return 'ground'
}

export const isBigIcon = (icon: string): boolean => BIG_ICONS.has(icon)

/** Default icons per theme, used when the scene's words name nothing we can draw. */
export const THEME_PROPS: Readonly<Record<ThemeId, readonly string[]>> = {
  adventure: ['world-map', 'compass', 'backpack', 'snow-capped-mountain'],
  animals: ['dog', 'rabbit', 'bird', 'hedgehog'],
  art: ['artist-palette', 'paintbrush', 'crayon', 'framed-picture'],
  castles: ['crown', 'shield', 'castle', 'triangular-flag'],
  'circus-adventures': ['circus-tent', 'balloon', 'clown-face', 'performing-arts'],
  courage: ['star', 'backpack', 'school', 'glowing-star'],
  cultures: ['globe-showing-europe-africa', 'red-paper-lantern', 'bread', 'musical-notes'],
  dinosaurs: ['sauropod', 't-rex', 'egg', 'volcano'],
  discovery: ['magnifying-glass-tilted-left', 'seedling', 'lady-beetle', 'magnet'],
  dreams: ['crescent-moon', 'glowing-star', 'teddy-bear', 'cloud'],
  environment: ['seedling', 'recycling-symbol', 'deciduous-tree', 'butterfly'],
  'everyday-magic': ['teapot', 'sparkles', 'umbrella', 'magic-wand'],
  exploration: ['compass', 'world-map', 'flashlight', 'gem-stone'],
  fairyland: ['sparkles', 'mushroom', 'butterfly', 'cherry-blossom'],
  family: ['house-with-garden', 'birthday-cake', 'red-heart', 'basket'],
  fantasy: ['crystal-ball', 'crown', 'gem-stone', 'sparkles'],
  'farm-life': ['tractor', 'chicken', 'cow', 'sheaf-of-rice'],
  festivals: ['balloon', 'fireworks', 'red-paper-lantern', 'confetti-ball'],
  friendship: ['red-heart', 'kite', 'soccer-ball', 'balloon'],
  heroes: ['fire-engine', 'shield', 'sports-medal', 'glowing-star'],
  history: ['amphora', 'scroll', 'classical-building', 'hourglass-not-done'],
  imagination: ['rocket', 'rainbow', 'teddy-bear', 'sparkles'],
  'jungle-tales': ['monkey', 'parrot', 'tiger', 'banana'],
  kindness: ['red-heart', 'wrapped-gift', 'sunflower', 'hot-beverage'],
  legends: ['crown', 'shield', 'gem-stone', 'deer'],
  magic: ['magic-wand', 'crystal-ball', 'top-hat', 'sparkles'],
  music: ['musical-notes', 'guitar', 'drum', 'violin'],
  mystery: ['magnifying-glass-tilted-left', 'old-key', 'flashlight', 'paw-prints'],
  'mythical-creatures': ['unicorn', 'dragon', 'phoenix-bird', 'sparkles'],
  nature: ['butterfly', 'fallen-leaf', 'sunflower', 'snail'],
  ocean: ['spouting-whale', 'sailboat', 'spiral-shell', 'crab'],
  pirates: ['pirate-flag', 'ship', 'world-map', 'parrot'],
  rainbows: ['rainbow', 'umbrella', 'cloud-with-rain', 'sparkles'],
  robots: ['robot', 'gear', 'battery', 'wrench'],
  'school-adventures': ['books', 'school', 'pencil', 'backpack'],
  science: ['test-tube', 'microscope', 'atom-symbol', 'magnet'],
  space: ['rocket', 'ringed-planet', 'glowing-star', 'satellite'],
  sports: ['soccer-ball', 'trophy', 'sports-medal', 'bicycle'],
  superpowers: ['high-voltage', 'shield', 'glowing-star', 'sparkles'],
  'talking-animals': ['fox', 'owl', 'rabbit', 'bear'],
  teamwork: ['puzzle-piece', 'snowman', 'handshake', 'trophy'],
  technology: ['laptop', 'light-bulb', 'gear', 'robot'],
  'time-travel': ['hourglass-not-done', 'mantelpiece-clock', 'sauropod', 'rocket'],
  treasure: ['world-map', 'gem-stone', 'coin', 'old-key'],
  'underwater-worlds': ['tropical-fish', 'octopus', 'jellyfish', 'spiral-shell'],
  vehicles: ['automobile', 'bus', 'fire-engine', 'bicycle'],
  wizards: ['magic-wand', 'crystal-ball', 'scroll', 'sparkles'],
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s]+/)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w.length > 1 && w.length <= 30)
}

/** The table entry for one word, trying simple English plurals. */
function lookupWord(word: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(KEYWORDS, word)) return word
  const tries: string[] = []
  if (word.endsWith('ies')) tries.push(`${word.slice(0, -3)}y`)
  if (word.endsWith('ves')) tries.push(`${word.slice(0, -3)}f`)
  if (word.endsWith('es')) tries.push(word.slice(0, -2))
  if (word.endsWith('s')) tries.push(word.slice(0, -1))
  return tries.find((t) => Object.prototype.hasOwnProperty.call(KEYWORDS, t))
}

function lookupPhrase(words: string[]): string | undefined {
  const phrase = words.join(' ')
  if (Object.prototype.hasOwnProperty.call(KEYWORDS, phrase)) return phrase
  const last = words[words.length - 1]
  if (!last) return undefined
  const single = lookupWord(last)
  if (words.length > 1 && single) {
    const plural = [...words.slice(0, -1), single].join(' ')
    if (Object.prototype.hasOwnProperty.call(KEYWORDS, plural)) return plural
  }
  return undefined
}

/** The icon for a noun phrase ("kite", "oak tree", "two red apples"), or undefined. The head noun (last word) wins. */
export function iconForNoun(noun: string): string | undefined {
  const words = tokens(noun).slice(0, 8)
  if (words.length === 0) return undefined
  const whole = lookupPhrase(words)
  if (whole) return KEYWORDS[whole]
  for (let i = words.length - 1; i >= 0; i--) {
    if (i > 0) {
      const pair = lookupPhrase(words.slice(i - 1, i + 1))
      if (pair) return KEYWORDS[pair]
    }
    const key = lookupWord(words[i] as string)
    if (key) return KEYWORDS[key]
  }
  return undefined
}

/** Icons for the nouns found in free text (beat, setting), in order, skipping ambiguous words. */
export function iconsInText(text: string): string[] {
  const words = tokens(text).slice(0, 80)
  const found: string[] = []
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? lookupPhrase(words.slice(i, i + 2)) : undefined
    if (pair && pair.includes(' ')) {
      found.push(KEYWORDS[pair] as string)
      i++
      continue
    }
    const key = lookupWord(words[i] as string)
    if (key && !AMBIGUOUS.has(key)) found.push(KEYWORDS[key] as string)
  }
  return found
}

/**
 * The icons to draw for a scene, best first and without repeats: the scene's props, then nouns in
 * its beat and setting, then the theme's defaults (so there are always at least `min`).
 */
export function resolveProps(scene: Pick<SceneSpec, 'theme' | 'props' | 'beat' | 'setting'>, options: { exclude?: readonly string[]; min?: number } = {}): string[] {
  const exclude = new Set(options.exclude ?? [])
  const out: string[] = []
  const add = (icon: string | undefined): void => {
    if (icon && !exclude.has(icon) && !out.includes(icon)) out.push(icon)
  }
  const props = Array.isArray(scene.props) ? scene.props.slice(0, 12) : []
  for (const noun of props) if (typeof noun === 'string') add(iconForNoun(noun))
  for (const icon of iconsInText(`${scene.beat ?? ''} ${scene.setting ?? ''}`)) add(icon)
  const min = options.min ?? 2
  const defaults = THEME_PROPS[scene.theme] ?? THEME_PROPS.adventure
  for (const icon of defaults) {
    if (out.length >= min) break
    add(icon)
  }
  return out
}

/** Creatures a companion may be drawn as (an emoji), with how it moves and which way it faces. */
const CREATURE_WORDS = new Set([
  'cat', 'kitten', 'kitty', 'dog', 'puppy', 'pup', 'owl', 'bird', 'birdie', 'robin', 'sparrow', 'duck', 'duckling', 'chick', 'hen', 'chicken',
  'rooster', 'cow', 'calf', 'pig', 'piglet', 'sheep', 'lamb', 'goat', 'horse', 'pony', 'donkey', 'rabbit', 'bunny', 'hare', 'hedgehog',
  'squirrel', 'chipmunk', 'mouse', 'hamster', 'fox', 'wolf', 'bear', 'polar bear', 'panda', 'koala', 'lion', 'tiger', 'leopard', 'elephant',
  'giraffe', 'zebra', 'monkey', 'gorilla', 'sloth', 'parrot', 'peacock', 'flamingo', 'penguin', 'frog', 'toad', 'turtle', 'tortoise', 'snail',
  'butterfly', 'caterpillar', 'bee', 'bumblebee', 'ladybird', 'ladybug', 'beetle', 'ant', 'spider', 'fish', 'goldfish', 'whale', 'dolphin',
  'shark', 'octopus', 'crab', 'jellyfish', 'seal', 'otter', 'squid', 'swan', 'goose', 'deer', 'moose', 'kangaroo', 'camel', 'llama', 'bat',
  'eagle', 'dove', 'crocodile', 'alligator', 'snake', 'lizard', 'dinosaur', 'dino', 'triceratops', 'diplodocus', 'brontosaurus', 't-rex',
  'trex', 'tyrannosaurus', 'mammoth', 'unicorn', 'dragon', 'phoenix', 'mermaid', 'fairy', 'ghost', 'alien', 'robot', 'monster', 'troll',
  'genie', 'teddy', 'teddy bear', 'snowman',
])

const FLYING = new Set(['owl', 'bird', 'dove', 'eagle', 'parrot', 'butterfly', 'honeybee', 'bat', 'dragon', 'phoenix-bird', 'person-fairy', 'ghost', 'lady-beetle', 'flying-saucer'])
/** Fluent emoji mostly face left; these face right, and these look straight out. */
const FACES_RIGHT = new Set(['sauropod', 't-rex', 'mammoth', 'crocodile', 'snail', 'lady-beetle'])
const FACES_FRONT = new Set(['owl', 'fox', 'lion', 'robot', 'alien', 'alien-monster', 'ghost', 'person-fairy', 'person-genie', 'person-mage', 'person-elf', 'person-merpeople', 'troll', 'teddy-bear', 'snowman', 'panda', 'koala', 'penguin', 'frog', 'octopus', 'butterfly', 'crab', 'bear', 'tiger', 'monkey', 'hamster'])

export type CompanionIcon = { icon: string; flying: boolean; facing: 'left' | 'right' | 'front' }

/** The emoji for a companion like "a shy dragon", if it names a creature we can draw. */
export function companionIcon(companion: string): CompanionIcon | undefined {
  const words = tokens(companion).slice(0, 12)
  // The first creature named is the companion ("a dragon with a bird on its head" is a dragon).
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? lookupPhrase(words.slice(i, i + 2)) : undefined
    const key = pair && CREATURE_WORDS.has(pair) ? pair : lookupWord(words[i] as string)
    if (key && CREATURE_WORDS.has(key)) {
      const icon = KEYWORDS[key] as string
      return { icon, flying: FLYING.has(icon), facing: FACES_RIGHT.has(icon) ? 'right' : FACES_FRONT.has(icon) ? 'front' : 'left' }
    }
  }
  return undefined
}
