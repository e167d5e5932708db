/**
 * The companion, read from the mainCharacter field: its name, its kind and category, what it looks
 * like, and the pronoun the story gives it. "her grandpa's old robot, Bolt" is Bolt, an old robot
 * that belongs to Grandpa; "his older sister Nora" is Nora, a big sister; "a shy dragon" has no
 * name and is "the dragon" after the first mention.
 */
import type { HeroLook } from '~/lib/hero-look'
import type { CompanionCategory } from '../scene'
import { cleanText, nameCase, withTRex } from './clean'
import { givenNamePronoun } from './given-names'
import { KIND_KEYS, KINDS, type KindInfo, type PersonAge, TOY_MARKERS } from './kinds'

/** What says a companion was made of paper: "a paper crane", "an origami frog", "a boat she folded". */
const PAPER_MADE = /\b(paper|origami|folded)\b/i
import { JOB_CLAUSE, type Quirk, quirksOf } from './quirks'

export type CompanionPronoun = 'she' | 'he' | 'they' | 'it'

export type Companion = {
  name: string | null
  /** The kind noun as the story says it: "robot", "big sister", "Grandma", "stegosaurus". */
  kind: string
  category: CompanionCategory
  pronoun: CompanionPronoun
  /** Describing words the parent used that we know: "old", "shy", "one-eyed", "yellow". */
  details: string[]
  /** What the parent said it wears, for the picture: "spectacles", "red scarf", "big hat". */
  wears?: string[]
  /**
   * What makes the companion themselves, in the parent's words and the order they wrote them: "a bit
   * deaf", "can't breathe fire yet", "plays the accordion" (profile/quirks.ts). A story tells the first.
   */
  quirks: Quirk[]
  /** A job the parent gave a companion of another kind: "astronaut" in "Auntie Jo, who is an astronaut". */
  role: string | null
  /** Whose it is, when the parent said: "grandpa" in "her grandpa's old robot". */
  owner: string | null
  sound: string
  age: PersonAge | null
  /**
   * The name stands on its own: a family role that reads as a name ("Grandma", never "the grandma"),
   * or a named companion whose kind the parent did not say ("Mister Whiskers").
   */
  kindIsName: boolean
  /** "his dog", "my teddy": the companion is the child's own. */
  belongsToChild: boolean
  /** True when nothing in the text was understood and the story's default friend stands in. */
  fallback: boolean
  /** One of the family's own children (profile/family.ts): drawn with their own look at their own age. */
  look?: HeroLook
  /** Age in years: a family child's, or the one the parent gave a person ("who is two", "aged 4"). */
  years?: number
  /** The parent's words, as written: "Dad, who coaches my team" (a tale's person star is cast by what they do). */
  said?: string
}

/** Describing words we repeat in the story or draw; anything else the parent wrote is left out. */
const DETAILS = new Set([
  'old',
  'young',
  'little',
  'small',
  'tiny',
  'big',
  'huge',
  'giant',
  'tall',
  'baby',
  'shy',
  'brave',
  'friendly',
  'kind',
  'gentle',
  'clever',
  'wise',
  'grumpy',
  'sleepy',
  'silly',
  'cheeky',
  'funny',
  'happy',
  'noisy',
  'quiet',
  'fluffy',
  'furry',
  'scruffy',
  'shaggy',
  'spotty',
  'spotted',
  'stripy',
  'striped',
  'one-eyed',
  'deaf',
  'blind',
  'three-legged',
  'clumsy',
  'rusty',
  'shiny',
  'magic',
  'magical',
  'flying',
  'talking',
  'purple',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'pink',
  'white',
  'black',
  'brown',
  'grey',
  'gray',
  'golden',
  'silver',
  'rainbow',
  'ginger',
  'speedy',
  'fast',
  'slow',
  'bouncy',
  'lazy',
  'wobbly',
  'mechanical',
  'wooden',
  'cardboard',
  'knitted',
  'plastic',
  'patchwork',
  'loyal',
  'curious',
  'playful',
  'proud',
  'bossy',
  'tired',
  'hungry',
])

/** A kin word alone in brackets after a name: "(grandad)", "(great-grandma)", "(aunt)". */
const KIN_GLOSS =
  /^(?:great[\s-])?(?:grandma|granny|grandmother|grandpa|grandad|granddad|grandfather|gran|nan|nana|aunt|auntie|aunty|uncle|cousin)$/i

/** Words that bring a thing to life, kept before a toy's kind: "a singing kettle", "a walking umbrella". */
const ALIVE_WORDS = new Set(['singing', 'walking', 'dancing', 'enchanted', 'living'])

/** People a companion can belong to: "her grandpa's old robot" is Grandpa's. */
const PERSON_OWNERS = new Set([
  'grandpa',
  'grandad',
  'granddad',
  'grandma',
  'granny',
  'nana',
  'nan',
  'gran',
  'mum',
  'mom',
  'dad',
  'daddy',
  'mummy',
  'mommy',
  'uncle',
  'auntie',
  'aunty',
  'aunt',
  'brother',
  'sister',
  'cousin',
  'friend',
  'neighbour',
  'neighbor',
  'teacher',
  'grandfather',
  'grandmother',
  'stepmum',
  'stepmom',
  'stepdad',
  'stepbrother',
  'stepsister',
  'godmother',
  'godfather',
  'nanny',
  'childminder',
])

/** Titles that stay part of a name when a name follows, and the kind each gives when nothing else does. */
const FAMILY_TITLES = new Set([
  'auntie',
  'aunt',
  'aunty',
  'uncle',
  'nana',
  'nanna',
  'nan',
  'nanny',
  'granny',
  'gran',
  'grandma',
  'grandpa',
  'grandad',
  'granddad',
  'gramps',
  'grampa',
  'oma',
  'opa',
  'nonna',
  'nonno',
  'tía',
  'tia',
  'tío',
  'tio',
  'tita',
  'tito',
  'khala',
  'cousin',
  'great-aunt',
  'great-auntie',
  'great-aunty',
  'great-uncle',
  'great-gran',
  'great-nan',
  'great-nana',
  'great-granny',
  'great-grandma',
  'great-grandpa',
  'great-grandad',
  'great-grampa',
])
/** "Doctor Patel" is a doctor, "Princess Anna" a princess, unless the phrase says otherwise ("Doctor Hoot the owl"). */
const JOB_TITLES: Readonly<Record<string, string>> = {
  doctor: 'doctor',
  dr: 'doctor',
  professor: 'professor',
  prof: 'professor',
  captain: 'captain',
  capt: 'captain',
  king: 'king',
  queen: 'queen',
  prince: 'prince',
  princess: 'princess',
  nurse: 'nurse',
  farmer: 'farmer',
  postman: 'postman',
  fireman: 'firefighter',
}
/** Said of a grown-up who is old: "a retired sea captain", "an elderly neighbour". */
const RETIRED = /\b(?:retired|elderly)\b/i
/** Titles that say nothing about the kind: "Mister Whiskers" could be a cat, a teddy or a neighbour. */
const COURTESY_TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'mister',
  'missus',
  'sir',
  'lady',
  'lord',
  'dame',
  'madam',
  'master',
  'baron',
  'duke',
  'duchess',
  'count',
  'countess',
])
/** Titles a pet or a toy is often called by alone ("Duke", "Lady"), unlike "Mr" or "Mrs". */
const PET_TITLE_NAMES = new Set(['duke', 'duchess', 'lady', 'lord', 'baron', 'count', 'countess', 'dame'])
/** Describing words that start names when written with a capital: "Big Yellow", "Little Bear", "Old Tom". */
const NAME_ADJECTIVES = new Set(['big', 'little', 'small', 'old', 'new'])
const isTitle = (lw: string) => FAMILY_TITLES.has(lw) || lw in JOB_TITLES || COURTESY_TITLES.has(lw)

/** Words that are never part of a name: articles, pronouns, prepositions and the like. */
const STOP_WORDS = new Set(
  (
    'a an the my our his her their your its me us him them he she they it we i you this that these those ' +
    'and or with plus but who whose which what where when is was are be been being has have had does do did ' +
    'can could will would should may might must called named nicknamed known name from of in on at to for by as into ' +
    'very really so too also just quite always never not no yes all some any one two three lots lot ' +
    'loves love likes like lives live plays play goes go comes come gets get helps help sleeps sleep ' +
    'pet pets toy toys old new best favourite favorite special little big small over next across along upstairs downstairs'
  ).split(' '),
)

/**
 * Words that may follow a name the phrase gives without "called" ("her dog Biscuit who snores",
 * "a robot Bolt and his spanner"): the stop words, less verbs in their bare form, which make what
 * comes before them an order rather than a name ("a dragon SYSTEM: be scary").
 */
