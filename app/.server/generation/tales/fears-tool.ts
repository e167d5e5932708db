/**
 * `npm run stories -- fears count|read [theme/n …]`: what parents get for a named fear. For forty-odd
 * invented children, each afraid of something parents often type, the tale "Surprise me" picks in
 * the child's theme (tales/fit.ts, tales/outlines.ts) and the next two of that theme, and whether
 * the fear is met inside the plot: felt at a moment of the story's own (its own passage, a `yes:`
 * moment on a page with the feared thing, the feared thing where the page is set, the failed try)
 * and overcome the same way (tales/fear-arc.ts `IN_PLOT`). A felt moment overcome only by the look
 * ahead on the last page, or the child's quiet thought, is counted apart, as is a fear left untold.
 * `read` prints each telling whole with the arc's pages marked.
 */
import { lookFromSeed } from '~/lib/hero-look'
import { isThemeId, type ThemeId } from '~/lib/themes'
import { listenerFor } from '../profile'
import { ageBand } from '../story-shape'
import { taleFor, talesOf } from './catalogue'
import { IN_PLOT } from './fear-arc'
import { bestOutlines } from './fit'
import { chooseOutline } from './outlines'
import { type Told, tell } from './render'

/** `fear`: the fear's name in the figures; `common`: one of the fears every story family should meet. */
export type FearChild = {
  name: string
  age: number
  pronouns: 'she' | 'he' | 'they'
  companion: string
  fears: string
  fear: string
  common: boolean
  theme: ThemeId
}

const child = (
  name: string,
  age: number,
  pronouns: FearChild['pronouns'],
  companion: string,
  fears: string,
  fear: string,
  common: boolean,
  theme: ThemeId,
): FearChild => ({ name, age, pronouns, companion, fears, fear, common, theme })

