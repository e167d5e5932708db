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
}

type Raw = Omit<SubjectEntry, 'fact' | 'kept' | 'keptDrawn' | 'move' | 'game' | 'wheel' | 'wheels'> & {
  fact?: string
  kept?: string
  keptDrawn?: string
  move?: string
  game?: string
  wheel?: string
  wheels?: string
}
export type RawSubject = Raw

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

const RAW: Record<string, Record<string, Raw>> = {
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
      play: 'tucked it under {their} chin and drew the bow',
      plays: 'tucks it under {their} chin and draws the bow',
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
        },
      ]),
    ),
  ]),
)

export const SUBJECT_FAMILIES = Object.keys(SUBJECTS)

/** The fields a `{subject.…}` token can tell. */
/** The sport family's fields (subject-sports.ts), tokens too: {subject.move}, {subject.game}, {subject.wheel}. */
export const SPORT_FIELDS = ['move', 'game', 'wheel', 'wheels'] as const
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
] as const
export type SubjectField = (typeof SUBJECT_FIELDS)[number]

/**
 * The child's own thing of the family, by what the parent said they love: the interests first
 * (the form's, then the name field's, in the order given), the first that names one. Undefined
 * where none does.
 */
export function ownSubject(family: string, said: readonly string[]): string | undefined {
  const entries = SUBJECTS[family]
  if (!entries) return undefined
  for (const words of said) for (const [key, entry] of Object.entries(entries)) if (entry.words.test(words)) return key
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
export const OBJECT_TOKENS: Readonly<Record<string, 'drawn' | 'keptDrawn'>> = { '{subject}': 'drawn', '{subject.kept}': 'keptDrawn' }
