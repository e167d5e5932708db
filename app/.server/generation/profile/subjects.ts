/**
 * The thing at the heart of a tale, made the child's own: a tale with `subject: instrument` tells
 * the child's own instrument (the cello, the drum, the trumpet) wherever it writes `{subject}`, and
 * the tale's default (`subject-default: recorder`) for every other child. Each entry says, in true
 * words a child who plays it would know, how it is played, how it goes wrong in its own way (a peg
 * slips, a key sticks, water gathers in the tubes, a reed dries) and how the player mends it.
 *
 * Grammar of the fields (what a tale's sentence can rely on):
 * - `name`: the bare noun, singular ("cello", "drum", "tin whistle"): "the {subject}", "{their} {subject}".
 * - `part`: the part that goes wrong, a bare noun ("string", "key", "reed").
 * - `play`/`plays`: a predicate after the child's name, past and present: "drew the bow across the strings".
 * - `bad`/`good`: a noun phrase with its article, the wrong and the right sound: "a saggy, sour groan".
 * - `wrong`/`wrongs`: a clause, past perfect and present perfect, lower case: "a peg had slipped, and …".
 * - `fix`/`fixes`: a predicate after the child's name, past and present: "turned the peg back, …".
 * - `knows`: a clause completing "knew that …", the truth the fix rests on.
 * - `fact`: a clause completing "knew that …", one more thing a player knows (the interests' own where there is one).
 * - `drawn`: what the illustrator draws for it; the closest drawn instrument where it has none of its own.
 * - `kept`: what the child keeps close at bedtime, with `{their}`: "{their} cello"; a piano stays
 *   downstairs, so "{their} piano music book" (drawn as `keptDrawn`).
 */
import { INTEREST_FACTS } from './interests'
import { type DinosaurFields, DINOSAURS } from './subject-dinosaurs'
import { CREATURES } from './subject-creatures'
import { FARM_ANIMALS, FARM_FIELDS, type FarmFields } from './subject-farm'

import { SEA_CREATURES } from './subject-sea'

import { SKY } from './subject-sky'
import { SPORTS } from './subject-sports'

export type SubjectEntry = {
  name: string
  words: RegExp
  part: string
  play: string
  plays: string
  bad: string
  good: string
  wrong: string
  wrongs: string
  fix: string
  fixes: string
  knows: string
  fact: string
  drawn: string
  kept: string
  keptDrawn: string
  /** The sport family's own (subject-sports.ts); an instrument tells its play and its concert. */
  move: string
  game: string
  wheel: string
  wheels: string
  /** The creature family's own (subject-creatures.ts); every other family tells its name, plural, and its shared fields. */
  many: string
  where: string
  day: string
  days: string
  sign: string
  dusk: string
  dusks: string
  /** The sea family's own (subject-sea.ts); every other family tells its shared fields. `worse`/`worses` are the farm family's too. */
  idea: string
  worse: string
  worses: string
  after: string
  afters: string
  little: string

  /** The sky family's own (subject-sky.ts): {subject.the}, {subject.look|looks}, {subject.truth}; every other family tells its name and play. */
  the: string
  look: string
  looks: string
  truth: string
} & TaskFields &
  DinosaurFields &
  FarmFields

type Raw = Omit<
  SubjectEntry,
  | 'fact'
  | 'kept'
  | 'keptDrawn'
  | 'move'
  | 'game'
  | 'wheel'
  | 'wheels'
  | CreatureField
  | SeaField
  | keyof DinosaurFields
  | TaskField
  | keyof FarmFields
  | SkyField
> & {
  fact?: string
  kept?: string
  keptDrawn?: string
  move?: string
  game?: string
  wheel?: string
  wheels?: string
} & Partial<Record<CreatureField, string>> &
  Partial<Record<SeaField, string>> &
  Partial<Record<SkyField, string>> &
  Partial<DinosaurFields> &
  Partial<TaskFields> &
  Partial<FarmFields>
export type RawSubject = Raw

/**
 * What a vehicle's job and a sport's day are made of (vehicles/9, sports/6), each family's own,
 * told for every other thing by its shared words:
 * - vehicle `job`: the one big job before the park opens, after "has to" ("empty every bin in the park").
 * - vehicle `loud`: its loudest sound, a noun phrase with its article, for a child afraid of loud
 *   noises ("the BEEP, BEEP, BEEP of it backing up to the bins").
 * - vehicle `harder`/`harders`: the driver trying harder at it, in its own way, a predicate after her
 *   name, past and present ("tipped the bin again, higher, and shook it hard"): what makes it worse.
 * - sport `team`: true for a team's sport (a match against the other side); a sport a child does
 *   alone (a race, a routine, a bout) has none, and its tale says no team, whistle or other side.
 * - sport `called`: what the child says they do, where it differs from the name ("athletics" for running).
 * - sport `place`: where the big day happens, a bare noun after "the" ("pitch", "track", "pool", "mat").
 * - sport `side`: who they are up against, with the article ("the other team", "the other runners").
 * - sport `kit`: what they wear and carry, a plural or mass noun phrase without article, read after
 *   "{their}" ("boots and shin pads", "goggles and swimming cap"); `chairkit` the same for a child who
 *   uses a wheelchair ("racing gloves"); never "was" or "it" after either: "trainers" are plural.
 * - sport `start`/`starts`: how the big day begins, a clause, past and present ("the whistle blew",
 *   "the starter called “Go!”").
 */
