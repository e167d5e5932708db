/**
 * `npm run stories -- fit [Name...]`: which tale "Surprise me" picks (tales/fit.ts `bestOutlines`) for
 * forty invented children over ten themes, as parents type them: grown-up companions with a job, the
 * sports parents write, a named fear, and whether the pick is the tale a careful reader would give
 * that child (`best`: the tales that fit best by our reading, with why). `--why` prints each tale's
 * fit and reasons.
 */
import type { ThemeId } from '~/lib/themes'
import { listenerFor } from '../profile'
import { taleFor, talesOf } from './catalogue'
import { bestOutlines, outlineFit } from './fit'

export type FitChild = {
  name: string
  age: number
  pronouns: 'she' | 'he' | 'they'
  companion: string
  interests: string
  fears: string
  theme: ThemeId
  /** The tales that fit best, by our reading. */
  best: number[]
  why: string
}

const child = (
  name: string,
  age: number,
  pronouns: FitChild['pronouns'],
  companion: string,
  interests: string,
  fears: string,
  theme: ThemeId,
  best: number[],
  why: string,
): FitChild => ({ name, age, pronouns, companion, interests, fears, theme, best, why })

export const FIT_CHILDREN: readonly FitChild[] = [
  child(
    'Ada',
    7,
    'she',
    'a crotchety old museum guard called Mr Abernathy',
    'drawing',
    'the dark',
    'history',
    [1],
    'he works at the museum',
  ),
  child('Sami', 9, 'he', 'his nan, who used to work the telephone switchboard', 'old things', '', 'history', [2], 'the switchboard'),
  child('Lila', 5, 'she', 'her auntie Jo, who is a pilot', 'paper planes', 'loud noises', 'history', [4], 'first flight, and planes'),
  child('Theo', 10, 'he', 'his big sister Maya', 'Egypt, pyramids', 'spiders', 'history', [3], 'the pyramids'),
  child('Ruby', 6, 'she', 'her uncle Dev, who is a firefighter', 'climbing trees', 'heights', 'heroes', [1], 'the fire crew'),
  child('Oscar', 8, 'he', 'Granny Pat, who is a nurse', 'jokes', '', 'heroes', [5], 'the children’s ward'),
  child('Zain', 4, 'he', 'his mum, who is a lifeguard', 'swimming', 'big waves', 'heroes', [2], 'the lifeguards'),
  child('Isla', 10, 'she', 'a bus driver called Mr Okafor', 'maths', '', 'heroes', [3], 'the bus'),
  child('Jack', 5, 'he', 'his grandad, who drives steam trains', 'steam trains', '', 'vehicles', [3], 'the steam engine'),
  child('Mila', 7, 'she', 'her dad, who is a builder', 'diggers', 'mud', 'vehicles', [2], 'the digger'),
  child('Leo', 4, 'he', 'Uncle Sam the firefighter', 'fire engines', 'loud noises', 'vehicles', [8], 'the fire engine and its crew'),
  child('Priya', 9, 'she', 'her mum, who is a pilot', 'clouds', 'flying', 'vehicles', [4], 'the aeroplane'),
  child('Ella', 6, 'she', 'her grandad, who runs the farm', 'lambs', '', 'farm-life', [2], 'the lambing night'),
  child(
    'Noah',
    8,
    'he',
    'a shepherd called Old Tom',
    'sheepdogs',
    'the dark',
    'farm-life',
    [6, 2],
    'the sheepdog on a hill farm, or the lambs',
  ),
  child('Kofi', 10, 'he', 'his aunt Abena, who is a farmer', 'tractors, weather', 'thunder', 'farm-life', [5], 'the hay and the clouds'),
  child('Bea', 3, 'she', 'a farmer called Mrs Dean', 'pigs', '', 'farm-life', [4], 'the pig'),
  child('Tilly', 8, 'she', 'her dad, who coaches her football team', 'football', '', 'sports', [2, 6], 'football'),
  child('Arjun', 9, 'he', 'his grandpa', 'cricket', '', 'sports', [4, 6], 'cricket'),
  child('Grace', 6, 'she', 'her gymnastics coach, Miss Lee', 'gymnastics', 'falling', 'sports', [5, 6], 'gymnastics'),
  child('Finn', 10, 'he', 'his big brother Cal', 'rugby', 'letting the team down', 'sports', [6], 'his own rugby'),
  child('Amara', 11, 'she', 'her swimming teacher, Mr Reed', 'swimming', '', 'sports', [6], 'her own swimming'),
  child('Lucy', 7, 'she', 'her mum', 'netball', 'losing', 'sports', [6], 'her own netball'),
  child('Evie', 7, 'she', 'her granny, who is a librarian', 'drawing', '', 'technology', [4], 'the library'),
  child('Max', 9, 'he', 'his mum, an electrician', 'torches', 'the dark', 'technology', [3], 'the power cut'),
  child('Hana', 6, 'she', 'her uncle, who is an electrician', 'baking', '', 'technology', [3, 5], 'electricity'),
  child('Jonah', 8, 'they', 'Mrs Patel from next door, who used to build computers', 'robots', '', 'technology', [2], 'the robot sandwich'),
  child('Freya', 8, 'she', 'her grandad, who is a fisherman', 'boats', 'the dark', 'ocean', [5], 'her grandad’s fishing'),
  child('Ben', 10, 'he', 'his aunt, who is a marine biologist', 'whales', '', 'ocean', [3], 'whales'),
  child('Nia', 5, 'she', 'a lifeguard called Kai', 'crabs', '', 'ocean', [1], 'crabs'),
  child('Ravi', 7, 'he', 'his big sister', 'snorkelling, coral', '', 'ocean', [4], 'the reef'),
  child('Poppy', 9, 'she', 'her riding teacher, Mrs Hart', 'horse riding', 'thunder', 'animals', [4], 'the stables'),
  child('Sam', 6, 'he', 'his mum, who is a vet', 'dogs', '', 'animals', [2], 'the dog rescue'),
  child('Aisha', 4, 'she', 'a park ranger called Ranger Rose', 'singing', '', 'animals', [3], 'the ducklings in the park'),
  child('Jude', 8, 'they', 'their grandma', 'cats', 'the dark', 'animals', [6], 'the cat'),
  child('Alfie', 8, 'he', 'a museum guard called Mr Pike', 'drawing', '', 'dinosaurs', [2], 'the museum and its T. rex'),
  child('Esme', 9, 'she', 'her grandma, who is a palaeontologist', 'fossils', '', 'dinosaurs', [3], 'fossil hunting'),
  child('Tom', 5, 'he', 'his uncle, who is a zookeeper', 'triceratops', '', 'dinosaurs', [5], 'the triceratops'),
  child('Zoe', 3, 'she', 'her teddy', 'diplodocus', '', 'dinosaurs', [4], 'Dilly the diplodocus'),
  child('Milo', 7, 'he', 'his granny, a librarian', 'running', '', 'adventure', [1], 'the library book'),
  child('Iris', 10, 'she', 'her grandad, who was a lighthouse keeper', 'the sea', '', 'adventure', [1], 'the lighthouse'),
]

