/**
 * The people of a page as the page has them: dressed for where and when it is (the clothes of long
 * ago in a castle kitchen, a team's kit on a sports field, the railway's fireman with his coal
 * shovel), and with faces that follow its mood (no grinning crowd round a frightened child, a
 * cheering crowd on a cheering page).
 */
import type { Face, Place, Pose, SceneSpec } from '~/.server/generation/scene'
import type { Action } from './action'
import { COLOURS, namesRelative } from './companions'
import { type Dress, type Kit, wearing } from './looks'
import type { PersonLook } from './person'

/** Themes whose stories travel to long ago: anywhere but today's places is then. */
const LONG_AGO_THEMES: ReadonlySet<string> = new Set(['history', 'time-travel'])
/** Themes of tales told of long ago, though some are today's (a sandcastle on the beach): only the old world's places are then. */
const OLD_TALE_THEMES: ReadonlySet<string> = new Set(['legends', 'castles'])
/** The old world's places: a village, a market, the fields and forests, a castle. */
const OLD_WORLD: ReadonlySet<Place> = new Set<Place>([
  'village',
  'market',
  'farmyard',
  'barn',
  'field',
  'meadow',
  'forest',
  'mountain',
  'cave',
  'riverbank',
  'waterfall',
  'castle',
  'castle-hall',
  'castle-kitchen',
  'tower-room',
  'old-kitchen',
])
/** Places that are long ago whatever the theme: an old kitchen, a castle's rooms. */
const LONG_AGO_PLACES: ReadonlySet<Place> = new Set<Place>(['old-kitchen', 'castle-kitchen', 'castle-hall', 'castle', 'tower-room'])
/** Places of today, where a time-travel story starts and ends. */
const TODAY_PLACES: ReadonlySet<Place> = new Set<Place>([
  'bedroom',
  'kitchen',
  'living-room',
  'bathroom',
  'hallway',
  'classroom',
  'school-yard',
  'playground',
  'street',
  'city',
  'airport',
  'bus',
  'museum',
  'library',
  'hospital',
  'sports-field',
  'swimming-pool',
  'shop',
  'park',
  'fairground',
  'road',
  'space',
  'moon',
  'planet',
])

/** The sport a page plays, by its words. */
const SPORTS: ReadonlyArray<readonly [Kit, RegExp]> = [
  ['netball', /\bnetball\b/i],
  ['rugby', /\brugby\b/i],
  ['hockey', /\bhockey\b/i],
  ['basketball', /\b(?:basketball|hoop)\b/i],
  ['cricket', /\b(?:cricket|stumps|wicket|bowl(?:s|er|ing)|batter|batsman|boundary rope|umpire)\b/i],
  ['football', /\b(?:football|goal(?:post)?s?|penalty|striker|goalkeeper)\b/i],
  ['running', /\b(?:race|relay|sports day|running track|sack race|egg and spoon|finish line|starting line)\b/i],
]
/** Where a sport is played. */
const SPORT_PLACES: ReadonlySet<Place> = new Set<Place>([
  'sports-field',
  'school-yard',
  'playground',
  'park',
  'field',
  'meadow',
  'beach',
  'hall',
])

/** A colour word before the shirts or the kit. */
const KIT_COLOUR = new RegExp(
  `\\b(${Object.keys(COLOURS).join('|')})\\s+(?:(?:and \\w+ )?(?:football|netball|rugby|hockey|team) )?(?:shirts?|kits?|bibs?|tops?|jerseys?|strips?)\\b`,
  'i',
)

/** Words of the railway: its fireman shovels coal. */
const RAILWAY = /\b(?:steam engine|engine|locomotive|firebox|footplate|coal|train|railway|station|platform)\b/i

/** How the page dresses its people. */
export function dressFor(scene: SceneSpec): Dress {
  const words = [scene.caption ?? '', ...scene.objects, ...scene.others].join(' ')
  const period =
    LONG_AGO_PLACES.has(scene.place) ||
    (LONG_AGO_THEMES.has(scene.theme) && !TODAY_PLACES.has(scene.place)) ||
    (OLD_TALE_THEMES.has(scene.theme) && OLD_WORLD.has(scene.place))
  const sporty = scene.theme === 'sports' || SPORT_PLACES.has(scene.place)
  const kit = sporty ? SPORTS.find(([, re]) => re.test(words))?.[0] : undefined
  const railway = scene.place === 'railway' || RAILWAY.test(words)
  // "the Newts in green shirts": the team's colour as the words give it.
  const shirt = kit ? KIT_COLOUR.exec(words)?.[1]?.toLowerCase() : undefined
  const kitColour = shirt ? COLOURS[shirt] : undefined
  return {
    ...(period ? { period } : {}),
    ...(kit && !period ? { kit, ...(kitColour ? { kitColour } : {}) } : {}),
    ...(railway ? { railway } : {}),
  }
}