export const TASK_FIELDS = ['job', 'loud', 'harder', 'harders', 'called', 'place', 'side', 'kit', 'chairkit', 'start', 'starts'] as const
type TaskField = (typeof TASK_FIELDS)[number]
type TaskFields = Record<TaskField, string> & { team?: boolean }

/** The reed instruments mend alike: a dry reed squawks, a wet straight one sings. */
const REED = {
  part: 'reed',
  wrong: 'the reed had dried out and slipped crooked',
  wrongs: 'the reed has dried out and slipped crooked',
  fix: 'wet the reed, slid it straight and tightened the band that holds it',
  fixes: 'wets the reed, slides it straight and tightens the band that holds it',
  knows: 'a reed only sings when it is wet and sits straight',
} as const

/** Recorder and tin whistle: a drop of breath-water in the mouthpiece bubbles, and one sharp puff clears it. */
const DROP = {
  part: 'window',
  play: 'blew the first note',
  plays: 'blows the first note',
  bad: 'a bubbly, spluttering squeak',
  wrong: 'a drop of water had got stuck inside, by the little window',
  wrongs: 'a drop of water has got stuck inside, by the little window',
  fix: 'covered the little window with a finger and gave one sharp puff to blow the drop clear',
  fixes: 'covers the little window with a finger and gives one sharp puff to blow the drop clear',
  knows: 'a drop of water inside makes it splutter, and one sharp puff clears it',
} as const

/**
 * The child's own vehicle (`subject: vehicle`, vehicles/9): what it truly does, the part that does
 * it, its sound, and how it goes wrong in its own way, put right by someone who knows it. Kept in a
 * block of its own. Grammar as for instruments, except:
 * - `play`/`plays`: its job, a predicate after "the {subject}": "lifted the bins with its arm …".
 * - `bad`/`good`: the sound it makes going wrong, and doing its job, with the article.
 * - `fix`/`fixes`: a predicate after the driver, who does it once the child has seen what to do.
 * - `knows`: what a child who knows this vehicle knows, the key to the trouble.
 * - `kept`: the toy one by the bed; `drawn`: the closest drawn vehicle where it has none of its own.
 */
function vehicle(raw: Omit<Raw, 'kept' | 'keptDrawn'>): Raw {
  return { ...raw, kept: `{their} toy ${raw.name}`, keptDrawn: raw.drawn }
}

