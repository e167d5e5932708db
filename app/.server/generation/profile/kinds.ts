/**
 * What a companion is: each kind word a parent might write, with its category and what an author
 * needs to keep it in character (a grandma is an older woman who laughs; a dog barks; a digger
 * rumbles). Multi-word kinds come first in lookups ("teddy bear" before "bear").
 */
import type { CompanionCategory } from '../scene'

export type PersonAge = 'baby' | 'child' | 'teen' | 'adult' | 'older'

export type KindInfo = {
  category: CompanionCategory
  /** How the kind is named in the story ("grandma" → "Grandma" as a name for family roles). */
  noun: string
  /** Past-tense sound for "{c.sound}": "barked", "beeped", "chuckled". */
  sound: string
  /** Pronoun when the parent gives none: a family role's, or none (then picked, see companion.ts). */
  pronoun?: 'she' | 'he'
  /** People only: the age the picture and the text give them. */
  age?: PersonAge
  /** Family roles are names in themselves: "Grandma came too", never "the grandma". */
  isName?: boolean
}

const person = (noun: string, age: PersonAge, pronoun?: 'she' | 'he', isName = false): KindInfo => ({
  category: 'person',
  noun,
  sound: age === 'baby' ? 'gurgled' : age === 'older' ? 'chuckled' : 'laughed',
  age,
  isName,
  ...(pronoun ? { pronoun } : {}),
})
const animal = (noun: string, sound: string): KindInfo => ({ category: 'animal', noun, sound })
const creature = (noun: string, sound: string): KindInfo => ({ category: 'creature', noun, sound })
const vehicle = (noun: string, sound: string): KindInfo => ({ category: 'vehicle', noun, sound })
const toy = (noun: string, sound = 'squeaked'): KindInfo => ({ category: 'toy', noun, sound })

