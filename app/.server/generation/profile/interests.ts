/**
 * What a story can truly say about the thing a child loves: what doing it looks like ("watching the
 * snails in the garden") and one fact a child who loves it would know ("a snail leaves a silver
 * trail wherever it goes"). Stories tell these at the seed and at the key ({interest.doing},
 * {interest.fact}), so the child's own interest matters, never a stock one of the same kind.
 *
 * Keys are the interest as it reads after "loves" (lower case, plural where a parent writes it so).
 * `doing` reads after "spent hours …" (a gerund phrase, no pronoun); `fact` completes "knew that …"
 * (a clause, lower case, no full stop, at most 14 words). A sport's `as` is how the child who does it
 * moves, in a simile a `sport:` passage tells ({interest.as}: "quick as a karate kick", "light as a
 * ballet dancer on tiptoe"), so a dancer is never "quick as a relay runner".
 */
import type { InterestKind } from './lexicon'
import { escapeRegExp } from './limits'
import { petsSaid, withPetNamed } from './pets'

/** `quiet`: the doing as a shy or quiet child does it, where `doing` is loud (a shy singer sings softly, never rattling the windows). */
export type InterestFacts = { kind: InterestKind; doing: string; fact: string; as?: string; quiet?: string }

/** {interest.as} for a sport the lexicon does not know: quick, and no other sport's. */
export const SPORT_AS = 'quick as a flash'

/**
 * Shows, games and toys said by their brand: a story never names one, nor its characters. It tells
 * what the child loves in it (Paw Patrol's rescues, Minecraft's building, Bluey's make-believe), in
 * the lexicon's own words. Lego stays Lego: it is the bricks themselves, said in every home.
 */
export const BRAND_LOVES: Readonly<Record<string, string>> = {
  'paw patrol': 'rescue pups',
  minecraft: 'building blocks',
  duplo: 'building blocks',
  roblox: 'video games',
  mario: 'video games',
  'super mario': 'video games',
  'mario kart': 'video games',
  sonic: 'video games',
  fortnite: 'video games',
  'the switch': 'video games',
  switch: 'video games',
  'the nintendo': 'video games',
  nintendo: 'video games',
  xbox: 'video games',
  'the xbox': 'video games',
  playstation: 'video games',
  'the playstation': 'video games',
  bluey: 'make-believe games',
  frozen: 'ice and snow',
  elsa: 'ice and snow',
  pokémon: 'trading cards',
  'pokémon cards': 'trading cards',
  peppa: 'jumping in puddles',
  'peppa pig': 'jumping in puddles',
  'hey duggee': 'earning badges',
  spiderman: 'superheroes',
  spidey: 'superheroes',
  'spider-man': 'superheroes',
  'spider man': 'superheroes',
  batman: 'superheroes',
  superman: 'superheroes',
  'wonder woman': 'superheroes',
  marvel: 'superheroes',
  avengers: 'superheroes',
  'the avengers': 'superheroes',
  'pj masks': 'superheroes',
  barbie: 'dolls',
  barbies: 'dolls',
  "gabby's dollhouse": 'dolls',
  'lol dolls': 'dolls',
  moana: 'the sea',
  octonauts: 'sea creatures',
  'the octonauts': 'sea creatures',
  numberblocks: 'numbers',
  alphablocks: 'letters',
  squishmallows: 'soft toys',
  'my little pony': 'ponies',
  'hot wheels': 'toy cars',
  thomas: 'trains',
  'thomas the tank engine': 'trains',
  'thomas the tank': 'trains',
  'fireman sam': 'firefighters',
  'harry potter': 'wizards',
  'star wars': 'space',
  cocomelon: 'singing',
  encanto: 'singing',
}

/**
 * What parents call a thing the lexicon knows by another name: "bin day" is the bin lorry,
 * "anything with wheels" vehicles, "footy" football, "dinos" dinosaurs.
 */
/** "Marvel films", "Hey Duggee badges", "Paw Patrol toys": the brand, whatever of it is named. */
export const OF_A_BRAND =
  /^(.+?)\s+(?:films?|movies?|cartoons?|shows?|toys?|stuff|things|everything|badges|books|songs|games?|figures|figurines|characters)$/

export const SAID_AS: Readonly<Record<string, string>> = {
  snorkeling: 'snorkelling',
  // s70's Wren: "ammonites, sketching" had been read as nothing at all.
  ammonites: 'fossils',
  ammonite: 'fossils',
  trilobites: 'fossils',
  belemnites: 'fossils',
  'fossil hunting': 'fossils',
  sketching: 'drawing',
  // Etta's "sword fighting with sticks" was sticks: fighting with swords, or sticks for swords, is sword fighting.
  'sword fights': 'sword fighting',
  'sword fight': 'sword fighting',
  swordfighting: 'sword fighting',
  'sword-fighting': 'sword fighting',
  'fighting with swords': 'sword fighting',
  'fighting with sticks': 'sword fighting',
  'stick fighting': 'sword fighting',
  'stick fights': 'sword fighting',
  'stick swords': 'sword fighting',
  'play fighting with sticks': 'sword fighting',
  'play-fighting with sticks': 'sword fighting',
  'playing cards': 'card games',
  cards: 'card games',
  sketches: 'drawing',
  doodling: 'drawing',
  doodles: 'drawing',
  'bin day': 'bin lorries',
  'bin days': 'bin lorries',
  'bin men': 'bin lorries',
  'the bin men': 'bin lorries',
  binmen: 'bin lorries',
  'the binmen': 'bin lorries',
  'the bin lorry': 'bin lorries',
  'bin trucks': 'bin lorries',
  'rubbish trucks': 'bin lorries',
  'garbage trucks': 'bin lorries',
  'recycling lorries': 'bin lorries',
  'anything with wheels': 'vehicles',
  'anything with an engine': 'vehicles',
  'anything with engines': 'vehicles',
  'things with wheels': 'vehicles',
  'things that go': 'vehicles',
  'anything that goes': 'vehicles',
  wheels: 'vehicles',
  dinos: 'dinosaurs',
  jcbs: 'diggers',
  jcb: 'diggers',
  'recycling lorry': 'bin lorries',
  'train set': 'trains',
  'train sets': 'trains',
  trainset: 'trains',
  'sea life': 'sea creatures',
  'marine life': 'sea creatures',
  'sea animals': 'sea creatures',
  'ocean animals': 'sea creatures',
  'anything that goes fast': 'racing cars',
  'things that go fast': 'racing cars',
  'anything fast': 'racing cars',
  dino: 'dinosaurs',
  footy: 'football',
  footie: 'football',
  soccer: 'football',
  'role play': 'pretend play',
  'role-play': 'pretend play',
  'imaginary play': 'pretend play',
  'small world play': 'pretend play',
  'cutting and sticking': 'crafts',
  'sticking and gluing': 'crafts',
  gluing: 'crafts',
  'the number': 'numbers',
}

/**
 * A football club a parent names ("Arsenal", "Liverpool fan", "a massive Spurs supporter"): the
 * child loves football; the story never names the club.
 */
export const FOOTBALL_CLUB =
  /^(?:an?\s+)?(?:(?:massive|huge|big|mad|die-?hard)\s+)?(?:arsenal|liverpool|chelsea|spurs|tottenham|man(?:chester)? (?:united|utd|city)|man u|everton|newcastle|celtic|rangers|leeds|aston villa|villa|west ham|wrexham|wolves|brighton|crystal palace|fulham|sunderland|forest|nottingham forest|hibs|hearts|cardiff|swansea|lfc|mufc|afc|cfc)(?:\s+(?:fc|f\.c\.|football club))?(?:\s+(?:fan|supporter|mad|fanatic))?$/i

