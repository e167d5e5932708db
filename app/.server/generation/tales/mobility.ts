/**
 * A hero who uses a wheelchair moves about as they do: where the story has the hero walk, run,
 * dash or tiptoe, they wheel, zoom or roll; stairs become the lift and a standing hero waits. Only
 * clauses whose subject is the hero by name ("Mia ran", "Mia and Bolt ran") change, so a companion
 * still runs beside them; so do the hero's pronoun right after a sentence the hero leads ("She
 * jumped up and down") and a movement told back to front ("Up she jumps"). Jumping up is sitting up
 * tall, climbing into bed is getting in, stairs are the lift. What cannot be told another way by a
 * word (climbing a tree, jumping a stream) is left to the story files and counted by
 * `wheelchairMoves` for the report.
 */
import { escapeRegExp } from '../profile/limits'

/** Each movement word and what a wheelchair user does instead, in the same tense. */
const MOVES: Record<string, string> = {
  walk: 'wheel',
  walks: 'wheels',
  walked: 'wheeled',
  walking: 'wheeling',
  run: 'zoom',
  runs: 'zooms',
  ran: 'zoomed',
  running: 'zooming',
  dash: 'zoom',
  dashes: 'zooms',
  dashed: 'zoomed',
  dashing: 'zooming',
  hurried: 'hurried',
  sprinted: 'zoomed',
  race: 'zoom',
  races: 'zooms',
  raced: 'zoomed',
  racing: 'zooming',
  tiptoe: 'roll quietly',
  tiptoes: 'rolls quietly',
  tiptoed: 'rolled quietly',
  tiptoeing: 'rolling quietly',
  crept: 'rolled quietly',
  creeps: 'rolls quietly',
  creep: 'roll quietly',
  creeping: 'rolling quietly',
  stroll: 'roll',
  strolls: 'rolls',
  strolled: 'rolled',
  strolling: 'rolling',
  march: 'wheel',
  marches: 'wheels',
  marched: 'wheeled',
  marching: 'wheeling',
  skip: 'roll',
  skips: 'rolls',
  skipped: 'rolled',
  skipping: 'rolling',
  stepped: 'rolled',
  steps: 'rolls',
  step: 'roll',
  // Jumping, hopping and climbing: going, in the chair's own way.
  jump: 'roll',
  jumps: 'rolls',
  jumped: 'rolled',
  jumping: 'rolling',
  leap: 'roll',
  leaps: 'rolls',
  leapt: 'rolled',
  leaped: 'rolled',
  leaping: 'rolling',
  hop: 'roll',
  hops: 'rolls',
  hopped: 'rolled',
  hopping: 'rolling',
  climb: 'go up',
  climbs: 'goes up',
  climbed: 'went up',
  climbing: 'going up',
  clambered: 'went',
  scrambled: 'wheeled',
  stood: 'waited',
  stands: 'waits',
  stand: 'wait',
  standing: 'waiting',
  knelt: 'leaned down',
  kneels: 'leans down',
  kneel: 'lean down',
  kneeling: 'leaning down',
  crouched: 'leaned low',
  crouches: 'leans low',
  crouch: 'lean low',
  crouching: 'leaning low',
  squatted: 'leaned down',
  squats: 'leans down',
}

/** Phrases that read better turned whole ("stood on tiptoe" is not "waited on tiptoe"). */
const PHRASES: Record<string, string> = {
  // Longest first: the pattern takes the first phrase that fits.
  'stood up tall on tiptoe': 'stretched up tall',
  'jumped up and down': 'whooped and waved',
  'jumps up and down': 'whoops and waves',
  'jumping up and down': 'whooping and waving',
  'jumped for joy': 'spun round for joy',
  'jumps for joy': 'spins round for joy',
  'jumped to her feet': 'sat up tall',
  'jumped to his feet': 'sat up tall',
  'jumped to their feet': 'sat up tall',
  'leapt to her feet': 'sat up tall',
  'leapt to his feet': 'sat up tall',
  'leapt to their feet': 'sat up tall',
  'jumped up': 'sat up tall',
  'jumps up': 'sits up tall',
  'jumping up': 'sitting up tall',
  'leapt up': 'sat bolt upright',
  'leaped up': 'sat bolt upright',
  'leaps up': 'sits bolt upright',
  'leaping up': 'sitting bolt upright',
  'jumped down': 'came down',
  'jumps down': 'comes down',
  'jumped off': 'rolled off',
  'jumps off': 'rolls off',
  'does a big jump': 'does a big spin',
  'did a big jump': 'did a big spin',
  // Up a rope (or a wizard's beard) is lifted, in a loop the story gives them: rising, never hauling.
  'hauled herself up': 'rose up',
  'hauled himself up': 'rose up',
  'hauled themselves up': 'rose up',
  'pulled herself up': 'rose up',
  'pulled himself up': 'rose up',
  'pulled themselves up': 'rose up',
  'let herself down': 'came down',
  'let himself down': 'came down',
  'let themselves down': 'came down',
  // Out of bed is into the chair beside it.
  'got out of bed': 'slid from the bed into the wheelchair',
  'gets out of bed': 'slides from the bed into the wheelchair',
  'getting out of bed': 'sliding from the bed into the wheelchair',
  'slid out of bed': 'slid from the bed into the wheelchair',
  'slides out of bed': 'slides from the bed into the wheelchair',
  'climbed out of bed': 'slid from the bed into the wheelchair',
  'climbs out of bed': 'slides from the bed into the wheelchair',
  'jumped out of bed': 'was out of bed and into the wheelchair in a flash',
  'jumps out of bed': 'is out of bed and into the wheelchair in a flash',
  'hopped out of bed': 'was out of bed and into the wheelchair in a flash',
  'hops out of bed': 'is out of bed and into the wheelchair in a flash',
  'leapt out of bed': 'was out of bed and into the wheelchair in a flash',
  'climbed the stairs': 'took the lift',
  'climbs the stairs': 'takes the lift',
  'took the stairs': 'took the lift',
  'takes the stairs': 'takes the lift',
  // "climbed back to the crow's nest" went back up, never "went up back to".
  'climbed back to': 'went back up to',
  'climbs back to': 'goes back up to',
  'climbed back in': 'got back in',
  'climbs back in': 'gets back in',
  'climbing back in': 'getting back in',
  // "climbs and climbs" keeps going up, both times.
  'climbs and climbs': 'goes up and up',
  'climbed and climbed': 'went up and up',
  // "climbed up the beard" is "went up", never "went up up".
  'climbed up': 'went up',
  'climbs up': 'goes up',
  'climbing up': 'going up',
  'climbed into': 'got into',
  'climbs into': 'gets into',
  'climbed in': 'got in',
  'climbs in': 'gets in',
  'climbed onto': 'got onto',
  'climbs onto': 'gets onto',
  'climbing out': 'getting out',
  'climbing into': 'getting into',
  'climbing onto': 'getting onto',
  'climbing down': 'coming down',
  'climbed out': 'got out',
  'climbs out': 'gets out',
  'climbed down': 'came down',
  'climbs down': 'comes down',
  'jumped the': 'rolled round the',
  'jumps the': 'rolls round the',
  'jumped over': 'rolled round',
  'jumps over': 'rolls round',
  'hopped over': 'rolled round',
  'hops over': 'rolls round',
  'leapt over': 'rolled round',
  'leaps over': 'rolls round',
  'stood very still': 'kept very still',
  'kicked it': 'whacked it',
  'kicks it': 'whacks it',
  'kicked the ball': 'whacked the ball',
  'kicks the ball': 'whacks the ball',
  'kicked her legs': 'paddled her arms',
  'kicked his legs': 'paddled his arms',
  'kicked their legs': 'paddled their arms',
  'kicking her legs': 'paddling her arms',
  'kicking his legs': 'paddling his arms',
  'kicking their legs': 'paddling their arms',
  'is stamping her feet': 'is rubbing her hands',
  'is stamping his feet': 'is rubbing his hands',
  'are stamping their feet': 'are rubbing their hands',
  'stamped her feet': 'rubbed her hands',
  'stamped his feet': 'rubbed his hands',
  'stamped their feet': 'rubbed their hands',
  // Back on the heels, down on the knees: a kneeling child's; the chair's user sits back (in the chair already) or leans down.
  'sat back on her heels': 'sat back',
  'sat back on his heels': 'sat back',
  'sat back on their heels': 'sat back',
  'sits back on her heels': 'sits back',
  'sits back on his heels': 'sits back',
  'sits back on their heels': 'sits back',
  'rocked back on her heels': 'rocked back',
  'rocked back on his heels': 'rocked back',
  'rocked back on their heels': 'rocked back',
  'dropped to her knees': 'leaned right down',
  'dropped to his knees': 'leaned right down',
  'dropped to their knees': 'leaned right down',
  'fell to her knees': 'leaned right down',
  'fell to his knees': 'leaned right down',
  'fell to their knees': 'leaned right down',
  'stood on tiptoe': 'stretched up tall',
  'stood on tiptoes': 'stretched up tall',
  'stood on her toes': 'stretched up tall',
  'stood on his toes': 'stretched up tall',
  'stood on their toes': 'stretched up tall',
  'went on tiptoe': 'went quietly',
  'goes on tiptoe': 'goes quietly',
  'stood still': 'stayed still',
  'stood back': 'sat back',
  'stands back': 'sits back',
  'stood up': 'sat up tall',
  'stands up': 'sits up tall',
  'stands on tiptoe': 'stretches up tall',
  'stands still': 'stays still',
  'knelt down': 'leaned down',
  'kneels down': 'leans down',
  'crouched down': 'leaned low',
  'crouches down': 'leans low',
  'crouching down': 'leaning low',
  // Down on the floor is out of the chair: the hero pulls up where the others sit.
  'sat down on the floor': 'pulled up',
  'sat down on the ground': 'pulled up',
  'sat down on the rug': 'pulled up',
  'sat down on the carpet': 'pulled up',
  'sat on the floor': 'pulled up',
  'sat on the ground': 'pulled up',
  'sat on the rug': 'pulled up',
  'sits down on the floor': 'pulls up',
  'sits down on the ground': 'pulls up',
  'sits on the floor': 'pulls up',
  'sat down on the grass': 'pulled up on the grass',
  'sat down in the grass': 'pulled up on the grass',
  'sat down on the bank': 'pulled up on the bank',
  'sat down on the sand': 'pulled up on the sand',
  'sat on the grass': 'pulled up on the grass',
  'sat on the bank': 'pulled up on the bank',
  'sat on the sand': 'pulled up on the sand',
  'sits down on the grass': 'pulls up on the grass',
  'sits on the grass': 'pulls up on the grass',
  // A bench or a piano stool is a seat; the chair's user has one already, and pulls up beside it.
  'sat down on the bench': 'pulled up at the bench',
  'sat on the bench': 'pulled up at the bench',
  'sits on the bench': 'pulls up at the bench',
  'sat on a bench': 'pulled up at a bench',
  'sat on the piano stool': 'pulled up at the piano',
  'sits on the piano stool': 'pulls up at the piano',
  // "went and sat beside her": the hero is sitting already.
  'went and sat': 'wheeled up',
  'goes and sits': 'wheels up',
  // Flat on the ground to look close, or on hands and knees: the chair's user leans right down from it.
  ...Object.fromEntries(
    ['her', 'his', 'their'].flatMap((p) => [
      [`lay flat on ${p} tummy`, 'leaned right down'],
      [`lay flat on ${p} stomach`, 'leaned right down'],
      [`lay on ${p} tummy`, 'leaned right down'],
      [`lay on ${p} front`, 'leaned right forward'],
      [`lay down on ${p} front`, 'leaned right forward'],
      [`lies on ${p} tummy`, 'leans right down'],
      [`on ${p} hands and knees`, 'leaning low'],
    ]),
  ),
  'lay flat on the grass': 'leaned right down over the grass',
  'lies flat on the grass': 'leans right down over the grass',
  'lay flat on the floor': 'leaned right down to the floor',
  'lay flat on the carpet': 'leaned right down to the carpet',
  'on hands and knees': 'leaning low',
  'nearly trod on': 'nearly rolled over',
  'nearly treads on': 'nearly rolls over',
  // "Ezra was standing in a kitchen": where the hero is, not how.
  'was standing': 'was',
  'is standing': 'is',
}

