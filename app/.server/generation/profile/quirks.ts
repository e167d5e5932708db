/**
 * What makes the companion themselves, in the parent's words: "a bit deaf", "clumsy, keeps falling
 * over", "can't breathe fire yet", "used to be a train driver". A single describing word ("shy",
 * "one-eyed") or a whole clause ("who is scared of the rain"), read from the mainCharacter text and
 * kept normalised, so a story can make it matter (tales/companion-quirks.ts) and the OpenAI writer
 * can be told it. Each known quirk has a key the story lexicon tells; a clause we do not know keeps
 * the parent's words with no key.
 */

export type Quirk = {
  /** The lexicon's key ("deaf", "clumsy", "scared-of"), or null for a clause we do not know. */
  key: string | null
  /** Normalised, as a story may say it after "who is" or "who": "a bit deaf", "plays the accordion". */
  words: string
  /** The thing the quirk is about, where it has one: "the rain" in "scared of the rain", "accordion". */
  thing?: string
}

/**
 * Whether the companion talks in sign: the parent said they sign (sign language, BSL, Makaton), or
 * that they are deaf, not "a bit deaf" or in hearing aids. A person or a talking creature; an animal
 * that cannot hear watches for a hand signal instead.
 */
export function signs(companion: { category: string; age: string | null; quirks: readonly Quirk[] }): boolean {
  if (companion.category === 'animal' || companion.category === 'vehicle' || companion.category === 'toy' || companion.age === 'baby')
    return false
  return companion.quirks.some((q) => q.key === 'signs') || deafThrough(companion.quirks)
}

/**
 * The parent said the companion cannot hear at all ("deaf", "totally deaf", "deaf as a post"), not
 * "a bit deaf", "deaf in one ear", "hard of hearing" nor in hearing aids: those hear with a good ear.
 */
export const deafThrough = (quirks: readonly Quirk[]): boolean =>
  quirks.some((q) => q.key === 'deaf' && /^(?:deaf|totally deaf|completely deaf|profoundly deaf|very deaf)$/.test(q.words))

/** Said of a job the companion has left: "was a", "used to be", "retired". */
const PAST_JOB = /\b(?:was|used to|retired|former|kept|worked)\b/
/** Words ending like a job that are not one: "who is a lot older", "who is a monster". */
const NOT_JOBS =
  'older|younger|bigger|smaller|taller|shorter|faster|slower|better|other|brother|sister|mother|father|daughter|monster|member|number|corner|dinosaur|tiger|spider|hamster|lobster|otter|beaver|panther|rooster|alligator|terrier|pointer|setter|retriever|boxer|flyer|flier|floor|colour|color|humour|favour|neighbour|neighbor|superhero|wonder|master|mister|monster|whisper|ember|error|mirror|door|visitor|competitor|character|letter|leader|lover|fan|man|woman|gentleman|lady|snowman|human|robot|twin|teenager|toddler|baby'
/** A job's name: up to two words, the last a doer's ("keeper", "maker", "conductor", "florist", "postwoman"). */
const JOB_PHRASE = `(?:[a-z-]+ )?(?!(?:${NOT_JOBS})\\b)[a-z-]+(?:keeper|maker|er|or|ist|ian|smith|wright|man|woman)`

/** A clause that is only a job: "a bus conductor", "a retired lighthouse keeper". */
export const JOB_CLAUSE = new RegExp(`^(?:an? )(?:retired |former )?(?:${JOB_PHRASE})$`)

type Known = { key: string; pattern: RegExp; words: (m: RegExpExecArray) => string; thing?: (m: RegExpExecArray) => string }

const fixed = (words: string) => () => words
/** What a snack thief steals, as its lines say it ("one of Mia's sandwiches"): a word for food or lunch is snacks. */
const SNACKS: Record<string, string> = {
  snack: 'snacks',
  biscuit: 'biscuits',
  sandwich: 'sandwiches',
  crisp: 'crisps',
  banana: 'bananas',
  sweet: 'sweets',
  treat: 'treats',
  chip: 'chips',
  lunch: 'sandwiches',
}

/** The parent's word for a hurt wing, as a story says it before "wing": "torn", "hurt", "broken". */
const wingWord = (m: RegExpExecArray): string =>
  m[1] ??
  ({ broke: 'broken', tore: 'torn', injured: 'injured', hurt: 'hurt', damaged: 'damaged' } as Record<string, string>)[
    m[0].split(' ')[0] as string
  ] ??
  'hurt'

/** Instruments a companion may play, as "plays the …" says them. */
const INSTRUMENTS =
  'accordion|violin|fiddle|guitar|piano|drums?|trumpet|recorder|flute|bagpipes|ukulele|harmonica|banjo|tuba|cello|harp|saxophone|trombone|tambourine|xylophone|clarinet'

/** Where a companion may curl up, as "sleeps in the …" says it. */
const SLEEPING_PLACES =
  'washing basket|laundry basket|basket|box|boxes|drawer|sock drawer|bed|sink|airing cupboard|cupboard|wardrobe|hat|boot|shoe|slipper|radiator|windowsill|sofa|bath|teapot|flowerpot|plant pot|shoebox|hammock|tumble dryer|pile of washing|washing'

/** Foods a companion may love above all others; cake and biscuits stay with the always-hungry. */
const FOODS =
  'cheese|carrots?|bananas?|honey|fish|apples?|strawberries|peanut butter|sausages?|pizza|ice cream|spaghetti|jam|toast|chocolate|bones?|worms|pancakes|marmite|cucumber|lettuce|chips|custard|peas|grapes|crackers|nuts|acorns|seeds|mangoes|watermelon'

/**
 * Known quirks, most particular first: where two patterns match at one place, the first wins. Every
 * pattern is read over the lower-cased text without the companion's name.
 */