/** What the words dress the hero in: "Kofi stands in a green shirt with the rest of the team". */
export type Wear = { colour: string; garment: string; kit?: Kit }

const GARMENT = `(?:(?:new|bright|muddy|big|little|old|clean|favourite|best) )*(${Object.keys(COLOURS).join('|')}) (shirt|t-shirt|top|jumper|sweater|dress|kit|jersey|hoodie|coat|raincoat|jacket|bib|strip|vest)\\b`
/**
 * Soon after the hero's name, what they wear: "in a green shirt" after up to three of the hero's own
 * words ("stands", "waits proudly"), never after someone or something else ("points at a man in a
 * red coat"); "in his red coat" (the hero's own word) a little further on ("waits by the door in his red coat").
 */
const WORN = new RegExp(
  `^(?:'s)?[,\\s]+(?:(?!(?:a|an|the|at|to|with|and|beside|behind|near|by)\\b)[a-z]+[,\\s]+){0,3}?in (a|an|the) ${GARMENT}`,
)
const WORN_OWN = new RegExp(`^(?:'s)?[,\\s]+(?:[a-z]+[,\\s]+){0,6}?in (her|his|their) ${GARMENT}`)
const OWN_WORD = { she: 'her', he: 'his', they: 'their' } as const

/** The colour (and the team's kit, on a sports page) the caption puts the hero in, in the hero's own clause. */
export function heroWears(scene: SceneSpec): Wear | undefined {
  const name = scene.hero.name.trim()
  const caption = scene.caption ?? ''
  if (!name) return undefined
  const at = caption.search(new RegExp(`(?<![\\p{L}])${name.replace(/[^\p{L}' -]/gu, '')}(?![\\p{L}])`, 'u'))
  if (at < 0) return undefined
  // The hero's own words: up to the end of the sentence or the next clause about someone else.
  const own = caption.slice(at + name.length).split(/[.;!?]|\b(?:while|as|but|where)\b/)[0] ?? ''
  const m = WORN.exec(own) ?? WORN_OWN.exec(own)
  if (!m) return undefined
  // "in his shirt" is the hero's only when "his" is the hero's word.
  const whose = m[1] as string
  if (/^(?:her|his|their)$/.test(whose) && whose !== OWN_WORD[scene.hero.pronouns]) return undefined
  const garment = (m[3] as string).toLowerCase()
  const colour = COLOURS[(m[2] as string).toLowerCase()] as string
  const kit = dressFor(scene).kit
  return { colour, garment, ...(kit && /^(?:shirt|t-shirt|top|kit|jersey|bib|strip|vest)$/.test(garment) ? { kit } : {}) }
}

export type Mood = {
  /** Faces the page's people take, the likeliest first. */
  faces: readonly Face[]
  /** The page cheers: its people throw their arms up. */
  cheering: boolean
  /** A hushed or frightened page: nobody waves. */
  still: boolean
}

const CHEER = /\b(?:cheer(?:s|ing|ed)?|clap(?:s|ping)?|hooray|hurrah|celebrat\w*|whoop\w*|applau\w*|hip,? hip)\b/i
const LAUGH = /\b(?:laugh(?:s|ing)?|giggl\w*|chuckl\w*)\b/i
const GASP = /\b(?:gasp\w*|amazed|astonish\w*|stare in surprise|in surprise)\b/i
const GLOOM = /\b(?:sad|sadly|cry|cries|crying|tears?|upset|sob\w*|sorry|sulk\w*|lonely|miss(?:es)? (?:her|his|their))\b/i
const FEAR = /\b(?:scared|frighten\w*|afraid|worried|worry|anxious\w*|nervous\w*|trembl\w*|shak(?:es|ing)|hid(?:e|es|ing)|dark)\b/i
const JOY =
  /\b(?:cheer\w*|laugh\w*|grin\w*|delight\w*|excite\w*|hooray|whoop\w*|beam\w*|celebrat\w*|proud\w*|happy|happily|dance\w*|dancing)\b/i