const VEHICLES: Record<string, Raw> = {
  'bin lorry': vehicle({
    name: 'bin lorry',
    words: /\b(?:bin|rubbish|recycling|garbage|refuse|dust) (?:lorr(?:y|ies)|trucks?|carts?|wagons?)\b|\bbin ?men\b/i,
    part: 'crusher',
    play: 'lifted the bins with its arm and tipped them in the back',
    plays: 'lifts the bins and tips them in',
    job: 'empty every bin in the park',
    loud: 'the BEEP, BEEP, BEEP of the lorry backing up',
    harder: 'tipped the bin again, higher, and shook it hard',
    harders: 'tips the bin again, higher, and shakes it',
    bad: 'a thump of rubbish, sliding back out onto the grass',
    good: 'a big CRASH and a BANG',
    wrong: 'the back was full right up to the top, with no room for one more bag',
    wrongs: 'the back is full right up to the top, with no room for one more bag',
    fix: 'pressed the big crusher button, and CRUNCH, the crusher squashed all the rubbish flat, with room for lots more',
    fixes: 'presses the crusher button, and CRUNCH, the rubbish squashes flat',
    knows: 'a bin lorry has a big crusher in the back, to squash the rubbish flat and make room for more',
    fact: 'a bin lorry beeps when it goes backwards, so everyone knows to stand clear',
    drawn: 'bin lorry',
  }),
  tractor: vehicle({
    name: 'tractor',
    words: /\btractors?\b/i,
    part: 'big back wheels',
    play: 'pulled the heavy trailer behind it',
    plays: 'pulls the heavy trailer',
    job: 'pull the bark chips for under the swings',
    loud: 'the big ROAR of its engine',
    harder: 'pressed the pedal right down, and the big wheels spun faster',
    harders: 'presses the pedal right down, and the wheels spin faster',
    bad: 'a roar and a whine of spinning wheels',
    good: 'a deep, steady chug',
    wrong: 'the big back wheels were spinning, and digging deeper into the mud',
    wrongs: 'the big wheels spin and dig into the mud',
    fix: 'put it in its slowest gear and crept forward until the big tyres gripped',
    fixes: 'goes slow, slow, slow, until the big tyres grip',
    knows: 'big tractor tyres grip when they turn slowly, and dig in when they spin',
    drawn: 'tractor',
  }),
  crane: vehicle({
    name: 'crane',
    words: /\bcranes?\b(?! fl(?:y|ies|ew))/i,
    part: 'hook',
    play: 'lifted the heavy load high on its hook',
    plays: 'lifts the heavy load high on its hook',
    job: 'lift the top onto the new climbing frame',
    loud: 'the clank and rattle of its long chain',
    harder: 'swung the long arm round faster, to get the load there quick',
    harders: 'swings the arm faster',
    bad: 'a creak and a clank from the swinging load',
    good: 'a low, steady whirr',
    wrong: 'the wind had caught the load on the hook and set it spinning',
    wrongs: 'the wind has set the load on the hook spinning',
    fix: 'tied a long rope to the load, for someone on the ground to hold steady',
    fixes: 'ties on a long rope, and someone holds it steady',
    knows: 'a rope on the load, held from the ground, stops it spinning',
    drawn: 'crane',
  }),
  'dumper truck': vehicle({
    name: 'dumper truck',
    words: /\b(?:dumper|dump) trucks?\b|\bdumpers?\b/i,
    part: 'tipper',
    play: 'carried the earth in its tipper and tipped it out',
    plays: 'carries the earth and tips it out',
    job: 'carry the earth for the new flower beds',
    loud: 'the rattle and bang of its tipper',
    harder: 'pressed the pedal harder, and the wheels whined and slipped',
    harders: 'presses the pedal harder, and the wheels slip',
    bad: 'a whine of slipping wheels',
    good: 'a busy, rattling rumble',
    wrong: 'the tipper had been filled too full, and its wheels slipped on the slope',
    wrongs: 'the tipper is too full, and its wheels slip',
    fix: 'tipped half the earth out, and carried it up the slope in two trips',
    fixes: 'tips half the earth out and takes two trips',
    knows: 'a dumper too full slips and spills, and two half loads get there quicker',
    drawn: 'dumper truck',
  }),
  'cement mixer': vehicle({
    name: 'cement mixer',
    words: /\b(?:cement|concrete) (?:mixers?|lorr(?:y|ies)|trucks?)\b/i,
    part: 'drum',
    play: 'turned its big drum round and round, to keep the cement soft',
    plays: 'turns its big drum round and round',
    job: 'pour the new path to the slide',
    loud: 'the grinding rumble of its big drum',
    harder: 'made the drum spin faster and faster',
    harders: 'makes the drum spin faster',
    bad: 'a round-and-round slosh, and not one drop down the chute',
    good: 'a round-and-round rumble, and a thick grey pour down the chute',
    wrong: 'the drum was turning the mixing way, so the cement only went round and round inside',
    wrongs: 'the drum turns the mixing way, so the cement only goes round inside',
    fix: 'turned the drum the other way, and out slid the cement, down the chute',
    fixes: 'turns the drum the other way, and out slides the cement',
    knows: 'a mixer’s drum turns one way to mix, and the other way round to pour',
    fact: 'a cement mixer’s drum keeps turning all the way there, so the cement stays soft',
    drawn: 'cement mixer',
  }),
  'tow truck': vehicle({
    name: 'tow truck',
    words: /\b(?:tow|breakdown|recovery) (?:trucks?|lorr(?:y|ies))\b/i,
    part: 'hook and winch',
    play: 'pulled the broken car up with its hook and winch',
    plays: 'pulls the car up with its winch',
    job: 'pull the broken-down car out of the gate',
    loud: 'the clatter of its chain and hook',
    harder: 'wound the winch harder, and the car’s tyres screeched',
    harders: 'winds the winch harder',
    bad: 'a groan and a screech of tyres',
    good: 'a smooth, clicking whirr',
    wrong: 'the car still had its handbrake on, and its wheels would not turn',
    wrongs: 'the car’s handbrake is on, so its wheels will not turn',
    fix: 'let off the car’s handbrake, and the winch pulled it up smoothly',
    fixes: 'lets off the handbrake, and the winch pulls it up',
    knows: 'a car with its handbrake on will not roll, however hard you pull',
    drawn: 'tow truck',
  }),
  'road sweeper': vehicle({
    name: 'road sweeper',
    words: /\b(?:road|street) sweepers?\b/i,
    part: 'brushes',
    play: 'swept the path clean with its round, spinning brushes',
    plays: 'sweeps the path with its spinning brushes',
    job: 'sweep every path in the park',
    loud: 'the roar of its sucking brushes',
    harder: 'made the brushes spin faster and faster',
    harders: 'makes the brushes spin faster',
    bad: 'a whine and a thump-thump',
    good: 'a swishing, sucking whoosh',
    wrong: 'a long string had wound round the brushes, and they had stopped',
    wrongs: 'string has wound round the brushes and stopped them',
    fix: 'switched the engine off and cut the string away from the brushes',
    fixes: 'switches the engine off and cuts the string away',
    knows: 'string and ribbon wind round spinning brushes and stop them',
    // No road sweeper is drawn: the bin lorry is the closest, a big council lorry of the street.
    drawn: 'bin lorry',
  }),
  'tipper truck': vehicle({
    name: 'tipper truck',
    words: /\b(?:tipper|tip) (?:trucks?|lorr(?:y|ies))\b|\btippers?\b/i,
    part: 'tailgate',
    play: 'raised its back up high and tipped the sand out',
    plays: 'tips its sand out',
    job: 'tip the sand into the new sandpit',
    loud: 'the roar of its engine and the bang of its back',
    harder: 'tipped the back up higher and higher',
    harders: 'tips the back up higher',
    bad: 'a long hiss, and no sand',
    good: 'a rushing, pouring whoosh',
    wrong: 'the back flap was still latched shut, so the sand could not pour out',
    wrongs: 'the back flap is still shut, so the sand cannot pour out',
    fix: 'let the tipper down, unhooked the catch on the back flap and tipped again',
    fixes: 'unhooks the catch on the back flap and tips again',
    knows: 'the back flap must be unlatched before the tipper goes up',
    drawn: 'tipper truck',
  }),
  forklift: vehicle({
    name: 'forklift',
    words: /\bfork ?lifts?(?: trucks?)?\b/i,
    part: 'forks',
    play: 'slid its forks under the pallet and lifted it',
    plays: 'lifts the pallet on its forks',
    job: 'lift the new benches off the lorry',
    loud: 'the BEEP, BEEP, BEEP of the forklift backing up',
    harder: 'lifted the forks higher, and the pallet tipped more',
    harders: 'lifts the forks higher',
    bad: 'a creak and a wobble',
    good: 'a neat, humming beep-beep',
    wrong: 'the forks were too close together, and the pallet tipped on them',
    wrongs: 'the forks are too close together, and the pallet tips',
    fix: 'slid the forks apart, one under each side of the pallet, and lifted it level',
    fixes: 'slides the forks apart, one under each side',
    knows: 'the forks must go wide, under both sides of the pallet, or it tips',
    drawn: 'forklift',
  }),
  'combine harvester': vehicle({
    name: 'combine harvester',
    words: /\bcombines?(?: harvesters?)?\b|\bharvesters?\b/i,
    part: 'cutter',
    play: 'cut the wheat and poured the grain out of its spout',
    plays: 'cuts the wheat and pours out the grain',
    job: 'cut the wheat in the field by the park',
    loud: 'the huge roar of its engine',
    harder: 'drove faster into the wheat, and the cutter choked harder',
    harders: 'drives faster into the wheat',
    bad: 'a choking, chugging grind',
    good: 'a huge, whirring roar',
    wrong: 'a great clump of wet straw had jammed in the cutter at the front',
    wrongs: 'wet straw has jammed the cutter at the front',
    fix: 'stopped the engine and pulled the wet straw out of the cutter, handful by handful',
    fixes: 'stops the engine and pulls the wet straw out',
    knows: 'wet straw jams the cutter, and the engine must stop before anyone clears it',
    drawn: 'combine harvester',
  }),
  'ice-cream van': vehicle({
    name: 'ice-cream van',
    words: /\bice[ -]?cream vans?\b/i,
    part: 'chimes',
    play: 'played its tune and handed out ice creams from its window',
    plays: 'plays its tune and sells ice creams',
    job: 'sell ice creams at the gate',
    loud: 'the rattle of its engine, right by the gate',
    harder: 'leaned out and shouted, “ICE CREAMS!”, as loud as she could',
    harders: 'shouts, “ICE CREAMS!”, as loud as she can',
    bad: 'no tune at all',
    good: 'a tinkling, jingling tune',
    wrong: 'the chimes had been switched off, so nobody could hear it had come',
    wrongs: 'the chimes are switched off, so nobody knows it has come',
    fix: 'found the chimes switch and flicked it on, and the tune rang down the street',
    fixes: 'flicks the chimes switch on, and the tune rings out',
    knows: 'the tune is how everyone knows the ice-cream van has come',
    drawn: 'ice cream van',
  }),
  'milk float': vehicle({
    name: 'milk float',
    words: /\bmilk floats?\b/i,
    part: 'battery',
    play: 'hummed along with its bottles clinking',
    plays: 'hums along, its bottles clinking',
    job: 'bring the milk for the party',
    loud: 'the clink and clatter of all its bottles',
    harder: 'pressed the pedal right down, and it only went slower',
    harders: 'presses the pedal right down',
    bad: 'a tired, slowing whine',
    good: 'a soft, happy hum',
    wrong: 'nobody had plugged it in the night before, and its battery was nearly flat',
    wrongs: 'nobody plugged it in, and its battery is nearly flat',
    fix: 'plugged it in at the corner shop for a quick charge, and it hummed again',
    fixes: 'plugs it in at the shop, and it hums again',
    knows: 'a milk float runs on a battery, and a battery needs plugging in',
    // No milk float is drawn: the van is the closest, a small delivery van.
    drawn: 'van',
  }),
  gritter: vehicle({
    name: 'gritter',
    words: /\bgritters?(?: lorr(?:y|ies)| trucks?)?\b/i,
    part: 'spinner',
    play: 'spread salt on the icy path from its spinner',
    plays: 'spreads salt on the icy path',
    job: 'salt the icy paths, so nobody slips',
    loud: 'the roar of its engine and the rattle of its salt',
    harder: 'made the spinner spin faster',
    harders: 'makes the spinner spin faster',
    bad: 'a rattle and a clunk, and no salt',
    good: 'a whirring, pattering spray',
    wrong: 'the salt had frozen into lumps, and the lumps had blocked the spinner',
    wrongs: 'the salt has frozen into lumps and blocked the spinner',
    fix: 'broke the lumps up with a shovel, so the spinner could throw them',
    fixes: 'breaks up the lumps of salt with a shovel',
    knows: 'wet salt freezes in lumps, and lumps will not spread',
    // No gritter is drawn: the tipper truck is the closest, a lorry with a load in its back.
    drawn: 'tipper truck',
  }),
  digger: vehicle({
    name: 'digger',
    words: /\b(?:diggers?|excavators?|jcbs?)\b/i,
    part: 'bucket',
    play: 'dug deep with the bucket on its long arm',
    plays: 'digs deep with its bucket',
    job: 'dig the hole for the big new swing',
    loud: 'the clank and squeal of its tracks',
    harder: 'dug again, harder and deeper',
    harders: 'digs again, harder',
    bad: 'a grunt and a groan',
    good: 'a scraping, rumbling crunch',
    wrong: 'sticky clay had packed into the bucket and would not come out',
    wrongs: 'sticky clay has packed into the bucket and stuck',
    fix: 'lifted the bucket high and shook it hard until the clay dropped out',
    fixes: 'shakes the bucket hard until the clay drops out',
    knows: 'a digger can shake its own bucket to get sticky clay out',
    drawn: 'digger',
  }),
  'fire engine': vehicle({
    name: 'fire engine',
    words: /\bfire (?:engines?|trucks?)\b/i,
    part: 'hose',
    play: 'pumped water down its long hose',
    plays: 'pumps water down its long hose',
    job: 'fill the new paddling pool',
    loud: 'the NEE-NAW of its siren',
    harder: 'turned the pump up higher and higher',
    harders: 'turns the pump up higher',
    bad: 'a roar, and only a dribble',
    good: 'a great rushing WHOOSH',
    wrong: 'the long hose had a sharp kink, and the water could not get past',
    wrongs: 'the hose has a kink, and no water can get past',
    fix: 'straightened the hose out flat, and the water rushed through',
    fixes: 'straightens the hose out flat, and the water rushes through',
    knows: 'water cannot get past a kink, so a hose must lie flat',
    drawn: 'fire engine',
  }),
}