/** Forty-odd children, every band, as parents type their fears, each in a theme of their own. */
export const FEAR_CHILDREN: readonly FearChild[] = [
  child('Mia', 6, 'she', "her grandpa's old robot, Bolt", 'the dark', 'dark', true, 'adventure'),
  child('Leo', 3, 'he', 'a teddy called Mr Buttons', 'the dark', 'dark', true, 'dreams'),
  child('Aisha', 10, 'she', 'a wise old owl', 'the dark', 'dark', true, 'mystery'),
  child('Finn', 8, 'he', 'his dog Biscuit', 'thunderstorms', 'thunder', true, 'farm-life'),
  child('Rosa', 4, 'she', 'Grandma', 'thunder', 'thunder', true, 'nature'),
  child('Kai', 11, 'he', 'a clever crow called Pip', 'storms', 'thunder', true, 'pirates'),
  child('Zara', 5, 'she', 'a little dragon called Ember', 'loud noises', 'noise', true, 'festivals'),
  child('Omar', 9, 'he', 'his big sister Jess', 'loud noises', 'noise', true, 'vehicles'),
  child('Ivy', 2, 'she', 'a bunny', 'loud bangs', 'noise', true, 'circus-adventures'),
  child('Noah', 7, 'he', 'a penguin', 'deep water', 'water', true, 'ocean'),
  child('Lily', 3, 'she', 'a teddy bear called Pip', 'the sea', 'water', true, 'underwater-worlds'),
  child('Arlo', 10, 'he', 'his grandad', 'big waves', 'water', true, 'exploration'),
  child('Esme', 6, 'she', 'a unicorn', 'heights', 'heights', true, 'castles'),
  child('Ravi', 9, 'he', 'his best friend Sam', 'heights', 'heights', true, 'history'),
  child('Nell', 4, 'she', 'a puppy', 'being up high', 'heights', true, 'fairyland'),
  child('Theo', 8, 'he', 'a talking cat', 'dogs', 'dogs', true, 'animals'),
  child('Poppy', 5, 'she', 'Grandad', 'big dogs', 'dogs', true, 'kindness'),
  child('Dev', 12, 'he', 'a robot', 'dogs', 'dogs', true, 'heroes'),
  child('Hana', 7, 'she', 'her mum', 'being apart from Mum', 'apart', true, 'family'),
  child('Sami', 4, 'he', 'a sleepy bear called Bramble', 'being away from home', 'apart', true, 'space'),
  child('Freya', 10, 'she', 'a wise old owl', 'sleepovers', 'apart', true, 'friendship'),
  child('Jonah', 6, 'they', 'a fox', 'new places', 'new', true, 'school-adventures'),
  child('Amara', 9, 'she', 'her grandma', 'new places', 'new', true, 'cultures'),
  child('Callum', 3, 'he', 'a toy dinosaur', 'meeting new people', 'new', true, 'jungle-tales'),
  child('Evie', 8, 'she', 'her best friend Jonah', 'being laughed at', 'laughed at', false, 'school-adventures'),
  child('Max', 11, 'he', 'a clumsy robot called Clank', 'being laughed at', 'laughed at', false, 'science'),
  child('Ruby', 6, 'she', 'a shy dragon', 'speaking in front of the class', 'speaking up', false, 'music'),
  child('Oscar', 9, 'he', 'his uncle Dan', 'talking in front of people', 'speaking up', false, 'art'),
  child('Isla', 7, 'she', 'a wise old owl', 'getting things wrong', 'mistakes', false, 'magic'),
  child('Hugo', 10, 'he', 'a robot', 'making mistakes', 'mistakes', false, 'robots'),
  child('Maya', 5, 'she', 'a pony', 'coming last', 'losing', false, 'sports'),
  child('Ben', 8, 'he', 'his dad', 'losing games', 'losing', false, 'teamwork'),
  child('Anya', 6, 'she', 'a ladybird', 'spiders', 'spiders', false, 'environment'),
  child('Luca', 11, 'he', 'a clever crow', 'spiders', 'spiders', false, 'time-travel'),
  child('Lola', 3, 'she', 'a rubber duck', 'baths', 'baths', false, 'everyday-magic'),
  child('Jude', 5, 'he', 'a goldfish called Bubbles', 'having a bath', 'baths', false, 'imagination'),
  child('Grace', 7, 'she', 'her grandpa', 'jellyfish', 'jellyfish', false, 'ocean'),
  child('Eli', 9, 'he', 'a dolphin', 'jellyfish', 'jellyfish', false, 'underwater-worlds'),
  child('Priya', 5, 'she', 'her big brother', 'getting lost', 'lost', false, 'wizards'),
  child('Alfie', 8, 'he', 'a dragon', 'getting lost', 'lost', false, 'legends'),
  child('Nia', 6, 'she', 'a talking rabbit', 'being left out', 'left out', false, 'talking-animals'),
  child('Tom', 12, 'he', 'his grandma', 'being left out', 'left out', false, 'superpowers'),
  child('Charlie', 4, 'they', 'a digger', 'the dark', 'dark', true, 'technology'),
  child('Beth', 9, 'she', 'a pony', 'thunder', 'thunder', true, 'mythical-creatures'),
  child('Raf', 7, 'he', 'a dinosaur', 'loud noises', 'noise', true, 'dinosaurs'),
  child('Mila', 11, 'she', 'her aunt', 'swimming in the sea', 'water', true, 'treasure'),
  child('Ada', 5, 'she', 'a dragon', 'heights', 'heights', true, 'rainbows'),
  child('Sid', 6, 'he', 'a cat', 'barking dogs', 'dogs', true, 'courage'),
  child('Lucy', 8, 'she', 'her teddy', 'saying goodbye to Dad', 'apart', true, 'fantasy'),
  child('Ollie', 10, 'he', 'a robot', 'somewhere new', 'new', true, 'discovery'),
  // The fears blind readers found untold, as recent parents typed them.
  child('Omar', 6, 'he', 'a baby elephant called Tiny', 'clowns', 'clowns', false, 'circus-adventures'),
  child('Juno', 2, 'she', 'the family cat Marmalade', 'the hoover', 'hoover', false, 'animals'),
  child('Elliot', 9, 'he', 'his best friend Priya', 'being in crowds', 'crowds', false, 'technology'),
  child('Kofi', 7, 'he', 'a talking fox called Rusty', 'being told off', 'told off', false, 'nature'),
  child('Bea', 5, 'she', 'a hedgehog', 'wasps', 'wasps', false, 'environment'),
]

/** How a telling met the child's fear. */
export type FearMet = 'in plot' | 'felt, then looked ahead' | 'untold'

export function fearMet(told: Pick<Told, 'fear'>): FearMet {
  const how = told.fear?.how
  if (!how || how.felt === 'none') return 'untold'
  if (IN_PLOT.has(how.felt) && IN_PLOT.has(how.over)) return 'in plot'
  return 'felt, then looked ahead'
}

