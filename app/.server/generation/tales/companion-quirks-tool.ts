/**
 * `npm run stories -- costar count|read [theme/n …]`: how the companion's detail is told over many
 * invented children (jobs, animal details, people's ways) across themes and every band: on how many
 * pages a story tells it, how many of those lines stand alone (could sit on any page) or are tied to
 * the page's own words (a moment), how many are the companion's help at the turn, and how many sit on
 * a page whose words contradict them. `read` prints whole stories with the lines marked.
 */
import { lookFromSeed } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'
import { ageBand } from '../story-shape'
import { allTales, taleFor } from './catalogue'
import { alsoToldCompanion, quirkLinesTold } from './companion-quirks'
import { listenerOf } from './more-interests-tool'
import { tell } from './render'

type Child = { name: string; age: number; pronouns: 'she' | 'he' | 'they'; companion: string }

/** Sixty-odd children: jobs, animal details, people's ways, habits and ages, in every band. */
export const COSTARS: readonly Child[] = [
  { name: 'Ella', age: 6, pronouns: 'she', companion: 'her Aunt Bea, who is a vet' },
  { name: 'Noah', age: 9, pronouns: 'he', companion: 'his mum, who is a doctor' },
  { name: 'Ruby', age: 4, pronouns: 'she', companion: 'her nana, who is a nurse' },
  { name: 'Finn', age: 7, pronouns: 'he', companion: 'Grandpa Joe, who used to be a fisherman' },
  { name: 'Maya', age: 11, pronouns: 'she', companion: 'her uncle Tom, who is a farmer' },
  { name: 'Leo', age: 5, pronouns: 'he', companion: 'his dad, who is a builder' },
  { name: 'Isla', age: 8, pronouns: 'she', companion: 'her granny, who used to be a teacher' },
  { name: 'Arlo', age: 10, pronouns: 'he', companion: 'his uncle Sam, who is a chef' },
  { name: 'Zara', age: 3, pronouns: 'she', companion: 'her grandma, who is a baker' },
  { name: 'Omar', age: 6, pronouns: 'he', companion: 'his auntie, who is a firefighter' },
  { name: 'Freya', age: 12, pronouns: 'she', companion: 'her dad, who is a police officer' },
  { name: 'Kai', age: 7, pronouns: 'he', companion: 'his grandad, who used to be a pilot' },
  { name: 'Poppy', age: 9, pronouns: 'she', companion: 'her Auntie Jo, who is an astronaut' },
  { name: 'Jude', age: 5, pronouns: 'he', companion: 'his grandpa, who is a gardener' },
  { name: 'Nia', age: 8, pronouns: 'she', companion: 'her mum, who is a mechanic' },
  { name: 'Eli', age: 11, pronouns: 'he', companion: 'his aunt, who is a scientist' },
  { name: 'Lola', age: 6, pronouns: 'she', companion: 'her uncle, who is an artist' },
  { name: 'Sid', age: 10, pronouns: 'he', companion: 'his grandma, who is a musician' },
  { name: 'Charlie', age: 6, pronouns: 'he', companion: 'their dog Pickle, a sausage dog who is scared of cats' },
  { name: 'Mia', age: 4, pronouns: 'she', companion: 'a greedy goat called Nibbles' },
  { name: 'Theo', age: 8, pronouns: 'he', companion: 'a sleepy old cat called Mog' },
  { name: 'Anya', age: 10, pronouns: 'she', companion: 'a clever crow called Pip' },
  { name: 'Ben', age: 7, pronouns: 'he', companion: 'an old dog called Barney' },
  { name: 'Rosa', age: 5, pronouns: 'she', companion: 'a three-legged cat called Tripod' },
  { name: 'Hugo', age: 9, pronouns: 'he', companion: 'a one-eyed cat called Patch' },
  { name: 'Dev', age: 6, pronouns: 'he', companion: 'a grumpy old tortoise called Sir Reginald' },
  { name: 'Lily', age: 3, pronouns: 'she', companion: 'a shy rabbit called Button' },
  { name: 'Sami', age: 7, pronouns: 'he', companion: 'a clumsy puppy called Biscuit' },
  { name: 'Evie', age: 5, pronouns: 'she', companion: 'a loud parrot called Captain' },
  { name: 'Max', age: 11, pronouns: 'he', companion: 'a very fast greyhound called Dash' },
  { name: 'Amara', age: 9, pronouns: 'she', companion: 'her grandad, who is deaf' },
  { name: 'Oscar', age: 8, pronouns: 'he', companion: 'his big sister Jess, who is really bossy' },
  { name: 'Hana', age: 6, pronouns: 'she', companion: 'her uncle Dan, who is always joking' },
  { name: 'Jonah', age: 10, pronouns: 'they', companion: 'their grandma, who is a bit forgetful' },
  { name: 'Priya', age: 7, pronouns: 'she', companion: 'a little dragon who is scared of the dark' },
  { name: 'Callum', age: 4, pronouns: 'he', companion: 'a sleepy bear called Bramble' },
  { name: 'Ivy', age: 2, pronouns: 'she', companion: 'a greedy puppy called Muffin' },
  { name: 'Tom', age: 12, pronouns: 'he', companion: 'his grandma, who used to be a nurse' },
  { name: 'Beth', age: 8, pronouns: 'she', companion: 'a pony called Pepper who is scared of thunder' },
  { name: 'Raf', age: 5, pronouns: 'he', companion: 'his grandad, who is a farmer' },
  { name: 'Nell', age: 9, pronouns: 'she', companion: 'her uncle, who is a fisherman' },
  { name: 'Alfie', age: 6, pronouns: 'he', companion: 'his mum, who is a vet' },
  { name: 'Grace', age: 3, pronouns: 'she', companion: 'her grandpa, who is a builder' },
  { name: 'Luca', age: 11, pronouns: 'he', companion: 'a clumsy robot called Clank' },
  { name: 'Esme', age: 7, pronouns: 'she', companion: 'a shy dragon called Ember' },
  { name: 'Ravi', age: 8, pronouns: 'he', companion: 'his grandma, who is a bit deaf' },
  // The details blind readers found unused: habits, ages and jobs left, as parents write them.
  { name: 'Dylan', age: 7, pronouns: 'he', companion: 'his grandad Taid, who is a retired postman and a bit forgetful' },
  { name: 'Sophie', age: 9, pronouns: 'she', companion: 'her big sister Layla, who is 14 and thinks she knows everything' },
  { name: 'Aled', age: 6, pronouns: 'he', companion: 'Mortimer, an ancient grumpy dragon who hoards teacups' },
  { name: 'Tilly', age: 5, pronouns: 'she', companion: 'Biscuit, a circus lion scared of mice' },
  { name: 'Marnie', age: 4, pronouns: 'she', companion: 'her nana, who sings all the time' },
  { name: 'Jack', age: 8, pronouns: 'he', companion: 'a magpie called Glint who collects shiny things' },
  { name: 'Ada', age: 3, pronouns: 'she', companion: "a hamster called Nibbles who squeaks when he's happy" },
  { name: 'Owen', age: 6, pronouns: 'he', companion: 'a little dragon called Puff who is scared of his own sneezes' },
  { name: 'Mabel', age: 10, pronouns: 'she', companion: 'her grandad, who can fix anything' },
  { name: 'Rory', age: 11, pronouns: 'he', companion: 'his cousin Zain, who is really good at maths' },
  { name: 'Elsie', age: 5, pronouns: 'she', companion: 'a teddy called Barnaby who comes alive at night' },
  { name: 'Harry', age: 9, pronouns: 'he', companion: 'his grandpa, who was a carpenter' },
  { name: 'Bea', age: 4, pronouns: 'she', companion: 'her brother Sam, who is seven' },
]