export const KINDS: Readonly<Record<string, KindInfo>> = {
  // people: family roles read as names
  grandma: person('Grandma', 'older', 'she', true), granny: person('Granny', 'older', 'she', true),
  nana: person('Nana', 'older', 'she', true), nan: person('Nan', 'older', 'she', true), gran: person('Gran', 'older', 'she', true),
  grandmother: person('Grandma', 'older', 'she', true), nanny: person('Nanny', 'older', 'she', true),
  oma: person('Oma', 'older', 'she', true), abuela: person('Abuela', 'older', 'she', true), 'grand-mère': person('Grand-mère', 'older', 'she', true),
  grandpa: person('Grandpa', 'older', 'he', true), grandad: person('Grandad', 'older', 'he', true),
  granddad: person('Granddad', 'older', 'he', true), grandfather: person('Grandpa', 'older', 'he', true),
  gramps: person('Gramps', 'older', 'he', true), opa: person('Opa', 'older', 'he', true), abuelo: person('Abuelo', 'older', 'he', true),
  mum: person('Mum', 'adult', 'she', true), mummy: person('Mummy', 'adult', 'she', true), mom: person('Mom', 'adult', 'she', true),
  mommy: person('Mommy', 'adult', 'she', true), mama: person('Mama', 'adult', 'she', true), mother: person('Mum', 'adult', 'she', true),
  dad: person('Dad', 'adult', 'he', true), daddy: person('Daddy', 'adult', 'he', true), papa: person('Papa', 'adult', 'he', true),
  father: person('Dad', 'adult', 'he', true),
  auntie: person('Auntie', 'adult', 'she', true), aunt: person('Auntie', 'adult', 'she', true), aunty: person('Auntie', 'adult', 'she', true),
  uncle: person('Uncle', 'adult', 'he', true),
  // people: relations and friends
  'big sister': person('big sister', 'teen', 'she'), 'older sister': person('big sister', 'teen', 'she'),
  'little sister': person('little sister', 'child', 'she'), 'younger sister': person('little sister', 'child', 'she'),
  'baby sister': person('baby sister', 'baby', 'she'), sister: person('sister', 'child', 'she'),
  'big brother': person('big brother', 'teen', 'he'), 'older brother': person('big brother', 'teen', 'he'),
  'little brother': person('little brother', 'child', 'he'), 'younger brother': person('little brother', 'child', 'he'),
  'baby brother': person('baby brother', 'baby', 'he'), brother: person('brother', 'child', 'he'),
  twin: person('twin', 'child'), cousin: person('cousin', 'child'),
  'best friend': person('best friend', 'child'), friend: person('friend', 'child'), classmate: person('classmate', 'child'),
  neighbour: person('neighbour', 'adult'), neighbor: person('neighbour', 'adult'), teacher: person('teacher', 'adult'),
  babysitter: person('babysitter', 'teen'), godmother: person('godmother', 'adult', 'she'), godfather: person('godfather', 'adult', 'he'),
  girl: person('girl', 'child', 'she'), boy: person('boy', 'child', 'he'), kid: person('friend', 'child'), child: person('friend', 'child'),
  baby: person('baby', 'baby'), knight: person('knight', 'adult'), princess: person('princess', 'teen', 'she'),
  prince: person('prince', 'teen', 'he'), queen: person('queen', 'adult', 'she'), king: person('king', 'adult', 'he'),
  pirate: person('pirate', 'adult'), wizard: person('wizard', 'older'), witch: person('witch', 'adult', 'she'),
  astronaut: person('astronaut', 'adult'), explorer: person('explorer', 'adult'), captain: person('captain', 'adult'),
  superhero: person('superhero', 'adult'), detective: person('detective', 'adult'), scientist: person('scientist', 'adult'),
  firefighter: person('firefighter', 'adult'), ninja: person('ninja', 'teen'), cowboy: person('cowboy', 'adult', 'he'),
  cowgirl: person('cowgirl', 'adult', 'she'), chef: person('chef', 'adult'), doctor: person('doctor', 'adult'),
  // animals
  dog: animal('dog', 'barked'), puppy: animal('puppy', 'yipped'), pup: animal('puppy', 'yipped'), doggy: animal('dog', 'barked'),
  cat: animal('cat', 'mewed'), kitten: animal('kitten', 'mewed'), kitty: animal('cat', 'mewed'),
  rabbit: animal('rabbit', 'squeaked'), bunny: animal('bunny', 'squeaked'), hamster: animal('hamster', 'squeaked'),
  'guinea pig': animal('guinea pig', 'squeaked'), mouse: animal('mouse', 'squeaked'), rat: animal('rat', 'squeaked'),
  horse: animal('horse', 'neighed'), pony: animal('pony', 'whinnied'), donkey: animal('donkey', 'brayed'),
  cow: animal('cow', 'mooed'), pig: animal('pig', 'grunted'), piglet: animal('piglet', 'squealed'), sheep: animal('sheep', 'baaed'),
  lamb: animal('lamb', 'bleated'), goat: animal('goat', 'bleated'), chicken: animal('chicken', 'clucked'), hen: animal('hen', 'clucked'),
  duck: animal('duck', 'quacked'), duckling: animal('duckling', 'peeped'), goose: animal('goose', 'honked'),
  owl: animal('owl', 'hooted'), parrot: animal('parrot', 'squawked'), bird: animal('bird', 'chirped'), robin: animal('robin', 'chirped'),
  penguin: animal('penguin', 'squawked'), puffin: animal('puffin', 'chirped'), seagull: animal('seagull', 'squawked'),
  eagle: animal('eagle', 'screeched'), flamingo: animal('flamingo', 'honked'), toucan: animal('toucan', 'squawked'),
  fox: animal('fox', 'yipped'), wolf: animal('wolf', 'howled'), bear: animal('bear', 'growled'), 'polar bear': animal('polar bear', 'growled'),
  panda: animal('panda', 'grunted'), koala: animal('koala', 'grunted'), monkey: animal('monkey', 'chattered'),
  gorilla: animal('gorilla', 'grunted'), elephant: animal('elephant', 'trumpeted'), giraffe: animal('giraffe', 'hummed'),
  lion: animal('lion', 'roared'), tiger: animal('tiger', 'growled'), 'lion cub': animal('lion cub', 'mewled'), cub: animal('cub', 'mewled'),
  zebra: animal('zebra', 'snorted'), hippo: animal('hippo', 'snorted'), rhino: animal('rhino', 'snorted'),
  crocodile: animal('crocodile', 'snapped'), alligator: animal('alligator', 'snapped'), frog: animal('frog', 'croaked'),
  turtle: animal('turtle', 'blinked'), tortoise: animal('tortoise', 'blinked'), snail: animal('snail', 'blinked'),
  bee: animal('bee', 'buzzed'), butterfly: animal('butterfly', 'fluttered'), ladybird: animal('ladybird', 'fluttered'),
  ladybug: animal('ladybird', 'fluttered'), caterpillar: animal('caterpillar', 'wriggled'), spider: animal('spider', 'tapped'),
  squirrel: animal('squirrel', 'chattered'), hedgehog: animal('hedgehog', 'snuffled'), badger: animal('badger', 'snuffled'),
  deer: animal('deer', 'snorted'), reindeer: animal('reindeer', 'snorted'), moose: animal('moose', 'bellowed'),
  otter: animal('otter', 'squeaked'), beaver: animal('beaver', 'chattered'), raccoon: animal('raccoon', 'chittered'),
  seal: animal('seal', 'barked'), dolphin: animal('dolphin', 'clicked'), whale: animal('whale', 'sang'), shark: animal('shark', 'grinned'),
  octopus: animal('octopus', 'bubbled'), fish: animal('fish', 'bubbled'), goldfish: animal('goldfish', 'bubbled'),
  crab: animal('crab', 'clicked'), lizard: animal('lizard', 'blinked'), gecko: animal('gecko', 'chirped'), snake: animal('snake', 'hissed'),
  chameleon: animal('chameleon', 'blinked'), sloth: animal('sloth', 'yawned'), kangaroo: animal('kangaroo', 'thumped'),
  camel: animal('camel', 'grumbled'), llama: animal('llama', 'hummed'), alpaca: animal('alpaca', 'hummed'), bat: animal('bat', 'squeaked'),
  dinosaur: animal('dinosaur', 'roared'), 't-rex': animal('T. rex', 'roared'), 'tyrannosaurus rex': animal('T. rex', 'roared'),
  tyrannosaurus: animal('T. rex', 'roared'), trex: animal('T. rex', 'roared'), stegosaurus: animal('stegosaurus', 'rumbled'),
  triceratops: animal('triceratops', 'rumbled'), diplodocus: animal('diplodocus', 'rumbled'), brontosaurus: animal('brontosaurus', 'rumbled'),
  brachiosaurus: animal('brachiosaurus', 'rumbled'), velociraptor: animal('velociraptor', 'squawked'), raptor: animal('raptor', 'squawked'),
  pterodactyl: animal('pterodactyl', 'screeched'), ankylosaurus: animal('ankylosaurus', 'rumbled'), mammoth: animal('mammoth', 'trumpeted'),
  // creatures
  dragon: creature('dragon', 'rumbled'), unicorn: creature('unicorn', 'whinnied'), monster: creature('monster', 'rumbled'),
  fairy: creature('fairy', 'tinkled'), pixie: creature('pixie', 'giggled'), elf: creature('elf', 'giggled'),
  mermaid: creature('mermaid', 'sang'), merman: creature('merman', 'sang'), giant: creature('giant', 'boomed'),
  troll: creature('troll', 'grumbled'), ghost: creature('ghost', 'whooed'), alien: creature('alien', 'warbled'),
  phoenix: creature('phoenix', 'trilled'), griffin: creature('griffin', 'screeched'), gryphon: creature('griffin', 'screeched'),
  yeti: creature('yeti', 'rumbled'), pegasus: creature('pegasus', 'whinnied'), gnome: creature('gnome', 'chuckled'),
  goblin: creature('goblin', 'cackled'), genie: creature('genie', 'chuckled'), 'sea serpent': creature('sea serpent', 'hissed'),
  kraken: creature('kraken', 'bubbled'), sprite: creature('sprite', 'tinkled'), gremlin: creature('gremlin', 'giggled'),
  // robots
  robot: { category: 'robot', noun: 'robot', sound: 'beeped' }, android: { category: 'robot', noun: 'robot', sound: 'beeped' },
  'robot dog': { category: 'robot', noun: 'robot dog', sound: 'beeped' }, droid: { category: 'robot', noun: 'robot', sound: 'beeped' },
  bot: { category: 'robot', noun: 'robot', sound: 'beeped' }, cyborg: { category: 'robot', noun: 'robot', sound: 'beeped' },
  // vehicles
  digger: vehicle('digger', 'rumbled'), excavator: vehicle('digger', 'rumbled'), bulldozer: vehicle('bulldozer', 'rumbled'),
  tractor: vehicle('tractor', 'chugged'), train: vehicle('train', 'tooted'), 'steam train': vehicle('steam train', 'tooted'),
  engine: vehicle('engine', 'tooted'), 'steam engine': vehicle('steam engine', 'tooted'), locomotive: vehicle('engine', 'tooted'),
  'fire engine': vehicle('fire engine', 'wailed'), 'fire truck': vehicle('fire engine', 'wailed'), car: vehicle('car', 'beeped'),
  'racing car': vehicle('racing car', 'vroomed'), 'race car': vehicle('racing car', 'vroomed'), bus: vehicle('bus', 'honked'),
  truck: vehicle('truck', 'honked'), lorry: vehicle('lorry', 'honked'), 'dump truck': vehicle('dump truck', 'rumbled'),
  dumper: vehicle('dumper', 'rumbled'), crane: vehicle('crane', 'creaked'), rocket: vehicle('rocket', 'whooshed'),
  spaceship: vehicle('spaceship', 'hummed'), plane: vehicle('plane', 'whirred'), aeroplane: vehicle('aeroplane', 'whirred'),
  airplane: vehicle('aeroplane', 'whirred'), helicopter: vehicle('helicopter', 'whirred'), boat: vehicle('boat', 'tooted'),
  tugboat: vehicle('tugboat', 'tooted'), submarine: vehicle('submarine', 'pinged'), bike: vehicle('bike', 'dinged'),
  bicycle: vehicle('bike', 'dinged'), scooter: vehicle('scooter', 'whirred'), van: vehicle('van', 'honked'),
  'ice cream van': vehicle('ice cream van', 'jingled'), 'police car': vehicle('police car', 'wailed'),
  ambulance: vehicle('ambulance', 'wailed'), 'monster truck': vehicle('monster truck', 'roared'), taxi: vehicle('taxi', 'honked'),
  'cement mixer': vehicle('cement mixer', 'rumbled'), 'garbage truck': vehicle('bin lorry', 'rumbled'), 'bin lorry': vehicle('bin lorry', 'rumbled'),
  // toys
  teddy: toy('teddy'), 'teddy bear': toy('teddy bear'), doll: toy('doll'), 'rag doll': toy('rag doll'),
  puppet: toy('puppet'), 'toy soldier': toy('toy soldier', 'clicked'), 'stuffed animal': toy('soft toy'), 'soft toy': toy('soft toy'),
  plushie: toy('soft toy'), plush: toy('soft toy'), 'cuddly toy': toy('soft toy'), 'toy rabbit': toy('toy rabbit'),
  'toy bunny': toy('toy bunny'), 'toy dinosaur': toy('toy dinosaur', 'clicked'), 'toy robot': toy('toy robot', 'clicked'),
  'toy car': toy('toy car', 'clicked'), 'toy train': toy('toy train', 'clicked'), 'action figure': toy('action figure', 'clicked'),
  'rocking horse': toy('rocking horse', 'creaked'), 'jack-in-the-box': toy('jack-in-the-box', 'boinged'), kite: toy('kite', 'fluttered'),
  balloon: toy('balloon', 'squeaked'), 'sock puppet': toy('sock puppet'), 'stuffed bunny': toy('toy bunny'), 'stuffed bear': toy('teddy bear'),
  'stuffed dog': toy('toy dog'), 'toy dog': toy('toy dog'), 'toy cat': toy('toy cat'), 'cuddly bear': toy('teddy bear'),
}