/** "the number 7", "number seven", "his favourite number is 4": a child's own favourite number. */
export const FAVOURITE_NUMBER =
  /^(?:(?:(?:her|his|their|my)\s+)?favourite\s+number\s*(?:is\s+|,\s*)?|the\s+number\s+|number\s+)(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i

const NUMBER_FACTS: Readonly<Record<string, string>> = {
  '1': 'one is the number every count starts from',
  '2': 'a pair is always two, like two socks or two shoes',
  '3': 'a triangle has three sides and three corners',
  '4': 'a square has four sides all the same length',
  '5': 'each hand has five fingers, counting the thumb',
  '6': 'every insect has six legs',
  '7': 'there are seven days in every week',
  '8': 'a spider has eight legs and an octopus eight arms',
  '9': 'nine is three threes',
  '10': 'we count in tens because we have ten fingers',
  '11': 'a football team has eleven players',
  '12': 'a clock face has twelve numbers round it',
}
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

/** The doing and fact of a child's favourite number, or undefined for any other noun. */
function numberFacts(noun: string): InterestFacts | undefined {
  const said = FAVOURITE_NUMBER.exec(noun)?.[1]?.toLowerCase()
  if (!said) return undefined
  const digits = /\d/.test(said) ? String(Number(said)) : String(NUMBER_WORDS.indexOf(said) + 1)
  return {
    kind: 'space',
    doing: `spotting the number ${said} on every door and bus`,
    fact: NUMBER_FACTS[digits] ?? 'any whole number times ten just gets a zero on the end',
  }
}

/** What a child who loves a colour knows of it. */
const COLOUR_FACTS = {
  red: 'red and yellow mixed together make orange',
  orange: 'orange is what you get when red and yellow mix',
  yellow: 'yellow is the colour you see first from far away',
  green: 'blue and yellow mixed together make green',
  blue: 'the sky looks blue because air scatters blue light most',
  purple: 'red and blue mixed together make purple',
  pink: 'red mixed with lots of white makes pink',
} as const

export const INTEREST_FACTS: Readonly<Record<string, InterestFacts>> = {
  'formula 1': {
    kind: 'sport',
    as: 'quick as a racing car off the grid',
    doing: 'watching Formula 1 races',
    fact: 'racing drivers brake before a bend, never in the middle of it',
  },
  'formula one': {
    kind: 'sport',
    as: 'quick as a racing car off the grid',
    doing: 'watching Formula One races',
    fact: 'racing drivers brake before a bend, never in the middle of it',
  },
  'lego technic': { kind: 'making', doing: 'building Lego Technic models', fact: 'a gear turns the next gear the opposite way' },
  // everyday wonders of the very young
  'the washing machine': {
    kind: 'making',
    doing: 'watching the washing machine go round',
    fact: 'a washing machine spins fast to fling the water out',
  },
  'spinning round': {
    kind: 'sport',
    as: 'quick as a spinning top',
    doing: 'spinning round and round till dizzy',
    fact: 'dancers stop feeling dizzy by looking at one spot',
  },
  owls: { kind: 'animals', doing: 'listening for owls at dusk', fact: 'an owl can fly without making a single sound' },
  snails: { kind: 'animals', doing: 'watching snails in the garden', fact: 'a snail leaves a silver trail wherever it goes' },
  horses: { kind: 'animals', doing: 'brushing ponies at the stables', fact: 'a horse flicks its ears towards any sound it wants to hear' },
  dinosaurs: { kind: 'animals', doing: 'drawing dinosaurs', fact: 'the biggest dinosaurs ate only plants' },
  'the cello': { kind: 'music', doing: 'practising the cello', fact: 'a cello sings low when you draw the bow slowly' },
  'the violin': { kind: 'music', doing: 'practising the violin', fact: 'a violin string sings higher when you press it shorter' },
  'the drums': { kind: 'music', doing: 'banging out beats on the drums', fact: 'a steady beat helps everybody move together' },
  singing: {
    kind: 'music',
    doing: 'singing loud enough to rattle the windows',
    quiet: 'singing softly along to the radio',
    fact: 'a song carries further than a shout',
  },
  cricket: {
    kind: 'sport',
    as: 'quick as a fielder after the ball',
    doing: 'bowling at the stumps in the garden',
    fact: 'a good bowler watches the stumps, not the ball',
  },
  football: {
    kind: 'sport',
    as: 'quick as a striker through the defence',
    doing: 'kicking a football against the wall',
    fact: 'you look where you want the ball to go before you kick',
  },
  swimming: {
    kind: 'sport',
    as: 'quick as a swimmer off the wall',
    doing: 'swimming lengths at the pool',
    fact: 'you float best when you lie back and breathe slowly',
  },
  ballet: {
    kind: 'sport',
    as: 'light as a ballet dancer on tiptoe',
    doing: 'practising ballet in the kitchen',
    fact: 'dancers keep their balance by fixing their eyes on one spot',
  },
  drawing: { kind: 'art', doing: 'drawing everything in sight', fact: 'if you look carefully, everything is made of simple shapes' },
  knitting: { kind: 'art', doing: 'knitting long, lumpy scarves', fact: 'one long piece of wool can become almost anything' },
  diggers: {
    kind: 'making',
    doing: 'watching the diggers on the building site',
    fact: 'a digger scoops with its bucket and turns on its tracks',
  },
  trains: { kind: 'making', doing: 'playing with trains', fact: 'a train can only go where its rails go' },
  Lego: { kind: 'making', doing: 'building with Lego', fact: 'anything can be built one brick at a time' },
  volcanoes: { kind: 'space', doing: 'making fizzing volcanoes', fact: 'hot rock from a volcano cools into stone' },
  maps: { kind: 'space', doing: 'drawing maps of the street', fact: 'on a map, north is always at the top' },
  lanterns: { kind: 'art', doing: 'making paper lanterns', fact: 'a paper lantern glows because light shines through thin paper' },
  // animals: pets and farm
  pets: { kind: 'animals', doing: 'looking after the pets', fact: 'a pet needs fresh water every single day' },
  cats: { kind: 'animals', doing: 'stroking the cat on the sofa', fact: 'a cat uses its whiskers to feel if a gap is wide enough' },
  dogs: { kind: 'animals', doing: 'throwing sticks for the dog', fact: 'a dog can follow a smell trail long after someone has gone' },
  rabbits: { kind: 'animals', doing: 'feeding hay to the rabbits', fact: 'a rabbit thumps its back foot to warn of danger' },
  'guinea pigs': { kind: 'animals', doing: 'cuddling the guinea pigs', fact: 'guinea pigs squeak loudly when they hear food coming' },
  hamsters: {
    kind: 'animals',
    doing: 'watching the hamster spin the wheel',
    fact: 'a hamster stuffs food into its cheeks to carry it home',
  },
  fish: {
    kind: 'animals',
    doing: 'watching the fish in the tank',
    fact: 'a fish feels the smallest movement in the water along its sides',
  },
  // Foods, clothes, places and routines as parents write them (docs/decisions.md): foods are making
  // (cooking and eating), fruit nature, dressing up books, sparkle and beads art.
  pasta: { kind: 'making', doing: 'cooking pasta shapes for tea', fact: 'dry pasta goes soft when it cooks in bubbling water' },
  spaghetti: {
    kind: 'making',
    doing: 'twirling spaghetti round a fork',
    fact: 'spaghetti is made from flour and water, rolled into long strings',
  },
  'cheese on toast': { kind: 'making', doing: 'making cheese on toast with a grown-up', fact: 'cheese melts and bubbles when it gets hot' },
  toast: { kind: 'making', doing: 'spreading butter on hot toast', fact: 'bread turns brown and crunchy as it toasts' },
  chocolate: {
    kind: 'making',
    doing: 'making chocolate crispy cakes',
    fact: 'chocolate melts in a warm hand, because it melts at just below body heat',
  },
  'ice cream': {
    kind: 'making',
    doing: 'licking ice cream before it drips',
    fact: 'ice cream is cream frozen while it is stirred, so it stays soft',
  },
  pizza: {
    kind: 'making',
    doing: 'putting the toppings on homemade pizza',
    fact: 'pizza dough rises because yeast fills it with tiny bubbles',
  },
  sausages: { kind: 'making', doing: 'eating sausages with ketchup', fact: 'sausages sizzle because the fat inside pops in the heat' },
  biscuits: { kind: 'making', doing: 'cutting out biscuits in funny shapes', fact: 'biscuit dough spreads out in the oven as it warms' },
  cakes: {
    kind: 'making',
    doing: 'licking the spoon after baking cakes',
    fact: 'a cake rises because the mixture fills with tiny bubbles as it bakes',
  },
  cupcakes: {
    kind: 'making',
    doing: 'decorating cupcakes with sprinkles',
    fact: 'a cake rises because the mixture fills with tiny bubbles as it bakes',
  },
  popcorn: { kind: 'making', doing: 'watching popcorn pop in the pan', fact: 'a corn kernel pops when the water inside turns to steam' },
  noodles: { kind: 'making', doing: 'slurping noodles with chopsticks', fact: 'noodles are dough pulled and cut into long thin strings' },
  'fish fingers': {
    kind: 'making',
    doing: 'dipping fish fingers in ketchup',
    fact: 'fish fingers are fish wrapped in crunchy breadcrumbs',
  },
  porridge: { kind: 'making', doing: 'stirring honey into porridge', fact: 'oats soak up milk and go thick and soft when heated' },
  bananas: { kind: 'nature', doing: 'peeling bananas for a snack', fact: 'bananas grow in big bunches that curve up towards the sun' },
  apples: { kind: 'nature', doing: 'picking apples in the orchard', fact: 'an apple cut across the middle has a star of seeds inside' },
  oranges: {
    kind: 'nature',
    doing: 'peeling oranges in one long curl',
    fact: 'an orange is made of segments, each wrapped in its own skin',
  },
  grapes: { kind: 'nature', doing: 'eating grapes one by one', fact: 'grapes grow in bunches on twisting vines' },
  cherries: { kind: 'nature', doing: 'finding cherries that grow in pairs', fact: 'cherries often hang in pairs on long joined stalks' },
  watermelon: { kind: 'nature', doing: 'eating big slices of watermelon', fact: 'a watermelon is almost all water inside' },
  pears: { kind: 'nature', doing: 'picking pears from the tree', fact: 'a pear ripens from the inside out' },
  mangoes: { kind: 'nature', doing: 'eating mango right down to the stone', fact: 'a mango has one big flat stone in the middle' },
  'sparkly shoes': {
    kind: 'art',
    doing: 'clip-clopping about in sparkly shoes',
    fact: 'sparkles are tiny pieces that each catch the light like a mirror',
  },
  'sparkly dresses': {
    kind: 'art',
    doing: 'twirling in a sparkly dress',
    fact: 'sparkles are tiny pieces that each catch the light like a mirror',
  },
  'sparkly things': {
    kind: 'art',
    doing: 'collecting sparkly things',
    fact: 'sparkles are tiny pieces that each catch the light like a mirror',
  },
  'superhero capes': { kind: 'books', doing: 'dressing up in a superhero cape', fact: 'every superhero has a weakness as well as a power' },
  capes: { kind: 'books', doing: 'dressing up in a flowing cape', fact: 'a cape flies out behind you when you run into the wind' },
  'fairy wings': { kind: 'books', doing: 'dressing up in fairy wings', fact: 'in the old stories, fairies dance in rings of mushrooms' },
  tutus: {
    kind: 'sport',
    as: 'light as a dancer in a twirl',
    doing: 'twirling about in a tutu',
    fact: 'dancers keep their balance by fixing their eyes on one spot',
  },
  wellies: {
    kind: 'nature',
    doing: 'stomping through puddles in wellies',
    fact: 'wellies keep feet dry because water cannot get through rubber',
  },
  hats: { kind: 'books', doing: 'dressing up in hats', fact: 'a hat can turn anyone into someone new' },
  necklaces: { kind: 'art', doing: 'threading beads into necklaces', fact: 'beads threaded in the same order make a pattern that repeats' },
  onesies: { kind: 'books', doing: 'dressing up in an animal onesie', fact: 'a hat and a cloak can turn anyone into someone new' },
  'the big slide': {
    kind: 'sport',
    as: 'quick as a whoosh down the big slide',
    doing: 'whooshing down the big slide',
    fact: 'a slide is fastest when it is steep and slippy',
  },
  slides: {
    kind: 'sport',
    as: 'quick as a whoosh down the slide',
    doing: 'whooshing down slides',
    fact: 'a slide is fastest when it is steep and slippy',
  },
  'the slide': {
    kind: 'sport',
    as: 'quick as a whoosh down the slide',
    doing: 'whooshing down the slide',
    fact: 'a slide is fastest when it is steep and slippy',
  },
  swinging: { kind: 'nature', doing: 'swinging high in the park', fact: 'a swing goes higher when legs kick out and tuck back in time' },
  'the playground': {
    kind: 'sport',
    as: 'quick as the first one out at playtime',
    doing: 'racing round the playground',
    fact: 'a roundabout spins faster when everyone tucks in close',
  },
  playgrounds: {
    kind: 'sport',
    as: 'quick as the first one out at playtime',
    doing: 'racing round the playground',
    fact: 'a roundabout spins faster when everyone tucks in close',
  },
  'soft play': {
    kind: 'sport',
    as: 'quick as a dive into the ball pit',
    doing: 'diving into the ball pit at soft play',
    fact: 'a ball pit is hundreds of hollow balls, light enough to swim through',
  },
  'messy play': {
    kind: 'art',
    doing: 'squishing gloop at messy play',
    fact: 'cornflour and water go hard when squeezed and runny when let go',
  },
  'ice cream vans': {
    kind: 'making',
    doing: 'running out when the ice cream van plays its tune',
    fact: 'an ice cream van plays a tune so children know it is coming',
  },
  drumming: { kind: 'music', doing: 'drumming on upside-down saucepans', fact: 'a big drum booms low and a small drum taps high' },
  'pots and pans': {
    kind: 'music',
    doing: 'drumming on pots and pans with a wooden spoon',
    fact: 'a big pan booms low and a small pan rings high',
  },
  saucepans: { kind: 'music', doing: 'drumming on saucepans with a wooden spoon', fact: 'a big pan booms low and a small pan rings high' },
  'the zoo': { kind: 'animals', doing: 'visiting the animals at the zoo', fact: 'zookeepers give the animals puzzles to find their food' },
  'the seaside': { kind: 'nature', doing: 'paddling at the seaside', fact: 'the tide comes in and goes out twice a day' },
  'the farm': { kind: 'animals', doing: 'feeding the animals at the farm', fact: 'a cow has four parts to its stomach' },
  picnics: { kind: 'nature', doing: 'having picnics on a blanket in the grass', fact: 'ants can smell crumbs from a long way off' },
  jumping: {
    kind: 'sport',
    as: 'quick as a jump off the bottom step',
    doing: 'jumping off the bottom step',
    fact: 'bending your knees makes a landing soft',
  },
  // Pets a family keeps, as a child loves them (profile/pets.ts names the family's own in the doing).
  goldfish: { kind: 'animals', doing: 'sprinkling food for the goldfish', fact: 'a goldfish comes up to the top when it sees food coming' },
  budgies: { kind: 'animals', doing: 'whistling to the budgie', fact: 'a budgie bobs its head and chatters when it is happy' },
  puppies: {
    kind: 'animals',
    doing: 'throwing a ball for the puppy',
    fact: 'a puppy chews things because its new teeth are coming through',
  },
  kittens: {
    kind: 'animals',
    doing: 'dangling string for the kitten',
    fact: 'a kitten practises pouncing so it can hunt when it grows up',
  },
  gerbils: { kind: 'animals', doing: 'watching the gerbils dig tunnels', fact: 'a gerbil thumps its back feet to warn the others' },
  mice: { kind: 'animals', doing: 'watching the mice climb their ladders', fact: 'a mouse feels its way in the dark with its whiskers' },
  rats: { kind: 'animals', doing: 'giving the rats bits of apple', fact: 'a rat grinds its teeth softly when it feels happy' },
  ferrets: { kind: 'animals', doing: 'watching the ferret wriggle through tubes', fact: 'a happy ferret hops about doing a wobbly dance' },
  lizards: {
    kind: 'animals',
    doing: 'watching the lizard bask under the warm lamp',
    fact: 'a lizard lies in the warm to heat up before it can move fast',
  },
  'bearded dragons': {
    kind: 'animals',
    doing: 'watching the bearded dragon bask under the warm lamp',
    fact: 'a bearded dragon puffs out its spiky beard when it feels cross',
  },
  hens: { kind: 'animals', doing: 'collecting eggs from the hens', fact: 'hens go to roost as soon as it gets dark' },
  tortoises: { kind: 'animals', doing: 'feeding dandelions to the tortoise', fact: 'a tortoise can pull its head right inside its shell' },
  ponies: { kind: 'animals', doing: 'grooming ponies at the stables', fact: 'a pony stays calm around slow movements and soft voices' },
  ducks: { kind: 'animals', doing: 'watching ducks on the pond', fact: 'a duck spreads oil on its feathers to keep the water out' },
  'feeding the ducks': {
    kind: 'animals',
    doing: 'feeding the ducks at the pond',
    fact: 'ducks are better fed on peas and oats than on bread',
  },
  chickens: { kind: 'animals', doing: 'collecting eggs from the chickens', fact: 'hens go to roost as soon as it gets dark' },
  pigs: { kind: 'animals', doing: 'scratching the pigs at the farm', fact: 'pigs roll in mud to keep cool on hot days' },
  cows: { kind: 'animals', doing: 'watching the cows come in for milking', fact: 'a cow has four parts to its stomach' },
  sheep: { kind: 'animals', doing: 'counting sheep in the fields', fact: 'sheep follow each other, so one can lead the whole flock' },
  goats: { kind: 'animals', doing: 'feeding the goats at the farm', fact: 'goats can climb steep rocks without slipping' },
  // The farm animals the animal kinds do not know (subject-farm.ts finds the child's own among them).
  calves: { kind: 'animals', doing: 'feeding the calves at the farm', fact: 'a calf can stand up and walk within an hour of being born' },
  turkeys: { kind: 'animals', doing: 'watching the turkeys strut at the farm', fact: 'a turkey gobbles back at any loud noise' },
  'border collies': {
    kind: 'animals',
    doing: 'watching the sheepdogs at work',
    fact: 'a sheepdog can steer a whole flock with just a stare',
  },
  collies: { kind: 'animals', doing: 'watching the sheepdogs at work', fact: 'a sheepdog can steer a whole flock with just a stare' },
  'highland cattle': {
    kind: 'animals',
    doing: 'visiting the highland cows',
    fact: 'a highland cow has two coats, a woolly one and a shaggy one',
  },
  'hairy coos': {
    kind: 'animals',
    doing: 'visiting the highland cows',
    fact: 'a highland cow has two coats, a woolly one and a shaggy one',
  },
  // animals: wild and sea
  foxes: { kind: 'animals', doing: 'watching for foxes at dusk', fact: 'a fox can hear a mouse moving under the snow' },
  hedgehogs: { kind: 'animals', doing: 'leaving food out for hedgehogs', fact: 'a hedgehog curls into a prickly ball when frightened' },
  squirrels: { kind: 'animals', doing: 'watching squirrels bury nuts', fact: 'a squirrel finds many of its buried nuts again by smell' },
  bats: { kind: 'animals', doing: 'spotting bats flitting at dusk', fact: 'a bat finds its way in the dark by listening to echoes' },
  lions: { kind: 'animals', doing: 'roaring like a lion round the house', fact: 'a lion can be heard roaring from miles away' },
  tigers: { kind: 'animals', doing: 'prowling like a tiger through the grass', fact: 'no two tigers have exactly the same stripes' },
  elephants: { kind: 'animals', doing: 'reading all about elephants', fact: 'an elephant can feel far-off rumbles through its feet' },
  giraffes: {
    kind: 'animals',
    doing: 'stretching up tall like a giraffe',
    fact: 'a giraffe has just seven bones in its neck, like a person',
  },
  monkeys: {
    kind: 'animals',
    doing: 'swinging like a monkey on the bars',
    fact: 'a monkey holds on tight with its hands, feet and sometimes tail',
  },
  pandas: { kind: 'animals', doing: 'watching pandas on the zoo camera', fact: 'a panda spends most of the day eating bamboo' },
  'polar bears': { kind: 'animals', doing: 'reading about polar bears', fact: 'a polar bear has black skin under its thick white fur' },
  wolves: { kind: 'animals', doing: 'howling like a wolf at the moon', fact: 'wolves howl to find each other across long distances' },
  snakes: { kind: 'animals', doing: 'looking at snakes in the reptile house', fact: 'a snake smells the air with its flicking tongue' },
  otters: {
    kind: 'animals',
    doing: 'watching otters play in the river',
    fact: 'sea otters hold paws while sleeping so they do not drift apart',
  },
  sharks: { kind: 'animals', doing: 'reading all about sharks', fact: 'a shark can feel tiny movements in the water from far away' },
  whales: { kind: 'animals', doing: 'singing whale songs in the bath', fact: 'whale songs can travel for miles under the sea' },
  dolphins: {
    kind: 'animals',
    doing: 'watching dolphins leap beside the boat',
    fact: 'each dolphin has its own special whistle, like a name',
  },
  octopuses: {
    kind: 'animals',
    doing: 'watching octopuses at the aquarium',
    fact: 'an octopus can squeeze through any gap bigger than its beak',
  },
  crabs: { kind: 'animals', doing: 'crabbing off the harbour wall', fact: 'a crab scuttles sideways and hides under rocks' },
  'sea turtles': { kind: 'animals', doing: 'reading about sea turtles', fact: 'a sea turtle swims back to the beach where it hatched' },
  seals: {
    kind: 'animals',
    doing: 'spotting seals from the cliff path',
    fact: 'a seal can hold its breath underwater for a very long time',
  },
  jellyfish: {
    kind: 'animals',
    doing: 'watching jellyfish float at the aquarium',
    fact: 'a jellyfish has no brain, no heart and no bones',
  },
  starfish: { kind: 'animals', doing: 'looking for starfish in the rock pools', fact: 'a starfish can grow back an arm it has lost' },
  // The sea family's creatures a parent names (profile/subject-sea.ts), each with its own words.
  'hermit crabs': {
    kind: 'animals',
    doing: 'looking for hermit crabs in the rock pools',
    fact: 'a hermit crab moves into a bigger empty shell when it grows',
  },
  crabbing: { kind: 'animals', doing: 'crabbing off the harbour wall', fact: 'a crab scuttles sideways and hides under rocks' },
  prawns: {
    kind: 'animals',
    doing: 'looking for prawns in the rock pools',
    fact: 'a prawn is see-through, so you only see it when it moves',
  },
  shrimps: { kind: 'animals', doing: 'shrimping in the rock pools', fact: 'a shrimp flicks its tail and shoots backwards' },
  shrimping: { kind: 'animals', doing: 'shrimping in the rock pools', fact: 'a shrimp flicks its tail and shoots backwards' },
  'sea anemones': {
    kind: 'animals',
    doing: 'looking for sea anemones in the rock pools',
    fact: 'an anemone closes up when the tide goes out and opens when the sea comes back',
  },
  anemones: {
    kind: 'animals',
    doing: 'looking for sea anemones in the rock pools',
    fact: 'an anemone closes up when the tide goes out and opens when the sea comes back',
  },
  anenomes: {
    kind: 'animals',
    doing: 'looking for sea anemones in the rock pools',
    fact: 'an anemone closes up when the tide goes out and opens when the sea comes back',
  },
  limpets: { kind: 'animals', doing: 'finding limpets on the rocks', fact: 'a limpet clamps onto its rock as tight as glue' },
  rays: {
    kind: 'animals',
    doing: 'watching the rays glide at the aquarium',
    fact: 'a ray glides through the water like a flag in the wind',
  },
  'mermaids purses': {
    kind: 'nature',
    doing: 'hunting for mermaid’s purses on the beach',
    fact: 'a mermaid’s purse is the egg case of a ray',
  },
  penguins: {
    kind: 'animals',
    doing: 'waddling like a penguin round the kitchen',
    fact: 'penguins huddle together in a tight crowd to keep warm',
  },
  // animals: birds
  birds: { kind: 'animals', doing: 'feeding the birds in the garden', fact: 'birds sing loudest just as the sun comes up' },
  robins: { kind: 'animals', doing: 'watching the robin on the fence', fact: 'a robin follows a gardener to catch worms in the dug soil' },
  parrots: { kind: 'animals', doing: 'teaching the parrot new words', fact: 'a parrot can copy words it hears again and again' },
  eagles: { kind: 'animals', doing: 'watching eagles soar over the hills', fact: 'an eagle can spot a rabbit from high up in the sky' },
  flamingos: { kind: 'animals', doing: 'standing on one leg like a flamingo', fact: 'a flamingo is pink because of the food it eats' },
  // animals: minibeasts
  minibeasts: { kind: 'animals', doing: 'hunting for minibeasts under logs', fact: 'most minibeasts hide where it is dark and damp' },
  bugs: { kind: 'animals', doing: 'hunting for bugs under stones', fact: 'insects have six legs, but spiders have eight' },
  worms: { kind: 'animals', doing: 'digging for worms in the garden', fact: 'a worm has no eyes but can feel light on its skin' },
  ladybirds: {
    kind: 'animals',
    doing: 'counting the spots on ladybirds',
    fact: 'a ladybird hides its flying wings under its spotty shell',
  },
  bees: { kind: 'animals', doing: 'watching bees in the lavender', fact: 'bees dance to tell each other where the flowers are' },
  butterflies: { kind: 'animals', doing: 'chasing butterflies across the meadow', fact: 'a butterfly tastes with its feet' },
  caterpillars: {
    kind: 'animals',
    doing: 'feeding leaves to caterpillars in a jar',
    fact: 'every butterfly was once a hungry little caterpillar',
  },
  spiders: { kind: 'animals', doing: 'watching spiders spin webs', fact: 'a spider feels the web shake when something lands in it' },
  ants: { kind: 'animals', doing: 'following ant trails across the patio', fact: 'ants leave a smell trail so the others can follow' },
  woodlice: { kind: 'animals', doing: 'finding woodlice under flowerpots', fact: 'a woodlouse always heads for somewhere damp and dark' },
  frogs: { kind: 'animals', doing: 'looking for frogs by the pond', fact: 'frogspawn turns into tadpoles, and tadpoles turn into frogs' },
  // animals: dinosaurs
  't. rex': { kind: 'animals', doing: 'stomping about roaring like a T. rex', fact: 'a T. rex had tiny arms but a huge, strong bite' },
  stegosaurus: {
    kind: 'animals',
    doing: 'drawing the plates on a stegosaurus',
    fact: 'a stegosaurus swung its spiky tail to keep enemies away',
  },
  ankylosaurus: {
    kind: 'animals',
    doing: 'building an ankylosaurus out of cushions',
    fact: 'an ankylosaurus had a heavy bony club at the end of its tail',
  },
  triceratops: { kind: 'animals', doing: 'charging about like a triceratops', fact: 'a triceratops had three horns and a big bony frill' },
  diplodocus: { kind: 'animals', doing: 'measuring a diplodocus in footsteps', fact: 'a diplodocus was longer than two buses end to end' },
  velociraptors: {
    kind: 'animals',
    doing: 'creeping about like a velociraptor',
    fact: 'a real velociraptor was only about the size of a turkey',
  },
  pterodactyls: {
    kind: 'animals',
    doing: 'flapping about like a pterodactyl',
    fact: 'a pterodactyl flew on wings of skin stretched from one long finger',
  },
  // animals: the rest of the dinosaurs dinosaurs/7 tells as the child's own (profile/subject-dinosaurs.ts)
  brachiosaurus: {
    kind: 'animals',
    doing: 'stretching up tall like a brachiosaurus',
    fact: 'a brachiosaurus held its head up high, like a giraffe',
  },
  spinosaurus: {
    kind: 'animals',
    doing: 'drawing the sail on a spinosaurus',
    fact: 'a spinosaurus had a great sail on its back and caught fish',
  },
  parasaurolophus: {
    kind: 'animals',
    doing: 'honking like a parasaurolophus',
    fact: 'a parasaurolophus honked through its long, hollow crest',
  },
  iguanodons: { kind: 'animals', doing: 'making thumb spikes out of clay', fact: 'an iguanodon had a sharp spike on each thumb' },
  pachycephalosaurus: {
    kind: 'animals',
    doing: 'bonking cushions like a pachycephalosaurus',
    fact: 'a pachycephalosaurus had a skull as thick as a helmet',
  },
  allosaurus: { kind: 'animals', doing: 'stalking about like an allosaurus', fact: 'an allosaurus lived millions of years before T. rex' },
  compsognathus: {
    kind: 'animals',
    doing: 'dashing about like a compsognathus',
    fact: 'a compsognathus was only about as big as a chicken',
  },
  pteranodons: {
    kind: 'animals',
    doing: 'swooping about like a pteranodon',
    fact: 'a pteranodon had no teeth, and scooped up fish in its beak',
  },
  plesiosaurs: {
    kind: 'animals',
    doing: 'swimming like a plesiosaur in the bath',
    fact: 'a plesiosaur swam with four big flippers, like wings',
  },
  ichthyosaurs: {
    kind: 'animals',
    doing: 'drawing ichthyosaurs',
    fact: 'an ichthyosaur looked like a dolphin, but was a reptile',
  },
  // sport: ball games
  hurling: {
    kind: 'sport',
    as: 'quick as a hurler after the sliotar',
    doing: 'pucking a sliotar against the gable wall',
    fact: 'a hurler can balance the ball on the hurley while running',
  },
  camogie: {
    kind: 'sport',
    as: 'quick as a camogie player after the sliotar',
    doing: 'pucking a sliotar against the gable wall',
    fact: 'a camogie player can balance the ball on the stick while running',
  },
  rugby: {
    kind: 'sport',
    as: 'quick as a winger with the ball',
    doing: 'passing a rugby ball in the park',
    fact: 'in rugby the ball can only be passed backwards',
  },
  tennis: {
    kind: 'sport',
    as: 'quick as a tennis player to the net',
    doing: 'hitting tennis balls against the garage',
    fact: 'a good tennis player watches the ball right onto the racket',
  },
  netball: {
    kind: 'sport',
    as: 'quick as a netball pass',
    doing: 'shooting hoops at netball practice',
    fact: 'in netball the player holding the ball must not run',
  },
  basketball: {
    kind: 'sport',
    as: 'quick as a basketball player on a fast break',
    doing: 'bouncing a basketball down the drive',
    fact: 'a basketball shot goes in more often with a high arc',
  },
  hockey: {
    kind: 'sport',
    as: 'quick as a hockey player round the cones',
    doing: 'dribbling a hockey ball round cones',
    fact: 'in hockey only the flat side of the stick may hit the ball',
  },
  golf: {
    kind: 'sport',
    as: 'sure as a golfer lining up a putt',
    doing: 'putting golf balls into a cup',
    fact: 'a golfer keeps the head still and eyes on the ball',
  },
  badminton: {
    kind: 'sport',
    as: 'quick as a shuttlecock over the net',
    doing: 'hitting a shuttlecock over the net',
    fact: 'a shuttlecock always turns to fly with its feathers last',
  },
  'table tennis': {
    kind: 'sport',
    as: 'quick as a table-tennis rally',
    doing: 'playing table tennis in the garage',
    fact: 'a spinning ball bounces off in a surprising direction',
  },
  baseball: {
    kind: 'sport',
    as: 'quick as a runner stealing a base',
    doing: 'swinging a bat in the back garden',
    fact: 'a batter keeps watching the ball until it hits the bat',
  },
  'wheelchair basketball': {
    kind: 'sport',
    as: 'quick as a wheelchair basketball spin',
    doing: 'spinning and shooting at wheelchair basketball',
    fact: 'in wheelchair basketball, a player bounces or passes after two pushes',
  },
  // sport: moving and balancing
  gymnastics: {
    kind: 'sport',
    as: 'quick as a gymnast across the mat',
    doing: 'tumbling across the gym mats',
    fact: 'arms held out wide help the body balance on a narrow beam',
  },
  cartwheels: {
    kind: 'sport',
    as: 'quick as a cartwheel across the lawn',
    doing: 'turning cartwheels across the lawn',
    fact: 'a straight cartwheel starts with both hands placed in a line',
  },
  dancing: {
    kind: 'sport',
    as: 'light as a dancer on the kitchen floor',
    doing: 'dancing round the kitchen',
    fact: 'dancers count the beats to know when to move',
  },
  yoga: {
    kind: 'sport',
    as: 'calm and sure as a yoga stretch',
    doing: 'stretching into yoga poses in the living room',
    fact: 'slow, deep breaths can calm a busy body',
  },
  skipping: {
    kind: 'sport',
    as: 'quick as a skipping rope',
    doing: 'skipping with a rope in the playground',
    fact: 'a skipping rope only works with a steady rhythm',
  },
  trampolining: {
    kind: 'sport',
    as: 'quick as a bounce on the trampoline',
    doing: 'bouncing on the trampoline',
    fact: 'landing in the middle of a trampoline is the safest place',
  },
  climbing: {
    kind: 'sport',
    as: 'sure as a climber reaching for the next hold',
    doing: 'climbing the wall at the climbing centre',
    fact: 'climbers keep three points on the wall and move only one',
  },
  'climbing frames': {
    kind: 'sport',
    as: 'quick as a monkey on the climbing frame',
    doing: 'hanging upside down on the climbing frame',
    fact: 'a strong grip wraps the thumbs right round the bar',
  },
  'obstacle courses': {
    kind: 'sport',
    as: 'quick as a dash through an obstacle course',
    doing: 'building obstacle courses in the garden',
    fact: 'an obstacle course goes faster when the tricky bits are planned first',
  },
  'hide and seek': {
    kind: 'sport',
    as: 'quick as a hider diving for a spot',
    doing: 'playing hide and seek round the house',
    fact: 'keeping very still and quiet is the secret of hiding well',
  },
  tag: {
    kind: 'sport',
    as: 'quick as a dodge in a game of tag',
    doing: 'playing tag in the playground',
    fact: 'a quick change of direction is the best way to escape a chaser',
  },
  // sport: fighting arts and aiming
  karate: {
    kind: 'sport',
    as: 'quick as a karate kick',
    doing: 'practising karate kicks in the hall',
    fact: 'karate starts and ends with a bow',
  },
  judo: {
    kind: 'sport',
    as: 'quick as a judo throw',
    doing: 'practising judo throws on the mat',
    fact: 'the first thing to learn in judo is how to fall safely',
  },
  archery: {
    kind: 'sport',
    as: 'sure as an archer taking aim',
    doing: 'shooting arrows at a straw target',
    fact: 'an archer breathes out slowly before letting the arrow go',
  },
  // sport: racing and wheels
  running: {
    kind: 'sport',
    as: 'quick as a sprinter off the blocks',
    doing: 'running races round the garden',
    fact: 'long races are won by starting steady, not fast',
  },
  rounders: {
    kind: 'sport',
    as: 'quick as a rounders runner to fourth post',
    doing: 'playing rounders in the park',
    fact: 'a rounders batter scores by getting all the way round the four posts',
  },
  racing: {
    kind: 'sport',
    as: 'quick as a race to the corner',
    doing: 'racing everyone to the corner',
    fact: 'the fastest starts come from leaning forward and pushing off hard',
  },
  'sports day': {
    kind: 'sport',
    as: 'quick as a sprinter on sports day',
    doing: 'practising the egg and spoon race',
    fact: 'the egg and spoon race is won by going steady, not fast',
  },
  'wheelchair racing': {
    kind: 'sport',
    as: 'quick as a racing chair off the line',
    doing: 'racing a wheelchair round the track',
    fact: 'racing wheelchairs have three wheels and sit low to go faster',
  },
  cycling: {
    kind: 'sport',
    as: 'quick as a bike down the hill',
    doing: 'riding a bike round the park',
    fact: 'a bike is steadiest when it keeps moving',
  },
  scooters: {
    kind: 'sport',
    as: 'quick as a scooter down the hill',
    doing: 'whizzing down the hill on a scooter',
    fact: 'a scooter slows down safely with a gentle press on the back brake',
  },
  skateboarding: {
    kind: 'sport',
    as: 'quick as a skateboard down the ramp',
    doing: 'practising tricks at the skate park',
    fact: 'bent knees make a skateboard much easier to balance on',
  },
  'roller skating': {
    kind: 'sport',
    as: 'quick as a roller skater on the seafront',
    doing: 'roller skating along the seafront',
    fact: 'skaters keep the knees bent to stay steady on wheels',
  },
  'ice skating': {
    kind: 'sport',
    as: 'smooth as a skater on the ice',
    doing: 'gliding round the ice rink',
    fact: 'ice is most slippery when it is wet on top',
  },
  'horse riding': {
    kind: 'sport',
    as: 'quick as a pony at a canter',
    doing: 'trotting round the paddock on a pony',
    fact: 'a rider sits tall and looks where the horse should go',
  },
  // sport: snow and water
  skiing: {
    kind: 'sport',
    as: 'quick as a skier down the slope',
    doing: 'skiing down the snowy slopes',
    fact: 'skiers slow down by pointing the tips of the skis together',
  },
  surfing: {
    kind: 'sport',
    as: 'quick as a surfer on a wave',
    doing: 'riding the waves on a surfboard',
    fact: 'surfers watch the sea and wait for the right wave',
  },
  snorkelling: {
    kind: 'sport',
    as: 'smooth as a snorkeller over the rocks',
    doing: 'snorkelling over the rocks at the beach',
    fact: 'a snorkeller floats face down and breathes through the tube',
  },
  sailing: {
    kind: 'sport',
    as: 'quick as a dinghy before the wind',
    doing: 'sailing a dinghy on the lake',
    fact: 'a sailing boat can zigzag to travel into the wind',
  },
  kayaking: {
    kind: 'sport',
    as: 'quick as a kayak down the river',
    doing: 'paddling a kayak down the river',
    fact: 'a kayak goes straight when paddled evenly on both sides',
  },
  // music: instruments
  'the piano': { kind: 'music', doing: 'practising the piano', fact: 'piano notes get higher from left to right along the keys' },
  'the keyboard': {
    kind: 'music',
    doing: 'trying every sound on the keyboard',
    fact: 'a keyboard can sound like a piano, drums or a whole band',
  },
  'the guitar': { kind: 'music', doing: 'strumming the guitar', fact: 'a guitar has six strings, and the thickest plays the lowest notes' },
  'the ukulele': { kind: 'music', doing: 'strumming the ukulele', fact: 'a ukulele has four strings and fits small hands' },
  'the recorder': { kind: 'music', doing: 'tooting tunes on the recorder', fact: 'covering more holes on a recorder makes the note lower' },
  'the tin whistle': {
    kind: 'music',
    doing: 'playing jigs on the tin whistle',
    fact: 'covering more holes on a whistle makes the note lower',
  },
  'the trumpet': {
    kind: 'music',
    doing: 'blowing loud notes on the trumpet',
    fact: 'a trumpet has only three valves but plays lots of notes',
  },
  'the trombone': {
    kind: 'music',
    doing: 'sliding notes up and down the trombone',
    fact: 'a trombone plays lower notes as the slide goes further out',
  },
  'the flute': { kind: 'music', doing: 'practising the flute', fact: 'a flute sounds when breath blows across the hole, not into it' },
  'the clarinet': { kind: 'music', doing: 'practising scales on the clarinet', fact: 'a clarinet makes its sound with a thin wooden reed' },
  'the saxophone': {
    kind: 'music',
    doing: 'honking tunes on the saxophone',
    fact: 'a saxophone is made of brass but has a reed like a clarinet',
  },
  'the harmonica': {
    kind: 'music',
    doing: 'puffing tunes on the harmonica',
    fact: 'a harmonica plays notes when breathing in as well as out',
  },
  'the harp': { kind: 'music', doing: 'plucking the strings of the harp', fact: 'on a harp, every red string plays the note C' },
  'the xylophone': {
    kind: 'music',
    doing: 'tapping tunes on the xylophone',
    fact: 'the shorter the bar on a xylophone, the higher the note',
  },
  'the glockenspiel': {
    kind: 'music',
    doing: 'tinkling tunes on the glockenspiel',
    fact: 'a glockenspiel has metal bars that ring like little bells',
  },
  'the tambourine': {
    kind: 'music',
    doing: 'shaking the tambourine to the music',
    fact: 'a tambourine jingles with little metal discs round its edge',
  },
  'the triangle': {
    kind: 'music',
    doing: 'dinging the triangle in time',
    fact: 'a triangle rings longest when it hangs free on its string',
  },
  maracas: {
    kind: 'music',
    doing: 'shaking maracas round the living room',
    fact: 'maracas rattle because of little beads or seeds inside',
  },
  // music: singing and songs
  'nursery rhymes': {
    kind: 'music',
    doing: 'singing nursery rhymes at bedtime',
    fact: 'rhyming words make a song much easier to remember',
  },
  'making up songs': {
    kind: 'music',
    doing: 'making up songs about everything',
    fact: 'any words can become a song with a tune and a beat',
  },
  choir: { kind: 'music', doing: 'singing with the school choir', fact: 'a choir sings in tune by listening to each other' },
  karaoke: { kind: 'music', doing: 'singing karaoke in the living room', fact: 'singers take a big breath before a long note' },
  musicals: { kind: 'music', doing: 'singing songs from musicals', fact: 'in a musical, the songs help tell the story' },
  rapping: { kind: 'music', doing: 'rapping along to the radio', fact: 'rhymes sound best when they land right on the beat' },
  beatboxing: { kind: 'music', doing: 'beatboxing in the back of the car', fact: 'a whole drum beat can be made with just a mouth' },
  whistling: { kind: 'music', doing: 'whistling tunes round the house', fact: 'a whistle can be heard right across a noisy playground' },
  // music: listening and noise
  music: { kind: 'music', doing: 'dancing to music in the kitchen', fact: 'a fast beat makes feet want to move' },
  'listening to music': {
    kind: 'music',
    doing: 'listening to music with headphones',
    fact: 'most songs have a chorus that comes round again and again',
  },
  'banging pots and pans': {
    kind: 'music',
    doing: 'banging pots and pans with a spoon',
    fact: 'a big pan booms low and a small pan rings high',
  },
  'musical instruments': {
    kind: 'music',
    doing: 'trying out every instrument in the box',
    fact: 'every instrument sounds because something is shaking very fast',
  },
  // art: painting and colouring
  art: { kind: 'art', doing: 'making art at the kitchen table', fact: 'artists step back now and then to see the whole picture' },
  painting: { kind: 'art', doing: 'painting at the kitchen table', fact: 'blue and yellow paint mixed together make green' },
  'finger painting': {
    kind: 'art',
    doing: 'finger painting on big sheets of paper',
    fact: 'every fingerprint is different, even on the same hand',
  },
  watercolours: { kind: 'art', doing: 'painting with watercolours', fact: 'watercolour paint gets paler the more water is added' },
  colours: { kind: 'art', doing: 'sorting everything by colour', fact: 'red, yellow and blue paint can mix into almost any colour' },
  colouring: { kind: 'art', doing: 'colouring in with felt tips', fact: 'light colours go down first, then darker ones on top' },
  crayons: { kind: 'art', doing: 'scribbling rainbows with crayons', fact: 'a crayon rubbed over paper shows the bumps underneath' },
  chalk: { kind: 'art', doing: 'drawing on the pavement with chalk', fact: 'chalk pictures wash away in the first shower of rain' },
  'face painting': { kind: 'art', doing: 'painting faces at birthday parties', fact: 'face paint goes on best with a damp sponge' },
  'drawing comics': { kind: 'art', doing: 'drawing comics with speech bubbles', fact: 'comics show time passing from one box to the next' },
  printing: { kind: 'art', doing: 'printing patterns with potatoes', fact: 'a print always comes out back to front' },
  // art: cutting, sticking and shaping
  'arts and crafts': { kind: 'art', doing: 'making things with glue and card', fact: 'a cardboard tube can become almost anything' },
  'cutting and sticking': {
    kind: 'art',
    doing: 'cutting and sticking at the table',
    fact: 'scissors cut best when the paper turns, not the scissors',
  },
  collage: { kind: 'art', doing: 'making collages from old magazines', fact: 'a thin layer of glue holds better than a thick blob' },
  stickers: { kind: 'art', doing: 'filling the sticker book', fact: 'a sticker peels off most easily from one corner' },
  glitter: { kind: 'art', doing: 'making glitter pictures', fact: 'glitter gets everywhere and turns up for weeks afterwards' },
  origami: { kind: 'art', doing: 'folding paper cranes', fact: 'a sharp crease helps a paper fold hold its shape' },
  mosaics: { kind: 'art', doing: 'sticking paper squares into mosaics', fact: 'a mosaic is one big picture made of many small pieces' },
  clay: { kind: 'art', doing: 'squishing clay into pots', fact: 'clay must dry slowly or it cracks' },
  pottery: { kind: 'art', doing: 'shaping pots on the pottery wheel', fact: 'a pot on the wheel stays round when the hands keep still' },
  'play dough': { kind: 'art', doing: 'rolling play dough snakes', fact: 'play dough dries hard if the lid is left off' },
  slime: { kind: 'art', doing: 'mixing slime at the kitchen table', fact: 'slime oozes slowly when left alone but snaps when pulled fast' },
  puppets: { kind: 'art', doing: 'making sock puppets', fact: 'a puppet seems alive when its mouth moves with the words' },
  // art: threads and fabric
  sewing: { kind: 'art', doing: 'sewing buttons onto scraps of felt', fact: 'a knot at the end stops the thread slipping through' },
  beads: { kind: 'art', doing: 'threading beads onto string', fact: 'beads make a pattern when the colours repeat in order' },
  'friendship bracelets': {
    kind: 'art',
    doing: 'plaiting friendship bracelets',
    fact: 'a plait crosses each outside strand over the middle one in turn',
  },
  weaving: { kind: 'art', doing: 'weaving paper strips into mats', fact: 'weaving goes over one, under one, all the way across' },
  'tie dye': { kind: 'art', doing: 'tie-dyeing t-shirts in the garden', fact: 'the tied-up parts of the cloth stay pale in the dye' },
  fashion: { kind: 'art', doing: 'designing clothes for paper dolls', fact: 'a paper pattern shows where to cut the cloth' },
  // art: pictures from cameras
  photography: { kind: 'art', doing: 'taking photos of everything', fact: 'a photo is sharpest when the camera keeps very still' },
  'stop motion': {
    kind: 'art',
    doing: 'making stop-motion films with toys',
    fact: 'a stop-motion film is many photos, each moved a tiny bit',
  },
  // making: building
  building: { kind: 'making', doing: 'building towers out of anything', fact: 'a wide base keeps a tall tower from toppling' },
  'building blocks': {
    kind: 'making',
    doing: 'stacking building blocks into towers',
    fact: 'a tower stands taller with the biggest blocks at the bottom',
  },
  vehicles: { kind: 'making', doing: 'naming every vehicle that goes past', fact: 'a bigger load needs more wheels to spread its weight' },
  'rescue pups': {
    kind: 'animals',
    doing: 'acting out rescues with the toy pups',
    fact: 'a rescue dog can find someone just by following their smell',
  },
  'make-believe games': {
    kind: 'books',
    doing: 'making up games of make-believe',
    fact: 'the best games are the ones you make up yourself',
  },
  'ice and snow': {
    kind: 'nature',
    doing: 'twirling about singing songs of ice and snow',
    fact: 'every snowflake has six sides',
  },
  'trading cards': {
    kind: 'books',
    doing: 'swapping trading cards with friends',
    fact: 'the rarest cards are kept safe in a plastic sleeve',
  },
  'earning badges': {
    kind: 'books',
    doing: 'earning pretend badges for trying new things',
    fact: 'a badge says well done for trying, not only for winning',
  },
  'sea creatures': { kind: 'animals', doing: 'peering into rock pools', fact: 'an octopus has three hearts and blue blood' },
  'farm animals': { kind: 'animals', doing: 'feeding the animals at the farm', fact: 'a cow has four parts to its stomach' },
  'creepy crawlies': {
    kind: 'animals',
    doing: 'hunting for creepy crawlies under logs',
    fact: 'most minibeasts hide where it is dark and damp',
  },
  'making people laugh': {
    kind: 'books',
    doing: 'making everyone laugh at the tea table',
    fact: 'a joke is funniest when the surprise comes last',
  },
  'cardboard boxes': {
    kind: 'making',
    doing: 'turning cardboard boxes into rockets',
    fact: 'a cardboard box can become a car, a boat or a castle',
  },
  'building dens': {
    kind: 'making',
    doing: 'building dens out of sofa cushions',
    fact: 'a blanket over two chairs makes the quickest den roof',
  },
  'junk modelling': {
    kind: 'making',
    doing: 'sticking together junk models',
    fact: 'masking tape holds cardboard together faster than glue',
  },
  'marble runs': { kind: 'making', doing: 'building marble runs down the stairs', fact: 'a marble rolls faster down a steeper slope' },
  dominoes: { kind: 'making', doing: 'setting up long domino runs', fact: 'dominoes fall in a chain if they stand close enough' },
  'paper aeroplanes': {
    kind: 'making',
    doing: 'folding paper aeroplanes',
    fact: 'a paper plane flies further with a gentle throw than a hard one',
  },
  robots: { kind: 'making', doing: 'building robots from kits', fact: 'a robot only does exactly what it is told' },
  coding: {
    kind: 'making',
    doing: 'coding games on the computer',
    fact: 'a computer follows instructions in exactly the order they are written',
  },
  inventing: { kind: 'making', doing: 'inventing machines from old boxes', fact: 'inventors try things again and again until they work' },
  'taking things apart': { kind: 'making', doing: 'taking old radios apart', fact: 'screws loosen turning left and tighten turning right' },
  // "radios" as a parent types it (s69's Elliot: "radios, bird-watching" was read as no interest at all).
  radios: { kind: 'making', doing: 'mending old radios', fact: 'a radio turns invisible waves in the air into sound' },
  'fixing things': {
    kind: 'making',
    doing: 'fixing things with a toolbox',
    fact: 'most broken things can be mended if every piece is kept',
  },
  woodwork: { kind: 'making', doing: 'sawing and hammering at the workbench', fact: 'a nail goes in straighter with small taps first' },
  tools: { kind: 'making', doing: 'sorting the tools in the shed', fact: 'careful builders measure twice before cutting once' },
  // making: kitchen
  baking: { kind: 'making', doing: 'baking cakes with flour everywhere', fact: 'a cake can sink if the oven door opens too soon' },
  cooking: { kind: 'making', doing: 'stirring pots in the kitchen', fact: 'water boils faster with a lid on the pan' },
  pancakes: { kind: 'making', doing: 'flipping pancakes in the kitchen', fact: 'a pancake is ready to flip when bubbles pop on top' },
  sourdough: {
    kind: 'making',
    doing: 'feeding the sourdough starter',
    fact: 'sourdough starter bubbles and grows when fed flour and water',
  },
  // making: games and puzzles
  'video games': { kind: 'making', doing: 'playing video games', fact: 'a tricky level gets easier each time it is tried' },
  jigsaws: {
    kind: 'making',
    doing: 'fitting jigsaws together on the floor',
    fact: 'a jigsaw is easiest when the straight edge pieces go first',
  },
  puzzles: { kind: 'making', doing: 'solving puzzles at the table', fact: 'a hard puzzle gets easier when it is split into small parts' },
  chess: { kind: 'making', doing: 'playing chess at the kitchen table', fact: 'a knight in chess moves in the shape of an L' },
  'board games': { kind: 'making', doing: 'playing board games on rainy days', fact: 'a board game is fair when everybody takes turns' },
  // making: machines and buttons
  'pressing buttons': {
    kind: 'making',
    doing: 'pressing every button in the lift',
    fact: 'a lift button lights up once it has been pressed',
  },
  'washing machines': {
    kind: 'making',
    doing: 'watching the washing machine spin',
    fact: 'a washing machine spins fast to fling the water out',
  },
  cranes: {
    kind: 'making',
    doing: 'watching cranes on the building site',
    fact: 'a tower crane has a heavy weight at the back to balance',
  },
  'dumper trucks': {
    kind: 'making',
    doing: 'pushing dumper trucks through the sandpit',
    fact: 'a dumper truck tips its load out of the front',
  },
  tractors: { kind: 'making', doing: 'riding a toy tractor round the garden', fact: 'a tractor has huge back wheels to grip muddy fields' },
  'combine harvesters': {
    kind: 'making',
    doing: 'watching combine harvesters in the fields',
    fact: 'a combine harvester cuts the wheat and shakes out the grain',
  },
  // the child's own vehicles (profile/subjects.ts) that had no entry of their own
  'road sweepers': {
    kind: 'making',
    doing: 'watching the road sweeper brush the street',
    fact: 'a road sweeper sucks up the dirt its round brushes sweep',
  },
  'milk floats': {
    kind: 'making',
    doing: 'waving at the milk float',
    fact: 'a milk float runs on a battery, so it hums instead of roaring',
  },
  gritters: { kind: 'making', doing: 'watching gritters on icy nights', fact: 'a gritter spreads salt so the ice on the road melts' },
  // making: vehicles on the road
  cars: { kind: 'making', doing: 'lining up toy cars along the windowsill', fact: 'a car needs its lights on to be seen at night' },
  'racing cars': { kind: 'making', doing: 'zooming racing cars round a track', fact: 'racing cars stop in the pit lane to change tyres' },
  'remote control cars': {
    kind: 'making',
    doing: 'steering a remote control car',
    fact: 'a remote control car slows down when the batteries run low',
  },
  trucks: { kind: 'making', doing: 'playing with toy trucks', fact: 'a truck has lots of wheels to spread a heavy load' },
  'bin lorries': { kind: 'making', doing: 'waving at the bin lorry', fact: 'the bin lorry comes on the same day every week' },
  'fire engines': {
    kind: 'making',
    doing: 'watching fire engines race past',
    fact: 'a fire engine carries ladders long enough to reach high windows',
  },
  'police cars': {
    kind: 'making',
    doing: 'playing with toy police cars',
    fact: 'a police car uses blue lights and a siren to clear the way',
  },
  ambulances: {
    kind: 'making',
    doing: 'playing ambulances with the teddies',
    fact: 'cars pull over to let an ambulance with flashing lights pass',
  },
  buses: { kind: 'making', doing: 'riding on the top deck of buses', fact: 'a bus stops when someone rings the bell' },
  motorbikes: { kind: 'making', doing: 'looking at motorbikes in the car park', fact: 'motorbike riders lean into corners to turn' },
  roads: { kind: 'making', doing: 'building roads in the sandpit', fact: 'road signs show drivers which way to go' },
  'steam trains': { kind: 'making', doing: 'watching steam trains puff past', fact: 'a steam train needs coal, fire and water to go' },
  // making: vehicles in the air and on the water
  planes: { kind: 'making', doing: 'watching planes take off at the airport', fact: 'planes take off into the wind to lift more easily' },
  aeroplanes: {
    kind: 'making',
    doing: 'spotting aeroplanes high in the sky',
    fact: 'pilots talk to the control tower before every take-off',
  },
  helicopters: {
    kind: 'making',
    doing: 'spotting helicopters over the house',
    fact: 'a helicopter can hover in one spot and even fly backwards',
  },
  boats: { kind: 'making', doing: 'sailing toy boats on the pond', fact: 'a boat floats because it pushes water out of the way' },
  ships: { kind: 'making', doing: 'watching ships come into the harbour', fact: 'a ship drops a heavy anchor to stay in one place' },
  submarines: { kind: 'making', doing: 'reading about submarines', fact: 'a submarine sinks by filling its tanks with water' },
  // books: reading and words
  reading: { kind: 'books', doing: 'reading under the covers with a torch', fact: 'a library lets anyone borrow books for free' },
  books: { kind: 'books', doing: 'reading books in a cosy corner', fact: 'every book has its title printed on the spine' },
  'the library': {
    kind: 'books',
    doing: 'choosing books at the library',
    fact: 'library books are sorted by letter so they are easy to find',
  },
  manga: { kind: 'books', doing: 'reading manga', fact: 'Japanese manga is read from right to left' },
  'folk tales': { kind: 'books', doing: 'reading folk tales', fact: 'in folk tales, the smallest and kindest often wins' },
  comics: { kind: 'books', doing: 'reading comics in bed', fact: 'in comics, a thought bubble is cloudy and a speech bubble is smooth' },
  'fairy tales': { kind: 'books', doing: 'reading fairy tales at bedtime', fact: 'in fairy tales, things often happen in threes' },
  'greek myths': { kind: 'books', doing: 'reading the Greek myths', fact: 'a Greek hero used a thread to find the way out of a maze' },
  audiobooks: {
    kind: 'books',
    doing: 'listening to audiobooks in the car',
    fact: 'a story comes alive when every character has a different voice',
  },
  poems: { kind: 'books', doing: 'reading poems out loud', fact: 'a poem can rhyme, but it does not have to' },
  'the alphabet': { kind: 'books', doing: 'singing the alphabet song', fact: 'the alphabet has twenty-six letters from A to Z' },
  spelling: { kind: 'books', doing: 'spelling long words out loud', fact: 'the same letters in a different order can spell a new word' },
  // books: telling and writing
  'making up stories': {
    kind: 'books',
    doing: 'making up stories about everything',
    fact: 'a story needs a beginning, a middle and an end',
  },
  'writing stories': { kind: 'books', doing: 'writing stories in a notebook', fact: 'good writers read the words aloud to catch mistakes' },
  'writing letters': { kind: 'books', doing: 'writing letters to everyone', fact: 'a letter needs a stamp and an address to arrive' },
  jokes: { kind: 'books', doing: 'telling jokes at the dinner table', fact: 'a joke is funniest when the surprise comes last' },
  riddles: { kind: 'books', doing: 'asking everyone riddles', fact: 'a riddle hides its answer in plain words' },
  'secret codes': { kind: 'books', doing: 'writing notes in secret code', fact: 'a simple code swaps each letter for the next one along' },
  codes: { kind: 'books', doing: 'cracking codes on scraps of paper', fact: 'a simple code swaps each letter for the next one along' },
  'morse code': {
    kind: 'books',
    doing: 'tapping out messages in Morse code',
    fact: 'in Morse code, three short, three long, three short spells SOS',
  },
  'secret messages': {
    kind: 'books',
    doing: 'writing secret messages in lemon juice',
    fact: 'writing in lemon juice stays invisible until the paper is warmed',
  },
  potions: { kind: 'space', doing: 'mixing potions in the garden', fact: 'vinegar and bicarbonate of soda fizz up the moment they meet' },
  'making potions': {
    kind: 'space',
    doing: 'making potions in the garden',
    fact: 'vinegar and bicarbonate of soda fizz up the moment they meet',
  },
  'chemistry sets': {
    kind: 'space',
    doing: 'doing experiments with a chemistry set',
    fact: 'vinegar and bicarbonate of soda fizz up the moment they meet',
  },
  chemistry: { kind: 'space', doing: 'doing experiments with a chemistry set', fact: 'some things change for good when you mix them' },
  'bath time': { kind: 'nature', doing: 'splashing about at bath time', fact: 'a rubber duck floats because it is full of air' },
  // books: pretend and play
  'dressing up': { kind: 'books', doing: 'dressing up in costumes', fact: 'a hat and a cloak can turn anyone into someone new' },
  'pretend play': { kind: 'books', doing: 'playing pretend with the teddies', fact: 'a stick can be a sword, a wand or a horse' },
  'tea parties': { kind: 'books', doing: 'holding tea parties for the teddies', fact: 'at a tea party, the guests are served first' },
  'teddy bears': { kind: 'books', doing: 'tucking the teddies into bed', fact: 'teddy bears are named after a president called Teddy' },
  // The books key passages read and tell ("as if she were {interest.doing}"): a doll's doing that tells a story stands there.
  dolls: { kind: 'books', doing: 'telling the dolls bedtime stories', fact: 'a doll house has a tiny copy of every real room' },
  'playing shops': {
    kind: 'books',
    doing: 'running a pretend shop in the hall',
    fact: 'a shopkeeper counts the change back into the hand',
  },
  'playing doctors': {
    kind: 'books',
    doing: 'bandaging the teddies at a pretend hospital',
    fact: 'a doctor listens to the heart with a stethoscope',
  },
  acting: { kind: 'books', doing: 'putting on plays in the living room', fact: 'actors speak up so the back row can hear' },
  'magic tricks': {
    kind: 'books',
    doing: 'practising magic tricks',
    fact: 'a magician makes people look one way while the trick happens elsewhere',
  },
  'treasure hunts': {
    kind: 'books',
    doing: 'following clues on a treasure hunt',
    fact: 'each clue on a treasure hunt leads to the next one',
  },
  detectives: {
    kind: 'books',
    doing: 'solving mysteries with a magnifying glass',
    fact: 'detectives look for footprints, fingerprints and clues that do not fit',
  },
  spies: {
    kind: 'books',
    doing: 'writing secret messages in lemon juice',
    fact: 'a message written in lemon juice appears when it is warmed',
  },
  // books: story creatures and heroes
  dragons: { kind: 'books', doing: 'drawing dragons breathing fire', fact: 'in the old stories, dragons guard great piles of gold' },
  unicorns: { kind: 'books', doing: 'galloping around like a unicorn', fact: 'in the old stories, a unicorn horn could heal any sickness' },
  mermaids: {
    kind: 'books',
    doing: 'swimming like a mermaid in the bath',
    fact: 'in the old tales, mermaids sing to sailors from the rocks',
  },
  fairies: { kind: 'books', doing: 'making fairy houses under the trees', fact: 'in the old stories, fairies dance in rings of mushrooms' },
  wizards: {
    kind: 'books',
    doing: 'casting spells with a stick wand',
    fact: 'in stories, a spell only works with exactly the right words',
  },
  witches: {
    kind: 'books',
    doing: 'stirring potions in a witch hat',
    fact: 'in the old stories, witches fly on broomsticks with black cats',
  },
  giants: { kind: 'books', doing: 'stomping about like a giant', fact: 'in the stories, giants are often tricked by clever small folk' },
  monsters: { kind: 'books', doing: 'drawing friendly monsters', fact: 'most monsters in stories are scared of something too' },
  superheroes: { kind: 'books', doing: 'dressing up as superheroes', fact: 'every superhero has a weakness as well as a power' },
  pirates: { kind: 'books', doing: 'searching for pirate treasure', fact: 'on a pirate map, X marks the spot' },
  knights: {
    kind: 'books',
    doing: 'fighting with cardboard swords',
    fact: 'knights painted bright patterns on shields so friends could spot them',
  },
  princesses: {
    kind: 'books',
    doing: 'dressing up as a princess',
    fact: 'a real princess in the story felt a pea under twenty mattresses',
  },
  ninjas: { kind: 'books', doing: 'creeping about like a ninja', fact: 'in the stories, ninjas move silently in dark clothes' },
  // nature: finding and collecting
  rocks: { kind: 'nature', doing: 'turning over rocks in the garden', fact: 'some rocks are soft enough to scratch with a fingernail' },
  crystals: { kind: 'nature', doing: 'growing salt crystals on the windowsill', fact: 'crystals grow slowly as salty water dries' },
  fossils: { kind: 'nature', doing: 'hunting for fossils on the beach', fact: 'fossils are often found in rocks that split into layers' },
  shells: { kind: 'nature', doing: 'collecting shells along the shore', fact: 'every shell was once the home of a sea creature' },
  feathers: { kind: 'nature', doing: 'collecting feathers on walks', fact: 'water rolls straight off a feather without soaking in' },
  pebbles: { kind: 'nature', doing: 'skimming pebbles across the lake', fact: 'flat pebbles skip furthest when thrown low and fast' },
  'collecting pebbles': {
    kind: 'nature',
    doing: 'collecting pebbles on the beach',
    fact: 'pebbles are worn smooth by years of rolling in the waves',
  },
  sticks: { kind: 'nature', doing: 'collecting sticks on walks', fact: 'dry sticks snap, but living green ones bend' },
  leaves: { kind: 'nature', doing: 'jumping into piles of leaves', fact: 'every kind of tree has its own shape of leaf' },
  conkers: { kind: 'nature', doing: 'hunting for conkers in the park', fact: 'conkers fall from horse chestnut trees in autumn' },
  acorns: { kind: 'nature', doing: 'collecting acorns in the park', fact: 'a tiny acorn can grow into a huge oak tree' },
  'pine cones': { kind: 'nature', doing: 'collecting pine cones in the woods', fact: 'pine cones close up tight when the air is damp' },
  mushrooms: {
    kind: 'nature',
    doing: 'spotting mushrooms in the woods',
    fact: 'many wild mushrooms are poisonous and must never be eaten',
  },
  // nature: growing things
  flowers: { kind: 'nature', doing: 'picking daisies in the garden', fact: 'many flowers close up at night and open in the sun' },
  sunflowers: {
    kind: 'nature',
    doing: 'growing sunflowers taller than the fence',
    fact: 'young sunflowers turn to follow the sun across the sky',
  },
  gardening: { kind: 'nature', doing: 'digging in the vegetable patch', fact: 'seeds grow into plants with soil, water and sunshine' },
  'the garden': { kind: 'nature', doing: 'pottering about in the garden', fact: 'worms in the soil help the plants grow' },
  digging: { kind: 'nature', doing: 'digging holes in the garden', fact: 'the deeper the hole, the cooler and damper the soil' },
  trees: { kind: 'nature', doing: 'hugging trees in the woods', fact: 'the rings inside a tree trunk show how old it is' },
  'climbing trees': { kind: 'nature', doing: 'climbing trees in the park', fact: 'a branch is strongest close to the trunk' },
  // nature: wet and muddy
  puddles: { kind: 'nature', doing: 'stamping in puddles', fact: 'a still puddle shows the sky like a mirror' },
  'jumping in puddles': {
    kind: 'nature',
    doing: 'jumping in puddles in wellies',
    fact: 'the darkest part of a puddle is usually the deepest',
  },
  mud: { kind: 'nature', doing: 'making mud pies in the garden', fact: 'mud dries hard and cracks in the sun' },
  'pond dipping': { kind: 'nature', doing: 'pond dipping with a net', fact: 'pond creatures hide among the weeds near the edge' },
  fishing: { kind: 'nature', doing: 'fishing off the end of the pier', fact: 'fish often bite best at dawn and dusk' },
  // nature: the seaside
  'the beach': { kind: 'nature', doing: 'building sandcastles at the beach', fact: 'the tide comes in and goes out twice a day' },
  'the ocean': {
    kind: 'nature',
    doing: 'reading about the deep ocean',
    fact: 'the deepest sea is deeper than the tallest mountain is high',
  },
  'rock pools': { kind: 'nature', doing: 'peering into rock pools', fact: 'rock pool creatures hide under seaweed when the tide goes out' },
  sandcastles: { kind: 'nature', doing: 'building sandcastles by the sea', fact: 'a moat round a sandcastle catches the first waves' },
  waves: { kind: 'nature', doing: 'jumping the waves at the seaside', fact: 'waves come in sets with calmer gaps in between' },
  // nature: outdoors
  camping: { kind: 'nature', doing: 'camping in the garden', fact: 'tent pegs hold best in the wind when pushed in at a slant' },
  'the woods': { kind: 'nature', doing: 'exploring the woods', fact: 'footprints in the mud show which animals passed by' },
  'forest school': {
    kind: 'nature',
    doing: 'building shelters at forest school',
    fact: 'a sloping roof of branches lets the rain run off',
  },
  'bird watching': {
    kind: 'nature',
    doing: 'watching birds through binoculars',
    fact: 'keeping still and quiet brings the birds much closer',
  },
  'bird-watching': {
    kind: 'nature',
    doing: 'watching birds through binoculars',
    fact: 'keeping still and quiet brings the birds much closer',
  },
  weather: { kind: 'nature', doing: 'checking the weather every morning', fact: 'dark, heavy clouds often mean rain is on the way' },
  thunderstorms: {
    kind: 'nature',
    doing: 'watching thunderstorms from the window',
    fact: 'counting from lightning to thunder shows how far away a storm is',
  },
  rainbows: {
    kind: 'nature',
    doing: 'looking for rainbows after the rain',
    fact: 'a rainbow appears opposite the sun when it shines through rain',
  },
  snow: { kind: 'nature', doing: 'making snowmen in the garden', fact: 'fresh snow shows the footprints of everything that walked by' },
  'snow forts': { kind: 'nature', doing: 'building snow forts in the garden', fact: 'wet snow packs hard and makes the strongest walls' },
  sledging: { kind: 'nature', doing: 'sledging down the hill', fact: 'a sledge turns when the rider leans to one side' },
  // nature: garden play
  bubbles: { kind: 'nature', doing: 'blowing bubbles in the garden', fact: 'a bubble pops if it touches anything dry' },
  'blowing bubbles': {
    kind: 'nature',
    doing: 'blowing bubbles on the doorstep',
    fact: 'blowing gently and slowly makes the biggest bubbles',
  },
  'bath boats': { kind: 'nature', doing: 'sailing boats in the bath', fact: 'a boat tips over if all the weight is on one side' },
  swings: { kind: 'nature', doing: 'swinging high in the park', fact: 'a swing goes higher when legs kick out and tuck back in time' },
  sandpits: { kind: 'nature', doing: 'digging in the sandpit', fact: 'damp sand holds its shape, but dry sand pours away' },
  kites: { kind: 'nature', doing: 'flying kites on the hill', fact: 'a kite has to face into the wind to fly' },
  // space: sky and stars
  space: { kind: 'space', doing: 'counting stars from the window', fact: 'there is no air in space, so sound cannot travel there' },
  planets: { kind: 'space', doing: 'making models of the planets', fact: 'there are eight planets, and Earth is third from the sun' },
  'the solar system': {
    kind: 'space',
    doing: 'hanging planets from the bedroom ceiling',
    fact: 'all the planets travel round the sun in the same direction',
  },
  'the sun': { kind: 'space', doing: 'drawing the sun in every picture', fact: 'the sun is a star, the closest one to Earth' },
  'the moon': { kind: 'space', doing: 'watching the moon from the window', fact: 'the moon seems to change shape, but it is always round' },
  mars: { kind: 'space', doing: 'looking for Mars in the night sky', fact: 'the planet Mars looks red because of its rusty dust' },
  stars: { kind: 'space', doing: 'counting stars from the garden', fact: 'the North Star always shows the way north' },
  stargazing: { kind: 'space', doing: 'stargazing from the back garden', fact: 'eyes see more stars after a few minutes in the dark' },
  astronomy: {
    kind: 'space',
    doing: 'looking at the night sky through a telescope',
    fact: 'the starlight you see left its star long before you were born',
  },
  comets: { kind: 'space', doing: 'reading about comets', fact: 'a comet is a ball of ice and dust with a glowing tail' },
  'black holes': { kind: 'space', doing: 'reading about black holes', fact: 'not even light can escape from a black hole' },
  rockets: { kind: 'space', doing: 'building rockets out of bottles', fact: 'a rocket pushes down hard so it can shoot up' },
  astronauts: { kind: 'space', doing: 'pretending to be an astronaut', fact: 'astronauts train underwater to practise moving in space' },
  telescopes: {
    kind: 'space',
    doing: 'looking through a telescope at night',
    fact: 'a telescope makes far-away things look big and close',
  },
  // space: the child's own thing in the night sky (profile/subject-sky.ts finds each one)
  saturn: { kind: 'space', doing: 'drawing Saturn and its rings', fact: 'Saturn’s rings are made of billions of pieces of ice' },
  "saturn's rings": { kind: 'space', doing: 'drawing Saturn and its rings', fact: 'Saturn’s rings are made of billions of pieces of ice' },
  jupiter: { kind: 'space', doing: 'reading about Jupiter', fact: 'Jupiter is the biggest planet of all' },
  venus: { kind: 'space', doing: 'looking for Venus after sunset', fact: 'Venus is the brightest planet in the sky' },
  'the space station': {
    kind: 'space',
    doing: 'watching for the space station from the garden',
    fact: 'the space station goes right round the Earth in about an hour and a half',
  },
  satellites: { kind: 'space', doing: 'spotting satellites after dark', fact: 'there are thousands of satellites going round the Earth' },
  'shooting stars': {
    kind: 'space',
    doing: 'watching for shooting stars',
    fact: 'a shooting star is a speck of space dust burning up high in the air',
  },
  meteors: { kind: 'space', doing: 'watching for meteors', fact: 'a shooting star is a speck of space dust burning up high in the air' },
  'meteor showers': {
    kind: 'space',
    doing: 'watching meteor showers',
    fact: 'a shooting star is a speck of space dust burning up high in the air',
  },
  'the plough': { kind: 'space', doing: 'finding the Plough in the sky', fact: 'the two end stars of the Plough point to the North Star' },
  'the big dipper': {
    kind: 'space',
    doing: 'finding the Big Dipper in the sky',
    fact: 'the two end stars of the Big Dipper point to the North Star',
  },
  constellations: {
    kind: 'space',
    doing: 'learning the star pictures',
    fact: 'the star pictures keep their shapes for thousands of years',
  },
  orion: { kind: 'space', doing: 'finding Orion’s belt', fact: 'Orion’s belt is three bright stars in a row' },
  cassiopeia: { kind: 'space', doing: 'finding Cassiopeia’s W', fact: 'Cassiopeia is a W of five bright stars' },
  'the milky way': {
    kind: 'space',
    doing: 'reading about the Milky Way',
    fact: 'the Milky Way is our own galaxy, and our Sun is one of its stars',
  },
  galaxies: { kind: 'space', doing: 'reading about galaxies', fact: 'a galaxy is a huge family of stars, and ours is the Milky Way' },
  'the northern lights': {
    kind: 'space',
    doing: 'hoping to see the northern lights',
    fact: 'the northern lights glow when a wind from the Sun hits the air high above the Earth',
  },
  'the aurora': {
    kind: 'space',
    doing: 'hoping to see the aurora',
    fact: 'the northern lights glow when a wind from the Sun hits the air high above the Earth',
  },
  'the night sky': { kind: 'space', doing: 'looking up at the night sky', fact: 'every star is a sun, very far away' },
  // space: science
  science: { kind: 'space', doing: 'mixing potions in the kitchen', fact: 'scientists test an idea to find out if it is true' },
  experiments: { kind: 'space', doing: 'mixing experiments in the kitchen', fact: 'a fair experiment changes only one thing at a time' },
  magnets: { kind: 'space', doing: 'picking up paper clips with magnets', fact: 'a magnet pulls iron but not wood, plastic or glass' },
  electricity: {
    kind: 'space',
    doing: 'lighting bulbs with batteries and wires',
    fact: 'electricity only flows round a circuit with no gaps',
  },
  microscopes: {
    kind: 'space',
    doing: 'looking at bugs under a microscope',
    fact: 'a microscope shows tiny things too small for eyes to see',
  },
  gravity: {
    kind: 'space',
    doing: 'dropping things off the high chair',
    fact: 'everything falls at the same speed when no air is in the way',
  },
  shadows: { kind: 'space', doing: 'making shadow puppets on the wall', fact: 'shadows are shortest at midday and longest near sunset' },
  'the human body': {
    kind: 'space',
    doing: 'reading about the human body',
    fact: 'the heart beats faster during running to pump more blood',
  },
  // space: numbers and shapes
  maths: { kind: 'space', doing: 'working out sums for fun', fact: 'numbers can be added in any order and the answer stays the same' },
  numbers: { kind: 'space', doing: 'writing big numbers on the pavement', fact: 'any whole number times ten just gets a zero on the end' },
  counting: { kind: 'space', doing: 'counting steps on the way to school', fact: 'counting steps helps find the way back in the dark' },
  'times tables': { kind: 'space', doing: 'chanting times tables in the car', fact: 'every answer in the ten times table ends in a zero' },
  shapes: { kind: 'space', doing: 'spotting shapes everywhere', fact: 'a triangle is the strongest shape for building' },
  clocks: { kind: 'space', doing: 'telling the time on every clock', fact: 'the short hand on a clock points to the hour' },
  // space: the world
  compasses: { kind: 'space', doing: 'finding north with a compass', fact: 'a compass needle always swings round to point north' },
  globes: { kind: 'space', doing: 'spinning the globe to find places', fact: 'the equator is the line round the middle of the world' },
  flags: { kind: 'space', doing: 'drawing the flags of the world', fact: 'every country has its own flag' },
  // history: what a child reads and learns about (the books kind: a space passage is the sky's, and
  // 'bright as the romans he loves' was heard as nonsense)
  history: {
    kind: 'books',
    doing: 'reading about the olden days',
    fact: 'old things dug from the ground show how people once lived',
  },
  'dinosaur fossils': {
    kind: 'books',
    doing: 'digging for dinosaur fossils in the sandpit',
    fact: 'a fossil is a bone or shape that slowly turned to stone',
  },
  'the stone age': {
    kind: 'books',
    doing: 'making stone age tools from flint',
    fact: 'people in the stone age made sharp tools by chipping flint',
  },
  'ancient egypt': {
    kind: 'books',
    doing: 'building pyramids out of sugar cubes',
    fact: 'the ancient Egyptians wrote in picture signs called hieroglyphs',
  },
  mummies: { kind: 'books', doing: 'wrapping teddies up like mummies', fact: 'the Egyptians wrapped mummies in long strips of cloth' },
  'the romans': { kind: 'books', doing: 'marching like a Roman soldier', fact: 'the Romans built their roads as straight as they could' },
  'the vikings': {
    kind: 'books',
    doing: 'sailing a cardboard Viking longship',
    fact: 'the Vikings found their way at sea by the sun and stars',
  },
  'knights and castles': {
    kind: 'books',
    doing: 'building castles with drawbridges',
    fact: 'a castle kept enemies out with thick walls, a moat and a drawbridge',
  },
  castles: {
    kind: 'books',
    doing: 'exploring the ruins of old castles',
    fact: 'a castle usually had its own well so the water never ran out',
  },
  // what parents write that the list above missed
  'show jumping': {
    kind: 'sport',
    as: 'quick as a pony over a jump',
    doing: 'riding ponies over jumps at the stables',
    fact: 'a show jumper looks past the fence, never down at it',
  },
  knots: { kind: 'making', doing: 'tying knots in every bit of string', fact: 'the right knot holds tighter the harder you pull it' },
  splashing: {
    kind: 'nature',
    doing: 'splashing in every puddle on the way home',
    fact: 'a puddle dries up fastest on a warm, windy day',
  },
  'ringing the bell': { kind: 'music', doing: 'ringing every bell within reach', fact: 'a big bell rings low and a small bell rings high' },
  bells: { kind: 'music', doing: 'ringing every bell within reach', fact: 'a big bell rings low and a small bell rings high' },
  lists: { kind: 'books', doing: 'writing lists of everything', fact: 'a list remembers what your head cannot hold all at once' },
  'spelling bees': {
    kind: 'books',
    doing: 'practising words for the spelling bee',
    fact: 'lots of words are not spelt the way they sound',
  },
  'the bin men': {
    kind: 'making',
    doing: 'waving at the bin men from the window',
    fact: 'a bin lorry lifts each bin and tips it in the back',
  },
  'the hoover': {
    kind: 'making',
    doing: 'following the hoover round the house',
    fact: 'a hoover sucks up dust with a fan spinning inside',
  },
  'the park': {
    kind: 'nature',
    doing: 'playing in the park till teatime',
    fact: 'the shadow of a tree is longest early and late in the day',
  },
  parkour: {
    kind: 'sport',
    as: 'quick as a vault over a wall',
    doing: 'vaulting over low walls in the park',
    fact: 'landing with bent knees makes a landing soft',
  },
  boxing: {
    kind: 'sport',
    as: 'quick as a boxer on their toes',
    doing: 'punching the pads at boxing club',
    fact: 'a boxer keeps their hands up and their chin down',
  },
  crochet: { kind: 'art', doing: 'crocheting little animals', fact: 'crochet is made with one hook and one long loop of yarn' },
  'loom bands': { kind: 'art', doing: 'weaving loom band bracelets', fact: 'a loom band bracelet is made of dozens of tiny rubber loops' },
  'hama beads': { kind: 'art', doing: 'ironing Hama bead pictures', fact: 'Hama beads melt together when they are ironed' },
  // more of what parents write (a set of real answers the list above did not know)
  'sword fighting': {
    kind: 'sport',
    as: 'quick as a sword fighter',
    doing: 'sword fighting with a wooden sword in the garden',
    fact: "a good sword fighter watches the other fighter's eyes, not the sword",
  },
  fencing: {
    kind: 'sport',
    as: 'quick as a fencer on the lunge',
    doing: 'fencing at the club in a white mask',
    fact: 'a fencer steps back before stepping in to win the point',
  },
  'martial arts': {
    kind: 'sport',
    as: 'quick as a martial-arts kick',
    doing: 'practising martial arts moves',
    fact: 'in martial arts, you bow before you begin and when you finish',
  },
  somersaults: {
    kind: 'sport',
    as: 'quick as a somersault',
    doing: 'doing somersaults on the bed',
    fact: 'you tuck your chin in to roll over safely',
  },
  handstands: {
    kind: 'sport',
    as: 'quick as a handstand against the wall',
    doing: 'doing handstands against the wall',
    fact: 'a handstand stays up when you push hard through your hands',
  },
  'go-karts': {
    kind: 'sport',
    as: 'quick as a go-kart off the line',
    doing: 'racing go-karts at the track',
    fact: 'a go-kart is fastest in a smooth line round the bend',
  },
  teddies: { kind: 'books', doing: 'tucking the teddies into bed', fact: 'teddy bears are named after a president called Teddy' },
  'soft toys': { kind: 'books', doing: 'lining up the soft toys on the bed', fact: 'every soft toy has its own name and its own place' },
  shops: { kind: 'books', doing: 'running a pretend shop in the hall', fact: 'a shopkeeper counts the change back into your hand' },
  cafes: { kind: 'books', doing: 'running a pretend café for the family', fact: 'a good café remembers how everyone likes their tea' },
  teachers: { kind: 'books', doing: 'playing teachers with the teddies in rows', fact: 'a good teacher asks a question and then waits' },
  police: {
    kind: 'books',
    doing: 'playing police officers with a notebook',
    fact: 'police officers look for clues and write everything down',
  },
  firefighters: {
    kind: 'books',
    doing: 'playing firefighters with the garden hose',
    fact: 'firefighters feel a door for heat before they open it',
  },
  'fire fighters': {
    kind: 'books',
    doing: 'playing firefighters with the garden hose',
    fact: 'firefighters feel a door for heat before they open it',
  },
  doctors: { kind: 'books', doing: 'playing doctors with the teddies', fact: 'a doctor listens to your heart through a stethoscope' },
  nurses: { kind: 'books', doing: 'bandaging the teddies like a nurse', fact: 'a bandage goes round firmly, but never too tight' },
  vets: { kind: 'animals', doing: 'playing vets with the soft toys', fact: "a vet listens to an animal's heart, just like a doctor" },
  mysteries: { kind: 'books', doing: 'solving mysteries with a notebook', fact: 'a good detective writes everything down' },
  explorers: { kind: 'space', doing: 'reading about great explorers', fact: 'explorers long ago found their way by the sun and stars' },
  geography: { kind: 'space', doing: 'learning the countries on the globe', fact: 'rivers always flow downhill, all the way to the sea' },
  pyramids: { kind: 'space', doing: 'reading about the pyramids', fact: 'the pyramids were built from millions of giant stone blocks' },
  'the egyptians': {
    kind: 'books',
    doing: 'reading about the ancient Egyptians',
    fact: 'the ancient Egyptians wrote in picture signs called hieroglyphs',
  },
  skeletons: { kind: 'space', doing: 'learning the names of bones', fact: 'your body has more than two hundred bones' },
  bones: { kind: 'space', doing: 'learning the names of bones', fact: 'your body has more than two hundred bones' },
  jungles: { kind: 'nature', doing: 'reading about jungles', fact: 'a jungle is so thick that little sunlight reaches the ground' },
  deserts: { kind: 'nature', doing: 'reading about deserts', fact: 'a camel can go for days without a drink' },
  'the arctic': { kind: 'nature', doing: 'reading about the Arctic', fact: 'in the Arctic summer, the sun never sets at all' },
  storms: {
    kind: 'nature',
    doing: 'watching storms from the window',
    fact: 'counting between lightning and thunder tells you how far away a storm is',
  },
  clouds: { kind: 'nature', doing: 'finding shapes in the clouds', fact: 'dark grey clouds are heavy with rain' },
  sand: { kind: 'nature', doing: 'building sandcastles on the beach', fact: 'wet sand holds its shape and dry sand pours' },
  recycling: { kind: 'nature', doing: 'sorting the recycling', fact: 'old plastic bottles can be made into warm fleeces' },
  'the environment': {
    kind: 'nature',
    doing: 'picking up litter in the park',
    fact: 'one old tree can be home to hundreds of creatures',
  },
  bridges: { kind: 'making', doing: 'building bridges out of blocks', fact: 'a triangle is the strongest shape for a bridge' },
  buildings: { kind: 'making', doing: 'building towers out of blocks', fact: 'the tallest towers have the widest bottoms' },
  architecture: { kind: 'making', doing: 'drawing houses and towers', fact: 'an arch holds up heavy stone by pushing outwards' },
  'hair styling': { kind: 'art', doing: "plaiting everybody's hair", fact: 'a plait needs three strands, crossed over one by one' },
  makeup: { kind: 'art', doing: 'doing face paints in the mirror', fact: 'face paint goes on best with a damp sponge' },
  // common answers the lexicon still told with a stock line of the kind ("science experiments": "you can find your way by the stars")
  'science experiments': {
    kind: 'space',
    doing: 'doing science experiments at the kitchen table',
    fact: 'a fair experiment changes just one thing at a time',
  },
  playdough: { kind: 'art', doing: 'squishing playdough into shapes', fact: 'playdough goes hard if you leave the lid off' },
  'play-doh': { kind: 'art', doing: 'squishing Play-Doh into shapes', fact: 'Play-Doh goes hard if you leave the lid off' },
  writing: { kind: 'books', doing: 'writing stories in a notebook', fact: 'good writers read their words aloud to catch mistakes' },
  'monster trucks': {
    kind: 'making',
    doing: 'racing monster trucks over cushion ramps',
    fact: 'monster trucks have giant tyres to roll over almost anything',
  },
  'tap dancing': { kind: 'music', doing: 'tap dancing on the kitchen floor', fact: 'tap shoes have metal plates that click on the floor' },
  'street dance': {
    kind: 'music',
    doing: 'practising street dance moves',
    fact: 'a dance move looks sharpest when it lands right on the beat',
  },
  drama: { kind: 'books', doing: 'putting on plays for the family', fact: 'an actor speaks to the back row, so everyone can hear' },
  "rubik's cubes": { kind: 'making', doing: "twisting a Rubik's cube", fact: "a Rubik's cube is solved one layer at a time" },
  'card games': {
    kind: 'making',
    doing: 'playing card games at the kitchen table',
    fact: 'a good card player remembers which cards have gone',
  },
  insects: { kind: 'animals', doing: 'hunting for insects under stones', fact: 'insects have six legs, but spiders have eight' },
  'hula hoops': {
    kind: 'sport',
    as: 'quick as a spinning hula hoop',
    doing: 'spinning a hula hoop round and round',
    fact: 'a hula hoop keeps spinning while your hips keep the beat',
  },
  cheerleading: {
    kind: 'sport',
    as: 'quick as a cheerleader’s jump',
    doing: 'practising cheerleading jumps',
    fact: 'cheerleaders count every routine in eights',
  },
  'rock climbing': {
    kind: 'sport',
    as: 'sure as a climber reaching for the next hold',
    doing: 'climbing the wall at the climbing centre',
    fact: 'a climber keeps three of hands and feet on the wall at once',
  },
  paddling: { kind: 'nature', doing: 'paddling at the edge of the sea', fact: 'the sea is warmer at the end of summer than at the start' },
  aliens: {
    kind: 'books',
    doing: 'drawing aliens from faraway planets',
    fact: 'nobody has ever met a real alien, so every alien is made up',
  },
  earthquakes: {
    kind: 'space',
    doing: 'reading about earthquakes',
    fact: 'the ground shakes when huge plates of rock slide past each other',
  },
  // Real answers parents give that the lexicon did not know: each with what a child does with it and a true thing they would love.
  'taking photos': { kind: 'art', doing: 'taking photos of everything', fact: 'a photo is sharpest when the camera keeps very still' },
  cameras: { kind: 'art', doing: 'taking photos of everything', fact: 'a photo is sharpest when the camera keeps very still' },
  salsa: { kind: 'music', doing: 'dancing salsa in the kitchen', fact: 'salsa steps go quick, quick, slow, in time with the drums' },
  'salsa dancing': {
    kind: 'music',
    doing: 'dancing salsa in the kitchen',
    fact: 'salsa steps go quick, quick, slow, in time with the drums',
  },
  'sign language': {
    kind: 'books',
    doing: 'telling stories in sign language',
    fact: 'in sign language, your face helps to say what you mean',
  },
  bsl: { kind: 'books', doing: 'telling stories in BSL', fact: 'in sign language, your face helps to say what you mean' },
  asl: { kind: 'books', doing: 'telling stories in ASL', fact: 'in sign language, your face helps to say what you mean' },
  makaton: { kind: 'books', doing: 'telling stories in Makaton', fact: 'Makaton uses signs and pictures alongside spoken words' },
  signing: { kind: 'books', doing: 'telling stories in signs', fact: 'in sign language, your face helps to say what you mean' },
  'tide pools': { kind: 'nature', doing: 'peering into tide pools', fact: 'tide pool creatures hide under seaweed when the tide goes out' },
  rockpooling: { kind: 'nature', doing: 'peering into rock pools', fact: 'rock pool creatures hide under seaweed when the tide goes out' },
  'rock pooling': {
    kind: 'nature',
    doing: 'peering into rock pools',
    fact: 'rock pool creatures hide under seaweed when the tide goes out',
  },
  timetables: { kind: 'space', doing: 'reading timetables at the station', fact: 'a timetable lists every stop in order, with its time' },
  'bus timetables': {
    kind: 'space',
    doing: 'reading bus timetables at the stop',
    fact: 'a bus timetable lists every stop in order, with its time',
  },
  'train timetables': {
    kind: 'space',
    doing: 'reading train timetables at the station',
    fact: 'a train timetable lists every station in order, with its time',
  },
  lifts: {
    kind: 'making',
    doing: 'pressing the buttons in lifts',
    fact: 'most lifts hang on steel ropes, with a heavy weight at the other end',
  },
  elevators: {
    kind: 'making',
    doing: 'pressing the buttons in elevators',
    fact: 'most elevators hang on steel ropes, with a heavy weight at the other end',
  },
  raspberries: {
    kind: 'nature',
    doing: 'picking raspberries in the garden',
    fact: 'a ripe raspberry slips off its stalk, hollow in the middle',
  },
  strawberries: { kind: 'nature', doing: 'picking strawberries at the farm', fact: 'a strawberry wears its seeds on the outside' },
  blackberries: {
    kind: 'nature',
    doing: 'picking blackberries along the hedges',
    fact: 'blackberries start green, turn red, then ripen to black',
  },
  blueberries: { kind: 'nature', doing: 'picking blueberries on the hill', fact: 'a ripe blueberry has a dusty blue bloom on its skin' },
  fruit: { kind: 'nature', doing: 'picking fruit in the orchard', fact: 'fruit ripens faster in a bowl beside a banana' },
  binoculars: {
    kind: 'nature',
    doing: 'spotting birds through binoculars',
    fact: 'binoculars are two little telescopes, one for each eye',
  },
  'magnifying glass': {
    kind: 'nature',
    doing: 'looking at bugs through a magnifying glass',
    fact: 'a magnifying glass is a curved lens that makes small things look big',
  },
  'magnifying glasses': {
    kind: 'nature',
    doing: 'looking at bugs through a magnifying glass',
    fact: 'a magnifying glass is a curved lens that makes small things look big',
  },
  stamps: { kind: 'art', doing: 'sorting stamps into an album', fact: 'every country puts its own pictures on its stamps' },
  coins: { kind: 'space', doing: 'sorting coins from the money box', fact: 'the bumpy edge on some coins is called the milling' },
  'football cards': {
    kind: 'sport',
    as: 'quick as a swap in the playground',
    doing: 'swapping football cards at school',
    fact: 'a shiny card is the hardest one to find',
  },
  'football stickers': {
    kind: 'sport',
    as: 'quick as a striker through the defence',
    doing: 'filling the football sticker album',
    fact: 'a shiny sticker is the hardest one to find',
  },
  'toy cars': { kind: 'making', doing: 'lining up toy cars on the carpet', fact: 'a car with heavy wheels rolls further down a slope' },
  'fossil hunting': {
    kind: 'nature',
    doing: 'hunting for fossils on the beach',
    fact: 'fossils are often found in rocks that split into layers',
  },
  bread: { kind: 'making', doing: 'baking bread', fact: 'bread dough needs time in a warm place to rise' },
  'baking bread': { kind: 'making', doing: 'baking bread', fact: 'bread dough needs time in a warm place to rise' },
  humming: { kind: 'music', doing: 'humming a little tune', fact: 'you can hum a whole tune with your mouth closed' },
  marbles: { kind: 'making', doing: 'rolling marbles down a marble run', fact: 'a marble rolls faster down a steeper slope' },
  hopscotch: {
    kind: 'sport',
    as: 'quick as a hop through the hopscotch squares',
    doing: 'hopping through the hopscotch squares',
    fact: 'in hopscotch, you hop over the square with your stone in it',
  },
  bowling: {
    kind: 'sport',
    as: 'sure as a bowler lining up the pins',
    doing: 'knocking down pins at the bowling alley',
    fact: 'a strike means all ten pins fall with one ball',
  },
  'ping pong': {
    kind: 'sport',
    as: 'quick as a ping-pong rally',
    doing: 'playing ping pong in the garage',
    fact: 'a spinning ball bounces off in a surprising direction',
  },
  trampoline: {
    kind: 'sport',
    as: 'quick as a bounce on the trampoline',
    doing: 'bouncing on the trampoline',
    fact: 'landing in the middle of a trampoline is the safest place',
  },
  'the trampoline': {
    kind: 'sport',
    as: 'quick as a bounce on the trampoline',
    doing: 'bouncing on the trampoline',
    fact: 'landing in the middle of a trampoline is the safest place',
  },
  bouncing: {
    kind: 'sport',
    as: 'quick as a bounce on the trampoline',
    doing: 'bouncing on the trampoline',
    fact: 'landing in the middle of a trampoline is the safest place',
  },
  magic: {
    kind: 'books',
    doing: 'practising magic tricks',
    fact: 'a magician makes people look one way while the trick happens elsewhere',
  },
  'the titanic': {
    kind: 'books',
    doing: 'reading about the Titanic',
    fact: 'the Titanic was longer than two and a half football pitches',
  },
  computers: { kind: 'making', doing: 'typing on the computer', fact: 'a computer only does exactly what it is told' },
  inventions: { kind: 'making', doing: 'drawing plans for inventions', fact: 'most inventions fail many times before they work' },
  machines: { kind: 'making', doing: 'watching machines at work', fact: 'a machine with gears turns a small push into a big one' },
  blocks: { kind: 'making', doing: 'building towers out of blocks', fact: 'the tallest towers have the widest bottoms' },
  crafts: { kind: 'art', doing: 'making things with glue and card', fact: 'a blob of glue holds best once it turns see-through' },
  words: { kind: 'books', doing: 'finding new words in the dictionary', fact: 'a dictionary puts every word in alphabetical order' },
  letters: { kind: 'books', doing: 'writing letters of the alphabet', fact: 'the alphabet has twenty-six letters' },
  languages: { kind: 'books', doing: 'learning words in other languages', fact: 'the same thing has a different name in every language' },
  libraries: { kind: 'books', doing: 'choosing books at the library', fact: 'a library lends you books for free' },
  'story books': {
    kind: 'books',
    doing: 'reading story books in a cosy corner',
    fact: 'every good story has a beginning, a middle and an end',
  },
  plants: { kind: 'nature', doing: 'watering the plants on the windowsill', fact: 'a plant on a windowsill leans towards the light' },
  stones: { kind: 'nature', doing: 'collecting stones on walks', fact: 'a wet stone shows its true colours' },
  'the sea': { kind: 'nature', doing: 'paddling at the edge of the sea', fact: 'the sea comes in and goes out twice every day' },
  'the outdoors': {
    kind: 'nature',
    doing: 'exploring outdoors in all weathers',
    fact: 'moss grows best on the damp, shady side of a tree',
  },
  'the forest': { kind: 'nature', doing: 'exploring the forest paths', fact: 'moss grows best on the damp, shady side of a tree' },
  woods: { kind: 'nature', doing: 'exploring the woods', fact: 'moss grows best on the damp, shady side of a tree' },
  nature: { kind: 'nature', doing: 'exploring outdoors in all weathers', fact: 'moss grows best on the damp, shady side of a tree' },
  'making dens': {
    kind: 'making',
    doing: 'building dens out of blankets',
    fact: 'a den stays up best with something heavy on each corner',
  },
  'den building': {
    kind: 'making',
    doing: 'building dens out of blankets',
    fact: 'a den stays up best with something heavy on each corner',
  },
  dens: { kind: 'making', doing: 'building dens out of blankets', fact: 'a den stays up best with something heavy on each corner' },
  'the gruffalo': {
    kind: 'books',
    doing: 'acting out The Gruffalo',
    fact: 'in The Gruffalo, a clever little mouse tricks everyone in the deep dark wood',
  },
  'taylor swift': {
    kind: 'music',
    doing: 'singing Taylor Swift songs',
    fact: 'a song has verses that change and a chorus that comes back',
  },
  'k-pop': { kind: 'music', doing: 'learning K-pop dance routines', fact: 'a K-pop group practises each step until they all move as one' },
  f1: {
    kind: 'sport',
    as: 'quick as a racing car off the grid',
    doing: 'watching Formula 1 races',
    fact: 'racing drivers brake before a bend, never in the middle of it',
  },
  'monster jam': {
    kind: 'making',
    doing: 'racing monster trucks over cushion ramps',
    fact: 'monster trucks have giant tyres to roll over almost anything',
  },
  'traffic lights': { kind: 'making', doing: 'watching the traffic lights change', fact: 'on a traffic light, red is always at the top' },
  'road signs': {
    kind: 'space',
    doing: 'spotting road signs from the car',
    fact: 'a triangle road sign warns you, and a round one tells you what to do',
  },
  'flags of the world': { kind: 'space', doing: 'drawing the flags of the world', fact: 'every country has its own flag' },
  countries: { kind: 'space', doing: 'learning the countries on the globe', fact: 'rivers always flow downhill, all the way to the sea' },
  'capital cities': {
    kind: 'space',
    doing: 'learning the capital cities of the world',
    fact: 'every country has a capital city, where its leaders meet',
  },
  capitals: {
    kind: 'space',
    doing: 'learning the capital cities of the world',
    fact: 'every country has a capital city, where its leaders meet',
  },
  phonics: { kind: 'books', doing: 'sounding out words letter by letter', fact: 'the letters s and h together make a shushing sound' },
  // Foods and drinks parents write that the lexicon lacked (a story may eat them: tales/more-interests.ts).
  'mango lassi': { kind: 'making', doing: 'drinking mango lassi through a straw', fact: 'a lassi is yoghurt whisked up until it froths' },
  churros: { kind: 'making', doing: 'dipping churros in chocolate', fact: 'churro dough is piped through a star so it fries crunchy' },
  waffles: {
    kind: 'making',
    doing: 'pouring syrup into the squares of a waffle',
    fact: 'a waffle iron presses the batter into little squares',
  },
  'chicken nuggets': {
    kind: 'making',
    doing: 'dipping chicken nuggets in ketchup',
    fact: 'breadcrumbs go crunchy and golden in a hot oven',
  },
  sushi: { kind: 'making', doing: 'rolling sushi with a bamboo mat', fact: 'sushi rice is a little sticky so it holds together' },
  dumplings: { kind: 'making', doing: 'folding dumplings with pleated edges', fact: 'dumplings are steamed over bubbling water' },
  doughnuts: { kind: 'making', doing: 'licking the sugar off doughnuts', fact: 'a doughnut puffs up as it fries' },
  croissants: {
    kind: 'making',
    doing: 'eating warm croissants in flaky bits',
    fact: 'a croissant is folded with butter again and again, into thin layers',
  },
  crumpets: { kind: 'making', doing: 'buttering hot crumpets', fact: 'the holes in a crumpet are bubbles that popped as it cooked' },
  // Foods from many families' tables, as parents type them (more-interests.ts serves them where a story eats).
  'jollof rice': {
    kind: 'making',
    doing: 'eating jollof rice at big family parties',
    fact: 'jollof rice turns red from the tomatoes it cooks in',
  },
  samosas: {
    kind: 'making',
    doing: 'folding samosas into crispy triangles',
    fact: 'a samosa is folded into a triangle so the filling cannot fall out',
  },
  'welsh cakes': {
    kind: 'making',
    doing: 'eating Welsh cakes warm from the griddle',
    fact: 'Welsh cakes are cooked on a flat iron griddle, not in an oven',
  },
  pierogi: { kind: 'making', doing: 'pinching the edges of pierogi shut', fact: 'pierogi are boiled first, then fried until golden' },
  'fish and chips': {
    kind: 'making',
    doing: 'eating fish and chips out of the paper',
    fact: 'fish is dipped in batter so it fries crisp outside and soft inside',
  },
  'strawberry yoghurt': {
    kind: 'making',
    doing: 'scraping the last of the strawberry yoghurt from the pot',
    fact: 'yoghurt is milk thickened by tiny helpful bacteria',
  },
  'ice lollies': { kind: 'making', doing: 'licking ice lollies before they drip', fact: 'an ice lolly melts from the outside in' },
  // Hobbies and things parents name that the lexicon lacked.
  'posting letters': {
    kind: 'books',
    doing: 'posting letters in the red postbox on the corner',
    fact: 'a postbox is emptied at the time written on its front',
  },
  juggling: {
    kind: 'sport',
    doing: 'juggling three beanbags at once',
    fact: 'a juggler watches the top of each throw, never the hands',
    as: 'quick as a juggler’s hands',
  },
  henna: {
    kind: 'art',
    doing: 'drawing henna patterns on hands',
    fact: 'henna leaves a pattern on the skin that fades after a week or two',
  },
  sirens: {
    kind: 'making',
    doing: 'listening for the sirens of fire engines and ambulances',
    fact: 'a siren goes high and low so people hear it from far away',
  },
  'bus routes': {
    kind: 'making',
    doing: 'learning every bus route in town by its number',
    fact: 'every bus route has its own number, and its own stops in order',
  },
  // Colours, as a child loves one: what they wear and find.
  ...Object.fromEntries(
    (['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink'] as const).flatMap((colour) => {
      const facts: InterestFacts = { kind: 'art', doing: `finding ${colour} things everywhere`, fact: COLOUR_FACTS[colour] }
      return [
        [`the colour ${colour}`, facts],
        [`the color ${colour}`, facts],
      ]
    }),
  ),
}

/** Dances a parent names: danced, never "played". */
const DANCES =
  /\b(?:dance|dancing|ballet|salsa|tango|waltz|samba|zumba|disco|ballroom|jive|bhangra|flamenco|hip-?hop|breakdancing|tap|jazz|contemporary|ceilidh|line dancing|irish dancing|highland)\b/i

/** What doing an interest looks like when the lexicon has no entry: "watching foxes", "playing hockey". */
function doingOf(noun: string, kind: InterestKind): string {
  if (/ing$/.test(noun.split(' ')[0] ?? '')) return noun
  switch (kind) {
    case 'animals':
      return `watching ${noun}`
    case 'music':
      // "playing salsa" is no doing: a dance is danced.
      return DANCES.test(noun) ? `dancing ${noun}` : `playing ${noun}`
    case 'sport':
      return DANCES.test(noun) ? `dancing ${noun}` : `playing ${noun}`
    case 'books':
      return /\b(books|stories|comics|poems|poetry|fairy tales|magazines|annuals)$/.test(noun) ? `reading ${noun}` : `reading about ${noun}`
    case 'nature':
      // "looking for the sea" reads wrongly: a place is explored, a thing looked for.
      return /^the /.test(noun) ? `exploring ${noun}` : `looking for ${noun}`
    case 'space':
      return `learning about ${noun}`
    case 'art':
      return `making ${noun}`
    default:
      return `playing with ${noun}`
  }
}

/** What every child who loves a thing of this kind knows, when the lexicon has no fact of its own. */
const KIND_FACTS: Readonly<Record<InterestKind, string>> = {
  animals: 'an animal shows you what it needs if you watch it quietly',
  music: 'a tune has a beat you can feel in your feet',
  sport: 'your body remembers what you practise',
  art: 'if you look carefully, everything is made of simple shapes',
  making: 'anything can be built one piece at a time',
  books: 'every good story hides a clue somewhere',
  nature: 'small things tell you a lot if you look closely',
  space: 'you can find your way by the stars',
}

/**
 * Interests filed under a kind whose key passages they never taught: the making passages speak of
 * machines and building ("Freya knew from baking cakes the sound of a thing that needs oil"), the
 * books passages of clues and stories. Their keys keep the knowledge without the false "from …".
 */
const KEY_MISFITS: Partial<Record<InterestKind, RegExp>> = {
  making:
    /\b(?:bak|cake|cook|pancake|bread|sourdough|biscuit|cupcake|chess|draughts|cards|jigsaw|puzzle|potion|slime|sew|knit|crochet|knot)/i,
  books: /\b(?:dressing up|costume|jokes|magic tricks|trading cards)/i,
}

/**
 * Doings a kind's key passages cannot stand beside: the books passages read, write and follow
 * clues, so "Ivy read the page twice, as when she was swimming like a mermaid in the bath" is
 * nonsense. A child who loves mermaids and drawing meets the key through the drawing.
 */
const LOOSE_IN_KIND: Partial<Record<InterestKind, RegExp>> = {
  // The making passages build, plan and fix: "All that watching the washing machine go round makes
  // Mabel a builder" (a blind reader: "confusing"). A thing watched, ridden or eaten is no making.
  making: /^(?:watching|waving at|looking at|spotting|eating|licking|slurping|dipping|running out|pressing|reading about|riding on)\b/,
  books:
    /\b(?:like a|swimming|galloping|stomping|creeping|potions|spells|fighting|tucking|bandaging|tea parties|pretend|dressing|pirate treasure|drawing|fairy houses|watching|playing|lining up|running a|webs)/i,
}

/** A doing the lexicon knows that its kind's key passages cannot stand beside (watching the washing machine, for making). */
export function looseInItsKind(noun: string, kind: InterestKind, phrase?: string): boolean {
  const facts = interestFacts(noun, kind, phrase)
  return facts.known && !!LOOSE_IN_KIND[facts.kind]?.test(facts.doing)
}

/** Whether the interest's doing is what its kind's passages are written about (reading for books, building for making). */
export function suitsItsKind(noun: string, kind: InterestKind, phrase?: string): boolean {
  const facts = interestFacts(noun, kind, phrase)
  return facts.known && !LOOSE_IN_KIND[facts.kind]?.test(facts.doing)
}

/**
 * What a story can say of the child's interest. `known` is false for a doing the parent wrote that
 * the lexicon does not know ("telling jokes"): a key passage written for its rough kind cannot say
 * what it taught.
 */
export function interestFacts(noun: string, kind: InterestKind, phrase?: string): InterestFacts & { known: boolean } {
  // "his hamster Pip": hamsters, with Pip named in the doing ("watching Pip spin the wheel").
  const pet = phrase ? petsSaid(phrase)[0] : undefined
  if (pet) {
    const facts = factsOf(noun, kind)
    return { ...facts, doing: withPetNamed(facts.doing, pet) }
  }
  // "baking bread with Nana": who it is done with goes with the doing, as the parent said it.
  const company = phrase ? WITH_SOMEONE.exec(phrase) : null
  const facts = factsOf(noun, kind, company ? phrase?.slice(0, company.index) : phrase)
  if (!company || / with /.test(facts.doing) || OWN_PLACE_IN_DOING.test(facts.doing)) return facts
  const doing = `${facts.doing} with ${company[1]}`
  return doing.split(' ').length <= 7 ? { ...facts, doing } : facts
}

/** Someone the child does it with, by the name the family calls them: "with Nana", "with Grandpa Joe", "with Dad". */
const WITH_SOMEONE = /\s+with\s+(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)$/u
/** A doing already placed ("paddling at the edge of the sea"): a companion after it would crowd it. */
const OWN_PLACE_IN_DOING = /\b(?:at|in|on|along|by|round|across|through|under|off|down|up) (?:the|a|an)\b/

function factsOf(noun: string, kind: InterestKind, phrase?: string): InterestFacts & { known: boolean } {
  const number = numberFacts(noun)
  if (number) return { ...number, known: true }
  // "the planets" is the lexicon's "planets", as "Romans" is its "the Romans".
  const found =
    INTEREST_FACTS[noun] ??
    INTEREST_FACTS[noun.toLowerCase()] ??
    INTEREST_FACTS[`the ${noun}`] ??
    INTEREST_FACTS[noun.replace(/^the /i, '')]
  if (found) {
    const doing = ownWords(found.doing, noun, phrase)
    return { ...found, doing, known: !KEY_MISFITS[found.kind]?.test(doing) }
  }
  // A doing the parent wrote with a thing we know ("making slime", "drawing manga", "splashing in
  // puddles"): their doing, and what is true of the thing, never a stock fact of the rough kind.
  const object = objectOfDoing(noun)
  if (object) {
    const doing = noun
    return { kind, doing, fact: object.fact, known: !KEY_MISFITS[kind]?.test(doing) }
  }
  // A thing we do not know is still known as a kind ("frogs": watching them); a doing the parent
  // wrote ("telling jokes") is known only as itself.
  const doing = doingOf(noun, kind)
  return { kind, doing, fact: KIND_FACTS[kind], known: doing !== noun }
}

/** The thing a doing is done with, when the lexicon knows it: "making slime" is slime, "splashing in puddles" puddles. */
function objectOfDoing(noun: string): InterestFacts | undefined {
  // "dressing up as a vet" is what is true of vets.
  const dressed = /^dressing up (?:as|like) (?:(?:an?|the) )?(.+)$/u.exec(noun.toLowerCase())?.[1]
  if (dressed) return INTEREST_FACTS[dressed] ?? INTEREST_FACTS[`${dressed}s`]
  const match = /^(\p{L}+ing) (?:(?:in|on|with|at|for|into|about|through) )?(?:(?:the|a|an|some) )?(.+)$/u.exec(noun.toLowerCase())
  if (!match) return undefined
  const thing = match[2] as string
  return INTEREST_FACTS[thing] ?? INTEREST_FACTS[`the ${thing}`] ?? INTEREST_FACTS[`${thing}s`]
}

/** A gerund a parent writes for what the child does with a thing ("feeding", "collecting"), not a liking ("loving"). */
const OWN_DOING = /^(?!(?:loving|liking|being|having|getting|doing|playing)$)\p{L}{2,}ing$/u

const NOT_DESCRIBING =
  /^(?:loves?|likes?|plays?|enjoys?|adores?|into|is|are|has|was|obsessed|with|mad|about|crazy|all|any|things|really|very|and|or|the|a|an|his|her|their|of|to|in)$/

/** A material a child makes things of: made (paper, clay) or built (cardboard, Lego). */
const MADE_OF =
  /^(?:(paper|clay|plasticine|play-?doh|origami|felt|wool|pipe-cleaner)|cardboard|lego|duplo|wooden|junk|box|k'?nex|magnetic|brick)$/i

/**
 * The parent's own words in the doing: "detective books" is "reading detective books in a cosy
 * corner", not the stock "reading books in a cosy corner". Only a phrase that ends with the noun.
 */
function ownWords(doing: string, noun: string, phrase: string | undefined): string {
  const said = phrase
    ?.trim()
    // "loves collecting conkers" (the name field) is what the answer "collecting conkers" is.
    .replace(/^(?:loves?|likes?|enjoys?|adores?|is into|is obsessed with|is mad about|is crazy about)\s+(?=\p{L}+ing\b)/iu, '')
    // "collects stamps": the collector, collecting them.
    .replace(/^(collect|feed|grow|spott?|build|bak|pick|press|sort|swap)(?:e?s) /i, (_, verb: string) => `${verb}ing `)
  if (!said) return doing
  // "his dinosaur fact book": reading it is what the child does.
  const book = /^(?:(?:his|her|their|my|a|the) )?([\p{L}-]+(?: [\p{L}-]+)??) (fact )?(book|books|encyclopedia)$/iu.exec(said)
  if (book && !/\b(?:books?|stories|encyclopedias?)$/i.test(noun))
    return `reading ${/s$/.test(book[3] as string) ? '' : 'the '}${book[1]} ${book[2] ?? ''}${book[3]}`.toLowerCase()
  // "ducks at the park", "swimming in the sea": the doing where the parent said it is done.
  const placed = new RegExp(
    `^(?:(\\p{L}+ing) )?(?:(?:the|some) )?${escapeRegExp(noun.toLowerCase())} ((?:at|in|on|down|by|round|around) \\p{L}+ [\\p{L}'’ -]+)$`,
    'iu',
  ).exec(said)
  // "sword fighting with sticks", "fishing with a net": the doing with what the child does it with, as said.
  const withWhat = new RegExp(`^${escapeRegExp(noun.toLowerCase())} with (?:(?:a|an|some) )?\\p{Ll}+(?: \\p{Ll}+)?$`, 'u').exec(
    said.toLowerCase(),
  )
  if (withWhat && /ing$/.test(noun) && !/\b(?:his|her|their|my|our)\b/.test(said)) return said.toLowerCase()
  const upTo = doing.toLowerCase().indexOf(noun.toLowerCase())
  if (placed && !placed[1] && upTo >= 0) return `${doing.slice(0, upTo + noun.length)} ${placed[2]}`
  if (placed?.[1] && OWN_DOING.test(placed[1].toLowerCase())) return said.charAt(0).toLowerCase() + said.slice(1)
  // "feeding the chickens": the parent's own doing, not the lexicon's ("collecting eggs from the
  // chickens"), unless the lexicon's is the same doing told more fully ("collecting shells along the shore").
  const own = new RegExp(`^(\\p{L}+) (?:(?:the|some) )?${escapeRegExp(noun.toLowerCase())}$`, 'iu').exec(said)
  if (own && OWN_DOING.test((own[1] as string).toLowerCase()) && !doing.toLowerCase().startsWith(`${own[1]?.toLowerCase()} `))
    return said.charAt(0).toLowerCase() + said.slice(1)
  if (said.toLowerCase() === noun.toLowerCase() || !said.toLowerCase().endsWith(` ${noun.toLowerCase()}`)) return doing
  // "den building" is no kind of building: a doing takes no describing word.
  if (/ing$/.test(noun)) return doing
  // One or two describing words ("detective", "old steam"), never a verb from the name field ("loves owls").
  const before = said.slice(0, -noun.length).trim().toLowerCase().split(/\s+/)
  // "collecting conkers" is a doing of its own, not a kind of conker ("hunting for collecting conkers").
  if (before.length > 2 || before.some((w) => NOT_DESCRIBING.test(w) || /\p{L}{3,}ing$/u.test(w))) return doing
  // "cardboard castles", "Lego trains": what the child makes, never the real thing's doing
  // ("exploring the ruins of old cardboard castles").
  const made = MADE_OF.exec(before[0] ?? '')
  if (before.length === 1 && made) {
    const what = /^(?:lego|duplo)\b/i.test(said) ? said : said.charAt(0).toLowerCase() + said.slice(1)
    return `${made[1] ? 'making' : 'building'} ${what}`
  }
  // "old castles" in "exploring the ruins of old castles" is said already.
  if (doing.toLowerCase().includes(said.toLowerCase())) return doing
  const word = new RegExp(`\\b${escapeRegExp(noun)}\\b`)
  return word.test(doing) ? doing.replace(word, said) : doing
}

/** The kind of an interest the lexicon knows by its own entry ("snails", "cartwheels"). */
export function interestKindOf(noun: string): InterestKind | undefined {
  // "Romans" is the lexicon's "the Romans".
  return (INTEREST_FACTS[noun] ?? INTEREST_FACTS[`the ${noun}`])?.kind
}

/**
 * Foods and drinks a parent names as a love ("fish fingers", "mango lassi", "strawberries"): a
 * story shows one where it eats (tales/more-interests.ts). The lexicon files them as making (cooking)
 * or nature (fruit), so they are known here by the word.
 */
const FOOD =
  /\b(?:fish fingers|pancakes?|waffles?|crumpets?|croissants?|churros?|lassi|smoothies?|milkshakes?|pizza|pasta|spaghetti|noodles|ramen|sushi|dumplings?|sausages?|chicken nuggets|nuggets|chips|crisps|toast|cheese|cake|cakes|cupcakes|biscuits|cookies|doughnuts|donuts|muffins|ice cream|ice lollies|lollies|chocolate|sweets|popcorn|jelly|custard|porridge|cereal|yoghurt|yogurt|strawberr(?:y|ies)|raspberr(?:y|ies)|blueberr(?:y|ies)|blackberr(?:y|ies)|cherr(?:y|ies)|bananas?|apples?|oranges|satsumas|clementines|grapes|mangoes|mangos|watermelon|melon|pineapple|peaches|plums|kiwis?|carrots|peas|broccoli|sweetcorn|tomatoes|cucumber|hummus|curry|rice|tacos|burritos|burgers?|hot dogs|fishcakes|beans on toast|boiled eggs|eggs|roti|chapatis?|naan|samosas|falafel|jam sandwiches|sandwiches|pierogi|jollof|welsh cakes|teacakes|scones|fish and chips|ice lollies)\b/i

/** Whether the interest is something eaten or drunk. */
export function isFood(noun: string): boolean {
  return FOOD.test(noun) && !/^(?:baking|cooking|making|growing|picking|collecting)\b/i.test(noun)
}