const RAW: Record<string, Record<string, Raw>> = {
  vehicle: VEHICLES,
  instrument: {
    cello: {
      name: 'cello',
      words: /\b(?:violon)?cellos?\b/i,
      part: 'string',
      play: 'drew the bow across the strings',
      plays: 'draws the bow across the strings',
      bad: 'a saggy, sour groan',
      good: 'a deep, warm hum',
      wrong: 'a peg had slipped, and the A string had gone slack',
      wrongs: 'a peg has slipped, and a string has gone slack',
      fix: 'turned the peg back, a tiny bit at a time, listening until the string sang true',
      fixes: 'turns the peg back, a tiny bit at a time, until the string sings true',
      knows: 'a slack string sings too low, and turning its peg tightens it',
      drawn: 'cello',
    },
    violin: {
      name: 'violin',
      words: /\b(?:violins?|fiddles?)\b/i,
      part: 'string',
      play: 'tucked the violin under {their} chin and drew the bow',
      plays: 'tucks the violin under {their} chin and draws the bow',
      bad: 'a sour, droopy whine',
      good: 'a bright, singing note',
      wrong: 'a peg had slipped, and the E string had gone slack',
      wrongs: 'a peg has slipped, and a string has gone slack',
      fix: 'turned the little fine tuner, a tiny bit at a time, listening until the string sang true',
      fixes: 'turns the little fine tuner, a tiny bit at a time, until the string sings true',
      knows: 'a slack string plays too low, and the little fine tuner tightens it',
      drawn: 'violin',
    },
    keyboard: {
      name: 'keyboard',
      words: /\b(?:keyboards?|electric pianos?|synth(?:esiser|esizer)?s?)\b/i,
      part: 'button',
      play: 'pressed the first keys',
      plays: 'presses the first keys',
      bad: 'a loud WOOF, like a dog',
      good: 'a clear, ringing note',
      wrong: 'somebody had pressed a button, and every key now barked like a dog',
      wrongs: 'somebody has pressed a button, and every key barks like a dog',
      fix: 'found the button marked PIANO, pressed it, and the dog was gone',
      fixes: 'finds the button marked PIANO, presses it, and the dog is gone',
      knows: 'every sound on a keyboard has a button of its own',
      drawn: 'piano',
    },
    piano: {
      name: 'piano',
      words: /\bpianos?\b/i,
      part: 'key',
      play: 'pressed the first keys',
      plays: 'presses the first keys',
      bad: 'a dull, dead clunk',
      good: 'a clear, ringing note',
      wrong: 'the key for middle C had stuck down and would not play',
      wrongs: 'the key for middle C has stuck down and will not play',
      fix: 'moved up to the next C along and played the whole tune there instead',
      fixes: 'moves up to the next C along and plays the whole tune there instead',
      knows: 'the same notes come round again, higher up the keys',
      drawn: 'piano',
      kept: '{their} piano music book',
      keptDrawn: 'music book',
    },
    ukulele: {
      name: 'ukulele',
      words: /\b(?:ukuleles?|ukes?)\b/i,
      part: 'string',
      play: 'strummed the first chord',
      plays: 'strums the first chord',
      bad: 'a wonky, droopy plunk',
      good: 'a bright, happy strum',
      wrong: 'a tuning peg had turned, and one string had gone slack',
      wrongs: 'a tuning peg has turned, and one string has gone slack',
      fix: 'sang "my dog has fleas" and turned the peg until the string sang along',
      fixes: 'sings "my dog has fleas" and turns the peg until the string sings along',
      knows: 'the four strings sing "my dog has fleas" when they are in tune',
      drawn: 'guitar',
    },
    guitar: {
      name: 'guitar',
      words: /\bguitars?\b/i,
      part: 'string',
      play: 'strummed the first chord',
      plays: 'strums the first chord',
      bad: 'a wonky, droopy twang',
      good: 'a bright, ringing chord',
      wrong: 'a tuning peg had turned, and the thinnest string had gone slack',
      wrongs: 'a tuning peg has turned, and the thinnest string has gone slack',
      fix: 'turned the tuning peg slowly, plucking and listening, until the string matched its neighbour',
      fixes: 'turns the tuning peg slowly, plucking and listening, until the string matches its neighbour',
      knows: 'each string can be tuned by matching it to the one beside it',
      drawn: 'guitar',
    },
    drum: {
      name: 'drum',
      words: /\b(?:drums?|drumming|drum kit|bongos?|djembes?)\b/i,
      part: 'skin',
      play: 'played the first beat',
      plays: 'plays the first beat',
      bad: 'a flat, floppy thud',
      good: 'a big, round BOOM',
      wrong: 'the skin on top had worked loose and gone floppy',
      wrongs: 'the skin on top has worked loose and gone floppy',
      fix: 'turned each screw round the rim with the drum key, a little at a time, until the skin was tight',
      fixes: 'turns each screw round the rim with the drum key, a little at a time, until the skin is tight',
      knows: 'a tight drum skin booms, and a loose one only thuds',
      drawn: 'drum',
    },
    'tin whistle': {
      name: 'tin whistle',
      words: /\b(?:tin|penny|irish) whistles?\b/i,
      ...DROP,
      good: 'a bright, high whistle',
      drawn: 'tin whistle',
    },
    recorder: {
      name: 'recorder',
      words: /\brecorders?\b/i,
      ...DROP,
      good: 'a clear, sweet sound',
      drawn: 'recorder',
    },
    flute: {
      name: 'flute',
      words: /\b(?:flutes?|piccolos?)\b/i,
      part: 'head joint',
      play: 'blew across the hole for the first note',
      plays: 'blows across the hole for the first note',
      bad: 'a breathy whoosh of air',
      good: 'a soft, silvery sound',
      wrong: 'the top part had twisted round, so the hole no longer faced the right way',
      wrongs: 'the top part has twisted, so the hole faces the wrong way',
      fix: 'twisted the top part back until the hole lined up with the first key',
      fixes: 'twists the top part back until the hole lines up with the first key',
      knows: 'a flute only sings when the hole lines up just right',
      // No flute is drawn: the tin whistle is the closest, a thin metal pipe.
      drawn: 'tin whistle',
    },
    trumpet: {
      name: 'trumpet',
      words: /\b(?:trumpets?|cornets?|bugles?)\b/i,
      part: 'water key',
      play: 'blew the first note',
      plays: 'blows the first note',
      bad: 'a gurgle, like water going down a drain',
      good: 'a bright, brassy call',
      wrong: 'water from {their} own warm breath had gathered in the tubes',
      wrongs: 'water from {their} own warm breath has gathered in the tubes',
      fix: 'pressed the little water key and blew, and the water pattered out',
      fixes: 'presses the little water key and blows, and the water patters out',
      knows: 'warm breath turns to water in the tubes, and the water key lets it out',
      drawn: 'trumpet',
    },
    harp: {
      name: 'harp',
      words: /\bharps?\b/i,
      part: 'string',
      play: 'plucked the first strings',
      plays: 'plucks the first strings',
      bad: 'a sour, wobbly twang',
      good: 'a soft, rippling note',
      wrong: 'one of the strings had slipped out of tune and gone slack',
      wrongs: 'one of the strings has slipped out of tune and gone slack',
      fix: 'counted along from the red string, found the slack one and tightened it with the tuning key',
      fixes: 'counts along from the red string, finds the slack one and tightens it with the tuning key',
      knows: 'every red string on a harp is a C, so any string can be found',
      // No harp is drawn: the cello is the closest, a tall stringed instrument stood on the floor.
      drawn: 'cello',
    },
    xylophone: {
      name: 'xylophone',
      words: /\b(?:xylophones?|glockenspiels?|marimbas?)\b/i,
      part: 'bar',
      play: 'tapped the first notes',
      plays: 'taps the first notes',
      bad: 'a note in the wrong place',
      good: 'a bright, wooden plink',
      wrong: 'two of the bars had jumped off their pegs and swapped places',
      wrongs: 'two of the bars have jumped off their pegs and swapped places',
      fix: 'put the two bars back, the shorter one on the high side',
      fixes: 'puts the two bars back, the shorter one on the high side',
      knows: 'the shorter the bar, the higher the note',
      fact: 'a xylophone has wooden bars, and each bar plays its own note',
      // No xylophone is drawn: a row of piano keys is the closest, a row of notes from low to high.
      drawn: 'piano keys',
    },
    clarinet: {
      name: 'clarinet',
      words: /\bclarinets?\b/i,
      ...REED,
      play: 'blew the first note',
      plays: 'blows the first note',
      bad: 'a squawk like a startled goose',
      good: 'a warm, woody sound',
      // No clarinet is drawn: the recorder is the closest, a long dark pipe with holes.
      drawn: 'recorder',
    },
    saxophone: {
      name: 'saxophone',
      words: /\b(?:saxophones?|sax)\b/i,
      ...REED,
      play: 'blew the first note',
      plays: 'blows the first note',
      bad: 'a honk like a startled goose',
      good: 'a smooth, golden sound',
      // No saxophone is drawn: the trumpet is the closest, a bright brass horn.
      drawn: 'trumpet',
    },
  },
  sport: SPORTS,
  dinosaur: DINOSAURS,
  creature: CREATURES,
  farm: FARM_ANIMALS,

  sea: SEA_CREATURES,

  sky: SKY,
}

