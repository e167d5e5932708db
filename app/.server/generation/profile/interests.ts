/**
 * What a story can truly say about the thing a child loves: what doing it looks like ("watching the
 * snails in the garden") and one fact a child who loves it would know ("a snail leaves a silver
 * trail wherever it goes"). Stories tell these at the seed and at the key ({interest.doing},
 * {interest.fact}), so the child's own interest matters, never a stock one of the same kind.
 *
 * Keys are the interest as it reads after "loves" (lower case, plural where a parent writes it so).
 * `doing` reads after "spent hours …" (a gerund phrase, no pronoun); `fact` completes "knew that …"
 * (a clause, lower case, no full stop, at most 14 words).
 */
import type { InterestKind } from './lexicon'

export type InterestFacts = { kind: InterestKind; doing: string; fact: string }

export const INTEREST_FACTS: Readonly<Record<string, InterestFacts>> = {
  owls: { kind: 'animals', doing: 'listening for owls at dusk', fact: 'an owl can fly without making a single sound' },
  snails: { kind: 'animals', doing: 'watching snails in the garden', fact: 'a snail leaves a silver trail wherever it goes' },
  horses: { kind: 'animals', doing: 'brushing ponies at the stables', fact: 'a horse flicks its ears towards any sound it wants to hear' },
  dinosaurs: { kind: 'animals', doing: 'reading about dinosaurs', fact: 'the biggest dinosaurs ate only plants' },
  'the cello': { kind: 'music', doing: 'practising the cello', fact: 'a cello sings low when you draw the bow slowly' },
  'the violin': { kind: 'music', doing: 'practising the violin', fact: 'a violin string sings higher when you press it shorter' },
  'the drums': { kind: 'music', doing: 'banging out beats on the drums', fact: 'a steady beat helps everybody move together' },
  singing: { kind: 'music', doing: 'singing at the top of the stairs', fact: 'a song carries further than a shout' },
  cricket: { kind: 'sport', doing: 'bowling at the stumps in the garden', fact: 'a good bowler watches the stumps, not the ball' },
  football: { kind: 'sport', doing: 'kicking a football against the wall', fact: 'you look where you want the ball to go before you kick' },
  swimming: { kind: 'sport', doing: 'swimming lengths at the pool', fact: 'you float best when you lie back and breathe slowly' },
  ballet: { kind: 'sport', doing: 'practising ballet in the kitchen', fact: 'dancers keep their balance by fixing their eyes on one spot' },
  drawing: { kind: 'art', doing: 'drawing everything in sight', fact: 'if you look carefully, everything is made of simple shapes' },
  knitting: { kind: 'art', doing: 'knitting long, lumpy scarves', fact: 'one long piece of wool can become almost anything' },
  diggers: { kind: 'making', doing: 'watching the diggers on the building site', fact: 'a digger scoops with its bucket and turns on its tracks' },
  trains: { kind: 'making', doing: 'playing with trains', fact: 'a train can only go where its rails go' },
  Lego: { kind: 'making', doing: 'building with Lego', fact: 'anything can be built one brick at a time' },
  volcanoes: { kind: 'space', doing: 'reading about volcanoes', fact: 'hot rock from a volcano cools into stone' },
  maps: { kind: 'space', doing: 'drawing maps of the street', fact: 'on a map, north is always at the top' },
  // animals: pets and farm
  pets: { kind: 'animals', doing: 'looking after the pets', fact: 'a pet needs fresh water every single day' },
  cats: { kind: 'animals', doing: 'stroking the cat on the sofa', fact: 'a cat uses its whiskers to feel if a gap is wide enough' },
  dogs: { kind: 'animals', doing: 'throwing sticks for the dog', fact: 'a dog can follow a smell trail long after someone has gone' },
  rabbits: { kind: 'animals', doing: 'feeding hay to the rabbits', fact: 'a rabbit thumps its back foot to warn of danger' },
  'guinea pigs': { kind: 'animals', doing: 'cuddling the guinea pigs', fact: 'guinea pigs squeak loudly when they hear food coming' },
  hamsters: { kind: 'animals', doing: 'watching the hamster run its wheel', fact: 'a hamster stuffs food into its cheeks to carry it home' },
  fish: { kind: 'animals', doing: 'watching the fish in the tank', fact: 'a fish feels the smallest movement in the water along its sides' },
  tortoises: { kind: 'animals', doing: 'feeding dandelions to the tortoise', fact: 'a tortoise can pull its head right inside its shell' },
  ponies: { kind: 'animals', doing: 'grooming ponies at the stables', fact: 'a pony stays calm around slow movements and soft voices' },
  ducks: { kind: 'animals', doing: 'watching ducks on the pond', fact: 'a duck spreads oil on its feathers to keep the water out' },
  'feeding the ducks': { kind: 'animals', doing: 'feeding the ducks at the pond', fact: 'ducks are better fed on peas and oats than on bread' },
  chickens: { kind: 'animals', doing: 'collecting eggs from the chickens', fact: 'hens go to roost as soon as it gets dark' },
  pigs: { kind: 'animals', doing: 'scratching the pigs at the farm', fact: 'pigs roll in mud to keep cool on hot days' },
  cows: { kind: 'animals', doing: 'watching the cows come in for milking', fact: 'a cow has four parts to its stomach' },
  sheep: { kind: 'animals', doing: 'counting sheep in the fields', fact: 'sheep follow each other, so one can lead the whole flock' },
  goats: { kind: 'animals', doing: 'feeding the goats at the farm', fact: 'goats can climb steep rocks without slipping' },
  // animals: wild and sea
  foxes: { kind: 'animals', doing: 'watching for foxes at dusk', fact: 'a fox can hear a mouse moving under the snow' },
  hedgehogs: { kind: 'animals', doing: 'leaving food out for hedgehogs', fact: 'a hedgehog curls into a prickly ball when frightened' },
  squirrels: { kind: 'animals', doing: 'watching squirrels bury nuts', fact: 'a squirrel finds many of its buried nuts again by smell' },
  bats: { kind: 'animals', doing: 'spotting bats flitting at dusk', fact: 'a bat finds its way in the dark by listening to echoes' },
  lions: { kind: 'animals', doing: 'roaring like a lion round the house', fact: 'a lion can be heard roaring from miles away' },
  tigers: { kind: 'animals', doing: 'prowling like a tiger through the grass', fact: 'no two tigers have exactly the same stripes' },
  elephants: { kind: 'animals', doing: 'reading all about elephants', fact: 'an elephant can feel far-off rumbles through its feet' },
  giraffes: { kind: 'animals', doing: 'stretching up tall like a giraffe', fact: 'a giraffe has just seven bones in its neck, like a person' },
  monkeys: { kind: 'animals', doing: 'swinging like a monkey on the bars', fact: 'a monkey holds on tight with its hands, feet and sometimes tail' },
  pandas: { kind: 'animals', doing: 'watching pandas on the zoo camera', fact: 'a panda spends most of the day eating bamboo' },
  'polar bears': { kind: 'animals', doing: 'reading about polar bears', fact: 'a polar bear has black skin under its thick white fur' },
  wolves: { kind: 'animals', doing: 'howling like a wolf at the moon', fact: 'wolves howl to find each other across long distances' },
  snakes: { kind: 'animals', doing: 'looking at snakes in the reptile house', fact: 'a snake smells the air with its flicking tongue' },
  otters: { kind: 'animals', doing: 'watching otters play in the river', fact: 'sea otters hold hands while sleeping so nobody drifts away' },
  sharks: { kind: 'animals', doing: 'reading all about sharks', fact: 'a shark can feel tiny movements in the water from far away' },
  whales: { kind: 'animals', doing: 'singing whale songs in the bath', fact: 'whale songs can travel for miles under the sea' },
  dolphins: { kind: 'animals', doing: 'watching dolphins leap beside the boat', fact: 'each dolphin has its own special whistle, like a name' },
  octopuses: { kind: 'animals', doing: 'watching octopuses at the aquarium', fact: 'an octopus can squeeze through any gap bigger than its beak' },
  crabs: { kind: 'animals', doing: 'crabbing off the harbour wall', fact: 'a crab scuttles sideways and hides under rocks' },
  'sea turtles': { kind: 'animals', doing: 'reading about sea turtles', fact: 'a sea turtle swims back to the beach where it hatched' },
  seals: { kind: 'animals', doing: 'spotting seals from the cliff path', fact: 'a seal can hold its breath underwater for a very long time' },
  jellyfish: { kind: 'animals', doing: 'watching jellyfish float at the aquarium', fact: 'a jellyfish has no brain, no heart and no bones' },
  starfish: { kind: 'animals', doing: 'looking for starfish in the rock pools', fact: 'a starfish can grow back an arm it has lost' },
  penguins: { kind: 'animals', doing: 'waddling like a penguin round the kitchen', fact: 'penguins huddle together in a tight crowd to keep warm' },
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
  ladybirds: { kind: 'animals', doing: 'counting the spots on ladybirds', fact: 'a ladybird hides its flying wings under its spotty shell' },
  bees: { kind: 'animals', doing: 'watching bees in the lavender', fact: 'bees dance to tell each other where the flowers are' },
  butterflies: { kind: 'animals', doing: 'chasing butterflies across the meadow', fact: 'a butterfly tastes with its feet' },
  caterpillars: { kind: 'animals', doing: 'feeding leaves to caterpillars in a jar', fact: 'every butterfly was once a hungry little caterpillar' },
  spiders: { kind: 'animals', doing: 'watching spiders spin webs', fact: 'a spider feels the web shake when something lands in it' },
  ants: { kind: 'animals', doing: 'following ant trails across the patio', fact: 'ants leave a smell trail so the others can follow' },
  woodlice: { kind: 'animals', doing: 'finding woodlice under flowerpots', fact: 'a woodlouse always heads for somewhere damp and dark' },
  frogs: { kind: 'animals', doing: 'looking for frogs by the pond', fact: 'frogspawn turns into tadpoles, and tadpoles turn into frogs' },
  // animals: dinosaurs
  't. rex': { kind: 'animals', doing: 'stomping about roaring like a t. rex', fact: 't. rex had tiny arms but a huge, strong bite' },
  stegosaurus: { kind: 'animals', doing: 'drawing the plates on a stegosaurus', fact: 'a stegosaurus swung its spiky tail to keep enemies away' },
  ankylosaurus: { kind: 'animals', doing: 'building an ankylosaurus out of cushions', fact: 'an ankylosaurus had a heavy bony club at the end of its tail' },
  triceratops: { kind: 'animals', doing: 'charging about like a triceratops', fact: 'a triceratops had three horns and a big bony frill' },
  diplodocus: { kind: 'animals', doing: 'measuring a diplodocus in footsteps', fact: 'a diplodocus was longer than two buses end to end' },
  velociraptors: { kind: 'animals', doing: 'creeping about like a velociraptor', fact: 'a real velociraptor was only about the size of a turkey' },
  pterodactyls: { kind: 'animals', doing: 'flapping about like a pterodactyl', fact: 'a pterodactyl flew on wings of skin stretched from one long finger' },
  // sport: ball games
  rugby: { kind: 'sport', doing: 'passing a rugby ball in the park', fact: 'in rugby the ball can only be passed backwards' },
  tennis: { kind: 'sport', doing: 'hitting tennis balls against the garage', fact: 'a good tennis player watches the ball right onto the racket' },
  netball: { kind: 'sport', doing: 'shooting hoops at netball practice', fact: 'in netball the player holding the ball must not run' },
  basketball: { kind: 'sport', doing: 'bouncing a basketball down the drive', fact: 'a basketball shot goes in more often with a high arc' },
  hockey: { kind: 'sport', doing: 'dribbling a hockey ball round cones', fact: 'in hockey only the flat side of the stick may hit the ball' },
  golf: { kind: 'sport', doing: 'putting golf balls into a cup', fact: 'a golfer keeps the head still and eyes on the ball' },
  badminton: { kind: 'sport', doing: 'hitting a shuttlecock over the net', fact: 'a shuttlecock always turns to fly with its feathers last' },
  'table tennis': { kind: 'sport', doing: 'playing table tennis in the garage', fact: 'a spinning ball bounces off in a surprising direction' },
  baseball: { kind: 'sport', doing: 'swinging a bat in the back garden', fact: 'a batter keeps watching the ball until it hits the bat' },
  'wheelchair basketball': {
    kind: 'sport',
    doing: 'spinning and shooting at wheelchair basketball',
    fact: 'in wheelchair basketball the ball must bounce after every two pushes',
  },
  // sport: moving and balancing
  gymnastics: { kind: 'sport', doing: 'tumbling across the gym mats', fact: 'arms held out wide help the body balance on a narrow beam' },
  cartwheels: { kind: 'sport', doing: 'doing cartwheels across the lawn', fact: 'a straight cartwheel starts with both hands placed in a line' },
  dancing: { kind: 'sport', doing: 'dancing round the kitchen', fact: 'dancers count the beats to know when to move' },
  yoga: { kind: 'sport', doing: 'doing yoga poses in the living room', fact: 'slow, deep breaths can calm a busy body' },
  skipping: { kind: 'sport', doing: 'skipping with a rope in the playground', fact: 'a skipping rope only works with a steady rhythm' },
  trampolining: { kind: 'sport', doing: 'bouncing on the trampoline', fact: 'landing in the middle of a trampoline is the safest place' },
  climbing: { kind: 'sport', doing: 'climbing the wall at the climbing centre', fact: 'climbers keep three points on the wall and move only one' },
  'climbing frames': { kind: 'sport', doing: 'hanging upside down on the climbing frame', fact: 'a strong grip wraps the thumbs right round the bar' },
  'obstacle courses': { kind: 'sport', doing: 'building obstacle courses in the garden', fact: 'an obstacle course goes faster when the tricky bits are planned first' },
  'hide and seek': { kind: 'sport', doing: 'playing hide and seek round the house', fact: 'keeping very still and quiet is the secret of hiding well' },
  tag: { kind: 'sport', doing: 'playing tag in the playground', fact: 'a quick change of direction is the best way to escape a chaser' },
  // sport: fighting arts and aiming
  karate: { kind: 'sport', doing: 'practising karate kicks in the hall', fact: 'karate starts and ends with a bow' },
  judo: { kind: 'sport', doing: 'practising judo throws on the mat', fact: 'the first thing to learn in judo is how to fall safely' },
  archery: { kind: 'sport', doing: 'shooting arrows at a straw target', fact: 'an archer breathes out slowly before letting the arrow go' },
  // sport: racing and wheels
  running: { kind: 'sport', doing: 'running races round the garden', fact: 'long races are won by starting steady, not fast' },
  racing: { kind: 'sport', doing: 'racing everyone to the corner', fact: 'the fastest starts come from leaning forward and pushing off hard' },
  'sports day': { kind: 'sport', doing: 'practising the egg and spoon race', fact: 'the egg and spoon race is won by going steady, not fast' },
  'wheelchair racing': { kind: 'sport', doing: 'racing a wheelchair round the track', fact: 'racing wheelchairs have three wheels and sit low to go faster' },
  cycling: { kind: 'sport', doing: 'riding a bike round the park', fact: 'a bike is steadiest when it keeps moving' },
  scooters: { kind: 'sport', doing: 'whizzing down the hill on a scooter', fact: 'a scooter slows down safely with a gentle press on the back brake' },
  skateboarding: { kind: 'sport', doing: 'practising tricks at the skate park', fact: 'bent knees make a skateboard much easier to balance on' },
  'roller skating': { kind: 'sport', doing: 'roller skating along the seafront', fact: 'skaters keep the knees bent to stay steady on wheels' },
  'ice skating': { kind: 'sport', doing: 'gliding round the ice rink', fact: 'ice is most slippery when it is wet on top' },
  'horse riding': { kind: 'sport', doing: 'trotting round the paddock on a pony', fact: 'a rider sits tall and looks where the horse should go' },
  // sport: snow and water
  skiing: { kind: 'sport', doing: 'skiing down the snowy slopes', fact: 'skiers slow down by pointing the tips of the skis together' },
  surfing: { kind: 'sport', doing: 'riding the waves on a surfboard', fact: 'surfers watch the sea and wait for the right wave' },
  sailing: { kind: 'sport', doing: 'sailing a dinghy on the lake', fact: 'a sailing boat can zigzag to travel into the wind' },
  kayaking: { kind: 'sport', doing: 'paddling a kayak down the river', fact: 'a kayak goes straight when paddled evenly on both sides' },
  // music: instruments
  'the piano': { kind: 'music', doing: 'practising the piano', fact: 'piano notes get higher from left to right along the keys' },
  'the keyboard': { kind: 'music', doing: 'trying every sound on the keyboard', fact: 'a keyboard can sound like a piano, drums or a whole band' },
  'the guitar': { kind: 'music', doing: 'strumming the guitar', fact: 'a guitar has six strings, and the thickest plays the lowest notes' },
  'the ukulele': { kind: 'music', doing: 'strumming the ukulele', fact: 'a ukulele has four strings and fits small hands' },
  'the recorder': { kind: 'music', doing: 'tooting tunes on the recorder', fact: 'covering more holes on a recorder makes the note lower' },
  'the trumpet': { kind: 'music', doing: 'blowing loud notes on the trumpet', fact: 'a trumpet has only three valves but plays lots of notes' },
  'the trombone': { kind: 'music', doing: 'sliding notes up and down the trombone', fact: 'a trombone plays lower notes as the slide goes further out' },
  'the flute': { kind: 'music', doing: 'practising the flute', fact: 'a flute sounds when breath blows across the hole, not into it' },
  'the clarinet': { kind: 'music', doing: 'practising scales on the clarinet', fact: 'a clarinet makes its sound with a thin wooden reed' },
  'the saxophone': { kind: 'music', doing: 'honking tunes on the saxophone', fact: 'a saxophone is made of brass but has a reed like a clarinet' },
  'the harmonica': { kind: 'music', doing: 'puffing tunes on the harmonica', fact: 'a harmonica plays notes when breathing in as well as out' },
  'the harp': { kind: 'music', doing: 'plucking the strings of the harp', fact: 'on a harp, every red string plays the note C' },
  'the xylophone': { kind: 'music', doing: 'tapping tunes on the xylophone', fact: 'the shorter the bar on a xylophone, the higher the note' },
  'the glockenspiel': { kind: 'music', doing: 'tinkling tunes on the glockenspiel', fact: 'a glockenspiel has metal bars that ring like little bells' },
  'the tambourine': { kind: 'music', doing: 'shaking the tambourine to the music', fact: 'a tambourine jingles with little metal discs round its edge' },
  'the triangle': { kind: 'music', doing: 'dinging the triangle in time', fact: 'a triangle rings longest when it hangs free on its string' },
  maracas: { kind: 'music', doing: 'shaking maracas round the living room', fact: 'maracas rattle because of little beads or seeds inside' },
  // music: singing and songs
  'nursery rhymes': { kind: 'music', doing: 'singing nursery rhymes at bedtime', fact: 'rhyming words make a song much easier to remember' },
  'making up songs': { kind: 'music', doing: 'making up songs about everything', fact: 'any words can become a song with a tune and a beat' },
  choir: { kind: 'music', doing: 'singing with the school choir', fact: 'a choir sings in tune by listening to each other' },
  karaoke: { kind: 'music', doing: 'singing karaoke in the living room', fact: 'singers take a big breath before a long note' },
  musicals: { kind: 'music', doing: 'singing songs from musicals', fact: 'in a musical, the songs help tell the story' },
  rapping: { kind: 'music', doing: 'rapping along to the radio', fact: 'rhymes sound best when they land right on the beat' },
  beatboxing: { kind: 'music', doing: 'beatboxing in the back of the car', fact: 'a whole drum beat can be made with just a mouth' },
  whistling: { kind: 'music', doing: 'whistling tunes round the house', fact: 'a whistle can be heard right across a noisy playground' },
  // music: listening and noise
  music: { kind: 'music', doing: 'dancing to music in the kitchen', fact: 'a fast beat makes feet want to move' },
  'listening to music': { kind: 'music', doing: 'listening to music with headphones', fact: 'most songs have a chorus that comes round again and again' },
  'banging pots and pans': { kind: 'music', doing: 'banging pots and pans with a spoon', fact: 'a big pan booms low and a small pan rings high' },
  'musical instruments': { kind: 'music', doing: 'trying out every instrument in the box', fact: 'every instrument sounds because something is shaking very fast' },
}