// Every child loves the same two things, so the figures compare companions, not interests.
const listenerOfChild = (child: Child) => listenerOf({ ...child, interests: 'drawing, football' })

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A line as a pattern over a told page: its tokens as anything short, its words as written. */
function linePattern(line: string): RegExp | null {
  const first = line.match(/(?:\{[^}]*\}|[^.!?…{])+[.!?…]*/)?.[0]?.trim() ?? line
  const pattern = first
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? `[^.!?"“”]{0,60}?` : escapeText(part).replace(/\s+/g, '\\s+')))
    .join('')
  return pattern.replace(/\[\^[^\]]*\]\{0,60\}\?|\\s\+/g, '').length >= 12 ? new RegExp(pattern, 'i') : null
}

/** Page words that contradict a line of the detail: the caring job shooing, the deaf one hearing, the sleepy one wide awake. */
const CONTRADICTS: Record<string, RegExp> = {
  doctor: /\b(?:shoo|flapped (?:\w+ )?arms)\b/i,
  deaf: /\b(?:heard|hears|listened hard)\b/i,
  sleepy: /\b(?:wide awake|raced|dashed|sprinted)\b/i,
  slow: /\b(?:raced|dashed|sprinted|zoomed)\b/i,
  shy: /\b(?:shouted hello|chatted away)\b/i,
}

type Count = {
  stories: number
  pages: number
  alone: number
  moment: number
  turn: number
  contradicted: number
  acting2: number
  tied1: number
}