/** The faces and the stir of the page's people, from the hero's face and the caption. */
export function moodOf(scene: SceneSpec): Mood {
  const caption = scene.caption ?? ''
  const hero = scene.hero.face
  if (CHEER.test(caption)) return { faces: ['excited', 'laughing', 'happy'], cheering: true, still: false }
  if (hero === 'scared' || hero === 'worried') return { faces: ['worried', 'surprised', 'calm'], cheering: false, still: true }
  if (hero === 'sad') return { faces: ['calm', 'worried', 'sad'], cheering: false, still: true }
  if (LAUGH.test(caption) || hero === 'laughing') return { faces: ['laughing', 'happy', 'excited'], cheering: false, still: false }
  if (GASP.test(caption) || hero === 'surprised') return { faces: ['surprised', 'curious', 'excited'], cheering: false, still: false }
  if (hero === 'sleepy') return { faces: ['calm', 'sleepy', 'happy'], cheering: false, still: true }
  if (hero === 'curious') return { faces: ['curious', 'happy', 'calm'], cheering: false, still: false }
  if (hero === 'determined') return { faces: ['calm', 'determined', 'happy'], cheering: false, still: false }
  if (hero === 'calm') return { faces: ['calm', 'happy'], cheering: false, still: false }
  if (hero === 'excited' || hero === 'proud') return { faces: ['happy', 'excited', 'proud'], cheering: false, still: false }
  return { faces: ['happy', 'curious', 'calm'], cheering: false, still: false }
}

/** Faces of tears or fear. */
const LOW: ReadonlySet<Face> = new Set<Face>(['sad', 'scared', 'worried'])
/** Faces of joy. */
const HIGH: ReadonlySet<Face> = new Set<Face>(['excited', 'laughing', 'happy', 'proud'])

/**
 * A figure's face on this page: tears or fear on a page whose words are all joy (a cheer, a grin,
 * nothing sad or frightening) become the page's happy face; a companion's grin beside a frightened
 * child is worried, its tears beside a cheering child happy; every other face is the tale's own.
 */
export function pageFace(face: Face, scene: SceneSpec): Face {
  const caption = scene.caption ?? ''
  const lifted = liftedFace(face, scene)
  if (face === scene.hero.face) return lifted
  // Beside the hero, a figure feels with them: no grin beside a frightened or crying child (unless
  // the words are of joy), no tears beside a child who cheers at the end (unless the words are sad).
  const hero = liftedFace(scene.hero.face, scene)
  if (LOW.has(hero) && HIGH.has(lifted) && !JOY.test(caption)) return hero === 'sad' ? 'calm' : 'worried'
  if (ELATED.has(hero) && LOW.has(lifted) && !GLOOM.test(caption) && !FEAR.test(caption)) return 'happy'
  return lifted
}

/** Faces of a child at a page's high point. */
const ELATED: ReadonlySet<Face> = new Set<Face>(['excited', 'laughing', 'proud'])

function liftedFace(face: Face, scene: SceneSpec): Face {
  const caption = scene.caption ?? ''
  if (!LOW.has(face) || GLOOM.test(caption) || FEAR.test(caption)) return face
  const joyful = JOY.test(caption) || (HIGH.has(scene.hero.face) && CHEER.test(caption))
  return joyful ? (CHEER.test(caption) ? 'excited' : 'happy') : face
}

/** What one of the page's people does as the caption tells it: the legs' pose, the arms' deed, what they hold or lean on. */
export type PersonDeed = {
  pose: Pose
  action?: Action
  tool?: 'hammer' | 'shovel'
  /** A thing drawn with them: the gate leant on, the bench sat on. */
  prop?: 'gate' | 'fence' | 'bench' | 'chair'
  /** By the hero, not off in the background: tucking them in, handing them something. */
  near?: boolean
  /** The face the words give them: crying, asleep, laughing. */
  face?: Face
}