/** The families a tale's `subject:` can name, each with its things by key. */
export const SUBJECTS: Readonly<Record<string, Readonly<Record<string, SubjectEntry>>>> = Object.fromEntries(
  Object.entries(RAW).map(([family, entries]) => [
    family,
    Object.fromEntries(
      Object.entries(entries).map(([key, raw]) => [
        key,
        {
          ...raw,
          fact: raw.fact ?? INTEREST_FACTS[`the ${raw.name}`]?.fact ?? INTEREST_FACTS[`the ${raw.name}s`]?.fact ?? raw.knows,
          kept: raw.kept ?? `{their} ${raw.name}`,
          keptDrawn: raw.keptDrawn ?? raw.drawn,
          move: raw.move ?? 'tunes',
          game: raw.game ?? 'concert',
          wheel: raw.wheel ?? raw.play,
          wheels: raw.wheels ?? raw.plays,
          ...dinosaurFields(raw),
          many: raw.many ?? `${raw.name}s`,
          where: raw.where ?? '',
          day: raw.day ?? raw.wrong,
          days: raw.days ?? raw.wrongs,
          sign: raw.sign ?? raw.good,
          dusk: raw.dusk ?? raw.fix,
          dusks: raw.dusks ?? raw.fixes,
          idea: raw.idea ?? '',
          after: raw.after ?? raw.fix,
          afters: raw.afters ?? raw.fixes,
          little: raw.little ?? raw.knows,

          the: raw.the ?? `the ${raw.name}`,
          look: raw.look ?? raw.play,
          looks: raw.looks ?? raw.plays,
          truth: raw.truth ?? raw.knows,
          ...taskFields(raw),
          ...farmFields(raw),
        },
      ]),
    ),
  ]),
)