const BARE_VERBS = new Set(
  'be been being do can could will would should may might must love like live play go come get help sleep'.split(' '),
)
const followsName = (token: Token) => STOP_WORDS.has(token.lower) && !BARE_VERBS.has(token.lower)

const NAME_WORD = /^\p{Lu}[\p{L}\p{N}'-]*$/u
const LOWER_WORD = /^\p{Ll}[\p{Ll}'-]{1,19}$/u

/** A brother, sister or cousin of one or two ("who is two", "aged 1", "(2)", "a toddler"): told as a baby, who cannot yet read or talk in sentences. */
const TODDLER =
  /\b(?:who is|who's|is|aged?)\s+(?:one|two|1|2)(?:\s+(?:years?\s+old|and a half))?(?=\s*(?:$|[,.;)!]|and\b))|\((?:1|2)\)|\btoddler\b/i

/** Number words a parent writes for an age: "who is two", "aged four". */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
}
const AGE_NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`
/** "(8)", "aged 4", "2 years old", "who is two", "who's 3 and a half": the age in years; "nine months old" is under one. */
const AGE_SAID = [
  new RegExp(`\\(\\s*${AGE_NUMBER}\\s*\\)`, 'i'),
  new RegExp(`\\baged?\\s+${AGE_NUMBER}\\b`, 'i'),
  new RegExp(`\\b${AGE_NUMBER}\\s*(?:yrs?|years?|yo)\\b`, 'i'),
  // "my three-year-old brother", "a 3-year-old".
  new RegExp(`\\b${AGE_NUMBER}-years?-old\\b`, 'i'),
  new RegExp(
    `\\b(?:who|that|he|she|they)\\s*(?:is|'s|are|has)\\s+(?:only |just |nearly |almost |just turned |turned )?${AGE_NUMBER}(?:\\s+and a half)?(?=\\s*(?:$|[,.;)!]|and\\b|but\\b))`,
    'i',
  ),
  // "who has just turned three", "who turned two last week".
  new RegExp(`\\b(?:just |has |recently )?turned\\s+${AGE_NUMBER}\\b`, 'i'),
  // "his little brother Leo, 3": a bare number after a comma, where nothing else follows.
  /,\s*(\d{1,2})\s*(?:$|[,.;!])/,
]
const UNDER_ONE = /\b(?:\d{1,2}|[a-z]+|a few|a couple of)\s+(?:months?|weeks?|days?)\s+old\b|\bnewborn\b/i

/** The age in years the parent gave the companion, if any: a brother or sister "who is two" is drawn as a toddler. */
export function saidYears(said: string): number | undefined {
  if (UNDER_ONE.test(said)) return 0
  for (const pattern of AGE_SAID) {
    const word = pattern.exec(said)?.[1]?.toLowerCase()
    if (!word) continue
    const years = NUMBER_WORDS[word] ?? Number(word)
    if (Number.isFinite(years) && years >= 0 && years <= 110) return years
  }
  return undefined
}

/**
 * What a picture can show that the parent said in a clause ("who has one ear", "with one eye",
 * "missing a leg", "with a wonky ear"), from the quirks read out of it, as one describing word each.
 */
const SHOWN_QUIRKS: Readonly<Record<string, (quirk: Quirk) => string | null>> = {
  'one-eyed': (quirk) => (quirk.words === 'one-eyed' ? 'one-eyed' : null),
  'three-legged': () => 'three-legged',
  'one-ear': () => 'one-eared',
  'floppy-ear': (quirk) => (/floppy/.test(quirk.words) ? 'floppy-eared' : 'wonky-eared'),
  'no-tail': () => 'stumpy-tailed',
}
const shownDetails = (quirks: readonly Quirk[]): string[] =>
  quirks.flatMap((quirk) => {
    const shown = quirk.key ? SHOWN_QUIRKS[quirk.key]?.(quirk) : null
    return shown ? [shown] : []
  })

/**
 * A describing word the parent said of one side only ("deaf in one ear", "blind in one eye"): never
 * told or drawn as the whole companion ("the old deaf sheepdog").
 */
const saidOfWhole = (quirks: readonly Quirk[]) => (word: string) =>
  !(
    (word === 'deaf' && quirks.some((q) => q.words === 'deaf in one ear')) ||
    (word === 'blind' && quirks.some((q) => q.words === 'blind in one eye'))
  )

/**
 * Body words the picture draws that no quirk reads ("a lop-eared rabbit", "with one button eye",
 * "who has only one wing", "with a grey muzzle"): one describing word each.
 */
const BODY_SAID: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:lop[- ]?eared|lop[- ]ears?|(?:long )?floppy[- ]eared|(?:long )?floppy ears)\b/i, 'lop-eared'],
  [
    /\b(?:one[- ]winged|(?:has |with |only )(?:only )?one wing|(?:a |one )?(?:broken|hurt|bad|poorly|injured|damaged) wing|lost a wing|missing a wing)\b(?![- ]?(?:feathers?|tips?)\b)/i,
    'one-winged',
  ],
  [
    /\b(?:gr[ae]y[- ](?:muzzled?|whiskers|whiskered|chin|snout|nose|face)|gr[ae]ying|white[- ]muzzled?|(?:going|gone|turning|turned|getting) (?:a (?:bit|little) )?(?:gr[ae]y|white))\b/i,
    'grey-muzzled',
  ],
  [/\bone (?:button|glass|good|shiny|bead) eye\b/i, 'one-eyed'],
  [/\b(?:bent|wonky|crooked|broken|twisted|bendy)(?:[- ]horned|\s+(?:little\s+)?horn)\b/i, 'bent-horned'],
  [/\bbutton[- ]?eye[ds]?\b|\bbutton eyes?\b/i, 'button-eyed'],
  // "a sea captain with a wooden leg": a peg leg, drawn on every page.
  [/\b(?:wooden|peg)[- ]leg(?:ged)?\b/i, 'peg-legged'],
  // "her wooden duck on wheels", "a pull-along dog": a toy that rolls, drawn on its wheels.
  [/\bon (?:(?:little|tiny|four|red|wooden|its|his|her) )*wheels\b|\bpull[- ]?along\b/i, 'pull-along'],
]
const bodySaid = (said: string): string[] => BODY_SAID.flatMap(([re, word]) => (re.test(said) ? [word] : []))

/** A part of a companion a colour can be said of, and its describing word: "rainbow mane" is rainbow-maned. */
const COLOURED_PART: Readonly<Record<string, string>> = {
  mane: 'maned',
  spots: 'spotted',
  spot: 'spotted',
  wings: 'winged',
  tail: 'tailed',
  ears: 'eared',
  stripes: 'striped',
  horn: 'horned',
  spikes: 'spiked',
  scales: 'scaled',
  patches: 'patched',
  // "a knitted penguin with a wobbly orange beak": the beak is the toy's, told with it ("orange-beaked").
  beak: 'beaked',
  bill: 'billed',
}
const COLOURED_PART_SAID = new RegExp(
  `\\b(rainbow|red|orange|yellow|green|blue|purple|pink|white|black|brown|grey|gray|golden|gold|silver)(?:[- ]coloured)? (${Object.keys(COLOURED_PART).join('|')})\\b`,
  'gi',
)

/**
 * The colours the parent gave a companion's parts, which the picture draws ("who has a rainbow mane",
 * "with purple spots", "golden wings"): one word each, "rainbow-maned", "purple-spotted", in place of
 * the bare colour, which was the part's and not the whole companion's.
 */
export function colouredParts(said: string): string[] {
  return [...said.matchAll(COLOURED_PART_SAID)].map((m) => {
    const colour = (m[1] as string).toLowerCase()
    return `${colour === 'gold' ? 'golden' : colour === 'gray' ? 'grey' : colour}-${COLOURED_PART[(m[2] as string).toLowerCase()]}`
  })
}