/** Verbs a grown-up's figure can show, at the start of the words after their name. */
const PERSON_DEEDS: ReadonlyArray<readonly [RegExp, PersonDeed]> = [
  [/^wav(?:e|es|ed|ing)\b/, { pose: 'waving' }],
  [/^(?:lean(?:s|ed|ing)?|leant|rest(?:s|ed|ing)?)\b/, { pose: 'holding' }],
  [/^(?:sit(?:s|ting)?|sat|seated|perch(?:es|ed)?)\b/, { pose: 'sitting' }],
  [/^tuck(?:s|ed|ing)?\b/, { pose: 'holding', near: true }],
  [/^(?:dig(?:s|ging)?|dug|shovel(?:s|led|ling)?)\b/, { pose: 'standing', action: 'digging', tool: 'shovel' }],
  [
    /^(?:bang(?:s|ed|ing)?|hammer(?:s|ed|ing)?|nail(?:s|ed|ing)?|fix(?:es|ed|ing)?|mend(?:s|ed|ing)?|knock(?:s|ed|ing)?)\b/,
    { pose: 'standing', action: 'waving', tool: 'hammer' },
  ],
  [
    /^(?:hand(?:s|ed|ing)?|give(?:s|n)?|gave|giving|pass(?:es|ed|ing)?|place(?:s|d)?|placing|offer(?:s|ed|ing)?)\b/,
    { pose: 'standing', action: 'offering', near: true },
  ],
  [/^(?:hug(?:s|ged|ging)?|cuddl\w*)\b/, { pose: 'hugging', near: true }],
  [/^(?:hold(?:s|ing)?|held)\b/, { pose: 'holding' }],
  [/^(?:carr(?:y|ies|ied|ying))\b/, { pose: 'carrying' }],
  [/^(?:point(?:s|ed|ing)?)\b/, { pose: 'pointing' }],
  [/^(?:kneel(?:s|ing)?|knelt|crouch\w*)\b/, { pose: 'kneeling' }],
  [/^clap(?:s|ped|ping)?\b/, { pose: 'standing', action: 'clapping' }],
  [/^cheer(?:s|ed|ing)?\b/, { pose: 'standing', action: 'cheering' }],
  // A baby who howls is awake and in tears; one asleep is lying down with the eyes shut.
  [
    /^(?:cr(?:y|ies|ied|ying)|howl\w*|wail\w*|sob(?:s|bed|bing)?|bawl\w*|scream\w*|whimper\w*|grizzl\w*)\b/,
    { pose: 'standing', face: 'sad' },
  ],
  [
    /^(?:asleep|sleep(?:s|ing)?|slept|doz(?:es|ed|ing)|nap(?:s|ped|ping)?|snooz\w*|snor(?:es|ed|ing))\b/,
    { pose: 'sleeping', face: 'sleepy' },
  ],
  [/^(?:laugh\w*|giggl\w*|gurgl\w*|chuckl\w*|smil(?:es|ed|ing))\b/, { pose: 'standing', face: 'laughing' }],
]
/** Describing words before a name that give the face: "the crying baby", "a sleeping baby", "the sleepy baby". */
const FACE_BEFORE: ReadonlyArray<readonly [RegExp, PersonDeed]> = [
  [/\b(?:crying|howling|wailing|sobbing|bawling|screaming|tearful|grizzly)\s+$/i, { pose: 'standing', face: 'sad' }],
  [/\b(?:sleeping|asleep|dozing|napping|snoozing)\s+$/i, { pose: 'sleeping', face: 'sleepy' }],
  [/\b(?:sleepy|drowsy|yawning)\s+$/i, { pose: 'standing', face: 'sleepy' }],
  [/\b(?:laughing|giggling|gurgling|smiling|happy)\s+$/i, { pose: 'standing', face: 'laughing' }],
]
/** Words between a name and its verb that keep the name the subject: "Mummy and Nana lean", "Mum was waiting, waving". */
const SUBJECT_GAP =
  /^(?:and|&|the|her|his|their|too|both|all|still|just|then|was|were|is|are|busy|waiting|standing|stood|there|on|at|by|in|from|a|an|[A-Z][a-z]+|[a-z]+ly|[a-z]+,)$/
/** Where the words stop being about the name: a new clause, or someone else's deed watched. */
const CLAUSE_END =
  /^(?:while|as|when|but|who|which|where|before|after|so|because|watch\w*|see\w*|saw|look\w*|listen\w*|help\w*|let\w*|tell\w*|told|ask\w*|show\w*|hear\w*|said|says)$/

