/**
 * Which stories are too hard for the youngest listeners, read as an editor of books for 2- and
 * 3-year-olds reads their [2-4] telling. A toddler follows what they can see, hold and hear happen
 * (a caterpillar becomes a butterfly, a puddle splashes, a fox leaves footprints in flour); a story
 * that turns on explaining a mechanism nobody can see (moon phases, evaporation, friction), on
 * counting or reasoning beyond a toddler, or on reading and spelling, loses them. "Surprise me"
 * tells such a story to a 2- or 3-year-old only when the theme has nothing that fits better; from 5
 * up every story is for everyone.
 */
import type { ThemeId } from '~/lib/themes'
import type { Listener } from '../profile'
import { INDOOR_PLACES, type Place } from '../scene'
import type { ToldPage } from './render'

/** Turns on a mechanism, a count or a reading a 2- or 3-year-old cannot follow. */
export const TOO_ABSTRACT: Readonly<Record<string, string>> = {
  'space/1': 'moon phases: a lamp and an orange, counting nights to the full moon',
  'space/2': 'the solar system to scale, out of the fruit bowl',
  'space/5': 'why Mars is red: rust, rovers and a home on another planet',
  'science/2': 'water grows when it freezes, so ice floats',
  'science/4': 'friction: rough ramps and smooth ones',
  'science/5': 'static from a rubbed balloon',
  'discovery/1': 'evaporation: where the puddle goes',
  'discovery/4': 'telling the time by a shadow',
  'nature/1': 'where the green goes from an autumn leaf',
  'technology/2': 'writing exact steps for a robot (an algorithm)',
  'technology/3': 'an electric circuit: the loop through a torch',
  'technology/5': 'twisted turbine blades, and electricity from the wind',
  'ocean/2': 'salt carried to the sea by rivers and left behind when water dries',
  'environment/2': 'a hosepipe ban, a reservoir and catching rainwater',
  'art/2': 'perspective: near is big, far is small',
  'art/5': 'shading a drawing by where the shadows fall',
  'history/1': 'writing a name in clay: the first writing',
  'history/2': 'how telephones once worked: a dial, a switchboard, a call at seven',
  'history/4': 'why bent wings make a paper plane fly, from the Wright brothers',
  'music/4': 'a scale from C to C, found by the pattern of the black keys',
  'vehicles/3': 'what a steam engine’s fire needs: air',
  'vehicles/4': 'how wings hold an aeroplane up',
  'vehicles/5': 'bicycle gears',
  'cultures/5': 'why it is winter in the south when it is summer here',
  'exploration/2': 'sounding the sea’s depth with a lead line',
  'pirates/4': 'steering home by the stars in a star book',
  'school-adventures/4': 'spelling a long word letter by letter',
  'legends/5': 'a riddle read backwards',
  'mystery/4': 'filling in washed-away words, and the tides',
  'time-travel/4': 'the same day happening again and again',
  'teamwork/5': 'a class newspaper printed against the clock',
  'wizards/5': 'the water cycle, as a rain spell',
}

/** Fine at 4, hard at 2-3: the story is concrete, but its turn asks a little too much. */
export const A_LITTLE_HARD: Readonly<Record<string, string>> = {
  'discovery/2': 'counting legs to tell an insect',
  'discovery/3': 'sorting what a magnet pulls and what it does not',
  'discovery/5': 'a shoot leaning to the light',
  'music/1': 'a tighter band plays a higher note',
  'music/2': 'more water in a glass, a lower note',
  'music/3': 'rice jumping shows where a drum skin is slack',
  'environment/3': 'worms turning peel into soil over weeks',
  'nature/3': 'tadpoles turning into frogs over weeks',
  'environment/4': 'bees making pumpkins',
  'environment/5': 'how trees cool a playground',
  'rainbows/2': 'why nobody reaches the end of a rainbow',
  'adventure/4': 'hot air up, cooling air down',
  'adventure/5': 'sharing out the water, and birds flying to water',
  'circus-adventures/3': 'why the tent pegs pull out',
  'cultures/4': 'noticing rice in every dish',
  'dinosaurs/3': 'fossils, and the oldest thing on the beach',
  'exploration/3': 'a compass, and a snow cave out of the wind',
  'fantasy/5': 'which way the sun comes up',
  'farm-life/5': 'three dry days to make hay',
  'robots/4': 'charging a battery from sunshine',
  'robots/5': 'checking wire by wire',
  'technology/4': 'folded paper is stronger than flat',
  'vehicles/1': 'more wheels share a load',
  'history/3': 'wet sand and a sledge, as the pyramid builders did',
  'history/5': 'a clue read on an old wall, and ten steps',
  'sports/2': 'spreading out and passing',
  'sports/3': 'keeping a steady pace in a long race',
  'sports/5': 'a cartwheel turning like a wheel',
  'time-travel/1': 'warmth makes bread rise',
  'treasure/1': 'counting twenty steps, and small steps are shorter',
  'treasure/3': 'three riddle pieces and a sundial',
  'teamwork/1': 'a thousand-piece puzzle shared out',
  'superpowers/5': 'one minute a day, used up',
  'castles/1': 'a moat that leads the sea away',
  'heroes/3': 'which floor of a block of flats',
  'underwater-worlds/2': 'sideways footprints read as a crab’s trail',
}

/**
 * Plots a 9-to-12-year-old has outgrown, whatever their telling's words: learning to ride without
 * stabilisers, a toy truck in the sandpit. Told to them only when the theme has nothing better.
 */