export function listenerOfFit(c: FitChild) {
  return listenerFor({
    childName: c.name,
    childAge: c.age,
    pronouns: c.pronouns,
    mainCharacter: c.companion,
    interests: c.interests || null,
    fears: c.fears || null,
    family: null,
  } as Parameters<typeof listenerFor>[0])
}

export async function main(args: string[]) {
  const why = args.includes('--why')
  const named = args.filter((a) => !a.startsWith('--'))
  let right = 0
  let shown = 0
  for (const c of FIT_CHILDREN) {
    if (named.length > 0 && !named.includes(c.name)) continue
    shown++
    const listener = listenerOfFit(c)
    const picked = bestOutlines(c.theme, listener)
    // "Surprise me" tells one of the best fits: right only where every one of them is one we would give.
    const ok = picked.every((n) => c.best.includes(n))
    if (ok) right++
    const companion = listener.companion
    console.log(
      `${ok ? 'OK  ' : 'MISS'} ${c.name} ${c.age}, ${c.companion} [${companion.kind}${companion.role ? `, ${companion.role}` : ''}], loves ${c.interests || '-'}, fears ${c.fears || '-'}: ${c.theme}/${picked.join(',')}${ok ? '' : ` (we would give ${c.best.join(' or ')}: ${c.why})`}`,
    )
    if (why)
      for (const n of talesOf(c.theme)) {
        const fit = outlineFit(c.theme, n, listener)
        console.log(`     ${n} ${String(fit.score).padStart(3)} ${taleFor(c.theme, n)?.titles[0] ? '' : ''}${fit.reasons.join('; ')}`)
      }
  }
  console.log(`\n${right} of ${shown} children get the tale that fits them best`)
}