/** What doing an interest looks like when the lexicon has no entry: "watching foxes", "playing hockey". */
function doingOf(noun: string, kind: InterestKind): string {
  if (/ing$/.test(noun.split(' ')[0] ?? '')) return noun
  switch (kind) {
    case 'animals':
      return `watching ${noun}`
    case 'music':
    case 'sport':
      return `playing ${noun}`
    case 'books':
      return /^(books|stories|comics|poems|poetry|fairy tales)$/.test(noun) ? `reading ${noun}` : `reading about ${noun}`
    case 'nature':
      return `looking for ${noun}`
    case 'space':
      return `learning about ${noun}`
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

/** The lexicon's entry for the interest as the child's profile names it ("the violin", "owls"). */
export function interestFacts(noun: string, kind: InterestKind): InterestFacts {
  const found = INTEREST_FACTS[noun] ?? INTEREST_FACTS[noun.toLowerCase()] ?? INTEREST_FACTS[`the ${noun}`]
  return found ?? { kind, doing: doingOf(noun, kind), fact: KIND_FACTS[kind] }
}

/** The kind of an interest the lexicon knows by its own entry ("snails", "cartwheels"). */
export function interestKindOf(noun: string): InterestKind | undefined {
  return INTEREST_FACTS[noun]?.kind
}