/** "Mr Buttons" is he, "Lady Whiskers" she: a title says which. */
/** Given names that say he or she to nearly every reader: a tortoise called Gerald is "he". */
const HE_NAMES =
  /^(jake|jacob|josh|joshua|luke|noah|ethan|liam|adam|daniel|danny|matthew|matt|ryan|callum|bryn|huw|rhys|dai|gethin|dylan|ianto|gerald|george|fred|freddie|frank|harry|henry|jack|james|john|tom|tommy|bob|bobby|bill|billy|charlie|arthur|albert|alfie|archie|bert|bertie|stanley|stan|reginald|reggie|nigel|norman|percy|rupert|ted|teddy|walter|winston|barry|colin|derek|dennis|gordon|graham|kevin|keith|dave|steve|max|leo|oscar|oliver|ollie|samuel|ben|benjamin|felix|hugo|otto|boris|igor|bruce|buster|duke|rex|rocky|toby|monty|marmaduke|horace|cyril|clive|basil|bernard|herbert|hector|humphrey|ivan|jasper|kevin|larry|murray|neville|ralph|roger|ronald|ron|sid|sidney|trevor|vincent|wilfred|alfred|eric|ernest|ernie|thomas|edward|william|will|peter|paul|mark|david|michael|mike|robert|rob|richard|andrew|andy|christopher|simon|tim|timothy|patrick|joe|joseph|jim|jimmy|mohammed|muhammad|omar|yusuf|ibrahim|hassan|arjun|rohan|kofi|kwame|diego|carlos|luca|marco|mateo|hamish|angus|fergus|dougal|paddington|winnie-the-pooh|barnaby|bartholomew|bruno|gus|rufus|samson|simba|spike|dexter|elvis|marvin|otis|ned|louis|nelson|chester|rocco|bartley|cedric|clarence|mortimer|montgomery|ptolemy|septimus|finn|rory|sean|cian|ciaran|oisin|theo|reuben|isaac|elijah|caleb|nathan|zach|zachary|sebastian|seb|louie|harrison|zain|ayaan|aarav|dev|ravi|raj|ali|ahmed|tunde|chidi|femi|kian|logan|mason|lucas|jayden|aiden|aidan|kayden|ronnie|dougie|doug|douglas|jeeves|wendell|jem|terry|tony|kenny|roy|ray|barney|bertram|stanley|tobias|ernesto|giles|jeremy|reg|muhammed|mohamed|mohammad|theodore|finley|albie|hudson|sonny|arlo|ezra|jude|alexander|kai|zayn|ahmad|ismail|idris|hamza|musa|rayyan|zakariya|zakaria|vihaan|krish|kabir|kwabena|emeka|tyler|kyle|connor|owen|evan|aled|jaxon|jaxson|oskar|jakub|kacper|filip|szymon|antoni|matteo|santiago|raphael|gabriel|aaron|cillian|ruairi|fraser|lewis|euan|ewan|calum|yousef|youssef|mustafa|bilal|usman|umar|ayan|reyansh|ishaan|aryan|dhruv|sami|tariq|karim|malik|jamal|darius|dominic|elliot|elliott|harvey|jenson|ezekiel|emmanuel|tobi|dara|seun|olu|ade|abdul|alessandro|alistair|andre|asher|axel|cameron|conor|darnell|declan|duncan|dwayne|eli|elias|eoin|fionn|giovanni|gregor|haruto|hiro|howard|hunter|javier|jonah|jonas|jose|juan|kenji|ken|kojo|lachlan|leonard|levi|lionel|lorenzo|luka|marcus|marek|mateusz|maurice|miguel|milo|nathaniel|niall|pablo|pawel|piotr|rafael|ross|sanjay|seamus|stephen|tadhg|takumi|tomasz|tyrone|vikram|wallace|wilf|wojciech|xavier|yahya)$/
const SHE_NAMES =
  /^(mary|margaret|maggie|elizabeth|lizzie|betty|daisy|rosie|rose|lily|lucy|molly|polly|poppy|ruby|sophie|sally|susan|sue|jane|jenny|kate|katie|emma|ellie|ella|grace|hannah|holly|amy|anna|annie|alice|agnes|beatrice|bella|clara|doris|dorothy|dotty|edith|edna|ethel|flora|florence|gertrude|gladys|hilda|ivy|jemima|joan|lola|mabel|maisie|marigold|matilda|mildred|millie|minnie|nancy|nelly|nellie|olive|peggy|penny|phyllis|primrose|queenie|rita|winnie|wendy|violet|victoria|tilly|trixie|bessie|cleo|coco|duchess|fifi|gigi|honey|lulu|mimi|peaches|princess|sadie|stella|zoe|zara|emily|olivia|amelia|isla|ava|mia|isabella|sophia|charlotte|evie|freya|harriet|martha|rebecca|sarah|laura|claire|helen|fatima|aisha|amira|priya|anya|maria|sofia|chloe|megan|bethan|cerys|seren|morag|fiona|heather|eilidh|nell|daphne|pearl|hattie|hetty|ginny|gwen|gwendolyn|rosa|tess|tessa|luna|pippa|dolly|betsy|flossie|meg|peg|gracie|nora|iris|hazel|maud|mavis|ada|edie|elsie|effie|clementine|henrietta|petunia|prudence|orla|aoife|niamh|saoirse|siobhan|isha|ananya|aaliyah|layla|leila|maya|esme|imogen|phoebe|willow|erin|eva|lottie|scarlett|jessica|jess|amara|zainab|nia|ayla|aria|thea|bonnie|bertha|brenda|gertie|dottie|nessie|wanda|beryl|hyacinth|tabitha|ruth|jean|joy|hope|sienna|evelyn|harper|emilia|isabelle|mila|hallie|eliza|arabella|delilah|darcey|darcie|jade|abigail|amber|caoimhe|ayesha|maryam|mariam|hafsa|khadija|safa|inaya|anaya|diya|riya|kavya|simran|adaeze|chioma|ngozi|abena|ama|adwoa|elif|zeynep|wiktoria|zuzanna|julia|hanna|lena|maja|amelie|yasmin|yasmine|sana|hiba|iman|jasmine|kayla|keira|leah|lexi|penelope|amaya|aurora|elodie|ophelia|nadia|samira|salma|alisha|aleena|alina|zoya|mahnoor|hajra|ruqayyah|sumaya|halima|fatma|meera|tara|nina|sara|eleanor|georgia|heidi|isabel|jessie|kitty|lilly|madison|paige|scarlet|summer|tallulah|tia|valentina|wren|ivie|ebony|chantelle|precious|blessing|favour|mercy|comfort|aanya|agnieszka|aiko|ailsa|akua|amina|anika|beth|bethany|camila|carmen|catriona|chiara|ciara|efua|eimear|elena|esi|francesca|gabriela|giulia|grainne|hana|imani|ines|isabela|jada|jennifer|julie|karen|keisha|kemi|kirsty|lauren|lila|lisa|lucia|mae|mairead|margot|martina|mei|michelle|muriel|nicola|noor|rachel|robyn|roisin|saanvi|sakura|shanice|shona|sinead|tracy|vera|winifred|zahra|zofia|zuri)$/

/**
 * A role said of the companion that most readers hear as he or she: "a robot butler", "a toy
 * queen", "a fairy godmother". Only where no name or kind says which.
 */