export const SUBJECT_FAMILIES = Object.keys(SUBJECTS)

/** A vehicle's job and a sport's day (vehicles/9, sports/6); another family's thing tells its shared words. */
function taskFields(raw: Raw): TaskFields {
  const kit = raw.kit ?? raw.part
  return {
    job: raw.job ?? raw.plays,
    loud: raw.loud ?? raw.good,
    harder: raw.harder ?? raw.play,
    harders: raw.harders ?? raw.plays,
    called: raw.called ?? raw.name,
    place: raw.place ?? raw.name,
    side: raw.side ?? 'the others',
    kit,
    chairkit: raw.chairkit ?? kit,
    start: raw.start ?? 'it began',
    starts: raw.starts ?? 'it begins',
  }
}

/** The farm family's own fields (subject-farm.ts); another family's thing tells its shared words. */
function farmFields(raw: Raw): FarmFields {
  return {
    them: raw.them ?? `the ${raw.name}`,
    home: raw.home ?? raw.part,
    homeDrawn: raw.homeDrawn ?? raw.drawn,
    say: raw.say ?? raw.good,
    out: raw.out ?? raw.wrong,
    outs: raw.outs ?? raw.wrongs,
    worse: raw.worse ?? raw.bad,
    worses: raw.worses ?? raw.bad,
    went: raw.went ?? raw.fix,
    goes: raw.goes ?? raw.fixes,
  }
}