const KNOWN: Known[] = [
  // An animal the parent said can talk: "a talking fox", "a fox who can talk" (tales/companion-quirks.ts gives it lines).
  {
    key: 'talks',
    pattern:
      /\b(?:(?<!(?:stops?|keeps?|loves?|likes?|does|be|been|without|from|no|of) )talking (?=[a-z]+$|[a-z]+\b(?! (?:to|about|in|all|nonsense)))|(?:can|could) (?:talk|speak)\b|speaks (?:english|like a person)\b)/,
    words: fixed('can talk'),
  },
  // What a dragon, a bird or a baby cannot do yet.
  {
    key: 'no-fire',
    pattern:
      /\b(?:can'?t|cannot|can not|doesn'?t|does not|couldn'?t|never|not able to|unable to|isn'?t able to)\s+(?:yet\s+)?(?:breathe|blow|make|do|breath)\s+(?:any\s+)?fire(?:\s+yet)?\b|\bno fire(?: yet)?\b|\bonly (?:breathes|sneezes|blows) (?:smoke|bubbles|sparks)\b/,
    words: fixed("can't breathe fire yet"),
  },
  // What a companion sneezes ("a dragon who sneezes sparks", "a unicorn who sneezes glitter"): a
  // light, a warmth, a startle. Fire and flames come out as sparks; "only sneezes smoke" is no-fire.
  {
    key: 'sneezes',
    pattern:
      /\bsneez(?:es|ing|e)\s+(?:out\s+)?(?:little\s+|tiny\s+|big\s+)?(sparks|fire|flames|stars|glitter|bubbles|snowflakes|petals|flowers|rainbows)\b/,
    words: (m) => `sneezes ${m[1]}`,
    thing: (m) => (/^(?:fire|flames)$/.test(m[1] as string) ? 'sparks' : (m[1] as string)),
  },
  // A teller of stories: "tells the best stories", "a brilliant storyteller" (before any job ending in -er).
  {
    key: 'storyteller',
    pattern:
      /\b(?:tells|telling|knows) (?:the |such |lots of |really |very )?(?:best |brilliant |funniest |funny |amazing |great |wonderful |good |silly |spooky |tall |long |old )*(?:stories|tales)\b|\b(?:storyteller|story-teller|tells stories)\b/,
    words: fixed('tells the best stories'),
  },
  // A dancer who isn't: "a robot who can't dance", "has two left feet".
  {
    key: 'cant-dance',
    pattern:
      /\b(?:can'?t|cannot|can not|doesn'?t know how to|never learned to|is rubbish at|is terrible at) danc(?:e|ing)\b|\btwo left feet\b/,
    words: fixed("can't dance"),
  },
  {
    key: 'no-fly',
    pattern:
      /\b(?:can'?t|cannot|can not|doesn'?t|does not|never|unable to|not able to|is learning to|learning to)\s+(?:yet\s+)?fly(?:\s+yet)?\b|\bscared of flying\b/,
    words: (m) => (/learning/.test(m[0]) ? 'learning to fly' : "can't fly yet"),
  },
  {
    key: 'crawling',
    pattern: /\b(?:just |only just |still )?(?:learning to crawl|started crawling|starting to crawl|crawling|crawls everywhere)\b/,
    words: fixed('just learning to crawl'),
  },
  {
    key: 'toddling',
    pattern:
      /\b(?:just |only just )?(?:learning to walk|started walking|starting to walk|taking (?:her|his|their) first steps|first steps|toddling|wobbly on (?:her|his|their) feet)\b/,
    words: fixed('just learning to walk'),
  },
  { key: 'teething', pattern: /\b(?:teething|cutting (?:a )?teeth|dribbles?|dribbly|drools?)\b/, words: fixed('teething') },
  // A companion who says only the one word ("a cow who only says moo", "a parrot who only says no"); a
  // baby's "only says dada" is babbling, and so is a baby's "no" (companion.ts, which knows the kind).
  {
    key: 'only-says',
    pattern:
      /\b(?:only (?:says|goes)|can only say|says nothing but|never says anything but) (?!(?:dada|mama|baba|mummy|daddy)\b)"?([a-z-]+)\b/,
    words: (m) => `only says ${m[1]}`,
    thing: (m) => m[1] as string,
  },
  // Has no words at all: the story never gives them a line to say.
  {
    key: 'wordless',
    pattern: /\b(?:can'?t|cannot|can not|doesn'?t|does not|never|won'?t) (?:talk|speak)(?! (?:to|about|much|very|properly|yet|english))\b/,
    words: fixed("can't talk"),
  },
  {
    key: 'babbling',
    pattern: /\b(?:babbles?|babbling|only says \w+|just started talking|says (?:dada|mama|baba|no) to everything)\b/,
    words: fixed('babbles'),
  },
  {
    key: 'newborn',
    pattern:
      /\b(?:newborn|new-born|brand new|(?:only )?just (?:arrived|been born|born)|(?:a few|a couple of|two|three|four|five|six) (?:days|weeks) old)\b/,
    words: fixed('brand new'),
  },
  // Senses and bodies.
  {
    key: 'stammer',
    pattern: /\b(?:(?:has |with )?(?:a |a bit of a |a slight )?(?:stammer|stutter)|stammers|stutters)\b/,
    words: fixed('has a stammer'),
  },
  // Before deafness: "who is deaf and signs" is told signing.
  {
    key: 'signs',
    pattern:
      /\b(?:signs(?: in)?(?: bsl| asl| makaton)?|(?:uses|speaks|knows|does|talks in|talks with|speaks in) (?:bsl|asl|makaton|sign(?: language)?|(?:his|her|their) hands)|(?:bsl|asl|makaton) signer|signer)\b/,
    words: (m) => (/makaton/.test(m[0]) ? 'uses Makaton' : /bsl/.test(m[0]) ? 'signs in BSL' : /asl/.test(m[0]) ? 'signs in ASL' : 'signs'),
  },
  {
    key: 'deaf',
    pattern:
      /\b(?:deaf (?:in|on) (?:one|the (?:left|right)|(?:his|her|its|their) (?:left|right)) (?:ear|side)|one deaf ear|(?:a (?:bit|little|tiny bit) |quite |very |partly |slightly |going |mostly |totally |completely )?deaf(?: as a post)?|hard of hearing|can'?t hear (?:very )?(?:well|much)|wears? (?:a )?hearing aids?)\b/,
    words: (m) =>
      /hearing aid/.test(m[0])
        ? 'wears a hearing aid'
        : /hard of hearing|can'?t hear/.test(m[0])
          ? 'a bit deaf'
          : /\bone deaf ear|deaf (?:in|on)\b/.test(m[0])
            ? 'deaf in one ear'
            : m[0].replace(/ as a post/, ''),
  },
  {
    key: 'poor-sight',
    pattern:
      /\b(?:(?:a (?:bit|little) |partly |almost )?blind(?! (?:in|on) (?:one|the (?:left|right)|(?:his|her|its|their) (?:left|right)) (?:eye|side))|can'?t see (?:very )?(?:well|much|far)|short-?sighted|wears? (?:big |thick |huge )?glasses)\b/,
    words: (m) => (/glasses/.test(m[0]) ? 'wears big glasses' : "can't see very well"),
  },
  {
    key: 'one-eyed',
    pattern:
      /\b(?:one-eyed|one eyed|(?:has |with |only )(?:only |just )?one (?:button |glass |good |bead )?eye(?! (?:that (?:was|has been|'s been) |has been |was )?(?:sewn|stitched|glued|mended|patched|darned))|lost an eye|an eye ?patch|blind (?:in|on) (?:one|the (?:left|right)|(?:his|her|its|their) (?:left|right)) (?:eye|side))\b/,
    // Blind in one eye: two eyes, one good one; told looking with the good eye, never drawn one-eyed.
    words: (m) => (/^blind/.test(m[0]) ? 'blind in one eye' : 'one-eyed'),
  },
  {
    key: 'one-wing',
    pattern: /\b(?:one-winged|one winged|(?:has |with |only )(?:only )?one (?:good )?wing|lost a wing)\b(?![- ]?(?:feathers?|tips?)\b)/,
    words: fixed('has only one wing'),
  },
  // A wing that is hurt is still there: "a tawny owl with a torn wing", "a pigeon who hurt its wing".
  // A broken wing feather is a feather: "a griffin with one broken wing feather" still flies.
  // The bird cannot fly; its lines say the parent's word for the wing (tales/companion-quirks.ts).
  {
    key: 'hurt-wing',
    pattern:
      /\b(?:(?:a|an|one|with|has|her|his|its|their) (?:(?:little|bit|slightly) )?(torn|injured|hurt|broken|bad|poorly|damaged|sore|wounded|ripped|bandaged|mending) wing|(?:hurt|broke|injured|tore|damaged) (?:a|one|her|his|its|their) wing)\b(?![- ]?(?:feathers?|tips?)\b)/,
    words: (m) => `has ${/^[aeiou]/.test(wingWord(m)) ? 'an' : 'a'} ${wingWord(m)} wing`,
    thing: wingWord,
  },
  // A foot that is hurt: "a hedgehog with a sore foot", "a dog who limps". The animal goes slowly,
  // never runs or jumps, and the child tends the foot (tales/companion-quirks.ts).
  {
    key: 'sore-foot',
    pattern:
      /\b(?:(?:a|an|one|with|has|her|his|its|their) (?:(?:little|bit|slightly) )?(sore|hurt|injured|poorly|bandaged|bad) (foot|paw|leg|hoof|trotter)|(?:hurt|injured) (?:a|one|her|his|its|their) (foot|paw|leg|hoof)|limps|a limp|limping)\b/,
    words: (m) => (m[2] ? `has a ${m[1]} ${m[2]}` : m[3] ? `has a hurt ${m[3]}` : 'has a sore foot'),
    thing: (m) => (m[2] ? `${m[1]} ${m[2]}` : m[3] ? `hurt ${m[3]}` : 'sore foot'),
  },
  // "a sea captain with a wooden leg": the peg thumps on steps and leaves its holes in the sand.
  { key: 'peg-leg', pattern: /\b(?:wooden|peg)[- ]leg(?:ged)?\b/, words: fixed('has a wooden leg') },
  {
    key: 'three-legged',
    pattern: /\b(?:three-legged|three legged|(?:has |with |on |only )(?:only )?three legs|lost a leg|missing a leg)\b/,
    words: fixed('three-legged'),
  },
  // A toy loved into mending ("with one ear sewn back on", "a patched paw"): nothing is missing.
  {
    key: 'mended',
    pattern:
      /\b(?:(?:one|an?|her|his|its|their) (ear|eye|arm|leg|paw|tail|wing) (?:that (?:was|has been|'s been) |has been |was )?(?:sewn|stitched|glued|mended|patched|darned)(?: back)?(?: on)?|(?:a |one |an )?(?:sewn-on|stitched-on|mended|patched|darned) (ear|eye|arm|leg|paw|tail|wing))\b/,
    words: (m) => `has a mended ${m[1] ?? m[2]}`,
    thing: (m) => `mended ${m[1] ?? m[2]}`,
  },
  {
    key: 'one-ear',
    pattern:
      /\b(?:one-eared|(?:has |with |only )(?:only )?one ear(?! flops| (?:that (?:was|has been|'s been) |has been |was )?(?:sewn|stitched|glued|mended|patched|darned))|missing an ear|lost an ear)\b/,
    words: fixed('has only one ear'),
  },
  // Both ears, one of them floppy: nothing is missing.
  {
    key: 'floppy-ear',
    pattern: /\b(?:(?:one|a) (?:floppy|wonky|bent|droopy) ear|one ear (?:that )?flops|one ear up)\b/,
    words: (m) => (/wonky|bent|droopy/.test(m[0]) ? `has a ${m[0].replace(/^(?:one|a) /, '')}` : 'has one floppy ear'),
  },
  {
    key: 'no-tail',
    pattern: /\b(?:no tail|without a tail|stumpy tail|short tail|half a tail|lost (?:her|his|its|their) tail)\b/,
    words: fixed('has a stumpy tail'),
  },
  {
    key: 'walking-stick',
    pattern:
      /\b(?:walks? with a (?:stick|cane|walking stick|frame)|uses a (?:walking )?(?:stick|cane)|bad (?:knees?|hip|back|leg)|walks? slowly)\b/,
    words: fixed('walks with a stick'),
  },
  // "poorly and lives with us now", "not very well at the moment": gently, in their own time.
  {
    key: 'poorly',
    pattern:
      /\b(?:poorly|unwell|not (?:very |too )?well|(?:is|has been|gets) (?:quite |very |a bit )?ill|recovering|getting better|frail|tires? easily|gets tired)\b/,
    words: fixed('poorly'),
  },
  // Gardening before sizes: "grows enormous vegetables" says what the vegetables are, not the gardener.
  {
    key: 'gardening',
    pattern:
      /\b(?:gardener|gardening|loves? (?:the |her |his |their )?garden|grows? (?:[a-z-]+ )?(?:vegetables|veg|flowers|tomatoes|marrows|pumpkins|carrots|potatoes|sunflowers|roses|beans|strawberries|cabbages|leeks|onions)|an allotment)\b/,
    words: (m) => (/^grows? /.test(m[0]) ? m[0].replace(/^grow /, 'grows ') : 'loves gardening'),
  },
  // Tempers and ways.
  {
    key: 'homesick',
    pattern:
      /\b(?:homesick|misses (?:home|(?:her|his|their|its) (?:home|planet|family|mum|mummy))|far (?:away )?from home|wants to go home)\b/,
    words: fixed('homesick'),
  },
  // "hoots at the wrong time": the sound, as a noun the story can say ("a loud hoot").
  {
    key: 'wrong-time',
    pattern:
      /\b(hoot|bark|squawk|sneez|neigh|moo|honk|quack|giggl|roar|burp|beep|sing|laugh|whistl|trumpet|howl|yowl|meow|miaow|baa|bray|crow|chirp|tweet|toot|snort)(?:es|s|e)? (?:at|in) (?:the|all the|exactly the) (?:wrong|worst) (?:times?|moments?|places?)\b|\b(hoot|bark|squawk|sneez|neigh|honk|giggl|roar|burp|beep|laugh|whistl|howl|meow|toot)(?:es|s|e)? at (?:the )?(?:worst|wrong) (?:possible )?(?:times?|moments?)\b/,
    words: (m) => `${verbOf(m[1] ?? m[2] ?? '')} at the wrong time`,
    thing: (m) => noiseOf(m[1] ?? m[2] ?? ''),
  },
  {
    key: 'secretly-kind',
    pattern:
      /\bsecretly (?:kind|soft|nice|lovely|gentle|a softie)\b|\b(?:soft|big softie) (?:on the inside|underneath)\b|\bheart of gold\b/,
    words: fixed('secretly kind'),
  },
  {
    key: 'grumpy',
    pattern: /\b(?:grumpy|grouchy|cranky|crabby|crotchety|curmudgeonly|cantankerous|tetchy|grumbles|grumbly|moany|a grump|grumpy-?pants)\b/,
    words: fixed('grumpy'),
  },
  {
    key: 'clumsy',
    pattern:
      /\b(?:clumsy|keeps? (?:falling|tripping|bumping) (?:over|into (?:things|everything))|always (?:falling|tripping) over|falls over (?:a lot|all the time|everything)|trips over (?:everything|things|(?:her|his|its|their) (?:own )?(?:feet|paws))|bumps into (?:things|everything))\b/,
    words: (m) => (/fall|trip|bump/.test(m[0]) && !/^clumsy$/.test(m[0]) ? 'clumsy, keeps falling over' : 'clumsy'),
  },
  {
    key: 'scared-of',
    // "plastic bags", "hot air balloons": a plural that ends the thing takes the words before it.
    pattern:
      /\b(?:scared|frightened|afraid|terrified|nervous|frit|a bit scared|fearful) of (?!(?:nothing|anything|no ?one|nobody)\b)((?:the |loud |big |being |going )?(?:[a-z]+ ){0,2}?[a-z]+s\b(?! (?:and|or) )(?<!\b(?:sometimes|always|is|was|has|as|its|his|this)\b)|(?:the |loud |big |being |going )?[a-z]+)/,
    words: (m) => `scared of ${m[0].replace(/^.*? of /, '')}`,
    thing: (m) => m[0].replace(/^.*? of /, ''),
  },
  // Before "nervous": "changes colour when she's nervous" shows the colour.
  { key: 'changes-colour', pattern: /\b(?:changes?|changing|turns?|turning) colou?rs?\b/, words: fixed('changes colour') },
  {
    key: 'nervous',
    pattern:
      /\b(?:nervous|timid|anxious|a (?:bit of a )?scaredy-?(?:cat|pants)|easily scared|jumpy|frightened of everything|scared of everything)\b/,
    words: fixed('nervous'),
  },
  {
    key: 'shy',
    pattern: /\b(?:(?:very |a bit |quite |really )?shy|bashful|hides? behind (?:me|her|him|them|everyone))\b/,
    words: fixed('shy'),
  },
  // "sleeps in the washing basket": where, as the story may say it ("the washing basket").
  {
    key: 'sleeps-in',
    pattern: new RegExp(
      `\\bsleeps? (?:in|on|under) (?:the |a |my |our |her |his |their |its )?((?:[a-z-]+ ){0,2}?(?:${SLEEPING_PLACES}))\\b`,
    ),
    words: (m) => `sleeps in the ${m[1]}`,
    thing: (m) => `the ${m[1]}`,
  },
  {
    key: 'sleepy',
    pattern:
      /\b(?:(?:always |very )?sleepy|(?:keeps|always) falling asleep|falls asleep (?:everywhere|all the time|anywhere)|sleeps all day|naps? a lot|lazy|dozy)\b/,
    words: fixed('always falling asleep'),
  },
  {
    key: 'forgetful',
    pattern:
      /\b(?:forgetful|forgets (?:things|everything|where|stuff)|(?:keeps|always|keep) forgetting(?: (?:things|everything|stuff|where))?|can'?t remember (?:anything|things)|(?:always )?losing (?:her|his|their|its) (?:glasses|keys|things))\b/,
    words: fixed('forgetful'),
  },
  { key: 'snores', pattern: /\b(?:snores?|snoring|snorts?)\b/, words: fixed('snores') },
  // "hiccups fire", "hiccups bubbles": what comes out with each hic is the thing (a light where it glows).
  {
    key: 'hiccups',
    pattern:
      /\b(?:hiccups?|hiccoughs?|hiccupping|gets the hiccups)(?:\s+(?:out\s+)?(?:little\s+|tiny\s+|big\s+)?(?:puffs? of\s+)?(fire|flames?|sparks|smoke|bubbles|stars|glitter))?\b/,
    words: (m) => (m[1] ? `hiccups ${/^flames?$/.test(m[1]) ? 'fire' : m[1]}` : 'gets the hiccups'),
    thing: (m) => (m[1] ? (/^flames?$/.test(m[1]) ? 'fire' : m[1]) : ''),
  },
  // "always on her phone", "glued to his tablet": the screen looked up from at the moment that matters, its torch in the dark.
  {
    key: 'phone',
    pattern:
      /\b(?:(?:always|forever|constantly|never off) )?(?:on|glued to|staring at|looking at|playing on|texting on) (?:her|his|their|a|the) (phone|mobile|tablet|ipad)\b|\b(?:always|forever|constantly) (?:texting|on the phone)\b/,
    words: (m) => `always on ${m[0].match(/\b(?:her|his|their)\b/)?.[0] ?? 'the'} ${m[1] ?? 'phone'}`,
    thing: (m) => (m[1] === 'ipad' || m[1] === 'tablet' ? 'tablet' : 'phone'),
  },
  // "only whispers", "speaks in a whisper": the softest voice, leaned in to hear, and the one that can speak where all must be hushed.
  {
    key: 'whispers',
    pattern:
      /\b(?:only (?:ever )?whispers|always whispers|(?:speaks|talks) (?:in|only in) (?:a )?whispers?|never speaks above a whisper|whispers everything)\b/,
    words: fixed('only whispers'),
  },
  // "remembers everything", "never forgets anything", "a memory like an elephant" (before forgetful's "forgets").
  {
    key: 'remembers',
    pattern:
      /\b(?:remembers (?:everything|every ?thing|all sorts|every(?:one|body)|every detail)|never forgets(?: anything| a thing| a face)?|(?:has )?a memory like an elephant|(?:has )?(?:an amazing|a brilliant|a great|the best) memory)\b/,
    words: fixed('remembers everything'),
  },
  {
    key: 'favourite-food',
    pattern: new RegExp(`\\b(?:loves?|adores?|is obsessed with|is mad about|is crazy about|would do anything for) (${FOODS})\\b`),
    words: (m) => `loves ${m[1]}`,
    thing: (m) => m[1] as string,
  },
  // "a fox who steals sandwiches": what it steals is what the lines say (never biscuits for sandwiches).
  {
    key: 'snack-thief',
    pattern:
      /\b(?:steals?|stealing|pinches|nicks|swipes|snatches|pinching|nicking) (?:[a-z]+ )?(snacks?|food|biscuits?|sandwiches|crisps|bananas?|sweets|treats|chips|lunch(?:es)?)\b/,
    words: fixed('steals snacks'),
    thing: (m) => SNACKS[(m[1] as string).replace(/(?:es|s)$/, '')] ?? 'snacks',
  },
  // "a cat who steals socks", "a magpie who pinches shiny things": the thing stolen, told early and late.
  {
    key: 'thief',
    pattern:
      /\b(?:steals?|stealing|pinches|nicks|swipes|pinching|nicking|runs off with|hides|hoards) (?:all |the |my |our |people's |everyone's |mum's |dad's )?(socks|shoes|slippers|gloves|mittens|hats|pegs|clothes pegs|spoons|teaspoons|keys|pencils|pens|toys|buttons|hair ?bands|hair ?bobbles|shiny things|tea ?towels|the washing|washing)\b/,
    words: (m) => `steals ${m[1]}`,
    thing: (m) => (m[1] as string).replace(/^the /, ''),
  },
  // "a puppy who chews everything", "a goat who eats anything": what it chews, it chews on the way too.
  {
    key: 'chewer',
    pattern:
      /\b(?:chews?|chewing|gnaws?|gnawing|nibbles?|nibbling) (?:up |on )?(?:everything|anything|(?:all )?(?:the |my |our |her |his |their |mum's |dad's |people's )?(?:shoes|socks|slippers|furniture|cushions|sticks|pencils|homework|toys|wires|chair legs|things|stuff))\b|\b(?:eats?|eating|will eat) (?:anything|socks|shoes|paper|the washing|homework|hats)\b|\b(?:a )?(?:big |terrible |champion )?chewer\b/,
    words: fixed('chews everything'),
  },
  // "a kitten who hides in boxes", "always hiding in cupboards": where, as the story may say it.
  {
    key: 'hider',
    pattern:
      /\b(?:hides?|hiding|squeezes?|squeezing|curls? up|sits?) (?:in|inside) (?:any |every |the |a |my |our |her |his |their )?(boxes|box|cardboard boxes|bags|paper bags|shopping bags|cupboards|drawers|shoes|boots|baskets|blankets|the washing)\b|\b(?:always hiding|hides everywhere|loves hiding|loves to hide|brilliant at hiding|good at hiding)\b/,
    words: (m) => (m[1] ? `hides in ${m[1].replace(/^box$/, 'boxes')}` : 'always hiding'),
    thing: (m) => (m[1] ? m[1].replace(/^box$/, 'boxes') : 'boxes'),
  },
  // "always hungry for batteries" (a robot): what it is hungry for is kept, never dropped to "always hungry".
  {
    key: 'hungry',
    pattern:
      /\b(?:(?:always|very) hungry(?: for (batteries|power|electricity|oil|fuel))?|greedy|loves? (?:food|snacks|eating|treats|biscuits|cake)|eats everything)\b/,
    words: (m) => (m[1] ? `always hungry for ${m[1]}` : 'always hungry'),
    thing: (m) => m[1] ?? 'batteries',
  },
  // "who knows everything about space", "an expert on dinosaurs": a know-it-all about one thing, who
  // tells its facts (a person); an owl who knows everything about the stars is still wise.
  {
    key: 'know-it-all',
    pattern:
      /\b(?:(?:knows?|knew) (?:everything|all|loads|lots|so much|a lot|heaps|tons)(?: there is to know)?|(?:a |an )?(?:total |real |proper )?(?:know-it-all|expert)) (?:about|on) ((?:the )?[a-z][a-z-]*(?: [a-z][a-z-]*){0,2}?)(?=\s*(?:$|[,.;!)]|\band\b|\bbut\b|\bwho\b|\bso\b))/,
    words: (m) => `knows everything about ${m[1]}`,
    thing: (m) => m[1] as string,
  },
  // "thinks she knows everything", "a know-it-all" with nothing named: the sure one who is not always right, never bossy.
  {
    key: 'knows-everything',
    pattern:
      /\b(?:(?:a |an )?(?:little |total |real |proper |bit of a )?know-it-all|thinks (?:he|she|they|it) knows? (?:everything|it all|best)|knows it all)\b/,
    words: fixed('a know-it-all'),
  },
  // "reads everything", "always has her nose in a book", "a bookworm": the reader, who reads what the page has to read.
  {
    key: 'reader',
    pattern:
      /\b(?:reads? (?:everything|all the time|loads|constantly|non-stop|every book)|(?:always|never stops|loves) reading|(?:a |an )?(?:total |real |proper |little |big )?bookworm|(?:nose|head) (?:always )?in a book)\b/,
    words: fixed('reads everything'),
  },
  {
    key: 'bossy',
    pattern: /\b(?:bossy|bosses (?:me|everyone|everybody|us) about)\b/,
    words: fixed('bossy'),
  },
  {
    key: 'chatterbox',
    pattern: /\b(?:chatterbox|chatty|talks? (?:a lot|too much|all the time|non-?stop)|never stops talking)\b/,
    words: fixed('a chatterbox'),
  },
  {
    key: 'copycat',
    pattern: /\b(?:copies (?:me|everything|everyone|what)|copycat|repeats everything|says everything twice)\b/,
    words: fixed('copies everything'),
  },
  // "tells terrible jokes": jokes told, and groaned at, not only a giggle in the voice (kinds10).
  {
    key: 'jokes',
    pattern:
      /\b(?:tells?|telling|makes up|cracks?|loves) (?:(?:really|very|truly|the most) )?(terrible|bad|awful|silly|corny|cheesy|rubbish|dreadful|groan-worthy|dad)? ?jokes\b|\b(?:always|forever|never stops) (?:joking|making jokes)\b|\ba (?:big |terrible )?joker\b/,
    words: (m) => `tells ${m[1] ? `${m[1]} ` : ''}jokes`,
    thing: (m) => (m[1] && m[1] !== 'dad' ? m[1] : 'terrible'),
  },
  {
    key: 'silly',
    pattern: /\b(?:silly|makes (?:me|us|everyone) laugh|tells jokes|jokes?|funny|goofy|daft|a clown)\b/,
    words: fixed('silly, makes everyone laugh'),
  },
  { key: 'slow', pattern: /\b(?:very |really |a bit |quite )?slow\b/, words: fixed('slow') },
  { key: 'fast', pattern: /\b(?:very |really |super )?(?:fast|speedy|quick|zooms everywhere)\b/, words: fixed('very fast') },
  { key: 'tiny', pattern: /\b(?:tiny|teeny|very small|the smallest|really small|little tiny|itsy-bitsy)\b/, words: fixed('very small') },
  { key: 'huge', pattern: /\b(?:huge|enormous|massive|very big|really big|very tall|gigantic)\b/, words: fixed('very big') },
  {
    key: 'facts',
    pattern: /\b(?:knows (?:every|all the|lots of|loads of|a million|so many) facts?|full of facts|loves facts|a walking encyclopedia)\b/,
    words: fixed('knows every fact'),
  },
  {
    key: 'learning',
    pattern: /\b(?:still learning|in training|learning (?:the ropes|to herd|tricks|to sit|to fetch|to be good)|a learner)\b/,
    words: fixed('still learning'),
  },
  { key: 'wise', pattern: /\b(?:wise|knows everything|very clever|clever)\b/, words: fixed('wise') },
  {
    key: 'brave',
    pattern:
      /\b(?:brave|fearless|bold|(?:scared|frightened|afraid) of (?:nothing|no ?one|nobody)|(?:not|never|isn't|isn’t) (?:scared|frightened|afraid) of anything)\b/,
    words: fixed('brave'),
  },
  {
    key: 'bouncy',
    pattern: /\b(?:bouncy|bounces everywhere|never sits still|full of beans|hyper|can'?t sit still|excitable)\b/,
    words: fixed("can't sit still"),
  },
  {
    key: 'noisy',
    pattern:
      /\b(?:noisy|loud|very loud|barks at everything|yaps?|shouts? a lot|(?:won'?t|never) stops? (?:barking|squawking|yapping|howling|meowing)|barks (?:a lot|all the time|at everyone))\b/,
    words: fixed('noisy'),
  },
  {
    key: 'tail-chaser',
    pattern: /\b(?:chases? (?:her|his|its|their) (?:own )?tail|chasing (?:her|his|its|their) (?:own )?tail)\b/,
    words: fixed('chases its own tail'),
  },
  {
    key: 'digging',
    pattern: /\b(?:loves? (?:digging|to dig)|digs (?:everything|holes|everywhere)|always digging)\b/,
    words: fixed('loves digging'),
  },
  {
    key: 'hates-wet',
    pattern: /\b(?:hates? (?:getting wet|water|baths|the bath|the rain|puddles)|won'?t go in water)\b/,
    words: fixed('hates getting wet'),
  },
  // Stubborn about one thing: "refuses to jump water", "won't go near the hoover".
  {
    key: 'refuses',
    pattern:
      /\b(?:refuses to|won'?t ever|will not|won'?t|never will) ((?:jump|go|cross|walk|swim|step|climb|eat|wear|share|get|fly|come|put)(?: (?!and\b|but\b|who\b|because\b)[a-z']+){1,3})/,
    words: (m) => `refuses to ${m[1]}`,
    thing: (m) => m[1] as string,
  },
  {
    key: 'singing',
    pattern: /\b(?:sings? (?:a lot|all the time|everywhere|constantly)|always singing|loves? (?:singing|to sing)|hums?|humming)\b/,
    words: fixed('always singing'),
  },
  { key: 'knitting', pattern: /\b(?:knits?|knitting|crochets?|crochet)\b/, words: fixed('loves knitting') },
  { key: 'baking', pattern: /\b(?:bakes?|baking|makes? (?:the best )?(?:cakes|biscuits|bread))\b/, words: fixed('loves baking') },
  {
    key: 'instrument',
    pattern: new RegExp(`\\b(?:plays?|playing|loves? playing) (?:the |a |an |her |his |their |its )?(${INSTRUMENTS})\\b`),
    words: (m) => `plays the ${m[1]}`,
    thing: (m) => m[1] as string,
  },
  // "a crow who collects buttons", "hoards shiny things": what they collect.
  {
    key: 'collects',
    pattern:
      /\b(?:collects|hoards|loves collecting|keeps a collection of) ((?:shiny |old |lost |odd |bottle |sea |pretty |round )?[a-z]{3,}s)\b/,
    words: (m) => `collects ${m[1]}`,
    thing: (m) => m[1] as string,
  },
  // Machines and toys.
  // "a robot made of a biscuit tin", "made from old saucepans": what rattles when it moves.
  {
    key: 'made-of',
    pattern:
      /\bmade (?:out )?(?:of|from) ((?:an? |some |old |an old |two |three )*(?:[a-z]+ )?(?:tins?|cans?|saucepans?|pans?|kettles?|buckets?|spoons|forks|bolts|nuts and bolts|bottle tops|scrap metal|scrap|metal|junk|tin foil|toasters?))\b/,
    words: (m) => `made of ${m[1]}`,
    thing: (m) => m[1] as string,
  },
  {
    key: 'rusty',
    pattern:
      /\b(?:rusty|creaky|creaks|squeaky (?:wheel|joints?|arm|leg)|squeaks when (?:he|she|it|they) walks?|needs oiling|wobbly wheel)\b/,
    words: fixed('rusty and creaky'),
  },
  {
    key: 'battery',
    pattern:
      /\b(?:battery (?:runs? (?:low|out|flat)|is low|goes flat)|runs out of (?:battery|power|charge)|needs charging|always running out)\b/,
    words: fixed('runs low on battery'),
  },
  {
    key: 'beeps',
    pattern:
      /\b(?:only (?:speaks|talks) in beeps|(?:speaks|talks) (?:only )?in beeps|only beeps|beeps (?:a lot|when|instead)|can only beep)\b/,
    words: fixed('only speaks in beeps'),
  },
  {
    key: 'worn',
    pattern: /\b(?:worn|threadbare|patched|has a patch|loved to bits|very old and floppy|faded|bald patch|stitched up|falling apart)\b/,
    words: fixed('worn and patched'),
  },
  // "squeaks when he's happy": the sound that says things are going well, where the page is glad.
  {
    key: 'happy-squeak',
    pattern:
      /\b(?:(?:squeaks?|squeals?|chirps?|purrs?) (?:when|whenever|if) (?:he|she|they|it)(?:'s| is| are|'re| gets?| feels?) (?:happy|excited|pleased|glad)|happy squeaks?)\b/,
    words: fixed('squeaks when happy'),
  },
  {
    key: 'squeaks',
    pattern: /\b(?:squeaks when (?:you )?(?:squeeze|squeezed|press|pressed|hug|hugged)|has a squeaker|squeaky)\b/,
    words: fixed('squeaks when squeezed'),
  },
  {
    key: 'magic-wrong',
    pattern: /\b(?:magic (?:goes|always goes) wrong|can'?t do magic(?: yet)?|learning (?:magic|spells)|spells go wrong|wobbly magic)\b/,
    words: fixed('magic goes wrong'),
  },
  {
    key: 'bubbles',
    pattern: /\b(?:blows? bubbles|swims? in circles|forgets everything in (?:three|3|five|5) seconds)\b/,
    words: fixed('blows bubbles'),
  },
  // Where an animal came from: "she found in the garden", "rescued from the beach". A "rescue dog"
  // says its kind and nothing more.
  {
    key: 'found',
    pattern:
      /\b(?:(?:was |we |she |he |they |i )?found (?:in|on|under|at|by|near|behind) (?:the |a |an |our |my |her |his |their )?(?:[a-z-]+ )?(?:garden|road|park|beach|shed|street|woods?|field|hedge|bush|lane|farm|box|puddle|pond|drain|bin|doorstep|playground|path|car park)|rescued(?: from (?:the |a )?(?:pet shop|rescue centre|animal shelter|dogs' home|cats' home|[a-z]+))?|from the rescue(?: centre| center)?)\b/,
    words: (m) =>
      /found/.test(m[0]) ? m[0].replace(/^(?:was|we|she|he|they|i) /, '').replace(/ (?:our|my|her|his|their|a|an) /, ' the ') : 'rescued',
    thing: (m) =>
      /found/.test(m[0])
        ? m[0].replace(/^.*?found /, '').replace(/ (?:our|my|her|his|their|a|an) /, ' the ')
        : /rescued from /.test(m[0])
          ? m[0].replace(/^rescued from (?:the |a )?/, 'at the ')
          : 'at the rescue centre',
  },
  // An animal with a past job: "was a police dog", "a retired racing greyhound".
  {
    key: 'retired',
    pattern:
      /\b(?:used to be|was once|was|retired|an? (?:retired|ex-?|former)|(?:retired|ex-?|former)) (?:a |an )?((?:police|guide|sniffer|search|rescue|racing|farm|working|show|circus|therapy|sheep|gun|army|hearing) (?:dog|horse|greyhound|pony|donkey|hound)|racehorse|race horse|sheepdog|greyhound|police horse)\b/,
    words: (m) => `used to be ${/^[aeiou]/.test(m[1] as string) ? 'an' : 'a'} ${m[1]}`,
    thing: (m) => `${/^[aeiou]/.test(m[1] as string) ? 'an' : 'a'} ${m[1]}`,
  },
  // An animal at work now: "is a guide dog", "a therapy pony".
  {
    key: 'working',
    pattern:
      /\b(?:is|works as) (?:a |an )((?:police|guide|sniffer|search|rescue|farm|working|therapy|sheep|assistance|hearing) (?:dog|horse|pony|donkey))\b|\b(?:a |an )?(guide dog|therapy dog|assistance dog|sniffer dog|therapy pony|police dog|police horse)\b/,
    words: (m) => `${/^[aeiou]/.test(m[1] ?? m[2] ?? '') ? 'an' : 'a'} ${m[1] ?? m[2]}`,
    thing: (m) => `${/^[aeiou]/.test(m[1] ?? m[2] ?? '') ? 'an' : 'a'} ${m[1] ?? m[2]}`,
  },
  {
    key: 'escaper',
    pattern:
      /\b(?:escapes?|escaping|an escape artist|escape artist|always (?:getting|running) out|gets out of (?:everything|her|his|its|their) (?:cage|hutch|tank|run|box))\b/,
    words: fixed('always escaping'),
  },
  // Jobs, past and present.
  {
    key: 'lifeboat',
    pattern:
      /\b(?:lifeboat (?:volunteer|crew|man|woman|cox|helm)|(?:volunteers?|crews?|works?) (?:on|for|with) the lifeboats?|on the lifeboat crew|rnli)\b/,
    words: fixed('a lifeboat volunteer'),
  },
  {
    key: 'train-driver',
    pattern:
      /\b(?:(?:used to be |was |is |a retired |retired )?(?:a |an )?(?:train|engine|steam train|tram) driver|used to drive (?:steam )?(?:trains|trams)|drives (?:steam )?trains)\b/,
    words: (m) => (/used to|retired|was /.test(m[0]) ? 'used to be a train driver' : 'a train driver'),
  },
  // "who used to drive the number 9 bus", "a retired bus driver", "drives the school bus".
  {
    key: 'bus-driver',
    pattern:
      /\b(?:(?:used to be |was |is |a retired |retired )?(?:a |an )?(?:bus|coach) driver|(?:used to drive|drove|drives) (?:a |the )?(?:(?:number \d+|school|night|double-decker|red|big) )?(?:bus|buses|coach|coaches)\b)/,
    words: (m) => (/used to|retired|was |drove/.test(m[0]) ? 'used to be a bus driver' : 'a bus driver'),
  },
  {
    key: 'astronaut',
    pattern: /\b(?:an? )?(?:astronaut|spaceman|spacewoman|space explorer)\b/,
    words: (m) => (/used to|was /.test(m.input.slice(Math.max(0, m.index - 14), m.index)) ? 'used to be an astronaut' : 'an astronaut'),
  },
  {
    key: 'scientist',
    pattern:
      /\b(?:marine biologist|biologist|scientist|chemist|astronomer|geologist|archaeologist|pal(?:a)?eontologist|works in a lab(?:oratory)?)\b/,
    words: (m) => (/lab/.test(m[0]) ? 'a scientist' : `a ${m[0].replace(/^a /, '')}`),
    thing: (m) => (/lab/.test(m[0]) ? 'scientist' : m[0]),
  },
  { key: 'firefighter', pattern: /\b(?:firefighter|fire ?fighter|fireman|firewoman)\b/, words: fixed('a firefighter') },
  // "who used to run marathons", "a marathon runner", "runs ultramarathons": the long race (before the doctor's "runs").
  {
    key: 'runner',
    pattern:
      /\b(?:(?:used to |still )?(?:runs?|ran|running) (?:(?:the |a |in )?(?:london |ultra ?|half )?marathons?)|(?:an? )?(?:ultra ?|half )?marathon runner|ultra-?runner)\b/,
    words: (m) => (/used to|\bran\b/.test(m[0]) ? 'used to run marathons' : 'runs marathons'),
  },
  // The job's own noun is its thing: a vet's lines are with animals, a nurse's with people.
  {
    key: 'doctor',
    pattern: /\b(?:doctor|nurse|a vet|paramedic|surgeon|midwife)\b/,
    words: (m) => `a ${m[0].replace(/^a /, '')}`,
    thing: (m) => m[0].replace(/^a /, ''),
  },
  { key: 'pilot', pattern: /\b(?:pilot|flies planes|flew planes)\b/, words: (m) => (/flew/.test(m[0]) ? 'used to fly planes' : 'a pilot') },
  // A fisherman knows tides, knots, nets, crabs and boats; "loves fishing" is a sailor's pastime below.
  {
    key: 'fisher',
    pattern: /\b(?:fisherman|fisherwoman|fisher|trawlerman|fishes for a living)\b/,
    words: (m) => (/living/.test(m[0]) ? 'a fisherman' : `a ${m[0]}`),
  },
  {
    key: 'farmer',
    pattern: /\b(?:farmer|runs (?:a|the) farm|works on (?:a|the) farm|has a farm)\b/,
    words: fixed('a farmer'),
  },
  {
    key: 'police',
    pattern: /\b(?:police ?(?:officer|constable|sergeant|woman|man)|policeman|policewoman|in the police)\b/,
    words: (m) => (/^in the police$/.test(m[0]) ? 'a police officer' : `a ${m[0]}`),
  },
  {
    key: 'artist',
    pattern: /\b(?:artist|painter|illustrator|paints pictures)\b/,
    words: (m) => (/pictures/.test(m[0]) ? 'an artist' : `${/^[aeiou]/.test(m[0]) ? 'an' : 'a'} ${m[0]}`),
  },
  {
    key: 'musician',
    pattern: /\b(?:musician|composer|plays in a band)\b/,
    words: (m) => (/band/.test(m[0]) ? 'a musician' : `a ${m[0]}`),
  },
  {
    key: 'sailor',
    pattern: /\b(?:sailor|sea captain|used to sail|sailed the seas|goes fishing|loves fishing)\b/,
    words: (m) => (/fish/.test(m[0]) ? 'loves fishing' : 'a sailor'),
  },
  {
    key: 'teacher',
    pattern: /\b(?:teacher|headteacher|teaches|used to teach)\b/,
    words: (m) =>
      /used to|retired|\bwas an? /.test(`${m.input.slice(Math.max(0, m.index - 14), m.index)}${m[0]}`)
        ? 'used to be a teacher'
        : 'a teacher',
  },
  { key: 'chef', pattern: /\b(?:chef|cook|baker)\b/, words: (m) => `a ${m[0]}`, thing: (m) => m[0] },
  // "can fix anything": the mender who itches to fix it and lets the child have the first go.
  {
    key: 'fixer',
    pattern:
      /\b(?:can fix (?:anything|everything|almost anything)|fixes (?:anything|everything)|mends (?:anything|everything)|good at fixing things)\b/,
    words: fixed('can fix anything'),
  },
  // "really good at maths": the sums done in the head, where the page counts.
  {
    key: 'maths',
    pattern:
      /\b(?:(?:really |very |super |so |amazingly )?(?:good|brilliant|great|clever) (?:at|with) (?:maths|math|sums|numbers)|loves (?:maths|sums|numbers)|a maths (?:whizz|wizard|genius))\b/,
    words: fixed('really good at maths'),
  },
  // "comes alive at night": a toy still by day, moving only on a page that is dark.
  {
    key: 'night-alive',
    pattern:
      /\b(?:comes? (?:to life|alive) (?:at night|after dark|at bedtime|when (?:everyone|everybody)(?:'s| is) asleep)|alive at night)\b/,
    words: fixed('comes alive at night'),
  },
  // "a retired postman": the rounds, the weather, the dogs and the gates, before any other job's ending.
  {
    key: 'postman',
    pattern: /\b(?:post(?:man|woman|ie)|mail ?(?:man|woman|carrier))\b/,
    words: (m) => `a ${m[0]}`,
    thing: (m) => m[0],
  },
  {
    key: 'builder',
    pattern: /\b(?:builder|carpenter|plumber|electrician|mechanic|engineer|fixes (?:everything|things|bikes|cars))\b/,
    words: (m) => (/fixes/.test(m[0]) ? m[0] : `${/^[aeiou]/.test(m[0]) ? 'an' : 'a'} ${m[0]}`),
    thing: (m) => (/fixes/.test(m[0]) ? 'builder' : m[0]),
  },
  {
    key: 'lighthouse',
    pattern:
      /\b(?:(?:used to (?:be|keep)|was|retired|former|kept|keeps|is|works (?:on|at|in)) )?(?:an? |the )?(?:retired |former )?lighthouse(?: keeper)?\b/,
    words: (m) =>
      PAST_JOB.test(m.input.slice(Math.max(0, m.index - 14), m.index) + m[0]) ? 'used to keep a lighthouse' : 'keeps a lighthouse',
    thing: fixed('lighthouse keeper'),
  },
  // Any other job said after "who is a" or "who was a": "a clockmaker", "a bus conductor", "a beekeeper".
  // "a retired detective with a magnifying glass": the job and the thing the parent named, both in action.
  {
    key: 'detective',
    pattern:
      /\b(?:(?:who|that)(?:'s| is| was| used to be)(?: retired| once)? )?(?:an? )(?:retired |former |old )?(?:private |police )?(detective|sleuth|private eye)\b/,
    words: (m) => `${/\b(?:retired|former|used to be|was)\b/.test(m[0]) ? 'used to be ' : ''}a ${m[1]}`,
    thing: (m) => /\bmagnifying glass\b/.exec(m.input)?.[0] ?? (/\bnotebook\b/.test(m.input) ? 'notebook' : 'magnifying glass'),
  },
  {
    key: 'job',
    pattern: new RegExp(
      `\\b(?:who|that)(?:'s| is| was| used to be| works as| worked as)(?: retired| once)? (?:an? )(?:retired |former )?(${JOB_PHRASE})\\b`,
    ),
    words: (m) => (PAST_JOB.test(m[0]) ? 'used to be ' : '') + `${/^[aeiou]/.test(m[1] as string) ? 'an' : 'a'} ${m[1]}`,
    thing: (m) => `${/^[aeiou]/.test(m[1] as string) ? 'an' : 'a'} ${m[1]}`,
  },
]

/** Quirks that are a job, told as the past where the parent wrote it so ("a retired firefighter"). */
const JOBS = new Set([
  'firefighter',
  'doctor',
  'pilot',
  'chef',
  'builder',
  'scientist',
  'sailor',
  'fisher',
  'farmer',
  'police',
  'artist',
  'musician',
  'postman',
])

/** The sound a "wrong time" clause names, back to a verb ("sneezes") and a noun ("a sneeze"). */
const verbOf = (stem: string) => (/(?:z|l)$/.test(stem) ? `${stem}es` : /(?:sh|ch|x)$/.test(stem) ? `${stem}es` : `${stem}s`)
const noiseOf = (stem: string) => (stem === 'sing' ? 'song' : /(?:z|l)$/.test(stem) ? `${stem}e` : stem)

/** Words that only say what the companion is, never a quirk: "who is a cat", "who is 12". */
const ONLY_WHAT = /^(?:a|an|the|my|our|his|her|their)?\s*(?:[a-z-]+\s+)?(?:friend|best friend|pet|companion|buddy)?$/

/** Each known quirk's pattern, compiled once to find every match (matchAll copies it, so it is never left mid-search). */
const KNOWN_GLOBAL = KNOWN.map((known) => new RegExp(known.pattern.source, 'g'))

/**
 * The companion's quirks in the order the parent wrote them. `text` is what the parent typed
 * (cleaned), `name` the companion's name (left out, so a cat called Grumpy is not grumpy), and
 * `clauses` what the companion parser read after "who" or "that" ("a bit forgetful", "loves cake").
 * `isKind` says whether a clause only names a kind ("a cat", "an old tortoise").
 */
export function quirksOf(text: string, name: string | null, clauses: readonly string[], isKind: (clause: string) => boolean): Quirk[] {
  // The name as typed ("Bubbles", never the bubbles a goldfish blows); a lower-case name once.
  let typed = ` ${text.replace(/[’]/g, "'")} `
  if (name)
    for (const word of name.split(/\s+/)) {
      const exact = new RegExp(`(?<=[\\s,(])${escapeRegExp(word)}(?=[\\s,)])`, 'g')
      typed = exact.test(typed)
        ? typed.replace(exact, ' '.repeat(word.length))
        : typed.replace(new RegExp(`(?<=[\\s,(])${escapeRegExp(word)}(?=[\\s,)])`, 'i'), ' '.repeat(word.length))
    }
  const lower = typed.toLowerCase()
  const found: { at: number; end: number; quirk: Quirk }[] = []
  for (const [k, known] of KNOWN.entries()) {
    for (const m of lower.matchAll(KNOWN_GLOBAL[k] as RegExp)) {
      const at = m.index ?? 0
      const end = at + m[0].length
      if (found.some((f) => at < f.end && end > f.at)) continue
      // "not grumpy", "never shy": what the companion is not.
      if (/\b(?:not|never|isn'?t|no longer)\s+(?:very\s+|a bit\s+)?$/.test(lower.slice(Math.max(0, at - 18), at))) continue
      const exec = Object.assign([...m], { index: at, input: lower }) as unknown as RegExpExecArray
      const words = known.words(exec).trim()
      found.push({ at, end, quirk: { key: known.key, words, ...(known.thing ? { thing: known.thing(exec).trim() } : {}) } })
    }
  }
  // A clause we do not know keeps the parent's words: "who is very good at hide and seek".
  for (const clause of clauses) {
    const words = unknownClause(clause)
    if (!words || isKind(words)) continue
    const at = lower.indexOf(words)
    const end = at + words.length
    if (at < 0 || found.some((f) => at < f.end && end > f.at)) continue
    found.push({ at, end, quirk: { key: null, words } })
  }
  found.sort((a, b) => a.at - b.at)
  // A job they have left: "a retired firefighter", "used to be a pilot" is "used to be a firefighter".
  for (const f of found) {
    const job = JOBS.has(f.quirk.key ?? '') && /^an? /.test(f.quirk.words)
    if (job && /\b(?:retired|used to be|was once|was|former|ex-?)\s+(?:an?\s+)?$/.test(lower.slice(Math.max(0, f.at - 20), f.at)))
      f.quirk.words = `used to be ${f.quirk.words}`
  }
  const quirks: Quirk[] = []
  for (const f of found) {
    // "clumsy … keeps falling over": one quirk, in the fuller words.
    const same = quirks.find((q) => q.key !== null && q.key === f.quirk.key)
    if (!same) quirks.push(f.quirk)
    else if (f.quirk.words.length > same.words.length) same.words = f.quirk.words
  }
  return quirks.slice(0, 3)
}

/**
 * A clause the lexicon does not know, as a story may say it after "who is" ("a bit forgetful",
 * "very good at hide and seek") or after the name ("loves cake"); null for what reads badly out of
 * its sentence: a clause about the child ("who is always with her"), a kind, a number, a long one.
 */
function unknownClause(clause: string): string | null {
  const words = clause.toLowerCase().replace(/[’]/g, "'").replace(/[.()]/g, ' ').replace(/\s+/g, ' ').trim()
  if (!words || ONLY_WHAT.test(words)) return null
  const count = words.split(' ').length
  if (count > 6 || /\d/.test(words)) return null
  if (/\b(?:i|me|my|mine|we|us|our|you|your|her|him|his|hers|them|their|she|he|they|it|its)\b/.test(words)) return null
  // Only what reads after "who is" (a describing phrase, not "a …") or a loving verb ("loves cake").
  if (/^(?:loves|likes|adores|enjoys)\s+[a-z]/.test(words)) return words
  if (/^(?:a|an|the)\b/.test(words)) return null
  // "never plans anything", "always loses things": a doing, which reads wrongly after "who is".
  if (words.split(' ').some((w, i) => i > 0 && /^[a-z]{2,}[^su']s$/.test(w))) return null
  if (
    /^(?:always|very|really|quite|a bit|so|super|too|good|great|brilliant|amazing|rubbish|terrible|never)\b|^[a-z]+(?:y|ful|ish|ous|ive|less|able|ible)\b/.test(
      words,
    )
  )
    return words
  return null
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