export const OUTGROWN: Readonly<Record<string, string>> = {
  'sports/1': 'learning to ride a bike without stabilisers',
  'vehicles/1': 'a toy truck sinking in the sandpit',
  'vehicles/6': 'ringing the bell on a bus ride to the park',
}

/** What a plot the child has outgrown costs its fit: 3 from 9 up, nothing younger. */
export function outgrownCost(theme: ThemeId, n: number, age: number): { cost: number; reason: string | null } {
  if (age < 9 || !OUTGROWN[`${theme}/${n}`]) return { cost: 0, reason: null }
  return { cost: 3, reason: `outgrown by a ${Math.floor(age)}-year-old` }
}

/**
 * What a story's difficulty costs its fit for a child of this age: a story too abstract costs 5 at
 * 2-3 and 2 at 4, one a little hard costs 2 at 2-3; from 5 up nothing.
 */
export function youngestCost(theme: ThemeId, n: number, age: number): { cost: number; reason: string | null } {
  const id = `${theme}/${n}`
  if (age >= 5) return { cost: 0, reason: null }
  const who = `a ${Math.max(2, Math.floor(age))}-year-old`
  if (TOO_ABSTRACT[id]) return { cost: age <= 3 ? 5 : 2, reason: `too abstract for ${who}` }
  if (A_LITTLE_HARD[id] && age <= 3) return { cost: 2, reason: `a little hard for ${who}` }
  return { cost: 0, reason: null }
}

/** What a toddler does instead of writing, reading and spelling: scribbles, looks at the pictures, says it. */
const TODDLER_DOES: ReadonlyArray<[RegExp, string]> = [
  [/\bwrites\b/, 'scribbles'],
  [/\bwrote\b/, 'scribbled'],
  [/\bwriting\b/, 'scribbling'],
  [/\bread to\b/, 'looked at a book with'],
  [/\breads\b/, 'looks at'],
  [/\bspells\b/, 'says'],
  [/\bspelled\b/, 'said'],
  [/\bspelt\b/, 'said'],
  [/\bknows (?:the )?notes\b/, 'sings the notes'],
  [/\bknew (?:the )?notes\b/, 'sang the notes'],
]

/**
 * A page told for a hero of 2 or 3: where the hero (by name, first in the sentence) writes, reads,
 * spells or reads music, they scribble, look, say or sing it, as a toddler does; the older
 * companion or a grown-up keeps any writing of their own.
 */
export function toldForYoungest(text: string, hero: string): string {
  const name = hero.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const verbs = TODDLER_DOES.map(([from]) => from.source.replace(/\\b/g, '')).join('|')
  const heroDoes = new RegExp(`(\\b${name}(?: \\w+ly)?(?: and \\w+)?,? )(${verbs})\\b`, 'g')
  // "So Mia reads." ends there: she looks at the pictures, never "So Mia looks at."
  const readsAlone = new RegExp(`(\\b${name}(?: \\w+ly)?(?: and \\w+)?,? )reads(?=\\s*(?:[.!?,;]|$))`, 'g')
  return text
    .replace(readsAlone, '$1looks at the pictures')
    .replace(heroDoes, (_, who: string, verb: string) => {
      const swap = TODDLER_DOES.find(([from]) => from.test(verb))
      return `${who}${swap ? verb.replace(swap[0], swap[1]) : verb}`
    })
    .replace(AT_SCHOOL, 'nursery')
}

/**
 * A 2- or 3-year-old goes to nursery, not school: "the big school concert", "at school", "the school
 * trip" are nursery's (a blind reader saw "a toddler at a school concert"). Not a school of fish,
 * nor a school's own name ("Eastmoor School").
 */
const AT_SCHOOL = /\bschool\b(?! of\b)(?<!\bfish school)/g

/** Out on the water, day or night: a toddler is never there on their own. */
const AT_SEA: ReadonlySet<Place> = new Set<Place>(['open-sea', 'ship-deck', 'harbour', 'rocky-shore', 'lake'])
/** Words that put a grown-up beside the child on the page. */
const GROWN_UP =
  /\b(?:mum\w*|mam|mama|mom\w*|dad\w*|dada|papa|ammi|abbu|parents?|gran\w*|nan\w*|nonna|nonno|oma|opa|auntie|aunt|uncle|grown-ups?|keeper|ranger|farmer|captain|teacher|neighbour)\b/i

/**
 * The pages of a telling for a child of 2-4 where the child is out in the dark (dusk or night,
 * outdoors) or on or by the water with nobody beside them: no companion in the picture and no
 * grown-up in the words. A blind reader saw a 2-year-old go out alone into the dark garden to look
 * for the cat (the cat, the companion, was the one lost). At 2-4 a grown-up or the companion is
 * always there; a tale tells it in its own words (Dada holds the torch).
 */
export function aloneOutInTheDark(pages: readonly ToldPage[], listener: Listener): number[] {
  const family = listener.child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => m.name('their')) : []))
  const named = (text: string) => GROWN_UP.test(text) || family.some((who) => text.includes(who.replace(/^(?:his|her|their) /, '')))
  return pages.flatMap((page, i) => {
    const { place, time, companion } = page.scene
    const out = !INDOOR_PLACES.has(place) && (time === 'dusk' || time === 'night')
    return (out || AT_SEA.has(place)) && !companion && !named(page.text) ? [i] : []
  })
}
