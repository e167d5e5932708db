/**
 * Drawable things: words in outline beats that an illustrator can draw, mapped to a plain
 * lower-case prop name. Two-word names are matched first.
 */

/** Two- and three-word things, matched before single words. */
const PHRASES: Record<string, string> = {
  'hot air balloon': 'hot air balloon',
  'bird feeder': 'bird feeder',
  'paper lantern': 'paper lantern',
  'paper plane': 'paper plane',
  'paper crown': 'paper crown',
  'treasure map': 'treasure map',
  'time capsule': 'time capsule',
  'ice cube': 'ice cube',
  'metal detector': 'metal detector',
  'wind turbine': 'wind turbine',
  'solar panel': 'solar panel',
  'space station': 'space station',
  'sleeping bag': 'sleeping bag',
  'grandfather clock': 'grandfather clock',
  'tin can': 'tin can',
  'spider web': 'spider web',
  'teddy bear': 'teddy bear',
  'bee hotel': 'bee hotel',
  'fire crew': 'fire engine',
  'steam train': 'steam train',
  'guinea pig': 'guinea pig',
  'magnifying glass': 'magnifying glass',
  'palm tree': 'palm tree',
  'oak tree': 'oak tree',
  'apple tree': 'apple tree',
  'clay tablet': 'clay tablet',
  'diving bell': 'diving bell',
  'bubble helmet': 'bubble helmet',
  'rowing boat': 'rowing boat',
  'pirate ship': 'pirate ship',
  'sea serpent': 'sea serpent',
  'music room': 'piano',
  'rubber band': 'rubber band',
  'baking soda': 'jar',
  'toy car': 'toy car',
  'compost heap': 'compost heap',
  'rain barrel': 'rain barrel',
  'wedding ring': 'ring',
  'message in a bottle': 'bottle',
  'big top': 'big top',
  'north star': 'star',
  'shooting star': 'shooting star',
  'fairy ring': 'toadstool',
  'bin bag': 'cape',
  'sand castle': 'sandcastle',
  'snow shelter': 'igloo',
  'drum skin': 'drum',
  'dinosaur skeleton': 'dinosaur skeleton',
  'moon diary': 'diary',
  'library book': 'book',
  'hay bale': 'hay bale',
  'flower float': 'flower float',
  'board game': 'board game',
  'swimming float': 'swimming float',
}

/** Single words (singular) → prop name. Plurals ending in s/es/ies and a few irregulars are found too. */
const WORDS: Record<string, string> = {}
for (const word of `acorn acrobat aeroplane ammonite ant apple apron backpack badge bag bakery ball balloon banana barn barrel
basket basketball bat bathtub battery bean beard bed bee beetle bell bench berry bike bird biscuit blackbird blanket boat bone
book bookcase boot bottle bouquet box bread bridge bubble bucket bun bus butterfly button cabbage cage cake candle cape car carrot
cart castle cat caterpillar cave chalk chest chick chrysalis clay clock cloud clown coat coin compass coral cow crab crayon crown
crystal cub cupcake cushion deer dinosaur dog dolphin door doormat dove dragon drawbridge drum duck duckling dune eel egg elephant
elf engine fairy feather fence fern ferry firefighter firefly fish flag flower foal fort fossil fox frog fruit giant glass
globe goat goose griffin guitar hamster hat haystack hedgehog helmet hen hill hook hoop horn hose hut insect island jar kettle key
kiln kite kitten ladder lamb lamp lantern leaf letter lifeguard lighthouse lorry lunchbox magnet magpie map marble marigold melon
meteor mirror monkey moon moonflower mosaic mountain mouse mug nest net notebook oar octopus owl paintbrush paperclip parrot pearl
pegasus pencil piano pig pigeon pillow pinwheel pipe pirate plane planet plant plate pond postman pot pumpkin puppet puppy puzzle
pyramid rabbit raft rainbow raindrop ramp ribbon robot rock rocket rope rucksack sail sandcastle sandwich sapling scarf seagull
seahorse seed serpent sheep shell ship shipwreck shoebox skeleton sketchbook sledge slipper sloth snail snowman sock sofa spade
spider spoon squirrel staff staircase star statue stone stove sundial sunflower swing tadpole tapestry teapot telephone telescope
tent tiger toadstool tooth torch tortoise toucan tower toy tractor train trapeze tree treehouse triceratops trumpet umbrella
unicorn vase volcano wallet wand watch waterfall whale wheel wheelbarrow whistle windmill window wizard worm tablet lantern
pebble sandbag shield sword stool chair table desk cup saucer bowl picnic kite leaf wagon trolley ladybird bucket kayak canoe
caravan scooter trophy river stream meadow oasis path road moat traveller tail pole board picture garden field
brush roof chimney gate medal hammer spanner screwdriver paint easel envelope parcel cookie pie lolly`.split(/\s+/)) {
  if (word) WORDS[word] = word
}
Object.assign(WORDS, {
  oak: 'oak tree',
  palm: 'palm tree',
  teddy: 'teddy bear',
  bath: 'bathtub',
  paint: 'paint pot',
  treasure: 'treasure chest',
  turbine: 'wind turbine',
  beak: 'bird',
  sandcastle: 'sandcastle',
  flour: 'flour bag',
  cocoa: 'mug',
  tea: 'teapot',
  lifeboat: 'boat',
  tent: 'tent',
  cards: 'cards',
  spellbook: 'spell book',
  cauldron: 'cauldron',
})

const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  mice: 'mouse',
  geese: 'goose',
  teeth: 'tooth',
  wolves: 'wolf',
  shelves: 'shelf',
  scarves: 'scarf',
  loaves: 'loaf',
  children: 'child',
  berries: 'berry',
  butterflies: 'butterfly',
  fireflies: 'firefly',
  ladies: 'lady',
}

function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word] as string
  if (WORDS[word]) return word
  if (word.endsWith('ies') && WORDS[`${word.slice(0, -3)}y`]) return `${word.slice(0, -3)}y`
  if (word.endsWith('es') && WORDS[word.slice(0, -2)]) return word.slice(0, -2)
  if (word.endsWith('s') && WORDS[word.slice(0, -1)]) return word.slice(0, -1)
  return word
}

const PHRASE_KEYS = Object.keys(PHRASES).sort((a, b) => b.length - a.length)
const PHRASE_RES = PHRASE_KEYS.map((key) => ({ key, re: new RegExp(`\\s${key.replace(/ /g, '\\s')}(e?s)?(?=\\s)`) }))

/** Drawable props named in a phrase, in order of appearance, without duplicates. */
export function propsIn(phrase: string): string[] {
  const hits: { index: number; prop: string }[] = []
  let text = ` ${phrase.toLowerCase().replace(/[^a-z' -]/g, ' ')} `
  for (const { key, re } of PHRASE_RES) {
    const match = re.exec(text)
    if (match) {
      hits.push({ index: match.index, prop: PHRASES[key] as string })
      text = text.slice(0, match.index) + ' '.repeat(match[0].length) + text.slice(match.index + match[0].length)
    }
  }
  let offset = 0
  for (const word of text.split(' ')) {
    const clean = word.replace(/'s$/, '')
    if (clean && !clean.endsWith('ing')) {
      const prop = WORDS[singular(clean)]
      if (prop) hits.push({ index: offset, prop })
    }
    offset += word.length + 1
  }
  const out: string[] = []
  for (const hit of hits.sort((a, b) => a.index - b.index)) if (!out.includes(hit.prop)) out.push(hit.prop)
  return out
}