export async function main(args: string[]) {
  const [command = 'count', ...ids] = args
  const tales =
    ids.length > 0 ? ids.map((id) => id.split('/') as [ThemeId, string]).map(([theme, n]) => ({ theme, n: Number(n) })) : allTales()
  const every = Number(process.env.EVERY ?? 24)
  const total: Count = { stories: 0, pages: 0, alone: 0, moment: 0, turn: 0, contradicted: 0, acting2: 0, tied1: 0 }
  const rows: string[] = []
  for (const [c, child] of COSTARS.entries()) {
    if (process.env.CHILD && process.env.CHILD !== child.name) continue
    const listener = listenerOfChild(child)
    const band = ageBand(child.age)
    // The quirk told as well as the first (a postman who is forgetful too) is the detail acting as much as the first.
    const also = alsoToldCompanion(listener.companion)
    const lines = [...quirkLinesTold(listener.companion, band), ...(also ? quirkLinesTold(also, band) : [])].flatMap((l) => {
      const pattern = linePattern(l.line)
      return pattern ? [{ ...l, pattern }] : []
    })
    const mine: Count = { stories: 0, pages: 0, alone: 0, moment: 0, turn: 0, contradicted: 0, acting2: 0, tied1: 0 }
    for (const [i, { theme, n }] of tales.entries()) {
      if (ids.length === 0 && (i + c * 5) % every !== 0) continue
      const tale = taleFor(theme, n)
      if (!tale) continue
      const told = tell(tale, theme, listener, i + 1, {
        look: { ...lookFromSeed(i + 1, child.pronouns), wheelchair: false, hearingAid: false },
      })
      if (told.band !== band) continue
      mine.stories++
      let acting = 0
      let tied = 0
      const marked: string[] = []
      for (const page of told.pages) {
        // Each sentence counted once: the early and late lines and their short forms first (a moment that reads like one is not counted tied), then the tied and the turn's.
        let rest = page.text
        const found: typeof lines = []
        for (const l of [...lines].sort((a, b) => Number(b.how === 'alone') - Number(a.how === 'alone')))
          if (l.pattern.test(rest)) {
            found.push(l)
            rest = rest.replace(l.pattern, '')
          }
        let text = page.text
        if (found.length > 0) mine.pages++
        for (const l of found) {
          mine[l.how]++
          if (l.how !== 'alone') acting++
          if (l.how === 'moment') tied++
          const against = CONTRADICTS[listener.companion.quirks[0]?.key ?? '']
          const bad = (l.notOn?.test(page.text) ?? false) || (against?.test(page.text.replace(l.pattern, '')) ?? false)
          if (bad) mine.contradicted++
          text = text.replace(l.pattern, (m) => `«${l.how}${bad ? ' CONTRADICTED' : ''}: ${m}»`)
        }
        marked.push(text)
      }
      if (acting >= 2) mine.acting2++
      if (tied >= 1) mine.tied1++
      if (command === 'read') {
        console.log(
          `\n#### ${theme}/${n} (${told.band}) ${child.name}, ${child.age}: ${child.companion} [${listener.companion.quirks.map((q) => q.key).join(', ')}]`,
        )
        for (const [k, text] of marked.entries()) console.log(`--- page ${k + 1}\n${text}`)
      }
    }
    for (const key of Object.keys(total) as Array<keyof Count>) total[key] += mine[key]
    const quirk = listener.companion.quirks[0]
    rows.push(
      `${child.name} (${child.age}) ${child.companion} [${quirk?.key ?? 'none'}]: ${mine.stories} stories, pages ${(mine.pages / mine.stories).toFixed(1)}, alone ${mine.alone}, moments ${mine.moment}, turn ${mine.turn}, contradicted ${mine.contradicted}; tied once+ ${mine.tied1}/${mine.stories}, acting twice+ ${mine.acting2}/${mine.stories}`,
    )
  }
  if (command === 'read') return
  console.log(rows.join('\n'))
  const per = (n: number) => (n / total.stories).toFixed(2)
  console.log(
    `\nAll: ${COSTARS.length} children, ${total.stories} stories. Per story: pages with the detail ${per(total.pages)}, stand-alone lines ${per(total.alone)}, moments (tied to the page) ${per(total.moment)}, help at the turn ${per(total.turn)}, on a contradicting page ${per(total.contradicted)} (${total.contradicted} in all). Stories with a moment: ${total.tied1} (${((100 * total.tied1) / total.stories).toFixed(0)}%); acting at two places or more (moments and turn): ${total.acting2} (${((100 * total.acting2) / total.stories).toFixed(0)}%).`,
  )
}