/** Anywhere in a sentence the hero starts ("Mia stopped, and made herself stand still"). */
const IN_HERO_SENTENCE: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  [/\bstand still\b/g, 'keep still'],
  [/\bknelt down\b/g, 'leaned down'],
  // "stamped her cold feet" to keep warm: the hands are rubbed instead.
  [
    /\bstamp(s|ed|ing)? (her|his|their) ((?:\w+ )?)feet\b/g,
    (_: string, end: string | undefined, whose: string, how: string) =>
      `${{ s: 'rubs', ed: 'rubbed', ing: 'rubbing' }[end ?? ''] ?? 'rub'} ${whose} ${how}hands`,
  ],
  // Her own feet remembered: "smiled, remembering marching up to Mrs Thackray".
  [
    /\b(remember(?:s|ed|ing)?|thinking of|thought of|dreaming of|dreamed of|dreamt of) (\w+ing)\b/g,
    (all: string, lead: string, word: string) => (MOVES[word] ? `${lead} ${MOVES[word]}` : all),
  ],
]

/**
 * The hero's own words of her own feet: '"And I'll run right beside you," said Zara' is "I'll
 * zoom"; a "we" goes in words true of feet and wheels ("We'll hurry").
 */
const HER_OWN_WORDS = "\\b(I|[Ww]e)((?:['’]ll|['’]d| will| would| can| could| must)?(?: just| right| all| both| still)?) (\\w+)\\b"

/** A sentence the hero starts, perhaps after a word of time: "Then Zara …". */
const HERO_LEADS = '^\\s*(?:(?:Then|And|But|So|Now|Soon|Slowly|Quickly|Finally|At last|Together),?\\s+)?'

/** Words between the hero and the movement that keep it theirs: "Zara had climbed", "Ellis was already climbing". */
const AUXILIARY = '(?: (?:had|has|was|is|were|are|would|will|could|already|just|still|soon|then)(?! standing\\b))*'

/**
 * Where a chair cannot go, whatever verb takes it there: up onto a rock, over the stepping stones,
 * up a tree, down the stairs two at a time. Told as going right up to the place, sitting under the
 * tree, or without the steps, in a sentence that names the hero.
 */
/** Going somewhere, on wheels or in any words: what takes the hero onto a rock. */
const GOES = '(?:went|wheeled|rolled|zoomed|came|got|goes|wheels|rolls|zooms|comes|gets|go|wheel|roll|zoom|come|get)'

const OUT_OF_REACH: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  // "climbed up onto" told "went up up onto".
  [/\b(went|goes|go|going|gone) up up\b/g, '$1 up'],
  [
    new RegExp(
      `\\b(${GOES}(?: back)?)(?: (?:down|up|out|over))?(?: the slipway)? (?:onto|on to|over|across) (the|a) ((?:[\\w-]+ ){0,2})(rocks|rock|boulders?|stepping stones|stones|wall|stile|cliff|log|fence|roof)\\b`,
      'g',
    ),
    '$1 right up to $2 $3$4',
  ],
  [
    /\b(climbed|climbs|climb|climbing|went up|goes up|go up|going up|had gone up)(?: up)? (that|the|a|this|his|her|their|an) ((?:[\w-]+ ){0,2})tree\b/g,
    (_: string, verb: string, det: string, words: string) =>
      `${{ climbs: 'sits', 'goes up': 'sits', climbing: 'sitting', 'going up': 'sitting', climb: 'sit', 'go up': 'sit' }[verb] ?? 'sat'} under ${det} ${words}tree`,
  ],
  [/,? (?:two|three|four) (?:steps|stairs) at a time\b/g, ''],
  [/\b((?:sat|sits|sitting|stretched|stretches|stretching) up tall) on (?:tiptoes?|(?:her|his|their) toes)\b/g, '$1'],
  // Bubbles, suds, puddles and leaves a chair rolls through: "waded into the bubbles".
  [
    /\b(waded|wades|wade|wading) (into|through) the (bubbles|suds|foam|puddles?|mud|leaves|snow)\b/g,
    (_: string, verb: string, into: string, what: string) =>
      `${{ wades: 'rolls', wade: 'roll', wading: 'rolling' }[verb] ?? 'rolled'} ${into} the ${what}`,
  ],
  // "sat on the back step": by the back door, where the chair waits.
  [
    /\b(sat|sits|sitting)(?: down)? on the ((?:cold |warm |sunny |stone )?(?:back |front |caravan |kitchen )?)(?:door)?steps?\b/g,
    '$1 by the $2door',
  ],
  [
    /\b(waded|wades|wade|wading) (?:in|into|out into) the (sea|water|stream|river|pond|waves|shallows)\b/g,
    (_: string, verb: string, water: string) =>
      `${{ wades: 'rolls', wade: 'roll', wading: 'rolling' }[verb] ?? 'rolled'} down to the edge of the ${water}`,
  ],
]

/**
 * Words said to or of the hero in any sentence that names them: asked aboard ("Hop up front," said
 * the firefighter to Finley), and the day told back ("the sardines, the running, the ladder").
 */