/** The tale "Surprise me" tells this child in their theme (seeded as the app is), then the next two of the theme. */
export function talesFor(fearChild: FearChild, seed = 1): number[] {
  const listener = listenerOfFear(fearChild)
  const picked = chooseOutline(fearChild.theme, seed, null, bestOutlines(fearChild.theme, listener))
  const all = talesOf(fearChild.theme)
  const at = all.indexOf(picked)
  const others = [1, 2].map((k) => all[(at + k) % all.length] as number).filter((n) => n !== picked)
  return [picked, ...new Set(others)]
}

export function listenerOfFear(fearChild: FearChild) {
  return listenerFor({
    childName: fearChild.name,
    childAge: fearChild.age,
    pronouns: fearChild.pronouns,
    mainCharacter: fearChild.companion,
    interests: 'drawing, football',
    fears: fearChild.fears,
    family: '',
  } as Parameters<typeof listenerFor>[0])
}

type Tally = { stories: number; plot: number; ahead: number; untold: number; picked: number; pickedPlot: number }
const empty = (): Tally => ({ stories: 0, plot: 0, ahead: 0, untold: 0, picked: 0, pickedPlot: 0 })
const pct = (part: number, whole: number) => (whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`)

export async function main(args: string[]) {
  const [command = 'count', ...rest] = args
  const only = rest.filter((a) => a.includes('/'))
  const named = rest.filter((a) => !a.includes('/'))
  const byFear = new Map<string, Tally>()
  const common = empty()
  const all = empty()
  for (const [c, fearChild] of FEAR_CHILDREN.entries()) {
    if (named.length > 0 && !named.includes(fearChild.name)) continue
    const listener = listenerOfFear(fearChild)
    const band = ageBand(fearChild.age)
    const tales = talesFor(fearChild, c + 1)
    for (const [k, n] of tales.entries()) {
      if (only.length > 0 && !only.includes(`${fearChild.theme}/${n}`)) continue
      const tale = taleFor(fearChild.theme, n)
      if (!tale || !isThemeId(fearChild.theme)) continue
      const told = tell(tale, fearChild.theme, listener, c + 1, {
        look: { ...lookFromSeed(c + 1, fearChild.pronouns), wheelchair: false, hearingAid: false },
        band,
      })
      const met = fearMet(told)
      for (const tally of [byFear.get(fearChild.fear) ?? empty(), all, ...(fearChild.common ? [common] : [])]) {
        tally.stories++
        if (met === 'in plot') tally.plot++
        else if (met === 'untold') tally.untold++
        else tally.ahead++
        if (k === 0) {
          tally.picked++
          if (met === 'in plot') tally.pickedPlot++
        }
        if (!byFear.has(fearChild.fear) && tally !== all && tally !== common) byFear.set(fearChild.fear, tally)
      }
      if (command === 'read') {
        const how = told.fear?.how
        console.log(
          `\n=== ${fearChild.name}, ${fearChild.age}, afraid of "${fearChild.fears}": ${fearChild.theme}/${n}${k === 0 ? ' (Surprise me)' : ''}: ${met}${how ? ` (felt: ${how.felt} p${(told.fear?.felt ?? -1) + 1}, overcome: ${how.over} p${(told.fear?.over ?? -1) + 1})` : ''}`,
        )
        told.pages.forEach((page, i) => {
          const mark = i === told.fear?.felt ? '  [felt]' : i === told.fear?.over ? '  [overcome]' : ''
          console.log(`\n-- page ${i + 1}${mark}\n${page.text}`)
        })
      }
    }
  }
  const row = (label: string, t: Tally) =>
    `${label.padEnd(18)} ${String(t.stories).padStart(4)}  ${pct(t.plot, t.stories)}  ${pct(t.ahead, t.stories)}  ${pct(t.untold, t.stories)}   ${pct(t.pickedPlot, t.picked)} (${t.pickedPlot}/${t.picked})`
  console.log(`\nA named fear in the stories parents get: "Surprise me" and two more of the theme, ${FEAR_CHILDREN.length} children`)
  console.log(
    `${'fear'.padEnd(18)} ${'told'.padStart(4)}  ${'in plot'.padStart(7)}  ${'ahead'.padStart(7)}  ${'untold'.padStart(7)}   Surprise me in plot`,
  )
  for (const [fear, t] of byFear) console.log(row(fear, t))
  console.log(row('common fears', common))
  console.log(row('every fear', all))
  console.log(
    'in plot: felt and overcome at moments of the story (goal: 75 % for the common fears); ahead: felt, overcome only by a line beside the plot',
  )
}
