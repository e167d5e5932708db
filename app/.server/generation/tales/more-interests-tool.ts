/**
 * `npm run stories -- interests count|diff|read [theme/n …]`: how many of the interests a parent named
 * a story tells, before tales/more-interests.ts (only the one at the key, and any the tale names of
 * itself) and after, over many invented children and tales; or whole stories to read.
 */
import { listenerFor } from '../profile'
import { lookFromSeed } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'
import { allTales, taleFor } from './catalogue'
import { isFood } from '../profile/interests'
import { named } from './more-interests'
import { type Told, tell } from './render'

type Child = { name: string; age: number; pronouns: 'she' | 'he' | 'they'; interests: string; companion: string; wheelchair?: boolean }

export const CHILDREN: readonly Child[] = [
  { name: 'Beatrice', age: 6, pronouns: 'she', interests: 'knots, crabs, fish fingers', companion: 'a little dragon' },
  { name: 'Callum', age: 7, pronouns: 'he', interests: 'Lego, rockets, the moon', companion: "his grandpa's old robot, Bolt" },
  { name: 'Ivy', age: 3, pronouns: 'she', interests: 'worms, splashing, the colour purple', companion: 'a teddy bear called Pip' },
  { name: 'Dev', age: 8, pronouns: 'he', interests: 'dolphins, karate, spaghetti', companion: 'a fox' },
  { name: 'Rosa', age: 5, pronouns: 'she', interests: 'painting, guinea pigs, the colour green', companion: 'a unicorn' },
  { name: 'Theo', age: 4, pronouns: 'he', interests: 'trains, bananas, counting', companion: 'a puppy' },
  { name: 'Max', age: 10, pronouns: 'he', interests: "Minecraft, slime, his cousin's dog", companion: 'his best friend Sam' },
  { name: 'Hana', age: 11, pronouns: 'she', interests: 'origami, writing stories, owls', companion: 'a wise old owl' },
  { name: 'Amara', age: 9, pronouns: 'she', interests: 'ballet, pancakes, whales', companion: 'a talking cat', wheelchair: true },
  { name: 'Jonah', age: 6, pronouns: 'they', interests: 'the drums, jumping in puddles, strawberries', companion: 'a penguin' },
  { name: 'Priya', age: 7, pronouns: 'she', interests: 'mango lassi, drawing, bunnies', companion: 'Grandma' },
  { name: 'Oscar', age: 12, pronouns: 'he', interests: 'space, chess, pizza', companion: 'a robot' },
  { name: 'Lily', age: 2, pronouns: 'she', interests: 'ducks, bubbles, pancakes', companion: 'a bunny' },
  { name: 'Sami', age: 9, pronouns: 'he', interests: 'football, beetles, baking', companion: 'a dog', wheelchair: true },
  { name: 'Nell', age: 5, pronouns: 'she', interests: 'gymnastics, glitter, churros', companion: 'a dragon' },
  // Interests as parents type them, foods from many families (a blind reader's pairs and this week's eight).
  { name: 'Tayo', age: 7, pronouns: 'he', interests: 'juggling, drums, jollof rice', companion: 'a monkey' },
  { name: 'Seren', age: 6, pronouns: 'she', interests: 'hedgehogs, posting letters, Welsh cakes', companion: 'her grandad' },
  {
    name: 'Finn',
    age: 8,
    pronouns: 'he',
    interests: 'building dens, identifying birds by their songs, crumpets',
    companion: 'a dog called Scout',
  },
  { name: 'Aisha', age: 9, pronouns: 'she', interests: 'henna, samosas, castles', companion: 'a falcon' },
  { name: 'Kacper', age: 7, pronouns: 'he', interests: 'fencing, pierogi, black holes', companion: 'a robot' },
  { name: 'Mei', age: 10, pronouns: 'she', interests: 'photography, sushi, the Egyptians', companion: 'her big sister' },
  { name: 'Leo', age: 5, pronouns: 'he', interests: 'magic tricks, dumplings, ladybirds', companion: 'a tiger' },
  { name: 'Zara', age: 11, pronouns: 'she', interests: 'parkour, writing poems, fish and chips', companion: 'a raven' },
  { name: 'Ruby', age: 4, pronouns: 'she', interests: 'slugs, strawberry yoghurt, sirens', companion: 'a teddy bear' },
  { name: 'Arlo', age: 6, pronouns: 'he', interests: 'bus routes, ice lollies, chess', companion: 'his grandpa' },
  { name: 'Noor', age: 8, pronouns: 'she', interests: 'knitting, origami, samosas', companion: 'a cat' },
  { name: 'Kofi', age: 9, pronouns: 'he', interests: 'magic tricks, black holes, jollof rice', companion: 'a robot', wheelchair: true },
  { name: 'Elsie', age: 3, pronouns: 'she', interests: 'ladybirds, crumpets, castles', companion: 'a bunny' },
  { name: 'Ibrahim', age: 12, pronouns: 'he', interests: 'chess, the Egyptians, samosas', companion: 'his best friend Yusuf' },
  { name: 'Maisie', age: 7, pronouns: 'she', interests: 'gymnastics, knitting, slugs', companion: 'a pony' },
]