const SAID_OF_HERO: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  [/(["“])Hop up\b/g, '$1Come up'],
  [/(["“])Hop (in|on)\b/g, (_: string, q: string, where: string) => `${q}${where === 'in' ? 'In' : 'On'} you come`],
  [/\bthe running\b/g, 'the rushing'],
]

/** "she" as a pattern that reads "She" too. */
const anyCase = (word: string) => `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`

/** Words before the movement that keep it the hero's: "tried to climb", "stopped jumping", "kept running". */
const LEAD_IN = '(?:tried|tries|began|begins|started|starts|stopped|stops|kept|keeps)(?: to)?'

const MOVE_WORDS = [...Object.keys(PHRASES), ...Object.keys(MOVES)].join('|')
/**
 * The same without a bare climb: a "they" or a second verb may be the ducks climbing out or a tune
 * climbing up the lane; only the hero by name (or pronoun) climbs a hill.
 */
const LOOSE_MOVE_WORDS = [...Object.keys(PHRASES), ...Object.keys(MOVES)].filter((w) => !/^climb(?!.* stairs)/.test(w)).join('|')

/** "ran a fingertip along it", "ran her eyes down the list": a hand or an eye that runs, not the child. */
const HANDS_NOT_FEET = '(?! (?:a|an|the|one|his|her|their|its) (?:fingertips?|fingers?|hands?|thumbs?|eyes?|palms?|comb|brush|tap|bath)\\b)'

/** "stood one half in red", "ran the glue stick round": a verb with an object is not going anywhere. */
const NOT_PLACED = '(?! (?:one|it|them|each|both|a|an|the|his|her|their)\\b)'

const SAID = 'said|says|whispered|whispers|called|calls|shouted|shouts|cried|cries|laughed|laughs|breathed|breathes'

/**
 * The hero as the one speaking the quote in her sentence: "said Zara", '," Zara said', 'Zara said,
 * "'. Not "said Grandad, and Zara laughed" (the quote is his).
 */
const heroSays = (name: string) => {
  const speaks = `(?:${SAID}|asked|asks|promised|promises)`
  return new RegExp(`\\b${speaks} ${name}\\b|["”] ${name} ${speaks}\\b|\\b${name} ${speaks},? ["“]`)
}

/** Verbs (and words) that send someone upstairs or downstairs, rather than say who is there. */
const GOES_BY_STAIRS =
  '(?:go|goes|going|went|gone|come|comes|coming|came|run|runs|running|ran|race[sd]?|racing|hurr(?:y|ies|ied|ying)|dash(?:es|ed|ing)?|creep(?:s|ing)?|crept|tiptoe[sd]?|tiptoeing|head(?:s|ed|ing)?|wheel(?:s|ed|ing)?|zoom(?:s|ed|ing)?|roll(?:s|ed|ing)?|carr(?:y|ies|ied|ying)|back|straight|it)'
/** "up the stairs" → "up in the lift": stairs are never the hero's way. */
const STAIRS: Array<[RegExp, string]> = [
  [/\b(?:up|down) the (?:stairs|staircase|steps)\b/gi, 'in the lift'],
  // Only as the way someone goes ("went upstairs"): "Downstairs, Nia could hear Mam" says where Mam is.
  [new RegExp(`(?<=\\b${GOES_BY_STAIRS} )upstairs\\b`, 'gi'), 'up in the lift'],
  [new RegExp(`(?<=\\b${GOES_BY_STAIRS} )downstairs\\b`, 'gi'), 'down in the lift'],
  // A football-lover's seed ("kicking a football against the wall", profile/interests.ts): thrown, from the chair.
  [/\bkick(ing|s|ed)? a football against the wall\b/g, 'bounc$1 a football off the wall'],
]

/**
 * A jump of fright is the body's, in a chair too ("BANG! Mia jumped so hard the candle shivered",
 * "jumped and clapped her hands over her ears"): it stays a jump, hidden from the movement words
 * by a mark inside the word until the page is told.
 */
const STARTLED =
  /\b(jum)(p(?:ed|s)?)(?= so hard| and (?:clapped|claps|covered|covers|grabbed|grabs|held|holds|hid|hides|pulled|pulls)\b| in (?:surprise|fright)\b| with fright\b| out of (?:her|his|their) skin\b)/g
const HIDDEN = '\uE000'

/**
 * The page told for a hero, named `hero`, who uses a wheelchair. Only clauses with the hero's name
 * as subject change: a "she ran" may be anyone on the page.
 */
export function toldForWheelchair(page: string, hero: string, pronoun?: 'she' | 'he' | 'they'): string {
  return withFootballInHands(movedForWheelchair(page.replace(STARTLED, `$1${HIDDEN}$2`), hero, pronoun).replaceAll(HIDDEN, ''), hero)
}

/**
 * The child's football as a wheelchair user plays it: "kicking a football" (the interest as the
 * lexicon tells it) is wheelchair football, a kick a throw. Only in a sentence that names the hero:
 * Dad may still kick the ball back.
 */
const FOOTBALL_PLAYED: ReadonlyArray<[RegExp, string]> = [
  [/\bkicking (?:a|the) (?:foot)?ball(?: about| around)?\b/g, 'playing wheelchair football'],
  [/\b(kick|kicks|kicked) (a |the |(?:his|her|their) (?:old |new )?)((?:foot)?ball)\b/g, ''],
  [/\bkick-?about\b/g, 'game of catch'],
]
const THROWN: Record<string, string> = { kick: 'throw', kicks: 'throws', kicked: 'threw' }
function withFootballInHands(text: string, hero: string): string {
  const names = new RegExp(`\\b${escapeRegExp(hero)}\\b`)
  return text.replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
    names.test(sentence)
      ? FOOTBALL_PLAYED.reduce(
          (told, [from, to]) => told.replace(from, (...m: string[]) => (m[1] && THROWN[m[1]] ? `${THROWN[m[1]]} ${m[2]}${m[3]}` : to)),
          sentence,
        )
      : sentence,
  )
}

function movedForWheelchair(text: string, hero: string, pronoun?: 'she' | 'he' | 'they'): string {
  const name = escapeRegExp(hero)
  const swap = (word: string) => PHRASES[word] ?? MOVES[word] ?? word
  // The hero, alone or first of a pair ("Mia and Bolt", "Mia and the owl"), then perhaps an adverb.
  const move = new RegExp(
    `\\b(${name})((?: and (?:the |her |his |their )?[\\w'’]+(?: [A-Z][\\w'’]+)?)?${AUXILIARY}(?: \\w+ly)?(?: ${LEAD_IN})?) (${MOVE_WORDS})\\b${HANDS_NOT_FEET}`,
    'g',
  )
  // A sentence the hero starts, perhaps after a word of time: "Then Ellis picked it up, walked …".
  const lead = HERO_LEADS
  const heroStarts = new RegExp(`${lead}${name}\\b`)
  // The hero as the subject after a few words of when ("In the morning Zara pushed …", "When the
  // stone was in, Zara sat up …"), after the verb ("Out into the rain went Kofi, and …") or speaking ('"Wait," Zara said, and ran'): the sentence goes on with the hero.
  const heroAfterLead = new RegExp(
    `(?:^\\s*[A-Z][a-z]+(?: [a-z]+){0,3},? |, (?:and |then )?|\\b(?:went|goes|came|comes|rolled|rolls|wheeled|wheels|zoomed|zooms|off) )${name}(?!['’])\\b|^\\s*["“][^"”]*[,!?]["”] ${name} (?:${SAID})\\b`,
  )
  const heroSentence = (sentence: string) => heroStarts.test(sentence) || heroAfterLead.test(sentence)
  // "When Zara's name was called, she walked out": the hero's pronoun after the hero is named.
  const pronounAfterName =
    pronoun && pronoun !== 'they'
      ? new RegExp(`(\\b${name}\\b[^.!?]*?(?:,|\\band|\\bthen) (?:\\w+ )?${pronoun}(?: \\w+ly)?) (${LOOSE_MOVE_WORDS})\\b`, 'g')
      : null
  // "They ran along the shadow": on a page that names the hero, "they" who move are the hero and friends.
  const pairStarts = new RegExp(`${lead}[Tt]hey\\b`)
  const pairMoves = new RegExp(`^(\\s*(?:\\w+,?\\s+)?[Tt]hey(?: \\w+ly)?) (${LOOSE_MOVE_WORDS})\\b`)
  // '"A fairy ring," whispered Zara, and stepped inside.'
  const saidThenMoves = new RegExp(`\\b((?:${SAID}) ${name},? (?:and|then|and then)) (${MOVE_WORDS})\\b`, 'g')
  const namesHero = new RegExp(`\\b${name}\\b`).test(text)
  // '"We don't have to lift it," said Zara, jumping up.'
  const saidWhileMoving = new RegExp(`\\b((?:${SAID}) ${name},) (${MOVE_WORDS})\\b`, 'g')
  // "Up she jumps.", "In they all climb.", "On climbs Zara": a movement told back to front.
  const subject = `(?:${name}${pronoun && pronoun !== 'they' ? `|${pronoun}` : ''}${namesHero ? '|they' : ''})`
  const inverted = new RegExp(
    `(^|[.!?]["”’]?\\s+|\\n)((?:Up|In|On|Off|Down|Out|Over|Into|Onto)\\b[^.!?,"“]{0,30}? )(?:(${subject}(?: all)?) (jumps?|climbs?|leaps?)|(jumps|climbs|leaps) (${subject}))\\b`,
    'g',
  )
  const goes = (verb: string) => (/s$/.test(verb) ? 'goes' : 'go')
  // "Zara looked at the wall. She jumped." The hero's pronoun right after a sentence the hero leads is the hero.
  // A "they" hero too: right after a sentence the hero leads, "They climbed" is the hero (or the hero
  // and friends, who move as the hero does).
  const pronounLeads = pronoun ? new RegExp(`${lead}${anyCase(pronoun)}\\b`) : null
  const pronounMoves = pronounLeads
    ? new RegExp(
        `^(\\s*(?:(?:Then|And|But|So|Now|Soon|Slowly|Quickly|Finally|At last|Together),?\\s+)?${anyCase(pronoun as string)}(?: just)?(?: \\w+ly)?(?: ${LEAD_IN})?) (${MOVE_WORDS})\\b`,
      )
    : null
  // '"Ready," said Zara.' The next "She took a breath and walked in" is hers too.
  const heroSpeaks = new RegExp(`\\b(?:(?:${SAID}|asked|asks) ${name}\\b|${name} (?:${SAID}|asked|asks)\\b)`)
  let heroBefore = false
  const byPronoun = (page: string) =>
    page.replace(/[^.!?\n]+[.!?]*["”’]?|\n+/g, (sentence) => {
      if (/^\n+$/.test(sentence)) return sentence
      const told =
        heroBefore && pronounLeads && pronounMoves && pronounLeads.test(sentence)
          ? sentence
              .replace(pronounMoves, (_, who: string, word: string) => `${who} ${swap(word)}`)
              .replace(
                new RegExp(`((?:,|\\band)(?: then)?|\\bthen) (${LOOSE_MOVE_WORDS})\\b`, 'g'),
                (_, joint: string, word: string) => `${joint} ${swap(word)}`,
              )
          : sentence
      // The pronoun stays the hero's while the sentences are about the hero.
      // A sentence that names nobody ("No more jokes, no more sweets.") leaves the hero the one a "she" means, as heroRead reads it.
      heroBefore =
        heroSentence(sentence) ||
        heroSpeaks.test(sentence) ||
        onlyHero(sentence, hero) ||
        (heroBefore && (!!pronounLeads?.test(sentence) || namesNobody(sentence)))
      return told
    })
  return withHeroBody(
    byPronoun(
      groupsMoved(text, hero)
        .replace(move, (_, who: string, rest: string, word: string) => `${who}${rest} ${PHRASES[word] ?? MOVES[word] ?? word}`)
        .replace(saidThenMoves, (_, said: string, word: string) => `${said} ${PHRASES[word] ?? MOVES[word] ?? word}`)
        .replace(saidWhileMoving, (all, said: string, word: string) => (/ing\b/.test(word) ? `${said} ${swap(word)}` : all))
        .replace(
          inverted,
          (
            _,
            start: string,
            lead: string,
            who: string | undefined,
            verb: string | undefined,
            verbFirst: string | undefined,
            whoAfter: string | undefined,
          ) => (who ? `${start}${lead}${who} ${goes(verb as string)}` : `${start}${lead}${goes(verbFirst as string)} ${whoAfter}`),
        )
        .replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
          namesHero && pairStarts.test(sentence)
            ? sentence.replace(pairMoves, (_, who: string, word: string) => `${who} ${PHRASES[word] ?? MOVES[word] ?? word}`)
            : sentence,
        )
        // A second verb of a sentence the hero starts: "Zara looked out, then ran to the gate".
        .replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
          heroSentence(sentence) || heroSpeaks.test(sentence) || (namesHero && pairStarts.test(sentence))
            ? sentence.replace(
                new RegExp(`((?:,|\\band)(?: then)?|\\bthen) (${LOOSE_MOVE_WORDS})\\b${NOT_PLACED}`, 'g'),
                (_, joint: string, word: string) => `${joint} ${PHRASES[word] ?? MOVES[word] ?? word}`,
              )
            : sentence,
        )
        .replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
          pronounAfterName ? sentence.replace(pronounAfterName, (_, before: string, word: string) => `${before} ${swap(word)}`) : sentence,
        )
        .replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
          heroStarts.test(sentence)
            ? IN_HERO_SENTENCE.reduce((s, [from, to]) => s.replace(from, to as (substring: string, ...args: string[]) => string), sentence)
            : sentence,
        )
        // What the hero says she will do on foot, inside her own words.
        .replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
          heroSays(name).test(sentence)
            ? sentence.replace(
                /(["“])([^"”]*)/g,
                (_, open: string, words: string) =>
                  `${open}${words.replace(
                    new RegExp(`${HER_OWN_WORDS}${HANDS_NOT_FEET}`, 'g'),
                    (all: string, who: string, how: string, word: string) => {
                      const to = who === 'I' ? MOVES[word] : GROUP_MOVES[word]
                      return to ? `${who}${how} ${to}` : all
                    },
                  )}`,
              )
            : sentence,
        )
        // Stairs wherever the hero goes: in any sentence that names them.
        .replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
          new RegExp(`\\b${name}\\b`).test(sentence)
            ? [...STAIRS, ...SAID_OF_HERO].reduce(
                (s, [from, to]) => s.replace(from, to as (substring: string, ...args: string[]) => string),
                sentence,
              )
            : sentence,
        )
        // Rocks, stepping stones and trees out of the chair's reach, in a sentence the hero leads.
        .replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
          heroSentence(sentence)
            ? OUT_OF_REACH.reduce((s, [from, to]) => s.replace(from, to as (substring: string, ...args: string[]) => string), sentence)
            : sentence,
        ),
    ),
    hero,
    pronoun,
  )
}