/** The deed the caption gives one of the page's people, named by `word` (or its last word: "the captain" for "pirate captain"). */
export function personDeed(caption: string, word: string): PersonDeed | undefined {
  const names = [word, word.split(/\s+/).at(-1) ?? word].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const re = new RegExp(`\\b(?:${names.join('|')})s?\\b`, 'gi')
  for (const m of caption.matchAll(re)) {
    const lead = caption.slice(Math.max(0, (m.index ?? 0) - 24), m.index ?? 0)
    const described = FACE_BEFORE.find(([re]) => re.test(lead))?.[1]
    if (described) return described
    const after = caption.slice((m.index ?? 0) + m[0].length).split(/[.;!?\n]/)[0] ?? ''
    const words = after.trim().split(/\s+/).slice(0, 8)
    for (const [i, w] of words.entries()) {
      const bare = w.replace(/[^\p{L},]/gu, '')
      const lower = bare.toLowerCase().replace(/,$/, '')
      if (CLAUSE_END.test(lower)) break
      const deed = PERSON_DEEDS.find(([re]) => re.test(lower))?.[1]
      if (deed) {
        const rest = words
          .slice(i + 1)
          .join(' ')
          .toLowerCase()
        const prop = /\b(?:gate|stile)\b/.test(rest)
          ? 'gate'
          : /\b(?:fence|rail|railings|wall)\b/.test(rest)
            ? 'fence'
            : /\b(?:bench|seat)\b/.test(rest)
              ? 'bench'
              : /\b(?:chair|armchair|stool)\b/.test(rest)
                ? 'chair'
                : undefined
        // Leaning on nothing drawable is standing; a bed tucked into is by the hero.
        if (deed.pose === 'holding' && !deed.near && /^(?:lean|leant|rest)/.test(lower) && !prop) return { pose: 'standing' }
        return { ...deed, ...(prop && (deed.pose === 'holding' || deed.pose === 'sitting') ? { prop } : {}) }
      }
      if (i > 0 && !SUBJECT_GAP.test(bare) && !SUBJECT_GAP.test(lower)) break
    }
  }
  return undefined
}

/** A coat (and a hat) taken off: "took off his coat", "the coat comes off", "in his striped vest". */
const UNDRESS =
  /\b(?:took|takes|taken|taking|pulled|pulls|threw|throws)\s+(?:off\s+)?(?:his|her|their|the)\s+(?:big\s+|heavy\s+|red\s+|long\s+)*(?:coat|jacket)\b|\b(?:coat|jacket) (?:comes|came|is) off\b|\bwithout (?:his|her|their) (?:\w+ )?(?:coat|jacket)\b|\bin (?:his|her|their) (?:\w+ )?(?:vest|shirt-?sleeves)\b/i

/** One of the page's people undressed by the caption: their coat off, and their hat too where the words take it. */
export function undressed(caption: string, word: string): { coat: boolean; hat: boolean } | undefined {
  const head = (word.split(/\s+/).at(-1) ?? word).toLowerCase()
  const sentences = caption.split(/(?<=[.!?])\s+/)
  const theirs = sentences.filter((s) => s.toLowerCase().includes(head) || /^(?:he|she|they)\b/i.test(s.trim()))
  if (!theirs.some((s) => UNDRESS.test(s))) return undefined
  return {
    coat: true,
    hat: theirs.some((s) => /\b(?:took|takes|taking) off (?:his|her|their|the) hat\b|\bhat (?:comes|came) off\b|\band the hat\b/i.test(s)),
  }
}

/**
 * One of the page's people in the clothes the story's words give them (`SceneSpec.looks`): the
 * warden's bright orange jacket is an orange coat, a red hat or cap in red, a yellow apron, green
 * wellies. A colour the drawing does not know changes nothing.
 */