/** An invented child of the authors' tools as the engine hears them (no fears, no family). */
export function listenerOf(child: Pick<Child, 'name' | 'age' | 'pronouns' | 'companion' | 'interests'>) {
  return listenerFor({
    childName: child.name,
    childAge: child.age,
    pronouns: child.pronouns,
    mainCharacter: child.companion,
    interests: child.interests,
    fears: '',
    family: '',
  } as Parameters<typeof listenerFor>[0])
}

type Interest = Extract<ReturnType<typeof listenerOf>['child']['traits'][number], { kind: 'interest' }>
/** The kinds the figures are given by: a food, an animal, a making (art, music, crafts), a sport, or other. */
export type CountKind = 'food' | 'animal' | 'making' | 'sport' | 'other'
export function countKind(t: Interest): CountKind {
  if (isFood(t.noun)) return 'food'
  if (t.interest === 'animals') return 'animal'
  if (t.interest === 'making' || t.interest === 'art' || t.interest === 'music') return 'making'
  return t.interest === 'sport' ? 'sport' : 'other'
}

/** The child's interests the telling tells: the one at the key, those it names, those shown. */
function toldOf(told: Told, listener: ReturnType<typeof listenerOf>): Interest[] {
  const text = told.pages.map((p) => p.text).join('\n')
  const interests = listener.child.traits.flatMap((t) => (t.kind === 'interest' ? [t] : []))
  const key = interests.find((t) => t.interest === told.choices.interest)
  return interests.filter((t) => t === key || named(text, t) || told.more?.includes(t.noun))
}