/**
 * How a group with the hero in it goes, in words true of feet and wheels alike: "everyone ran to
 * line up" is "everyone hurried", "they walked home" is "they went home". A bare "ran" (fled) is "fled".
 */
const GROUP_MOVES: Record<string, string> = {
  walk: 'go',
  walks: 'goes',
  walked: 'went',
  walking: 'going',
  run: 'hurry',
  runs: 'hurries',
  ran: 'hurried',
  running: 'hurrying',
  race: 'hurry',
  races: 'hurries',
  raced: 'hurried',
  racing: 'hurrying',
  dashed: 'hurried',
  scrambled: 'hurried',
  stumbled: 'came',
  marched: 'went',
  strolled: 'went',
  skipped: 'went',
  // Creeping is on the toes too: a group with the hero in it goes quietly.
  tiptoed: 'went quietly',
  crept: 'went quietly',
  creeping: 'going quietly',
}
const GROUP_MOVE_WORDS = Object.keys(GROUP_MOVES).join('|')

/**
 * The group's clauses on a page that names the hero, told in GROUP_MOVES' words. A "they" or "we"
 * is the hero's only in a sentence that names the hero or right after one ("said Zara, and they
 * walked on"); an "everyone" on the hero's page has the hero in it.
 */
function groupsMoved(text: string, hero: string): string {
  const names = new RegExp(`\\b${escapeRegExp(hero)}\\b`)
  if (!names.test(text)) return text
  const clause = new RegExp(`(${CLAUSE}(${GROUP})${AUXILIARY}(?: \\w+ly)?(?: ${LEAD_IN})?) (${GROUP_MOVE_WORDS})\\b(?=([.!?:;,]|$)?)`, 'g')
  let before = ''
  return text.replace(/[^.!?\n]+[.!?]*["”’]?|\n+/g, (sentence) => {
    if (/^\n+$/.test(sentence)) return sentence
    const near = names.test(sentence) || names.test(before)
    before = sentence
    return sentence.replace(clause, (all: string, lead: string, who: string, word: string, end: string | undefined) =>
      /^(?:they|we|let)/i.test(who) && !near ? all : `${lead} ${word === 'ran' && end ? 'fled' : GROUP_MOVES[word]}`,
    )
  })
}