/** The dinosaur family's own fields (subject-dinosaurs.ts); another family's thing tells its name or its own words. */
function dinosaurFields(raw: Raw): DinosaurFields {
  return {
    eats: raw.eats ?? raw.name,
    size: raw.size ?? raw.name,
    what: raw.what ?? `a ${raw.name}`,
    mum: raw.mum ?? raw.play,
    mums: raw.mums ?? raw.plays,
    found: raw.found ?? raw.good,
    back: raw.back ?? raw.play,
    backs: raw.backs ?? raw.plays,
    babyDrawn: raw.babyDrawn ?? raw.drawn,
  }
}

/** The fields a `{subject.…}` token can tell. */
/** The sport family's fields (subject-sports.ts), tokens too: {subject.move}, {subject.game}, {subject.wheel}. */
export const SPORT_FIELDS = ['move', 'game', 'wheel', 'wheels'] as const
/** The dinosaur family's fields (subject-dinosaurs.ts), tokens too: {subject.found}, {subject.eats} … */
export const DINOSAUR_FIELDS = ['eats', 'size', 'what', 'mum', 'mums', 'found', 'back', 'backs'] as const
/** The creature family's fields (subject-creatures.ts): {subject.many}, {subject.where}, {subject.day} … */
export const CREATURE_FIELDS = ['many', 'where', 'day', 'days', 'sign', 'dusk', 'dusks'] as const
type CreatureField = (typeof CREATURE_FIELDS)[number]
/** The sea family's fields (subject-sea.ts): {subject.idea}, {subject.worse}, {subject.after} … */
export const SEA_FIELDS = ['idea', 'worse', 'worses', 'after', 'afters', 'little'] as const
type SeaField = (typeof SEA_FIELDS)[number]