export async function main(args: string[]) {
  const [command = 'count', ...ids] = args
  const tales =
    ids.length > 0 ? ids.map((id) => id.split('/') as [ThemeId, string]).map(([theme, n]) => ({ theme, n: Number(n) })) : allTales()
  if (command === 'diff') {
    // Only the pages the other interests changed, after, for reading many tellings quickly.
    const every = Number(process.env.EVERY ?? 7)
    for (const [c, child] of CHILDREN.entries()) {
      const listener = listenerOf(child)
      for (const [i, { theme, n }] of tales.entries()) {
        if (ids.length === 0 && (i + c) % every !== 0) continue
        const tale = taleFor(theme, n)
        if (!tale) continue
        const look = tellLook(i, child)
        const was = tell(tale, theme, listener, i, { look, more: false })
        const now = tell(tale, theme, listener, i, { look })
        for (const [k, page] of now.pages.entries())
          if (page.text !== was.pages[k]?.text && process.env.SHORT) {
            const before = new Set(sentences(was.pages[k]?.text ?? ''))
            const all = sentences(page.text)
            for (const [j, line] of all.entries())
              if (!before.has(line))
                console.log(
                  `${theme}/${n} p${k + 1} ${now.band} ${child.name}${child.wheelchair ? '♿' : ''}: …${all[j - 1] ?? ''} ⟶ ${line} ⟶ ${all[j + 1] ?? ''}`,
                )
          } else if (page.text !== was.pages[k]?.text)
            console.log(
              `\n#### ${theme}/${n} p${k + 1} (${now.band}) ${child.name}${child.wheelchair ? ' (wheelchair)' : ''}: ${child.interests}\n${page.text}`,
            )
      }
    }
    return
  }
  if (command === 'read') {
    const who = process.env.CHILD
    for (const child of CHILDREN.filter((c) => !who || c.name === who)) {
      const listener = listenerOf(child)
      for (const [i, { theme, n }] of tales.entries()) {
        const tale = taleFor(theme, n)
        if (!tale) continue
        const told = tell(tale, theme, listener, i + 1, { look: tellLook(i + 1, child) })
        console.log(
          `\n#### ${theme}/${n} — ${child.name}, ${child.age}${child.wheelchair ? ', wheelchair' : ''}: ${child.interests} (shown: ${told.more?.join(', ') ?? 'none'})`,
        )
        for (const [k, p] of told.pages.entries()) console.log(`--- page ${k + 1}\n${p.text}`)
      }
    }
    return
  }
  let before = 0
  let after = 0
  let named3 = 0
  let stories = 0
  const byChild: string[] = []
  const kinds: Partial<Record<CountKind, { named: number; before: number; after: number; missed: Map<string, number> }>> = {}
  for (const child of CHILDREN) {
    const listener = listenerOf(child)
    const count = listener.child.traits.filter((t) => t.kind === 'interest').length
    let b = 0
    let a = 0
    let s = 0
    for (const [i, { theme, n }] of tales.entries()) {
      if (i % 3 !== CHILDREN.indexOf(child) % 3) continue
      const tale = taleFor(theme, n)
      if (!tale) continue
      const look = tellLook(i, child)
      const was = toldOf(tell(tale, theme, listener, i, { look, more: false }), listener)
      const now = toldOf(tell(tale, theme, listener, i, { look }), listener)
      b += was.length
      a += now.length
      for (const t of listener.child.traits.flatMap((t) => (t.kind === 'interest' ? [t] : []))) {
        const kind = countKind(t)
        const k = kinds[kind] ?? { named: 0, before: 0, after: 0, missed: new Map<string, number>() }
        kinds[kind] = k
        k.named++
        if (was.includes(t)) k.before++
        if (now.includes(t)) k.after++
        else k.missed.set(t.noun, (k.missed.get(t.noun) ?? 0) + 1)
      }
      s++
    }
    byChild.push(
      `${child.name} (${child.interests}; ${count} parsed): before ${(b / s).toFixed(2)}, after ${(a / s).toFixed(2)} of ${count}, over ${s} tales`,
    )
    before += b
    after += a
    named3 += count * s
    stories += s
  }
  console.log(byChild.join('\n'))
  const pc = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`
  console.log('')
  for (const [kind, k] of Object.entries(kinds)) {
    const missed = [...k.missed].sort((x, y) => y[1] - x[1]).map(([noun, n]) => `${noun} ${n}`)
    console.log(
      `${kind}: ${k.named} named, told before ${pc(k.before, k.named)}, after ${pc(k.after, k.named)}; untold: ${missed.join(', ') || 'none'}`,
    )
  }
  console.log(
    `\nAll: ${stories} tellings, ${named3} interests named; told before ${before} (${((100 * before) / named3).toFixed(1)}%), after ${after} (${((100 * after) / named3).toFixed(1)}%)`,
  )
}

function tellLook(seed: number, child: Child) {
  return { ...lookFromSeed(seed, child.pronouns), wheelchair: !!child.wheelchair, hearingAid: false }
}

const sentences = (text: string) => text.match(/[^.!?\n]+[.!?…]*["”’]?/g)?.map((x) => x.trim()) ?? []