/** Capitalised words that start a sentence without naming anyone. */
const STARTERS =
  /^(?:The|A|An|That|This|Then|When|In|On|At|It|There|Every|All|And|But|So|Now|Soon|One|After|Before|By|Just|Later|Next|Once|As|Far|Down|Up|Out|Back|Here|Nobody|Everyone|Something|Only|Still|Even|Outside|Inside|Over|Under|Through|With|Without|Some|Late|Early)$/

/**
 * A sentence that names the hero and nobody else by name ("That night the rain tapped on Zara's
 * window."): a "she" leading the next sentence is the hero.
 */
function onlyHero(sentence: string, hero: string): boolean {
  const words = sentence.replace(/["“”]/g, ' ').trim().split(/\s+/)
  const names = words.filter(
    (w, i) => /^\p{Lu}/u.test(w) && w.replace(/['’]s$|[^\p{L}]+$/gu, '') !== hero && w !== 'I' && !(i === 0 && STARTERS.test(w)),
  )
  return names.length === 0 && new RegExp(`\\b${escapeRegExp(hero)}\\b`).test(sentence)
}

/** Capitalised first words that name nobody. */
const NOBODY =
  /^(?:He|She|They|It|His|Her|Their|Its|We|You|Everything|Everybody|Nothing|Somebody|Someone|Anyone|No|Not|What|Where|How|Why|Who|Slowly|Quietly|Suddenly|Very|Too)$/

/** A sentence with no name in it, nor a quote (someone speaks): "The wind had gone." */
function namesNobody(sentence: string): boolean {
  if (/["“”]/.test(sentence)) return false
  const words = sentence.trim().split(/\s+/)
  return words.every((w, i) => !/^\p{Lu}/u.test(w) || (i === 0 && (STARTERS.test(w) || NOBODY.test(w.replace(/[^\p{L}]+$/gu, '')))))
}

const POSSESSIVE = { she: 'her', he: 'his', they: 'their' } as const

/** Legs and knees that wobble with nerves: the hands shake instead (the chair's user feels it there). */
const NERVES = /\b(?:wobbl\w*|shak\w*|jelly|knock\w*|trembl\w*|gave way|buckl\w*|went weak|steady)\b/
/**
 * Knees that give way under a standing hero ("his knees went to water", "her legs turned to
 * jelly"): a wheelchair user feels the drop in the stomach. The verb keeps its tense.
 */
const GIVE_WAY =
  /\b(went|gone|go|goes|turned|turn|turns|gave|give|gives|buckled|buckle|buckles|felt|feel|feels) ?(to water|to (?:water|jelly|string|wobbly jelly)|weak|wobbly|all wobbly|strange|soft|funny|to jelly|way|like jelly)?\b/
const DROPPED: Record<string, string> = {
  go: 'drop',
  turn: 'drop',
  give: 'drop',
  buckle: 'drop',
  feel: 'drop',
  goes: 'drops',
  turns: 'drops',
  gives: 'drops',
  buckles: 'drops',
  feels: 'drops',
}
/** Knees told as a state beside the hero's deed: ", knees wobbling", ", her knees suddenly soft". */
const KNEES_AS_STATE = /\b(suddenly |all )?(?:wobbling|wobbly|soft|shaking|trembling|knocking|like jelly)\b/
/** Feet that carry the hero: the wheels do. */
const FEET_GO = /\b(?:mov(?:e|es|ed|ing)|going|walk\w*|working|budge[ds]?)\b/
/** Water that reaches a standing hero's knees or ankles reaches the chair's wheels. */
const WATER_AT = /\b(?:waves?|water|sea|tide|surf|puddle)\b[^.!?]*\b(?:at|round|around|up to|over|past) $/

/**
 * What the hero's own body does on foot, by name ("Zara's knees wobbled") or by the hero's
 * pronoun where the sentence is the hero's ("Zara looked down. Her knees went wobbly."): nerves
 * shake the hands, feet that leave the ground or keep going are wheels, jumping to one's feet is
 * sitting up, the sea comes up to the wheels. A sentence the hero leads or speaks keeps the pronoun
 * the hero's for the sentences after it; anyone else leading a sentence ends that.
 */
function withHeroBody(text: string, hero: string, pronoun?: 'she' | 'he' | 'they'): string {
  const name = escapeRegExp(hero)
  const their = pronoun ? POSSESSIVE[pronoun] : null
  const heroLeads = new RegExp(`${HERO_LEADS}${name}\\b`)
  const heroSpeaks = new RegExp(`\\b(?:(?:${SAID}|asked|asks) ${name}\\b|${name} (?:${SAID}|asked|asks)\\b)`)
  const pronounLeads = pronoun ? new RegExp(`${HERO_LEADS}${anyCase(pronoun)}\\b`) : null
  const namesHero = new RegExp(`\\b${name}\\b`)
  const heroAfterWhere = new RegExp(`^\\s*[A-Z][^.!?"“”]{0,100}?, ${name} (?!(?:and|or)\\b)[a-z]`)
  let heroBefore = false
  return text.replace(/[^.!?\n]+[.!?]*["”’]?|\n+/g, (sentence) => {
    if (/^\n+$/.test(sentence)) return sentence
    // "High in the cab, Dev leaned out": a few words of where or when, then the hero.
    const leads = heroLeads.test(sentence) || heroAfterWhere.test(sentence)
    const byPronoun = !!pronounLeads?.test(sentence) && heroBefore
    // "their" is anyone's in a sentence the hero does not lead; "his" or "her" after the hero's name is the hero's.
    const pronounIsHero = their && (leads || byPronoun || (pronoun !== 'they' && (heroBefore || namesHero.test(sentence))))
    const whose = `(?:${name}['’]s${pronounIsHero ? `|\\b${anyCase(their)}` : ''})`
    let told = sentence
    const hers = their ?? 'their'
    // "his knees went to water": his stomach dropped. "knees wobbling": his hands tight on his wheels.
    told = told
      .replace(
        new RegExp(`(${whose}) (?:knees|legs)( suddenly| almost| nearly| had| has| have)? (${GIVE_WAY.source.slice(2, -2)})`, 'g'),
        (all: string, who: string, how: string | undefined, _phrase: string, verb: string, what: string | undefined) =>
          /^(?:gave|give|gives)$/.test(verb) && what !== 'way'
            ? all
            : !what && !/^buckle/.test(verb)
              ? all
              : `${who} stomach${how ?? ''} ${DROPPED[verb] ?? 'dropped'}`,
      )
      .replace(
        new RegExp(`,(?: (${whose}|and))? (?:knees|legs) (${KNEES_AS_STATE.source.slice(2, -2)})`, 'g'),
        (all: string, who: string | undefined) =>
          leads || byPronoun || onlyHero(sentence, hero) || (who && who.trim() !== 'and') ? `, ${hers} hands tight on ${hers} wheels` : all,
      )
    // "Zara's shoes squeaked on the polished floor": the wheels squeak, crunch and squelch.
    told = told.replace(
      new RegExp(
        `(${whose}) (?:shoes|trainers|boots|wellies|feet) (squeak\\w*|squelch\\w*|crunch\\w*|clatter\\w*|slipp\\w*|slid(?:e|es|ing)?\\b)`,
        'g',
      ),
      '$1 wheels $2',
    )
    if (NERVES.test(told))
      told = told
        .replace(new RegExp(`(${whose}) (?:knees|legs)\\b`, 'g'), '$1 hands')
        .replace(
          /\b(hands\b[^.!?]*?)\bknock(ing|ed)( together)?\b/g,
          (_: string, before: string, end: string) => `${before}${end === 'ed' ? 'shook' : 'shaking'}`,
        )
        // Hands shake; they do not wobble: "His hands didn't wobble once" is "didn't shake once".
        .replace(
          /\b(hands\b[^.!?]*?)\bwobbl(e|es|ed|ing|y)\b/g,
          (_: string, before: string, end: string) =>
            `${before}${{ e: 'shake', es: 'shakes', ed: 'shook', ing: 'shaking', y: 'shaky' }[end]}`,
        )
    told = told
      .replace(new RegExp(`(${whose}) feet (left|lifted off|came off|leave|leaves)\\b`, 'g'), '$1 wheels $2')
      .replace(
        new RegExp(
          `\\b(jumped|leapt|sprang|scrambled|got|jumps|leaps|springs|scrambles|gets|was|is) (?:up )?(?:to|on) ${whose} feet\\b`,
          'g',
        ),
        (_, verb: string) => (verb === 'was' ? 'was ready' : verb === 'is' ? 'is ready' : /s$/.test(verb) ? 'sits up tall' : 'sat up tall'),
      )
      .replace(new RegExp(`(${whose}) (?:knees|ankles|legs|feet)\\b`, 'g'), (all: string, who: string, at: number, whole: string) =>
        WATER_AT.test(whole.slice(0, at)) ? `${who} wheels` : all,
      )
    if (FEET_GO.test(told))
      told = told.replace(new RegExp(`(${whose}) feet\\b([^.!?]*)`, 'g'), (all: string, who: string, rest: string) =>
        FEET_GO.test(rest) ? `${who} wheels${rest.replace(/\bwalking\b/, 'rolling').replace(/\bwalked\b/, 'rolled')}` : all,
      )
    // A chair goes down to the water's edge, not into the sea: "zoomed straight into the sea".
    if (leads || byPronoun || namesHero.test(sentence))
      told = told.replace(
        /\b((?:zoom|wheel|roll)\w*(?: straight| right)?) into the (sea|water|waves|surf|river|lake|pond)\b/g,
        '$1 down to the $2',
      )
    // The hero's sentences go on in the pronoun; a quoted line without a speaker keeps them going too.
    heroBefore =
      leads ||
      heroSpeaks.test(sentence) ||
      byPronoun ||
      onlyHero(sentence, hero) ||
      // "WHOOOOO!", "BANG!": a sound between two of the hero's sentences keeps the pronoun the hero's.
      (heroBefore && !/\p{Ll}/u.test(sentence)) ||
      (heroBefore && /^\s*["“]/.test(sentence) && !/\b(?:said|says|asked|asks)\b/.test(sentence))
    return told
  })
}

/**
 * Steps paced out ("took twenty giant steps", "five more steps to the sunset"): on foot when the
 * hero or "they" take them, or they are sized; "Grandad took three steps" is his, and a "she" may
 * be the dragon's.
 */
const pacing = (name: string) =>
  new RegExp(
    `(?:\\b${name}|\\bthey)\\b[^.!?]*?\\b(?:took|takes|take|taking)\\b[^.!?]*\\bsteps\\b|\\b(?:giant|enormous|tiny|little|small|more|baby|big)\\s+steps\\b`,
    'i',
  )

/** Sitting down where a chair does not go: on the ground, a log, a step, in the grass. */
const SIT_DOWN = '(?:sat|sits|sit|sitting)(?: down)? (?:on|in|among|amongst) (?:the|a|some|his|her|their)'
const GROUND =
  '(?:[\\w-]+ ){0,2}(?:ground|floor|grass|sand|bank|log|rock|step|steps|rug|carpet|moss|hay|straw|earth|mud|snow|shore|beach|path|kerb|doorstep|floorboards|mat|stump|boulder|riverbank)\\b'

/** Sitting or lying down on the ground, a step or a log. */
const DOWN_ON_GROUND = [
  `${SIT_DOWN} ${GROUND}`,
  'sat cross-legged',
  '(?:flopped|plonked|plopped|lay|lies|lying|lie)(?: down)?(?: flat)? (?:on|in) (?:the|a) (?:[\\w-]+ )?(?:grass|ground|floor|sand|snow|moss|hay|straw|rug|carpet)',
  // "lay on his tummy and watched": down on the ground, wherever it is.
  '(?:lay|lies|lying|lie)(?: down)?(?: flat)? on (?:her|his|their) (?:tummy|front|stomach|belly)',
].join('|')

/** What a hero does on foot, as the detector reads it after the rewrite (an "-ing" after "stopped" or "tried" too). */
const ON_FOOT_LIST = [
  'climb\\w*',
  'clamber\\w*',
  'scrambl\\w*',
  'jump(?:s|ed|ing)?',
  'leap\\w*',
  'hop(?:s|ped|ping)?',
  'skip(?:s|ped|ping)?',
  'walk(?:s|ed|ing)?',
  // "ran a finger round the keyhole" goes nowhere.
  'ran(?! (?:a|his|her|their) (?:finger|hand|thumb|bath|eye)s?\\b)',
  'runs?(?! (?:a|his|her|their) (?:finger|hand|thumb|bath|eye)s?\\b)',
  'running',
  'rac(?:e|es|ed|ing)',
  'tiptoe\\w*',
  'stood on tiptoe',
  'went on tiptoe',
  'crawl(?:s|ed|ing)?',
  // Feet on the ground: "nearly trod on it", "crept round behind the shed", "on hands and knees".
  'trod(?! water)',
  'tread(?:s|ing)?(?! water)',
  'crept',
  'creep(?:s|ing)?',
  '(?:went |got |followed (?:it|them|the \\w+) )?on (?:her |his |their )?hands and knees',
  'edg(?:e|es|ed|ing) along',
  'stumbl(?:e|es|ed|ing)',
  'wad(?:e|es|ed|ing)',
  // Down on the knees, the haunches or the ground: out of the chair, with no word of how.
  'knelt',
  'kneel(?:s|ing)?',
  'crouch(?:es|ed|ing)?',
  'squat(?:s|ted|ting)?',
  'duck(?:s|ed|ing)? (?:under|beneath|through) (?:the|a) (?:[\\w-]+ )?(?:branch|branches|rope|fence|gap|arch|hedge|bush|bushes|table|log|beam|bar|barrier)',
  'squeez(?:e|es|ed|ing) (?:through|between|under|past)',
  'danc(?:e|es|ed|ing) (?:a jig|a little jig|a hornpipe|on (?:\\w+ )?toes|from foot to foot)',
  'twirl\\w* on (?:\\w+ )?toes',
  '(?:went up|climbed|hopped|jumped|leapt) (?:aboard|off|out)',
  // "took a run-up and gave the ball the biggest kick of her life".
  '(?:took|takes|take|taking) a (?:long |big |little |short )?run-up',
  'gave (?:the|a|it|that) (?:[\\w-]+ ){0,2}(?:ball )?(?:the |a )?(?:\\w+ )?kick',
  // Marching, strolling, sprinting and padding along: feet, told another way.
  'march(?:es|ed|ing)?',
  'stroll(?:s|ed|ing)?',
  'sprint(?:s|ed|ing)?',
  'padd(?:ed|ing) (?:along|across|down|up|over|out|into|back|through|to|round)',
  // Up on the feet: "stood up", "got to her feet".
  '(?:stood|stands|stand|standing) up',
  '(?:got|gets|get|getting|scrambled|jumped|leapt|sprang) (?:up )?(?:to|on) (?:her|his|their) feet',
  'stamp(?:s|ed|ing)?',
  'kick(?:s|ed|ing)?',
]
const ON_FOOT_VERBS = ON_FOOT_LIST.join('|')
/** The same, leaving out kicking and stamping: "and kicked" may be the baby's, "stamped" a letter. */
const ON_FOOT_NOT_KICKING = ON_FOOT_VERBS.replace(/\|stamp.*$/, '')

/**
 * Sitting where a wheelchair user sits already: a seat, a bench, a sofa, a cushion on the floor.
 * "Zara sank into a seat that tipped right back" leaves the chair with no word of how; "slid from
 * her wheelchair onto the sofa" says how (the sentence names the chair).
 */
const INTO_A_SEAT =
  "(?:sat|sits|sit|sitting|sank|sinks|settled|settles|flopped|flops|plonked|plonks|perched|perches|curled up|snuggled)(?: down| back)? (?:in|into|on|onto|on to) (?:a|an|the|her|his|their|one of the|[A-Z][\\w'’]+['’]s) (?:[\\w'’-]+ ){0,2}(?:seat|bench|sofa|settee|armchair|deckchair|beanbag|stool|pew|cushion|floor|throne)s?\\b"

/** Seated on the floor the way only legs allow, anywhere in the hero's sentence. */
const CROSS_LEGGED = '\\bcross-legged\\b'

/**
 * The hero among others, as the subject of a clause: "They", "We", "Let's", "Everyone", "The
 * children", "All three of them". On a page that names the hero, what they do on foot the hero does.
 */
const GROUP =
  "(?:[Tt]hey|[Ww]e|[Ll]et['’]s|[Ee]veryone|[Ee]verybody|[Tt]he (?:children|kids|friends|twins)|(?:[Aa]ll|[Bb]oth|[Tt]he (?:two|three|four)|[Aa]ll (?:two|three|four)) of (?:them|us))(?: all| both| together)?"
/** What a group that has the hero in it does on foot: the hero's verbs, the stairs, a ladder, the bus's top deck. */
const GROUP_ON_FOOT = [
  ...ON_FOOT_LIST.filter((v) => !/^(?:stamp|kick|danc|duck|squeez|edg)/.test(v)),
  '(?:took|take|takes|taking|went|go|goes|going|came|come|comes|ran|run|runs|hurried|hurry|headed|head|heads) (?:up |down )?(?:the )?(?:stairs|staircase|steps)',
  '(?:went|go|goes|going|came|come|comes|ran|run|runs|hurried|headed|head|heads) (?:up|down)stairs',
  '(?:went|go|goes|going|sat|sit|sits|sitting|rode|ride|rides|riding) (?:up )?(?:on|to|in) the top deck',
  'jump(?:s|ed|ing)? (?:in|into) (?:the )?puddles?',
].join('|')
/** A clause's start: the sentence's, or after a comma and perhaps "and" or "then". */
const CLAUSE = '(?:^\\s*|[.!?]["”’]?\\s+|["“]|, (?:and |then |so )?|\\b(?:and|then|so) )'

/** What a wheelchair user's hero still does on foot in a told page (climbing, jumping, kicking, stairs, pacing steps): for the report and the story's fit. */
export function wheelchairMoves(text: string, hero: string, pronoun?: 'she' | 'he' | 'they'): string[] {
  const name = escapeRegExp(hero)
  const who = `\\b${name}\\b(?: and (?:the |her |his |their )?[\\w'’]+(?: [A-Z][\\w'’]+)?)?(?: \\w+ly)?`
  const onFoot = new RegExp(`${who}(?: ${LEAD_IN})? (?:${ON_FOOT_VERBS})\\b${HANDS_NOT_FEET}`)
  // A second verb of a sentence the hero starts, or comes into after its verb: "Zara looked up, then
  // climbed the wall", "Out into the rain went Kofi, and … walked straight into it".
  // Kicking and stamping are left out: "and kicked" may be the baby's, "stamped" a letter.
  // Her own feet stamped ("sat up tall, stamped her cold feet") are hers, whoever else stamps.
  const thenOnFoot = new RegExp(
    `(?:${HERO_LEADS}|^[^.!?"“]*?\\b(?:went|goes|came|comes|off) )${name}\\b[^.!?]*?(?:,|\\band|\\bthen)(?: then)? (?:${ON_FOOT_NOT_KICKING}|stamp(?:s|ed|ing)? (?:her|his|their) (?:\\w+ )?feet)\\b${HANDS_NOT_FEET}`,
  )
  // Her feet remembered or dreamed of: "Zara smiled, remembering marching up to Mrs Thackray".
  const remembered = new RegExp(
    `${HERO_LEADS}${name}\\b[^.!?]*?\\b(?:remember(?:s|ed|ing)?|thinking of|thought of|dreaming of|dreamed of|dreamt of)(?: (?:her|his|their))? (?:${ON_FOOT_NOT_KICKING})\\b${HANDS_NOT_FEET}`,
  )
  // Her own words of her own feet ('"And I'll run right beside you," said Zara'), or words that
  // send her on foot ('"Run, Zara!"', '"You climb up," Grandad told Zara').
  const saysShe = heroSays(name)
  const toHer = new RegExp(`\\b(?:told|tells|said to|says to|whispered to|called to|shouted to|asked|asks) ${name}\\b`)
  const iOnFoot = new RegExp(
    `\\b(?:I|[Ww]e)(?:['’]ll|['’]d| will| would| can| could| must| want to| am going to|['’]m going to| are going to|['’]re going to)?(?: just| right| all| both| still| really)? (?:${ON_FOOT_NOT_KICKING})\\b${HANDS_NOT_FEET}`,
  )
  const youOnFoot = new RegExp(
    `(?:^|[.!?,]\\s*)(?:[Yy]ou(?:['’]ll| will| can| could| must| should)?(?: just)? )?(?:[Rr]un|[Ww]alk|[Cc]limb|[Jj]ump|[Hh]op|[Kk]neel|[Cc]rouch|[Tt]iptoe|[Mm]arch|[Ss]tand up|[Ss]kip|[Cc]rawl|[Ll]eap)\\b${HANDS_NOT_FEET}`,
  )
  const vocative = new RegExp(
    `^[^"”]*\\b(?:Run|Walk|Climb|Jump|Hop|Kneel|Crouch|Tiptoe|March|Stand up|Skip|Crawl|Leap)\\b[^.!?"”]*[,!] ${name}\\b`,
  )
  const quoted = (sentence: string) => [...sentence.matchAll(/["“]([^"”]*)["”]?/g)].map((m) => m[1] ?? '')
  const inHerWords = (sentence: string) =>
    (saysShe.test(sentence) && quoted(sentence).some((q) => iOnFoot.test(q))) ||
    quoted(sentence).some((q) => vocative.test(q)) ||
    (toHer.test(sentence) && quoted(sentence).some((q) => youOnFoot.test(q)))
  // Into a seat or a sofa, or cross-legged, with no word of the chair.
  const seated = new RegExp(
    `${who}${AUXILIARY}(?: \\w+)? (?:${INTO_A_SEAT})|${HERO_LEADS}${name}\\b[^.!?]*?(?:(?:,|\\band|\\bthen)(?: then)? (?:${INTO_A_SEAT})|${CROSS_LEGGED})`,
  )
  // Stairs anywhere in her sentence; a ladder only where she goes up or down it ("drew an X through the ladder" is not).
  const steps = new RegExp(
    `\\b${name}\\b[^.!?]*\\b(?<!like a )(?:stairs|staircase|(?:up|down|on|onto|off|climb\\w*|to the top of) (?:the|a|his|her|their) (?:[\\w-]+ ){0,2}ladder)\\b`,
  )
  const paced = pacing(name)
  // After the rewrite, the hero taken where no chair goes: "wheeled up onto a flat rock", "had climbed", "on tiptoe".
  const auxOnFoot = new RegExp(`${who}${AUXILIARY} (?:${ON_FOOT_NOT_KICKING})\\b${HANDS_NOT_FEET}`)
  const unreachable = new RegExp(
    `${HERO_LEADS}${name}\\b[^.!?]*\\b(?:${GOES}(?: back)?(?: (?:down|up|out|over))?(?: the slipway)? (?:onto|on to|over|across) (?:the|a) (?:[\\w-]+ ){0,2}(?:rocks?|boulders?|stepping stones|stile|wall|cliff|fence|roof)|(?:went|goes|go|going|gone) up (?:the|a|that) (?:[\\w-]+ ){0,2}tree|steps at a time|on tiptoe)\\b`,
  )
  const tagged = new RegExp(chairTag(name))
  // A standing child's body: knees that give way or wobble, back on the heels, down on the knees.
  const standingBody = new RegExp(
    `\\b${name}['’]s (?:knees|legs) (?:${STANDING_KNEES})|\\b${name}['’]s (?:toe|foot|heel|shoe)s? (?:caught|catches|snagged|slipped|slips)\\b|${who}${AUXILIARY} (?:(?:sat|sits|rocked|rocks) back on (?:her|his|their) heels|(?:dropped|drops|fell|falls) to (?:her|his|their) knees)\\b|${HERO_LEADS}${name}\\b[^.!?]*, (?:knees|legs) (?:wobbling|wobbly|shaking|trembling|knocking)\\b|${HERO_LEADS}${name}\\b[^.!?]*\\b(?:her|his|their) knees (?:were|got|went) (?:damp|wet|muddy|grassy|green|sore)\\b|${HERO_LEADS}${name}\\b[^.!?]*\\bon (?:her |his |their )?hands and knees\\b|${HERO_LEADS}${name}\\b[^.!?]*\\b(?:hauled|hauls|pulled|pulls|let|lets) (?:herself|himself|themselves) (?:up|down)\\b[^.!?]*\\bhand over hand\\b`,
  )
  // Down on the ground with no word of the chair: "Zara slid out of her chair onto the grass" says how.
  const downOnGround = new RegExp(
    `${who}${AUXILIARY}(?: \\w+)? (?:${DOWN_ON_GROUND})\\b|${HERO_LEADS}${name}\\b[^.!?]*?(?:,|\\band|\\bthen)(?: then)? (?:${DOWN_ON_GROUND})\\b`,
  )
  // The hero among others, on a page that names the hero: "so they took the stairs", "Up the stairs they go".
  // A "they" or "we" is the hero's in a sentence that names the hero or right after one (as groupsMoved reads it).
  const names = new RegExp(`\\b${name}\\b`)
  const inGroup = new RegExp(
    `${CLAUSE}(?:[Ss]o |[Aa]nd |[Tt]hen )?(?:[Tt]here |[Hh]ere )?(${GROUP})${AUXILIARY},?(?: \\w+ly)?(?: ${LEAD_IN})? (?:${GROUP_ON_FOOT})\\b|\\b(?:Up|Down) the (?:stairs|steps) (they|we) (?:go|went|climb|climbed)\\b|\\b(?:the )?[Tt]op deck\\b`,
  )
  const groupOnFoot = (sentence: string, before = '') => {
    if (!names.test(text)) return false
    const found = inGroup.exec(sentence)
    const who = found?.[1] ?? found?.[2]
    // Stairs and the top deck are the way the hero goes too, wherever the page's "they" goes.
    return (
      !!found &&
      (!who || !/^(?:they|we|let)/i.test(who) || /stairs|steps|top deck/.test(found[0]) || names.test(sentence) || names.test(before))
    )
  }
  const read = heroRead(text, hero, pronoun)
  return read
    .filter(
      ({ read: sentence }, at) =>
        groupOnFoot(sentence, read[at - 1]?.sentence) ||
        onFoot.test(sentence) ||
        thenOnFoot.test(sentence) ||
        steps.test(sentence) ||
        paced.test(sentence) ||
        auxOnFoot.test(sentence) ||
        unreachable.test(sentence) ||
        (downOnGround.test(sentence) && !/\bchair\b/.test(sentence)) ||
        (seated.test(sentence) && !/\b(?:wheel)?chair\b/.test(sentence)) ||
        remembered.test(sentence) ||
        inHerWords(sentence) ||
        standingBody.test(sentence) ||
        tagged.test(sentence),
    )
    .map(({ sentence }) => sentence.trim())
}

/** What a standing child's knees do with nerves (the rewrite gives a chair user's stomach or hands instead). */
const STANDING_KNEES =
  "went to water|turned to (?:water|jelly|string)|went (?:weak|wobbly|strange|soft|to jelly)|gave way|buckled|wobbl\\w*|knock\\w*|trembl\\w*|shook|were shaking|didn['’]t wobble"

/** The chair as a label hung on the hero: "Zara, in her wheelchair, said", "said Zara from her wheelchair". */
const chairTag = (name: string) =>
  `\\b${name}, (?:sitting )?in (?:her|his|their) (?:wheel)?chair,|\\b(?:${SAID}|asked|asks) ${name},? (?:from|in) (?:her|his|their) wheelchair\\b|\\b${name} in (?:her|his|their) wheelchair (?:${SAID}|asked|asks)\\b`

/**
 * The page's sentences, each with how the detector reads it: a sentence led by the hero's pronoun
 * right after one that names the hero and nobody else is read with the name ("Zara looked down.
 * She knelt by the pool." is read "Zara knelt by the pool").
 */
function heroRead(text: string, hero: string, pronoun?: 'she' | 'he' | 'they'): Array<{ sentence: string; read: string }> {
  const leads =
    pronoun && pronoun !== 'they'
      ? new RegExp(`^(\\s*(?:(?:Then|And|But|So|Now|Soon|Slowly|Quickly|Finally|At last),?\\s+)?)${anyCase(pronoun)}\\b`)
      : null
  let heroBefore = false
  return text
    .split(/(?<=[.!?]["”’]?)\s+|\n+/)
    .filter((sentence) => sentence.trim() !== '')
    .map((sentence) => {
      const byPronoun = !!leads && heroBefore && leads.test(sentence)
      const possessive = pronoun && pronoun !== 'they' ? POSSESSIVE[pronoun] : null
      // "Zara looked down. Her knees went to water." is read "Zara's knees went to water".
      const read =
        byPronoun && leads
          ? sentence.replace(leads, `$1${hero}`)
          : heroBefore && possessive && new RegExp(`^\\s*${anyCase(possessive)} (?:knees|legs)\\b`).test(sentence)
            ? sentence.replace(new RegExp(`^(\\s*)${anyCase(possessive)}\\b`), `$1${hero}'s`)
            : sentence
      // A sentence that names nobody ("Everything was silent.") leaves the hero the one a "she" means.
      heroBefore = onlyHero(sentence, hero) || (byPronoun && onlyHero(read, hero)) || (heroBefore && namesNobody(sentence))
      return { sentence, read }
    })
}

/** The rest of the hero's own clause: no comma, and nobody else's ("knew that an animal on a ledge …"). */
const HER_CLAUSE = '(?:(?!\\b(?:that|how|who|which|where|when|from)\\b)[^.!?,]){0,40}?'

/** In the water: swimming, floating, diving, under the waves. */
const WATER_MOVE =
  '(?:swam|swim(?:s|ming)?|float(?:s|ed|ing)?(?! on the edge)|div(?:e|es|ed|ing)(?! (?:under|beneath) the (?:duvet|covers|blankets?|quilt))|dove|bob(?:s|bed|bing)|paddl(?:e|es|ed|ing) (?:in|about|around|through) the|splash(?:es|ed|ing)? (?:in|into|about) the)'
/** Under the water: said of a page, the sea floor and the fish, never the land or the sky. */
export const UNDER_WATER =
  /\b(?:underwater|breathe (?:the sea|under ?water)|under the (?:water|waves|sea)|beneath the (?:water|waves|sea)|(?:to|on|along|across) the (?:sea ?bed|sea floor|ocean floor|bottom of the (?:sea|pool|lake|river|pond)))\b/
const WATERY = /\b(?:water|sea|pool|river|lake|pond|waves?|stream|ocean|shallows|lagoon|surf|tide|reef|splash\w*)\b/i
/** Places no chair rolls to: the hero there needs a word of how (a ramp, a hoist, the chair left below). */
const HIGH_PLACES =
  "(?:rope bridge|rigging|crow['’]s nest|tree ?house|mast|ledge|hayloft|hay loft|top bunk|climbing frame|monkey bars|zip ?wire|rope ladder|stepping stones)"
/** A page that says how the hero gets there. */
const HOW = /\b(?:(?:wheel)?chair|wheels|ramps?|lift|hoist\w*|pulleys?|winch\w*|sling|bosun|carried|hauled|lowered|rope seat)\b/i
/** The line told where no page mentions the chair (seen-in-text.ts): it says nothing of how. */
const SEEN_LINE = /\b(?:spun|spins) (?:her|his|their) wheelchair round\b/g

/**
 * Whole tellings, page by page: what `wheelchairMoves` finds, and what only the pages around a
 * sentence can tell. The hero in the water (swimming, floating, under the waves) with no word on
 * that page or before of leaving the chair; up in a treehouse, on a rope bridge or in the rigging
 * with no word on the page of how; and, for a child the parent calls independent, carried or
 * lifted by someone else.
 */
export function wheelchairMisses(
  pages: string[],
  hero: string,
  { pronoun, independent = false }: { pronoun?: 'she' | 'he' | 'they'; independent?: boolean } = {},
): string[][] {
  const name = escapeRegExp(hero)
  const who = `\\b${name}\\b(?: and (?:the |her |his |their )?[\\w'’]+(?: [A-Z][\\w'’]+)?)?(?: \\w+ly)?`
  const swims = new RegExp(
    `${who}${AUXILIARY}(?: ${LEAD_IN})? ${WATER_MOVE}\\b|${HERO_LEADS}${name}\\b[^.!?]*?(?:,|\\band|\\bthen)(?: then)? ${WATER_MOVE}\\b`,
  )
  const there = new RegExp(
    `\\b${name}\\b${HER_CLAUSE}\\b(?:up|in|into|inside|onto|on|across|along|over|up to|to the top of|out along) (?:the|a|an|her|his|their) (?:[\\w'’-]+ ){0,2}${HIGH_PLACES}\\b(?! path)`,
  )
  const underWater = new RegExp(`\\b${name}\\b${HER_CLAUSE}${UNDER_WATER.source}`)
  const carried = new RegExp(
    `\\b(?<!(?:waves?|water|sea|bubble|wind|current|tide|dolphins?|whale|wave) )(?:carried|carries|lifted|lifts|heaved|heaves|helped|helps|pushed|pushes) ${name}(?:['’]s (?:wheel)?chair)?(?:,? (?:up|out|down|onto|into|over|across|piggyback|in (?:his|her|their) arms)\\b|['’]s (?:wheel)?chair\\b)`,
  )
  let wet = false
  return pages.map((page, at) => {
    // In the water on this page or the one before ("The sea was warm." then "Zara swam down").
    const watery = WATERY.test(page) || WATERY.test(pages[at - 1] ?? '')
    const how = HOW.test(page.replace(SEEN_LINE, ''))
    // Into the water: a word of the chair on this page or one before ("left her chair on the jetty").
    if (/\b(?:wheel)?chair\b|\bwheels\b|\bhoist\b/i.test(page.replace(SEEN_LINE, '')) && watery) wet = true
    const found = wheelchairMoves(page, hero, pronoun)
    for (const { sentence, read } of heroRead(page, hero, pronoun)) {
      const inWater = swims.test(read) || underWater.test(read)
      const up = there.test(read)
      const lifted = independent && carried.test(read)
      // A ledge under the sea is no height for a swimmer who left the chair on the shore.
      if (((inWater && watery && !wet) || (up && !how && !wet) || lifted) && !found.includes(sentence.trim())) found.push(sentence.trim())
    }
    return found
  })
}