/** The sky family's fields (subject-sky.ts): {subject.the}, {subject.look}, {subject.truth} … */
export const SKY_FIELDS = ['the', 'look', 'looks', 'truth'] as const
type SkyField = (typeof SKY_FIELDS)[number]
export const SUBJECT_FIELDS = [
  'part',
  'play',
  'plays',
  'bad',
  'good',
  'wrong',
  'wrongs',
  'fix',
  'fixes',
  'knows',
  'fact',
  'kept',
  ...SPORT_FIELDS,
  ...DINOSAUR_FIELDS,
  ...CREATURE_FIELDS,
  ...SEA_FIELDS,

  ...SKY_FIELDS,
  ...TASK_FIELDS,
  ...FARM_FIELDS,
] as const
export type SubjectField = (typeof SUBJECT_FIELDS)[number]

/**
 * The child's own thing of the family, by what the parent said they love: the interests first
 * (the form's, then the name field's, in the order given), the first that names one. Undefined
 * where none does.
 */
export function ownSubject(family: string, said: readonly string[], passOver?: (key: string) => boolean): string | undefined {
  const entries = SUBJECTS[family]
  if (!entries) return undefined
  for (const words of said) for (const [key, entry] of Object.entries(entries)) if (entry.words.test(words) && !passOver?.(key)) return key
  return undefined
}

/**
 * A page's objects as they can be drawn, for a tale with a subject: `{subject}` stands for every
 * thing of its family (what each is drawn as), for the checks that every object is drawn.
 */
export function objectsDrawn(objects: readonly string[], subject: { family: string } | undefined): string[] {
  const entries = Object.values(SUBJECTS[subject?.family ?? ''] ?? {})
  return objects.flatMap((object) => {
    const field = OBJECT_TOKENS[object]
    return field ? [...new Set(entries.map((entry) => entry[field]))] : [object]
  })
}

/** The subject tokens a page's `objects:` may hold, and what each draws. */
export const OBJECT_TOKENS: Readonly<Record<string, 'drawn' | 'keptDrawn' | 'babyDrawn' | 'homeDrawn'>> = {
  '{subject}': 'drawn',
  '{subject.kept}': 'keptDrawn',
  // A dinosaur's little one (subject-dinosaurs.ts): "baby stegosaurus".
  '{subject.baby}': 'babyDrawn',
  // A farm animal's safe place for the night (subject-farm.ts): "hen house", a stable drawn as a barn.
  '{subject.home}': 'homeDrawn',
}