export function dressedIn(look: PersonLook, wears: ReadonlyArray<{ garment: string; colour: string }>): PersonLook {
  let next: PersonLook = { ...look, outfit: { ...look.outfit } }
  for (const { garment, colour } of wears) {
    const hex = COLOURS[colour.toLowerCase()]
    if (!hex) continue
    const g = garment.toLowerCase()
    if (/^(?:hat|cap|helmet|beanie|bobble hat|woolly hat|sunhat|bonnet|beret)$/.test(g)) {
      next.hat = next.hat ?? (g === 'cap' ? 'cap' : g === 'helmet' ? 'helmet' : g === 'sunhat' ? 'sunhat' : 'beanie')
      next.hatColor = hex
    } else if (g === 'apron') next.outfit.apron = hex
    else if (/^(?:boots|wellies|wellingtons|shoes|trainers)$/.test(g)) next.outfit.shoes = hex
    else if (/^(?:scarf|tie|neckerchief|collar)$/.test(g)) next.outfit.accent = hex
    else if (/^(?:trousers|skirt|shorts|jeans|leggings)$/.test(g)) next.outfit.bottomColor = hex
    else if (/^(?:overalls|dungarees)$/.test(g)) next.outfit = { ...next.outfit, top: 'dungarees', topColor: hex }
    // A uniform, a tabard or a top of the role keeps its cut, in the colour said.
    else if (/^(?:uniform|tabard|hi-vis|top|shirt|t-shirt|vest|robe|cloak|tunic)$/.test(g)) {
      next.outfit.topColor = hex
      delete next.outfit.stripes
    } else if (/^(?:cardigan|fleece)$/.test(g)) next = wearing(next, { colour: hex, garment: 'jumper' }, 'they')
    else next = wearing(next, { colour: hex, garment: g }, 'they')
  }
  return next
}

/** The hero's own family by blood, who share the hero's skin: never a stepdad, a godmother or a foster mum. */
const KIN =
  /^(?:great[- ]|grand[- ])?(?:(?:big |little |baby |younger |older )?(?:sister|brother|twin)s?|mum|mummy|mom|mommy|mother|mama|mam|mammy|ma|dad|daddy|father|papa|pa|baba|parents|grand\w*|gran|granny|nan|nana|nanna|nani|nonna|nonno|abuela|abuelo|oma|opa|aunt\w*|uncles?|cousins?)\b/i

/** Whether a page's other is the hero's own family ("Nana", "Grandad", "brother Cian"). */
export function isKin(word: string): boolean {
  return (
    (KIN.test(word.trim()) || namesRelative(word, true)) &&
    !/\b(?:step|foster|god|adopt|in-law|duck|hen|bird|cat|dog|bear|sheep|cow|pig|horse|fox)/i.test(word)
  )
}

/** A named grown-up to a drawable noun: "Mrs Thistlewood" a woman, "Warden Marrow" the warden, "Captain Bramble" a captain. */
export function personNoun(word: string): string {
  const title = /^(mrs|miss|ms|madam|lady|dame|mr|sir|lord|dr|doctor|captain|warden|professor|farmer|auntie|aunt|uncle)\.?\s+\p{Lu}/iu.exec(
    word.trim(),
  )
  if (!title) return word
  const t = (title[1] as string).toLowerCase()
  if (['mrs', 'miss', 'ms', 'madam', 'lady', 'dame'].includes(t)) return 'woman'
  if (['mr', 'sir', 'lord', 'professor'].includes(t)) return 'man'
  if (t === 'dr') return 'doctor'
  return t
}

/**
 * The pronoun the caption gives one of the page's people: the first "she"/"her" or "he"/"his"/"him"
 * in their own words, from where they are named to the next person named or the sentence's end
 * ("the captain strides past with a yellow parrot on her shoulder": she). Undefined when the words
 * give none or name nobody else's between ("Mia stands by the captain, holding her hat" is Mia's).
 */
export function pronounOf(caption: string, noun: string, names: readonly string[] = []): 'she' | 'he' | undefined {
  const head = noun.trim().split(/\s+/).at(-1)?.toLowerCase()
  if (!head || head.length < 3) return undefined
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const at = new RegExp(`\\b${esc(head)}(?:e?s)?\\b`, 'i').exec(caption)
  if (!at) return undefined
  // Their own words: to the sentence's end, cut where the hero or the companion is named.
  let rest = caption.slice(at.index + at[0].length).split(/[.;!?]/)[0] ?? ''
  for (const name of names.filter((x) => x.trim().length > 1)) {
    const other = new RegExp(`\\b${esc(name.trim())}\\b`, 'i').exec(rest)
    if (other) rest = rest.slice(0, other.index)
  }
  // "while" and "as" start someone else's doing.
  rest = rest.split(/\b(?:while|as|and then)\b/i)[0] ?? ''
  const said = /\b(she|her|hers|herself|he|him|his|himself)\b/i.exec(rest)?.[1]?.toLowerCase()
  if (!said) return undefined
  return said.startsWith('h') && said !== 'her' && said !== 'hers' && said !== 'herself' ? 'he' : 'she'
}