const HE_ROLES = /\b(?:butler|king|prince|lord|duke|gentleman|footman|valet|wizard|sultan|emperor|pharaoh|sheriff)\b/i
const SHE_ROLES = /\b(?:fairy|queen|princess|lady|duchess|countess|empress|godmother|ballerina|mermaid|witch|nanny|maid|housekeeper)\b/i
function rolePronoun(said: string): CompanionPronoun | undefined {
  // What is said of it, up to "called", "named" or a clause about it: "a robot butler called Jeeves".
  const head = said.split(/\b(?:called|named|who|that|which)\b|[,(]/i)[0] ?? ''
  const he = HE_ROLES.test(head)
  const she = SHE_ROLES.test(head)
  return he && !she ? 'he' : she && !he ? 'she' : undefined
}

/**
 * Given names that UK families give boys and girls alike: a person called so is "they" unless the
 * parent says otherwise ("his friend Charlie", "cousin Alex"); a pet of the name keeps the pet rule.
 */
const UNISEX_NAMES =
  /^(alex|sam|charlie|jordan|riley|frankie|jamie|taylor|morgan|casey|robin|ashley|sasha|jesse|rowan|quinn|avery|eden|river|jo|kit|remi|remy|harley|bailey|reese|ari|nico|kris|chris|sky|jules|hayden|drew|emerson|parker|sage|jay|lou|sol|indigo|noa)$/
/** Words before a given name that say what the person is, not whether he or she: "cousin Jack", "friend Priya". */
const RELATION_BEFORE_NAME = /^(?:cousin|friend|buddy|pal|mate|neighbour|neighbor|classmate|big|little|baby|best|older|younger|step)$/

function titlePronoun(name: string | null, person = false): CompanionPronoun | undefined {
  const words = name?.split(' ') ?? []
  const title = words[0]?.toLowerCase()
  if (!title) return undefined
  // "Cousin Jack", "Friend Priya": the name after the relation says which.
  if (RELATION_BEFORE_NAME.test(title) && words.length > 1) return titlePronoun(words.slice(1).join(' '), person)
  // "his friend Charlie" may be a boy or a girl: a person keeps "they".
  if (person && UNISEX_NAMES.test(title)) return undefined
  // "Captain Ada", "Doctor Tom": a job title says neither; the name after it may.
  if (/^(?:doctor|dr|professor|prof|captain|capt|nurse|farmer|coach|sensei)$/.test(title) && words.length > 1)
    return titlePronoun(words.slice(1).join(' '), person)
  if (HE_NAMES.test(title)) return 'he'
  if (SHE_NAMES.test(title)) return 'she'
  if (
    /^(mr|sir|lord|king|prince|uncle|great-uncle|great-grandpa|great-grandad|great-grampa|grandpa|grandad|granddad|gramps|grampa|opa|master|baron|duke|count|mister|monsieur|señor|senor|signor|herr|fireman|postman)$/.test(
      title,
    )
  )
    return 'he'
  if (
    /^(mrs|miss|ms|missus|lady|queen|princess|dame|great-aunt|great-auntie|great-aunty|great-gran|great-nan|great-nana|great-granny|great-grandma|auntie|aunt|aunty|grandma|granny|gran|nana|nan|nanny|oma|madam|madame|mme|mademoiselle|señora|senora|signora|frau|duchess|countess)$/.test(
      title,
    )
  )
    return 'she'
  return undefined
}

/**
 * The pronoun the parent used in what they said about the companion: "our sheepdog Meg (she's 13)".
 * For a person only a subject counts ("her cousin Idris, who thinks he knows everything"): "her" or
 * "his" after a person may be the child's ("her friend Jo, who is always with her").
 */
function saidPronoun(text: string, subjectOnly = false, child?: 'she' | 'he' | 'they'): CompanionPronoun | null {
  const about = /[(,]|\bwho\b/.exec(text)
  const tail = about ? text.slice(about.index) : ''
  // "a goldfish in a bowl in her room": a "her" or "his" the child's own pronoun says may be the child's.
  const she = (subjectOnly || child === 'she' ? /\b(she|she's)\b/i : /\b(she|she's|her|hers|herself)\b/i).test(tail)
  const he = (subjectOnly || child === 'he' ? /\b(he|he's)\b/i : /\b(he|he's|him|his|himself)\b/i).test(tail)
  return she && !he ? 'she' : he && !she ? 'he' : null
}

/**
 * A machine or a toy the parent gave no pronoun, no name read as a boy's or a girl's and no role is
 * "it", as its kind says: "a robot called Bolt" was "she" for a boy hero, which nothing the parent
 * wrote had said. An animal or a creature still takes a he or a she (below).
 */
const THINGS: ReadonlySet<string> = new Set(['robot', 'vehicle', 'toy'])

/**
 * A stable he or she for a companion the parent gave no pronoun for: the other one than the
 * child's, so "she" on a page is never ambiguous; for a "they" child, by a hash of its name and kind.
 */
function pickedPronoun(seedText: string, child?: 'she' | 'he' | 'they'): CompanionPronoun {
  if (child === 'she') return 'he'
  if (child === 'he') return 'she'
  let hash = 0
  for (const ch of seedText.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return hash % 2 === 0 ? 'she' : 'he'
}

const FALLBACK: Companion = {
  name: null,
  kind: 'best friend',
  category: 'person',
  pronoun: 'they',
  details: [],
  quirks: [],
  role: null,
  owner: null,
  sound: 'laughed',
  age: 'child',
  kindIsName: false,
  belongsToChild: true,
  fallback: true,
}

/** A named companion whose kind the parent did not say ("Mister Whiskers"): a friendly creature, called by name only. */
const UNKNOWN: KindInfo = { category: 'creature', noun: 'creature', sound: 'giggled' }

/** Kinds that read as describing words before another kind: "a baby dragon", "a giant panda", "a puppy dog". */
const ADJECTIVE_KINDS = new Set([
  'baby',
  'giant',
  'puppy',
  'pup',
  'kitty',
  'doggy',
  'doggie',
  'bunny',
  'robo',
  'cuddly toy',
  'soft toy',
  'stuffed animal',
])
/** Kinds that follow another without replacing it: "his dragon friend Ember" is a dragon. */
const FRIEND_KINDS = new Set(['friend', 'best friend', 'buddy', 'pal'])

/** A clause that compares ("snores like a train", "is like a big sister to her") or jokes ("an escape artist"). */
const LIKENESS = /\blike (?:a|an|the|some) |\bescape artist\b/i

/** Whose the companion is: "his dog", "our cat", "the family's old dog". */
const POSSESSIVES = /^(my|our|his|her|their|your|family['’]s)$/i

type Token = { word: string; lower: string; segment: number; used: boolean }
/** A person who teaches a thing, named by it: "violin teacher", "drum tutor", "football coach". */
const TEACHES = /^(?:teachers?|tutors?|coach|coaches|instructors?|players?|makers?)$/
type FoundKind = { key: string; info: KindInfo; index: number; length: number }

/** The first kind among the unused tokens of one segment run ("his cat Tiger" is a cat called Tiger), the longest where two start together. */
function findKind(tokens: Token[], from = 0): FoundKind | null {
  for (let i = from; i < tokens.length; i++) {
    const first = tokens[i] as Token
    // "Lady the spaniel", "Lady Grey": a grown-up's word written with a capital is a name or a title.
    if (GROWN_UP_WORDS.has(first.lower) && NAME_WORD.test(first.word)) continue
    // "Auntie Mo, who plays the violin": what someone plays is theirs, never what they are.
    const before = tokens
      .slice(Math.max(0, i - 2), i)
      .map((t) => t.lower)
      .join(' ')
    // "a chess-playing robot" plays chess: a word joined to "playing" is what it plays, and the kind follows.
    if (/(?:^|\s)(?:play|plays|playing|played)(?: the| a| an| her| his| their)?$/.test(before)) continue
    for (const { key, parts } of kindsStartingWith(first.lower)) {
      if (i + parts.length > tokens.length) continue
      const fits = parts.every((part, j) => {
        const t = tokens[i + j] as Token
        return !t.used && t.segment === first.segment && (t.lower === part || t.lower === `${part}s`)
      })
      // "her violin teacher", "his football coach": what someone teaches is never what they are.
      const after = tokens[i + parts.length]
      if (fits && after?.segment === first.segment && TEACHES.test(after.lower)) continue
      if (fits) return { key, info: KINDS[key] as KindInfo, index: i, length: parts.length }
    }
  }
  return null
}

type KindWords = { key: string; parts: string[]; rank: number }
/** The kinds by their first word, in KIND_KEYS order (longest first): a parse looks at a word's few, not all. */
const KINDS_BY_FIRST_WORD = new Map<string, KindWords[]>()
for (const [rank, key] of KIND_KEYS.entries()) {
  const parts = key.split(' ')
  const first = parts[0] as string
  KINDS_BY_FIRST_WORD.set(first, [...(KINDS_BY_FIRST_WORD.get(first) ?? []), { key, parts, rank }])
}
/** The kinds a word may start: those whose first word it is, or is the plural of ("cats" starts "cat"). */
function kindsStartingWith(word: string): KindWords[] {
  const own = KINDS_BY_FIRST_WORD.get(word) ?? []
  const singular = word.endsWith('s') ? KINDS_BY_FIRST_WORD.get(word.slice(0, -1)) : undefined
  return singular ? [...own, ...singular].sort((a, b) => a.rank - b.rank) : own
}

/** "Ember" and "Mr Nibbles" as written; "biscuit" → "Biscuit"; all capitals (caps lock) → "Biscuit" too. */
function fixCase(word: string, capsLock: boolean): string {
  return capsLock || !/\p{Lu}/u.test(word) ? nameCase(word) : word
}

/** A word that can be a name: a capitalised word, or a plain lower-case word we do not know as anything else. */
function nameLike(token: Token | undefined, lowerOk: boolean): boolean {
  if (!token || token.used || STOP_WORDS.has(token.lower) || COURTESY_TITLES.has(token.lower)) return false
  if (NAME_WORD.test(token.word)) return true
  if (!lowerOk || !LOWER_WORD.test(token.word)) return false
  return !DETAILS.has(token.lower) && !(token.lower in KINDS) && !/(ing|ly)$/.test(token.lower)
}

/** The name that starts at `at`: an optional title and one or two name words ("Sir Reginald", "Biscuit", "Mr Nibbles"). */
function nameRunAt(tokens: Token[], at: number, lowerOk: boolean): number {
  const first = tokens[at]
  if (!first || first.used) return 0
  const segment = first.segment
  let length = 0
  const next = tokens[at + 1]
  const nextInSegment = next !== undefined && next.segment === segment && !next.used
  if (isTitle(first.lower) && nameLike(next, true) && nextInSegment) length = 1
  // A title alone, written as a name, is the name: "her grumpy old horse Duke", "Lady".
  else if (PET_TITLE_NAMES.has(first.lower) && NAME_WORD.test(first.word) && !(nextInSegment && NAME_WORD.test(next.word))) return 1
  // "Big Yellow", "Little Bear", "Old Tom": a describing word written with a capital, then a name.
  else if (
    NAME_ADJECTIVES.has(first.lower) &&
    NAME_WORD.test(first.word) &&
    nextInSegment &&
    NAME_WORD.test(next.word) &&
    !isTitle(next.lower) &&
    !STOP_WORDS.has(next.lower)
  )
    length = 1
  let names = 0
  while (names < 2) {
    const t = tokens[at + length]
    if (!t || t.segment !== segment || !nameLike(t, lowerOk || length > 0)) break
    // A kind word in capitals is a name only after a title or where nothing else could be ("Mr Fox", "Tiger").
    if (t.lower in KINDS && length === 0 && !NAME_WORD.test(t.word)) break
    length++
    names++
  }
  return names > 0 ? length : 0
}

function takeName(tokens: Token[], at: number, length: number, capsLock: boolean): string {
  const words = tokens.slice(at, at + length)
  for (const t of words) t.used = true
  return words.map((t) => fixCase(t.word, capsLock)).join(' ')
}

function tokenise(text: string): Token[] {
  return text.split(',').flatMap((part, segment) =>
    part
      .split(' ')
      .filter(Boolean)
      .map((word) => ({ word, lower: word.toLowerCase(), segment, used: false })),
  )
}

/** "… called Ember", "… named Mr Nibbles", "… who is called Mae", "… whose name is Bolt": the name, and the text without it. */
function explicitName(text: string, capsLock: boolean): { name: string | null; rest: string } {
  const marker =
    /(?:,\s*)?\b(?:(?:who|that|which)(?:'s|\s+is|\s+was)\s+|whos\s+)?(?:called|named|nicknamed|known as|(?:whose|his|her|its|their)\s+name\s+is|name'?s)\s+([^,]+)/i.exec(
      text,
    )
  if (!marker) return { name: null, rest: text }
  const tokens = tokenise(marker[1] as string)
  let length = nameRunAt(tokens, 0, true)
  // After "called" anything but a little word is the name, kind words too ("a cat called Tiger").
  if (length === 0 && tokens[0] && !STOP_WORDS.has(tokens[0].lower) && /^\p{L}[\p{L}'-]*$/u.test(tokens[0].word)) length = 1
  if (length === 0) return { name: null, rest: text.replace(marker[0], ' ') }
  const name = takeName(tokens, 0, length, capsLock)
  const after = tokens
    .slice(length)
    .map((t) => t.word)
    .join(' ')
  return { name, rest: `${text.slice(0, marker.index)} ${after}${text.slice(marker.index + marker[0].length)}` }
}

/** "…, who is an astronaut", "… who's a very old tortoise": what the parent said the companion is. */
function relativeClauses(text: string): { clauses: string[]; rest: string } {
  const clauses: string[] = []
  const rest = text.replace(
    /(?:,\s*)?\b(?:who|that|which)(?:'s|\s+is|\s+was|\s+works\s+as)?\b\s*([^,]*)|\bwhos\s+([^,]*)/gi,
    (_all, a, b) => {
      clauses.push(String(a ?? b ?? ''))
      return ' , '
    },
  )
  return { clauses, rest }
}

/**
 * The words of a clause that describe the companion: "who is very old", "a grumpy pirate". A describing
 * word before another thing describes that thing, never them: "who grows giant pumpkins" is no giant,
 * "who bakes big cakes" no big granny, "who's a little bit shy" no little one.
 */
function saidOfThem(clause: Token[]): Token[] {
  const said = findKind(clause)
  return clause.filter((t, i) => {
    if (!DETAILS.has(t.lower)) return true
    let end = i
    while (end < clause.length && (DETAILS.has((clause[end] as Token).lower) || (clause[end] as Token).lower === 'and')) end++
    // "who is a grumpy pirate": the clause says what they are, and the word is theirs; "who makes big kites" is not.
    const isWhat =
      !!said &&
      said.index === end &&
      said.index + said.length === clause.length &&
      /^(?:an?|the|very|really|so)$|^$/.test(
        clause
          .slice(0, i)
          .map((w) => w.lower)
          .find((w) => !/^(?:very|really|so)$/.test(w)) ?? '',
      )
    return end >= clause.length || isWhat
  })
}

/** "drives a bus", "used to drive trams": the vehicle of a driver's job. */
const DRIVES =
  /\b(?:drive|drives|drove|driving|driven)\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+){0,3}?(trams?|bus(?:es)?|trains?|lorr(?:y|ies)|taxis?|tractors?|diggers?|ambulances?|fire engines?|racing cars?|trucks?)\b/i

/** "who makes kites", "who mends bikes", "who keeps bees": the things of someone's craft, never what the companion is. */
const CRAFT =
  /\b(make|makes|made|making|build|builds|built|building|mend|mends|mended|mending|fix|fixes|fixed|fixing|sell|sells|sold|selling|keep|keeps|kept|keeping)\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+){0,2}?([\w-]+)\s*$/i
const CRAFT_JOBS: Readonly<Record<string, string>> = {
  mak: 'maker',
  buil: 'builder',
  men: 'mender',
  fix: 'mender',
  sel: 'seller',
  sol: 'seller',
  kee: 'keeper',
  kep: 'keeper',
}

/** "who makes kites" → "kite maker"; null for no craft. */
function craftOf(clause: string): string | null {
  const craft = CRAFT.exec(clause)
  // "who keeps falling asleep", "who makes me laugh": a doing, not a craft.
  const object = craft?.[0].replace(/^\S+\s+/, '') ?? ''
  // "always making jokes", "making a mess", "makes friends": a habit, not a trade ("joke maker").
  const habit = /\b(jokes?|puns?|friends?|mess|noise|trouble|faces?|fun|mischief|fuss|things up|stuff up|sense|a point)\b/i
  if (!craft || /\w+ing\b/i.test(object) || /\b(me|us|him|her|them|you|everyone|everybody|people)\b/i.test(object) || habit.test(object))
    return null
  const thing = (craft[2] as string)
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<!s)s$/, '')
  const job = Object.entries(CRAFT_JOBS).find(([stem]) => (craft[1] as string).toLowerCase().startsWith(stem))?.[1]
  return job ? `${thing} ${job}` : null
}

/** "who runs the corner shop", "owns the bakery": the place someone keeps, and the job it gives them. */
const RUNS =
  /\b(?:runs|run|ran|owns|owned|keeps|kept|works (?:in|at)|worked (?:in|at)) (?:the|a|an|our|her|his) (?:[\w'-]+ ){0,2}?(shop|stall|post office|café|cafe|bakery|farm|library|zoo|garage)\b/i
const RUN_JOBS: Readonly<Record<string, string>> = {
  shop: 'shopkeeper',
  stall: 'shopkeeper',
  'post office': 'shopkeeper',
  café: 'café owner',
  cafe: 'café owner',
  bakery: 'baker',
  farm: 'farmer',
  library: 'librarian',
  zoo: 'zookeeper',
  garage: 'mechanic',
}
function runsOf(clause: string): string | null {
  const place = RUNS.exec(clause)?.[1]?.toLowerCase()
  return place ? (RUN_JOBS[place] ?? null) : null
}

/** Words that say only that someone is a grown-up: a job said of them is what they are ("the man who runs the shop"). */
const GROWN_UP_WORDS = new Set(['man', 'woman', 'lady', 'gentleman'])

/** Where a neighbour lives: "Mr Jenkins from next door", "Mrs Bloom over the road". */
const NEXT_DOOR =
  /\b(?:next door|over the road|across the (?:road|street)|down the (?:road|street|lane)|upstairs|downstairs|along the street)\b/i

/** The job a quirk names, without its article: "lighthouse keeper", "clockmaker". */
function jobOf(quirks: readonly Quirk[]): string | null {
  const job = quirks.find((q) => q.key === 'lighthouse' || q.key === 'job')
  return job?.thing?.replace(/^an? /, '') ?? null
}

/** The name when nothing else is left: "Sam", "mister whiskers". */
function onlyName(tokens: Token[], capsLock: boolean): string | null {
  const at = tokens.findIndex((t) => !t.used && !POSSESSIVES.test(t.word) && !/^(a|an|the|best|friend)$/.test(t.lower))
  const remaining = tokens.filter((t, i) => i >= at && !t.used).length
  const length = at >= 0 ? nameRunAt(tokens, at, true) : 0
  return length > 0 && length === remaining ? takeName(tokens, at, length, capsLock) : null
}

export function parseCompanion(mainCharacter: string, childPronouns?: 'she' | 'he' | 'they'): Companion {
  const companion = readCompanion(withBreedSaid(mainCharacter), childPronouns)
  if (companion.fallback) return companion
  const said = cleanText(mainCharacter, 200)
  const wears = wornSaid(said)
  if (!wears.length) return { ...companion, said }
  // "who wears a red scarf" makes the scarf red, never the companion; "a big hat" a big hat, never a big uncle.
  const rest = said.replace(WORN_SAID, ' ')
  const details = companion.details.filter((d) => new RegExp(`\\b${d}\\b`, 'i').test(rest) || !wears.some((w) => w.split(' ').includes(d)))
  return { ...companion, details, wears, said }
}

/** What the parent said the companion wears, which a picture shows: "wears spectacles", "in a red scarf", "with a big hat". */
const WORN_SAID =
  /\b(?:wears?|wearing|in|with|has|and|(?:has|have) got) (?:(?:a|an|his|her|its|their|some|little|tiny|round|funny|old|big|huge|tall|small|woolly|knitted|stripy|striped|spotty|silly|fancy|posh|shiny|gold|golden|silver|pink|red|orange|yellow|green|blue|purple|black|white|brown|grey|gray|bobble|top|straw|pointy|pointed|bushy|long|curly|grey-white|snowy) )*(spectacles|glasses|specs|monocle|hat|top hat|cap|bobble hat|beret|bonnet|scarf|bow ?tie|bowtie|bandana|neckerchief|beard|moustache|mustache)\b/gi
const WORN_THING =
  /(spectacles|glasses|specs|monocle|hat|cap|beret|bonnet|scarf|bow ?tie|bowtie|bandana|neckerchief|beard|moustache|mustache)$/i

/** "spectacles", "red scarf", "big hat": each thing worn with its colour or size word, in the order said. */
export function wornSaid(said: string): string[] {
  const out: string[] = []
  for (const m of said.matchAll(WORN_SAID)) {
    const words = m[0].toLowerCase().split(/\s+/).slice(1)
    const thing = WORN_THING.exec(words.join(' '))?.[1]
    if (!thing) continue
    const colour = words.find((w) => WORN_COLOURS.has(w))
    const size = words.find(
      (w) => w === 'big' || w === 'huge' || w === 'tall' || w === 'top' || w === 'bobble' || w === 'straw' || w === 'long' || w === 'bushy',
    )
    out.push([colour, size, thing.replace(/^(?:specs|glasses)$/, 'spectacles')].filter(Boolean).join(' '))
  }
  return [...new Set(out)].slice(0, 3)
}
const WORN_COLOURS = new Set([
  'pink',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'black',
  'white',
  'brown',
  'grey',
  'gray',
  'gold',
  'golden',
  'silver',
  'stripy',
  'striped',
  'spotty',
])

/** "her dog Skipper, a scruffy Jack Russell": the kind, a name, then the same kind told finer. */
const BREED_AFTER_NAME = /^((?:my|our|his|her|their)\s+)?([a-z]+)\s+(\p{Lu}[\p{L}'’-]+),\s*(?:an?|the)\s+([^,]+?)\s*$/u

/**
 * "her dog Skipper, a scruffy Jack Russell" is "her scruffy Jack Russell called Skipper": the
 * breed and what the parent said of it after the name were dropped for the plain "dog" before it
 * (drawn as a smooth brown dog). Only where the words after the comma are a kind drawn like the
 * one before the name (a Jack Russell is a dog, a Persian a cat).
 */
function withBreedSaid(text: string): string {
  const m = BREED_AFTER_NAME.exec(text.trim())
  if (!m) return text
  const [, owner = '', plain, name, told] = m as unknown as [string, string | undefined, string, string, string]
  const finer = readCompanion(`a ${told}`)
  const finerInfo = KINDS[finer.kind.toLowerCase()]
  if (finer.fallback || finer.category !== KINDS[plain]?.category || finerInfo?.like !== plain) return text
  return `${owner}${told} called ${name}`
}

function readCompanion(mainCharacter: string, childPronouns?: 'she' | 'he' | 'they'): Companion {
  const said = cleanText(mainCharacter, 200)
  const cleaned = withTRex(said)
    // "very, very slow" is very slow: a comma between intensifiers is no second thing said of them.
    .replace(/\b(very|really|so|super),\s*(?=(?:very|really|so|super)\b)/gi, '$1 ')
    // Brackets that say who it is stay ("Mr Nibbles (our hamster)"); what else a parent says in
    // brackets is about the companion, never part of its name ("Meg (she's 13 and a bit slow)").
    .replace(/\(([^)]*)\)?/g, (_m, inside: string) =>
      /^\s*(called|named|aka|our|my|his|her|their|a|an|the)\b/i.test(inside)
        ? ` ${inside} `
        : // "Jidda (grandad)", "Teta (grandma)": a kin word says who the name is, as "Jidda, my grandad" would.
          KIN_GLOSS.test(inside.trim())
          ? ` my ${inside.trim()} `
          : ' ',
    )
    .replace(/[()&.;]/g, ' ')
    // Ages ("his brother Tom (8)", "aged 4", "2 years old") are not part of a name.
    .replace(/(?<![\p{L}\p{N}-])(?:aged?\s+)?\d+\s*(?:yrs?|years?|yo|months?)?(?:\s+old)?(?=\s|,|$)/giu, ' ')
    // "nine months old", "who is two": an age in words is no detail ("his old baby brother").
    .replace(
      /\b(?:(?:who|that) (?:is|'s) )?(?:aged? )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a few)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?(?:\s+and a half)?\s+(?:years?|months?|weeks?)(?:\s+old)?\b/giu,
      ' ',
    )
    // "step dad", "step-dad", "half brother", "great grandma": one kind word each.
    .replace(/\bstep[\s-]+(mum|mom|mother|mummy|mommy|dad|father|daddy|brother|sister)\b/gi, 'step$1')
    .replace(/\bhalf[\s-]+(brother|sister)\b/gi, 'half-$1')
    // "our black lab" is a Labrador; a lab alone may be where someone works.
    .replace(/\b(black|yellow|chocolate|golden|fox red) lab\b/gi, '$1 labrador')
    // "going grey round the nose" is an old dog's muzzle, not a grey dog: never "her black grey Labrador".
    .replace(
      /\b(?:(?:who|that|which) (?:is|'s) )?(?:going|gone|turning|turned|gets?|getting) (?:a (?:bit|little) )?(?:grey|gray|white)(?: (?:round|around|at|on|in) (?:the|his|her|its|their) (?:nose|muzzle|snout|chin|whiskers|face|ears|edges|beard))?\b/giu,
      ' ',
    )
    .replace(
      /\b(great)[\s-]+(grandma|granny|grandmother|grandpa|grandad|granddad|grandfather|grampa|gramps|gran|nan|nana|nanna|aunt|auntie|aunty|uncle)\b/gi,
      (_m, great: string, kin: string) =>
        // "Great uncle Bertie" is one title, capitalised as the parent began it.
        /^G/.test(great) ? `Great-${kin.charAt(0).toUpperCase()}${kin.slice(1)}` : `great-${kin}`,
    )
    .replace(/\s*,[\s,]*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
  // Caps lock: a whole phrase in capitals ("A DOG CALLED BISCUIT"), not a short name like "BB-8".
  const capsLock = /\p{Lu}/u.test(cleaned) && !/\p{Ll}/u.test(cleaned) && cleaned.split(' ').length >= 3
  // Two companions ("a cat and a dog"): the story follows the first.
  const parts = cleaned.split(/\s+(?:and|with|plus)\s+(?=(?:an?|the|my|our|his|her|their)\s|\p{Lu})/u)
  // "Mr and Mrs Bear" is one pair of names, not a companion called "Mr".
  const first = (isTitle(parts[0]?.toLowerCase() ?? '') ? cleaned : parts[0]) ?? ''
  const explicit = explicitName(first, capsLock)
  let name = explicit.name
  // "a rusty robot with a squeaky wheel called Clank": what it has is no second companion, and the name is the robot's.
  const having = name ? undefined : /^\s+with\s+(.+)$/i.exec(cleaned.slice(first.length))?.[1]
  if (having) name = explicitName(having, capsLock).name
  const { clauses, rest } = relativeClauses(explicit.rest)
  const quirksFor = (name: string | null) => quirksOf(said, name, clauses, (clause) => clause.split(' ').some((w) => w in KINDS))
  const tokens = tokenise(rest)
  const clauseTokens = clauses.map(tokenise)

  // "her grandpa's old robot": the owner is a person, the rest is the companion.
  let owner: string | null = null
  const ownerAt = tokens.findIndex((t) => /'s?$/.test(t.lower) && PERSON_OWNERS.has(t.lower.replace(/'s?$/, '')))
  if (ownerAt >= 0) {
    owner = (tokens[ownerAt] as Token).lower.replace(/'s?$/, '')
    ;(tokens[ownerAt] as Token).used = true
  }

  // "Sir Reginald", "Auntie Jo", "our cat Lady Marmalade": a title followed by a name is a name.
  let title: string | null = null
  if (!name) {
    for (let i = 0; i < tokens.length && !name; i++) {
      const t = tokens[i] as Token
      if (!isTitle(t.lower) || (i > 0 && /^(a|an|the)$/.test((tokens[i - 1] as Token).lower))) continue
      // "her toddler cousin Finn" and "the farmer Joe" are Finn and Joe; "cousin Ollie" and "Farmer Giles" are names.
      const kindTitle = KINDS[t.lower] && !KINDS[t.lower]?.isName
      if (kindTitle && i > 0 && !NAME_WORD.test(t.word)) continue
      const length = nameRunAt(tokens, i, true)
      if (length > 1) {
        title = t.lower
        name = takeName(tokens, i, length, capsLock)
      }
    }
  }

  let found = findKind(tokens)
  // "a baby dragon", "a giant panda": the last kind of a run is the companion, the first describes it.
  // "the kids' cat" (the apostrophe is lost in cleaning): a plural before a kind is whose it is.
  const pluralBefore = (f: FoundKind) => (tokens[f.index + f.length - 1] as Token).lower.endsWith('s') && !f.key.endsWith('s')
  // "a pirate cat", "a princess unicorn": a person word before an animal's kind says how it is dressed.
  while (found) {
    const next = findKind(tokens, found.index + found.length)
    if (!next || next.index !== found.index + found.length || FRIEND_KINDS.has(next.key)) break
    // "her baby brother Teddy": a capital after a person's word is their name, never a toy teddy they are dressed as.
    const named = !capsLock && NAME_WORD.test((tokens[next.index] as Token).word)
    const dressed = found.info.category === 'person' && !found.info.isName && next.info.category !== 'person' && !named
    if (!ADJECTIVE_KINDS.has(found.key) && !pluralBefore(found) && !dressed) break
    found = next
  }
  // "Auntie Jo", "Doctor Patel": the title's own kind when the phrase names no other.
  const titleKind = title ? (FAMILY_TITLES.has(title) ? title : JOB_TITLES[title]) : undefined
  // "Sam, who is a firefighter", "Mister Whiskers, who is a cat", "Auntie Jo, who is an astronaut".
  let role: string | null = null
  for (const [i, clause] of clauseTokens.entries()) {
    const said = findKind(clause)
    // "who drives a lorry", "who makes kites" say a job, not what the companion is.
    // "who snores like a train" says how, not what: a likeness is never the kind.
    // "who is a bus conductor": a kind word inside a job's name is the job, not the companion.
    const inJob = !!said && said.index + said.length < clause.length && JOB_CLAUSE.test((clauses[i] ?? '').trim().toLowerCase())
    if (!said || inJob || DRIVES.test(clauses[i] ?? '') || craftOf(clauses[i] ?? '') || LIKENESS.test(clauses[i] ?? '')) continue
    // Only a clause that says what they are ("who is a very old cat") names their kind: "Uncle Alf, who
    // loves dogs" is no dog, "Great-Grandad Alf, who flew planes" no plane.
    const isWhat = clause
      .slice(0, said.index)
      .every(
        (t) => /^(?:a|an|the|really|actually|just|only|very|quite|rather|bit|little|big|old|young)$/.test(t.lower) || DETAILS.has(t.lower),
      )
    if (!found && isWhat && !(titleKind && said.info.category === 'person')) found = { ...said, index: -1 }
    else if (
      !role &&
      said.info.category === 'person' &&
      !said.info.isName &&
      !GROWN_UP_WORDS.has(said.info.noun) &&
      said.info.noun !== found?.info.noun
    )
      role = said.info.noun
  }
  // "grandma's": with nothing after it, the owner is the companion.
  if (!found && owner && KINDS[owner] && !name) {
    found = { key: owner, info: KINDS[owner] as KindInfo, index: -1, length: 0 }
    owner = null
  }
  // "Mr Fox": the kind in a titled name.
  if (!found && name && title) {
    const inName = findKind(tokenise(name.split(' ').slice(1).join(' ')))
    if (inName) found = { ...inName, index: -1 }
    else if (titleKind && KINDS[titleKind]) found = { key: titleKind, info: KINDS[titleKind] as KindInfo, index: -1, length: 0 }
  }
  // "Babcia who used to drive trams in Kraków": the job said as what they do.
  if (!role && (found?.info.category === 'person' || (!found && (name || titleKind))))
    for (const clause of clauses) {
      const drives = DRIVES.exec(clause)?.[1]?.toLowerCase()
      if (drives)
        role = `${drives
          .replace(/ies$/, 'y')
          .replace(/buses$/, 'bus')
          .replace(/(?<!bu)s$/, '')} driver`
      else role ??= craftOf(clause) ?? runsOf(clause)
    }
  // "the man who runs the sweet shop, Mr Singh": a grown-up with a job is that job, in their own pronoun.
  if (role && found && GROWN_UP_WORDS.has(found.info.noun) && KINDS[role]) {
    const job = KINDS[role] as KindInfo
    found = { ...found, info: { ...job, ...(found.info.pronoun && !job.pronoun ? { pronoun: found.info.pronoun } : {}) } }
  }
  if (role && found?.info.noun === role) role = null
  if (found && found.index >= 0) for (let j = 0; j < found.length; j++) (tokens[found.index + j] as Token).used = true

  const kindToken = found && found.index >= 0 ? (tokens[found.index] as Token) : null
  const segment = kindToken?.segment ?? -1
  if (!name && kindToken) {
    const start = tokens.findIndex((t) => t.segment === segment)
    let after = found!.index + found!.length
    // "her dragon friend Ember", "her toddler cousin Finn": the friend word, or a second person word, before the name.
    const between = (t: Token | undefined) =>
      !!t &&
      t.segment === segment &&
      (/^(friend|buddy|pal|mate|sidekick|companion)$/.test(t.lower) ||
        (found!.info.category === 'person' && !NAME_WORD.test(t.word) && KINDS[t.lower]?.category === 'person'))
    while (between(tokens[after])) after++
    // "Bolt the robot", "Sir Reginald the tortoise", "Bolt my robot"
    const before = nameRunAt(tokens, start, true)
    if (before > 0 && start + before < found!.index && /^(the|a|an|my|our|his|her|their)$/.test((tokens[start + before] as Token).lower))
      name = takeName(tokens, start, before, capsLock)
    // "his older sister Nora", "a robot Bolt", "my dog biscuit" (a lower-case name only where the phrase ends)
    if (!name) {
      const length = nameRunAt(tokens, after, true)
      const end = tokens[after + length]
      const lower = !NAME_WORD.test(tokens[after]?.word ?? '')
      // "a cat scared of the hoover", "a guinea pig rescued from the pet shop": a lower-case word
      // that leads into "of" or "from" describes the companion.
      const describes = lower && !!end && /^(?:of|from|by|in|at|on|with|to)$/.test(end.lower)
      if (length > 0 && (!lower || length === 1) && !describes && (!end || end.segment !== segment || followsName(end)))
        name = takeName(tokens, after, length, capsLock)
    }
    // "her robot vacuum cleaner Hoover Dave": a word or two saying what sort, then a capitalised name.
    for (let skip = 1; skip <= 2 && !name; skip++) {
      const at = after + skip
      const sort = tokens.slice(after, at)
      if (sort.some((t) => t.segment !== segment || t.used || NAME_WORD.test(t.word) || STOP_WORDS.has(t.lower))) break
      if (!NAME_WORD.test(tokens[at]?.word ?? '') || tokens[at]?.segment !== segment) continue
      const length = nameRunAt(tokens, at, false)
      const end = tokens[at + length]
      if (length > 0 && (!end || end.segment !== segment || followsName(end))) name = takeName(tokens, at, length, capsLock)
    }
    // "…, Bolt" and "Biscuit, a scruffy little terrier": a part that is only a name.
    if (!name) {
      const segments = [...new Set(tokens.map((t) => t.segment))].filter((s) => s !== segment)
      for (const s of segments) {
        const at = tokens.findIndex((t) => t.segment === s)
        const count = tokens.filter((t) => t.segment === s).length
        const length = nameRunAt(tokens, at, true)
        if (length > 0 && length === count) {
          name = takeName(tokens, at, length, capsLock)
          break
        }
      }
    }
  }

  // "Sam, who is a firefighter": the kind came from elsewhere, the name is what is left.
  if (!name && found && !kindToken) name = onlyName(tokens, capsLock)

  if (found) {
    let info = found.info
    const segmentText = tokens
      .filter((t) => t.segment === segment)
      .map((t) => t.lower)
      .join(' ')
    // "a paper crane she folded": made of paper, it keeps the word (never "a crane", a building's
    // or a bird), rustles, and is drawn as what it was folded into (a crane is a bird).
    const paper = info.category !== 'person' ? PAPER_MADE.exec(segmentText) : null
    // "a tiny robot spider": the animal built as a robot (drawn as that animal in metal), never a robot person.
    const next = tokens[found.index + found.length]
    const built = info.noun === 'robot' && next && next.segment === segment && !next.used ? KINDS[next.lower] : undefined
    if (built?.category === 'animal') {
      info = { category: 'robot', noun: `robot ${built.noun}`, sound: 'beeped' }
      next!.used = true
    }
    // "a plush dinosaur", "a plushie unicorn": the toy is that animal, sewn, never a plain teddy.
    const sewn =
      found.key !== 'soft toy' && info.noun === 'soft toy' && next && next.segment === segment && !next.used ? KINDS[next.lower] : undefined
    if (sewn?.category === 'animal' || sewn?.category === 'creature') {
      info = { category: 'toy', noun: `toy ${sewn.noun}`, sound: 'squeaked' }
      next!.used = true
    }
    // "a mechanical hummingbird she built herself": a machine in that animal's shape, as "a robot dog" is.
    if (info.category === 'animal' && /\b(?:mechanical|robotic|metal)\b/i.test(segmentText)) {
      info = { category: 'robot', noun: `robot ${info.noun}`, sound: 'whirred' }
      // Told once, as "robot": never "the mechanical robot hummingbird".
      for (const t of tokens) if (t.segment === segment && /^(?:mechanical|robotic|metal)$/.test(t.lower)) t.used = true
    }
    const isToy = !paper && info.category !== 'toy' && info.category !== 'person' && TOY_MARKERS.test(segmentText)
    if (paper) {
      const like = info.noun === 'crane' ? 'bird' : (info.like ?? info.noun)
      info = { category: 'toy', noun: `${paper[1] === 'origami' ? 'origami' : 'paper'} ${info.noun}`, sound: 'rustled', like }
    } else if (isToy) {
      // "a clockwork mouse", "a wind-up robot": wound up, it whirrs; drawn in tin as that animal.
      const wound = /\b(?:clockwork|wind-up)\b/.test(segmentText)
      info = wound
        ? { category: 'toy', noun: `clockwork ${info.noun}`, sound: 'whirred' }
        : { category: 'toy', noun: `toy ${info.noun}`, sound: 'squeaked' }
    }
    const describing = [
      ...tokens.filter((t, i) => !t.used && t.segment === segment && (!kindToken || i < found!.index)),
      ...clauseTokens.flatMap(saidOfThem),
    ]
    const kindWords = new Set(found.key.split(' '))
    // "a singing kettle", "a walking umbrella": what brings a thing to life is how the story names it.
    const alive =
      info.category === 'toy' && kindToken
        ? tokens.filter((t, i) => t.segment === segment && i < found!.index && ALIVE_WORDS.has(t.lower)).map((t) => t.lower)
        : []
    const details = [...new Set([...alive, ...describing.map((t) => t.lower).filter((w) => DETAILS.has(w) && !kindWords.has(w))])].slice(
      0,
      3,
    )
    const belongsToChild = kindToken
      ? tokens.some((t, i) => t.segment === segment && i < found!.index && POSSESSIVES.test(t.word))
      : POSSESSIVES.test(tokens[0]?.word ?? '')
    const kindIsName = !!info.isName && !name
    // "her baby brother who only says no": a baby's one word is babbling, a parrot's is its word.
    const quirks = quirksFor(kindIsName ? null : name).map((q) =>
      q.key === 'only-says' && (info.age === 'baby' || (info.category === 'person' && TODDLER.test(said)))
        ? { key: 'babbling', words: 'babbles' }
        : q,
    )
    // A person's age in years ("his little sister Maryam who is two") is drawn: a two-year-old is a toddler.
    const years = info.category === 'person' ? saidYears(said) : undefined
    // "a retired sea captain", "an elderly neighbour": an old person, drawn and told as one.
    const elderly = info.category === 'person' && info.age === 'adult' && (details.includes('old') || RETIRED.test(said))
    // A toddler of one to three giggles; only a baby under one gurgles.
    const toddler = info.age === 'baby' || (info.category === 'person' && TODDLER.test(said))
    const sound = toddler && ((years ?? 0) >= 1 || info.noun === 'toddler') ? 'giggled' : info.sound
    return {
      name: kindIsName ? info.noun : name,
      kind: info.noun,
      category: info.category,
      pronoun:
        info.pronoun ??
        // "their big sibling Mae": the parent chose the word that says neither, so the name does not decide.
        (/\bsibling\b/.test(info.noun) ? 'they' : undefined) ??
        titlePronoun(name, info.category === 'person') ??
        saidPronoun(said, info.category === 'person', childPronouns) ??
        rolePronoun(said) ??
        // "his best friend Amir": a given name most read as a boy's or a girl's, for a person.
        (info.category === 'person' && !kindIsName ? givenNamePronoun(name) : null) ??
        (info.category === 'person'
          ? 'they'
          : THINGS.has(info.category)
            ? 'it'
            : pickedPronoun(`${name ?? ''}|${info.noun}`, childPronouns)),
      // "Secretly kind" is a quirk, not "the grumpy old kind owl": a word the parent hedged is no detail.
      details: [
        ...new Set([
          ...details
            .filter((d) => !quirks.some((q) => /^(?:secretly|not|never|pretends)\b/.test(q.words) && q.words.split(' ').includes(d)))
            .filter((d) => !colouredParts(said).some((part) => part.startsWith(`${d}-`)))
            .filter(saidOfWhole(quirks)),
          ...shownDetails(quirks),
          ...bodySaid(said),
          ...colouredParts(said),
          ...(elderly ? ['old'] : []),
        ]),
      ].slice(0, 4),
      quirks,
      // "great-aunt Bea who was a lighthouse keeper": a job the kinds do not know, read as a quirk, is still her job.
      role: role ?? (info.category === 'person' && jobOf(quirks) !== info.noun ? jobOf(quirks) : null),
      owner,
      sound,
      // "his cousin Ivy who is two weeks old": a newborn is a baby, whatever the family word.
      age:
        info.category === 'person' &&
        (quirks.some((q) => q.key === 'newborn') || (info.age !== 'adult' && info.age !== 'older' && TODDLER.test(said)))
          ? 'baby'
          : elderly
            ? 'older'
            : // "his big brother Ollie who is eight": a brother is drawn and told as a teen, unless his age says a child.
              years !== undefined && years >= 3 && (info.age === 'teen' || info.age === 'child')
              ? years <= 12
                ? 'child'
                : years <= 17
                  ? 'teen'
                  : info.age
              : (info.age ?? null),
      kindIsName,
      belongsToChild: belongsToChild || (!!owner && /^(my|our|his|her|their|your)\b/i.test(rest)),
      fallback: false,
      ...(years !== undefined ? { years } : {}),
    }
  }
  // Only a name: "Sam" is a friend of that name; "Mister Whiskers" a named companion of unknown kind.
  if (!name) name = onlyName(tokens, capsLock)
  if (!name) return { ...FALLBACK }
  if (title && COURTESY_TITLES.has(title)) {
    const quirks = quirksFor(name)
    const details = [
      ...new Set(
        [...clauseTokens.flat().map((t) => t.lower)]
          .filter((w) => DETAILS.has(w))
          .filter(saidOfWhole(quirks))
          .slice(0, 3)
          .concat(shownDetails(quirks)),
      ),
    ].slice(0, 4)
    // "Mrs Patel who runs the corner shop", "Mr Jenkins from next door": what is said of them says a
    // grown-up, with that job (or a neighbour), never a creature of no kind.
    const job = role ?? jobOf(quirks)
    if (job || NEXT_DOOR.test(said)) {
      const info = (job && KINDS[job]) || (job ? null : (KINDS.neighbour as KindInfo))
      const elderly = details.includes('old') || RETIRED.test(said)
      return {
        ...FALLBACK,
        name,
        kind: info?.noun ?? (job as string),
        pronoun: titlePronoun(name, true) ?? 'they',
        details: elderly && !details.includes('old') ? [...details, 'old'] : details,
        quirks,
        age: elderly ? 'older' : 'adult',
        sound: 'laughed',
        belongsToChild: false,
        fallback: false,
      }
    }
    return {
      ...FALLBACK,
      name,
      kind: UNKNOWN.noun,
      category: UNKNOWN.category,
      sound: UNKNOWN.sound,
      pronoun: titlePronoun(name) ?? pickedPronoun(name, childPronouns),
      details,
      quirks,
      age: null,
      kindIsName: true,
      belongsToChild: false,
      fallback: false,
    }
  }
  const quirks = quirksFor(name)
  return { ...FALLBACK, name, quirks, role: jobOf(quirks), fallback: false }
}