/** Words that turn an animal or robot into a toy: "toy", "stuffed", "cuddly", "soft". */
export const TOY_MARKERS = /\b(toy|stuffed|cuddly|soft|plush|plushie|knitted|wooden|clockwork|wind-up)\b/i

/** Kinds ordered longest first, so "teddy bear" wins over "bear" and "steam train" over "train". */
export const KIND_KEYS = Object.keys(KINDS).sort((a, b) => b.length - a.length)

/** The sound as a noun, for "a happy {c.noise}": a bark, a beep, a rumble. */
export const NOISE_OF_SOUND: Readonly<Record<string, string>> = { baaed: 'baa', barked: 'bark', beeped: 'beep', bellowed: 'bellow', bleated: 'bleat', blinked: 'blink', boinged: 'boing', boomed: 'boom', brayed: 'bray', bubbled: 'bubble', buzzed: 'buzz', cackled: 'cackle', chattered: 'chatter', chirped: 'chirp', chittered: 'chitter', chuckled: 'chuckle', chugged: 'chug', clicked: 'click', clucked: 'cluck', creaked: 'creak', croaked: 'croak', dinged: 'ding', fluttered: 'flutter', giggled: 'giggle', grinned: 'grin', growled: 'growl', grumbled: 'grumble', grunted: 'grunt', gurgled: 'gurgle', hissed: 'hiss', honked: 'honk', hooted: 'hoot', howled: 'howl', hummed: 'hum', jingled: 'jingle', laughed: 'laugh', mewed: 'mew', mewled: 'mewl', mooed: 'moo', neighed: 'neigh', peeped: 'peep', pinged: 'ping', quacked: 'quack', roared: 'roar', rumbled: 'rumble', sang: 'song', screeched: 'screech', snapped: 'snap', snorted: 'snort', snuffled: 'snuffle', squawked: 'squawk', squeaked: 'squeak', squealed: 'squeal', tapped: 'tap', thumped: 'thump', tinkled: 'tinkle', tooted: 'toot', trilled: 'trill', trumpeted: 'trumpet', vroomed: 'vroom', wailed: 'wail', warbled: 'warble', whinnied: 'whinny', whirred: 'whirr', whooed: 'whoo', whooshed: 'whoosh', wriggled: 'wriggle', yawned: 'yawn', yipped: 'yip' }
