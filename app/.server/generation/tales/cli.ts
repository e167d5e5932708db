/**
 * The authors' command line (scripts/stories.js):
 *   check [theme | theme/n] [--continuity] [--kinds] [--tense] [--fears] [--scenes]
 *                                      every rule of every (or one) story file, with word ranges, its
 *                                      memory line (told after "Ever since …", none shared), and
 *                                      continuity over a matrix of tellings (names introduced before
 *                                      use, the companion's name); --continuity lists every finding;
 *                                      --tense lists past-tense sentences in present-tense tellings;
 *                                      a sample fear in every telling is told whole (felt early,
 *                                      overcome late) or not at all, never overcome alone on the
 *                                      close, else the story fails; --fears lists the untold ones;
 *                                      every page's scene read against its words (time, weather,
 *                                      indoors or out, key things, two pages alike): --scenes lists
 *                                      every finding, the key things it only suggests too
 *   read theme/n [--age 6] [--child "Mia, who is brave and loves owls"] [--pronouns she]
 *                [--companion "her grandpa's old robot, Bolt"] [--interests "owls"] [--fears "the dark"]
 *                [--family "Mum and Grandad"] [--seed 1] [--scenes] [--wheelchair] [--hearing-aid]
 *                                      the story as that child would hear it
 */
import { lookFromSeed } from '~/lib/hero-look'
import { isThemeId, THEME_IDS, type ThemeId } from '~/lib/themes'
import { type Pronouns, parseChild } from '../profile/child'
import type { StoryInput } from '../types'
import { listenerFor } from '../profile'
import { SUBJECTS } from '../profile/subjects'
import { countWords, WORDS_PER_PAGE } from '../story-shape'
import { allTales, taleFor, taleSource, talesOf } from './catalogue'
import { checkMemory, checkTale, sharedMemories } from './check'
import { auditTale, MATRIX_COMPANIONS } from './continuity'
import { checkScenes, type SceneFindingKind, sceneProblems } from './scene-check'
import { tell, tellMemory } from './render'
import type { Tale } from './format'
import { tenseOfTale } from './tense'
import { aloneOutInTheDark } from './youngest'
import {
  bandFigures,
  matrixFigures,
  quotedTraits,
  REPORT_CHILDREN,
  sharedSentenceShare,
  tellAll,
  WHEELCHAIR_CHILDREN,
  wheelchairFigures,
} from './report'
import fs from 'node:fs'
import path from 'node:path'

function option(args: string[], name: string, fallback: string): string {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] !== undefined ? (args[at + 1] as string) : fallback
}

function which(arg: string | undefined): Array<{ theme: ThemeId; n: number }> {
  if (!arg) return allTales()
  const [theme, n] = arg.split('/')
  if (!isThemeId(theme)) throw new Error(`unknown theme "${theme}"; themes: ${THEME_IDS.join(', ')}`)
  return n ? [{ theme, n: Number(n) }] : talesOf(theme).map((i) => ({ theme, n: i }))
}

/**
 * Fails on what every file must keep (checkTale) and on a drifting companion name; lists names
 * used before they are introduced and pages that show the companion but never mention it, which
 * are authoring work still to do (all of them for one theme or tale, or with --continuity).
 */
/**
 * Fears each telling is checked with, in every band. `true`: a common fear, whose telling is
 * counted apart in the summary.
 */
const FEAR_SAMPLES: ReadonlyArray<[string, boolean]> = [
  ['the dark', true],
  ['thunder', true],
  ['loud noises', true],
  ['water', true],
  ['heights', true],
  ['dogs', true],
  ['being apart', true],
  ['new places', true],
  ['the hoover', false],
  ['having her hair washed', false],
  ['the big slide', false],
  ['starting school', false],
  ['spiders', false],
  ['making mistakes', false],
  ['losing', false],
]

/** What is wrong with a telling's fear: 'untold', a fault of the close, or null where it is told at its moments. */
export function fearFault(fear: { felt: number; over: number } | undefined): string | null {
  const { felt = -1, over = -1 } = fear ?? {}
  if (felt < 0 && over < 0) return 'untold'
  if (felt < 0) return `overcome on page ${over + 1} with nothing felt before it`
  if (over >= 0 && over < felt) return `overcome on page ${over + 1}, before it is felt`
  return null
}

/**
 * A sample fear in each telling of a tale: told at a moment of its own in the story (felt, then
 * overcome), or left untold where the story gives it none. A fear overcome with nothing felt before
 * it (a "next time" line bolted onto the close), or before it is felt, fails; the untold ones are
 * listed (`untold`), and the common fears among them counted (`commonUntold`). `told`: felt, or
 * felt and overcome after it.
 */
export function fearArcGaps(
  tale: NonNullable<ReturnType<typeof taleFor>>,
  theme: ThemeId,
): { tellings: number; told: number; untold: string[]; commonUntold: number; failed: string[] } {
  const untold: string[] = []
  const failed: string[] = []
  let tellings = 0
  let told = 0
  let commonUntold = 0
  for (const childAge of [3, 6, 10])
    for (const [fears, common] of FEAR_SAMPLES) {
      const listener = listenerFor({ childName: 'Ada', childAge, pronouns: 'she', mainCharacter: 'her grandad', fears })
      const telling = tell(tale, theme, listener, 1)
      tellings++
      const fault = fearFault(telling.fear)
      if (fault === 'untold') {
        untold.push(`${telling.band} "${fears}": untold (no moment of it in the story, or no room for one)`)
        if (common) commonUntold++
      } else if (fault) failed.push(`${telling.band} "${fears}": ${fault}`)
      else told++
    }
  return { tellings, told, untold, commonUntold, failed }
}

/**
 * A tale with a `subject:` told for a child who loves each thing of its family, in every band: each
 * telling must name the child's own thing, leave no token untold and keep every page in its range.
 */
export function subjectGaps(tale: NonNullable<ReturnType<typeof taleFor>>, theme: ThemeId): string[] {
  if (!tale.subject) return []
  const gaps: string[] = []
  for (const [key, entry] of Object.entries(SUBJECTS[tale.subject.family] ?? {}))
    for (const childAge of [3, 6, 10]) {
      const listener = listenerFor({
        childName: 'Ada',
        childAge,
        pronouns: 'she',
        mainCharacter: 'her grandad',
        interests: `the ${entry.name}`,
      })
      let telling: ReturnType<typeof tell>
      try {
        telling = tell(tale, theme, listener, 1)
      } catch (error) {
        gaps.push(`${key} at ${childAge}: ${error instanceof Error ? error.message : error}`)
        continue
      }
      if (telling.choices.subject !== key) gaps.push(`${key} at ${childAge}: told as ${telling.choices.subject}`)
      const range = WORDS_PER_PAGE[telling.band]
      telling.pages.forEach((page, i) => {
        if (/[{}]/.test(page.text)) gaps.push(`${key} at ${childAge}, page ${i + 1}: a brace is left in the text`)
        const words = countWords(page.text)
        if (words < range.min || words > range.max) gaps.push(`${key} at ${childAge}, page ${i + 1}: ${words} words`)
      })
      if (!telling.pages.some((page) => new RegExp(`\\b${entry.name}\\b`, 'i').test(page.text)))
        gaps.push(`${key} at ${childAge}: the ${entry.name} is never named`)
    }
  return gaps
}

/**
 * Where a tale's 2-4 telling leaves the child alone in the dark or at sea: told for a child with a
 * family and one without, with a companion beside them and with one playing the tale's star (who is
 * away, being looked for).
 */
function aloneInTheDarkGaps(tale: Tale, theme: ThemeId): string[] {
  const companions = ['a little dragon called Ember', ...(tale.star ? [`a ${tale.star.kinds[0]} called Pip`] : [])]
  const gaps = new Set<string>()
  for (const mainCharacter of companions)
    for (const family of ['Mum and Dad', undefined]) {
      const listener = listenerFor({ childName: 'Ivy', childAge: 3, pronouns: 'she', mainCharacter, ...(family ? { family } : {}) })
      const told = tell(tale, theme, listener, 1)
      for (const i of aloneOutInTheDark(told.pages, listener))
        gaps.add(
          `page ${i + 1} [2-4]: a toddler alone ${'out in the dark or at sea'} (companion "${mainCharacter}"${family ? '' : ', no family'}): give them a grown-up or the companion`,
        )
    }
  return [...gaps]
}

function check(args: string[]): number {
  const started = performance.now()
  let failed = 0
  const list = which(args.find((a) => !a.startsWith('--')))
  const listAll = list.length <= 5 || args.includes('--continuity')
  let names = 0
  let absent = 0
  let tellingCount = 0
  let slips = 0
  let fearTellings = 0
  let fearTold = 0
  let fearUntold = 0
  let commonUntold = 0
  const sceneCounts: Record<SceneFindingKind, { failed: number; listed: number }> = {
    time: { failed: 0, listed: 0 },
    weather: { failed: 0, listed: 0 },
    place: { failed: 0, listed: 0 },
    object: { failed: 0, listed: 0 },
    repeat: { failed: 0, listed: 0 },
  }
  // A memory line is compared with every story's, not only the ones checked now.
  const shared = sharedMemories(
    allTales().flatMap(({ theme, n }) => {
      try {
        return [taleFor(theme, n)].filter((tale) => tale !== null)
      } catch {
        return []
      }
    }),
  )
  for (const { theme, n } of list) {
    let tale: ReturnType<typeof taleFor>
    try {
      tale = taleFor(theme, n)
    } catch (error) {
      console.log(`✗ ${theme}/${n}: ${error instanceof Error ? error.message : error}`)
      failed++
      continue
    }
    if (!tale) continue
    const { problems, bands } = checkTale(tale)
    problems.push(...checkMemory(tale), ...shared.filter((p) => p.where === `${tale.id} memory`))
    const audit = auditTale(tale, theme, taleSource(theme, n))
    problems.push(...audit.problems)
    if (args.includes('--kinds')) {
      // What a companion of each finer kind is made to do out of kind, one line per page and limit.
      const { violations } = auditTale(tale, theme, taleSource(theme, n), { companions: MATRIX_COMPANIONS, figures: true })
      const seen = new Set<string>()
      for (const v of violations) {
        const key = `${v.where} ${v.group} ${v.cannot}`
        if (seen.has(key)) continue
        seen.add(key)
        console.log(`    ! ${v.where}, ${v.companion} (${v.group}) cannot ${v.cannot}: "${v.sentence}"`)
      }
    }
    if (args.includes('--tense')) {
      // Narration sentences told in the past inside a telling told mainly in the present (2-4, usually).
      for (const telling of tenseOfTale(tale)) {
        slips += telling.slips.length
        for (const slip of telling.slips) console.log(`    ! ${slip.where}, past tense: "${slip.sentence}"`)
      }
    }
    problems.push(...subjectGaps(tale, theme).map((gap) => ({ where: `${tale.id} subject`, message: gap })))
    problems.push(...aloneInTheDarkGaps(tale, theme).map((gap) => ({ where: `${tale.id} toddler`, message: gap })))
    const arcs = fearArcGaps(tale, theme)
    fearTellings += arcs.tellings
    fearTold += arcs.told
    fearUntold += arcs.untold.length
    commonUntold += arcs.commonUntold
    problems.push(...arcs.failed.map((gap) => ({ where: `${tale.id} fear`, message: gap })))
    if (args.includes('--fears')) for (const gap of arcs.untold) console.log(`    ~ fear ${gap}`)
    // The picture against the words: disagreements fail; key things the objects lack are suggestions.
    const scenes = checkScenes(tale, theme)
    // Two pages drawn alike are checkTale's already (a rule of the file, like its views).
    problems.push(...sceneProblems(scenes.filter((f) => f.kind !== 'repeat')))
    for (const finding of scenes) sceneCounts[finding.kind][finding.fails ? 'failed' : 'listed']++
    if (args.includes('--scenes')) for (const f of scenes.filter((f) => !f.fails)) console.log(`    ~ page ${f.page} scene: ${f.message}`)
    names += audit.names.length
    absent += audit.absent.length
    tellingCount += audit.tellings
    const summary = bands
      .map((b) => `${b.band}: ${b.pages}p ${b.words.map((w) => (w.min === w.max ? `${w.min}` : `${w.min}-${w.max}`)).join(' ')}`)
      .join(' | ')
    const notes =
      audit.names.length + audit.absent.length > 0
        ? `  (${audit.names.length} names, ${audit.absent.length} pages without the companion)`
        : ''
    console.log(`${problems.length === 0 ? '✓' : '✗'} ${theme}/${n}  ${summary}${notes}`)
    for (const p of problems) console.log(`    ${p.where}: ${p.message}`)
    if (listAll) for (const p of [...audit.names, ...audit.absent]) console.log(`    ~ ${p.where}: ${p.message}`)
    if (problems.length > 0) failed++
  }
  console.log(`${list.length - failed} of ${list.length} stories pass`)
  if (args.includes('--tense')) console.log(`tense: ${slips} past-tense narration sentences in present-tense tellings (listed, not failed)`)
  console.log(
    `fear arcs over ${fearTellings} tellings: ${fearTold} told at a moment of the story's own, ${fearUntold} untold where the story has no moment for the fear (${commonUntold} of them a common fear; listed${args.includes('--fears') ? '' : ', --fears lists them'}); an overcome line with nothing felt before it fails`,
  )
  const scene = (kind: SceneFindingKind) => sceneCounts[kind].failed
  console.log(
    `scenes against their words: ${scene('time')} times, ${scene('weather')} weathers, ${scene('place')} places (indoors or out, the room), ${scene('repeat')} pages drawn like the one before, ${scene('object')} key things missing (failed); ${sceneCounts.object.listed} key things the objects might add (listed${args.includes('--scenes') ? '' : '; --scenes lists them'})`,
  )
  console.log(
    `continuity over ${tellingCount} tellings: ${names} names used before they are introduced, ${absent} pages whose picture shows the companion but whose text never mentions it (listed, not failed${listAll ? '' : '; --continuity lists them'}); ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return failed === 0 ? 0 : 1
}

function read(args: string[]): number {
  const [target] = which(args[0])
  if (!target || !args[0]?.includes('/')) throw new Error('read needs theme/n, e.g. adventure/1')
  const tale = taleFor(target.theme, target.n)
  if (!tale) throw new Error(`${args[0]} has no story yet`)
  const age = Number(option(args, 'age', '6'))
  const listener = listenerFor({
    childName: option(args, 'child', 'Mia'),
    childAge: age,
    pronouns: option(args, 'pronouns', 'they') as Pronouns,
    mainCharacter: option(args, 'companion', 'a little dragon'),
    interests: option(args, 'interests', ''),
    fears: option(args, 'fears', ''),
    family: option(args, 'family', ''),
  })
  const seed = Number(option(args, 'seed', '1'))
  const look = {
    ...lookFromSeed(seed, listener.child.pronouns),
    wheelchair: args.includes('--wheelchair'),
    hearingAid: args.includes('--hearing-aid'),
  }
  const told = tell(tale, target.theme, listener, seed, { look })
  console.log(`# ${told.title}   (ages ${told.band}; ${JSON.stringify(told.choices)})\n`)
  // How this child's next adventure will recall this one, to read aloud with the rest.
  if (tale.memory) console.log(`[next adventure: "Ever since ${tellMemory(tale.memory, listener)}, ${listener.child.name} had …"]\n`)
  for (const [i, page] of told.pages.entries()) {
    console.log(`--- page ${i + 1} (${page.text.split(/\s+/).length} words)`)
    if (args.includes('--scenes')) {
      const s = page.scene
      const comp = s.companion ? `${s.companion.kind} ${s.companion.pose}/${s.companion.face}` : 'away'
      console.log(
        `[${s.place}, ${s.time}, ${s.weather}, ${s.view}; hero ${s.hero.pose}/${s.hero.face}; companion ${comp}; others: ${s.others.join(', ') || '-'}; objects: ${s.objects.join(', ')}]`,
      )
      console.log(`[shows: ${s.caption}]`)
    }
    console.log(`${page.text}\n`)
  }
  return 0
}

/** Tells every outline for the report's children, writes them to reports/stories/ and prints the figures. */
function report(): number {
  const stories = tellAll()
  const dir = path.resolve('reports/stories')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const story of stories) {
    const file = path.join(dir, `${story.id.replace('/', '-')}-${story.child.label.replace(/\W+/g, '').toLowerCase()}.md`)
    fs.writeFileSync(
      file,
      `# ${story.told.title}\n\n${story.child.childName} (${story.child.childAge}, ${story.child.pronouns}); ${story.child.mainCharacter}\n\n${story.told.pages.map((p, i) => `**${i + 1}.** ${p.text}`).join('\n\n')}\n`,
    )
  }
  const outlines = new Set(stories.map((s) => s.id)).size
  console.log(
    `${stories.length} stories: ${outlines} outlines × ${REPORT_CHILDREN.length} children (${REPORT_CHILDREN.map((c) => c.label).join(', ')}), written to reports/stories/`,
  )
  const shared = sharedSentenceShare(stories)
  console.log(
    `\nSentences that appear in 3 or more outlines (names replaced): ${(shared.share * 100).toFixed(2)} % (${shared.shared} of ${shared.total}; goal ≤ 3 %)`,
  )
  for (const example of shared.examples) console.log(`  "${example}"`)
  console.log('\nBand   stories  words a page (min / median / max)  Flesch-Kincaid grade')
  for (const b of bandFigures(stories))
    console.log(
      `${b.band.padEnd(6)} ${String(b.stories).padStart(7)}  ${`${b.words.min} / ${b.words.median} / ${b.words.max}`.padEnd(34)} ${b.grade}`,
    )
  const quoted = quotedTraits(stories)
  console.log(`\nStories quoting a trait phrase of the input word for word: ${quoted.length} (goal: none)`)
  for (const q of quoted.slice(0, 20)) console.log(`  ${q.id} for ${q.child}: "${q.phrase}"`)
  matrixReport()
  const wheelchair = wheelchairFigures()
  console.log(
    `\nA hero who uses a wheelchair, every story and band (${wheelchair.tellings} tellings): ${wheelchair.sentences.length} sentences where she still climbs, jumps, takes the stairs or goes on foot (goal: none)`,
  )
  for (const w of wheelchair.sentences.slice(0, 12)) console.log(`  ${w.id} [${w.band}]: "${w.sentence}"`)
  return 0
}

/**
 * Every sentence where a hero who uses a wheelchair still climbs, jumps or goes on foot, for one
 * theme or all; `--all` tells her with every quality and kind of interest too.
 */
function wheelchairList(theme?: string, all = false): number {
  const { sentences, notOffered } = wheelchairFigures(theme, all ? WHEELCHAIR_CHILDREN : undefined)
  for (const w of sentences) console.log(`${w.id} [${w.band}]: "${w.sentence}"`)
  console.log(`${sentences.length} sentences`)
  if (notOffered.length > 0) console.log(`Not offered to a wheelchair user (a plot on foot): ${notOffered.join(', ')}`)
  return 0
}

/** The report's figures over the whole matrix of tellings (continuity.ts): interest, character, names, words. */
function matrixReport() {
  const m = matrixFigures()
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`
  console.log(`\nOver the matrix: ${m.tellings} tellings (every story, band and companion kind, the children in turn)`)
  console.log('\nInterest noun told at the seed (pages 1-2) and at the key (turn or resolution pages)')
  for (const i of m.interest)
    console.log(`  ${i.band.padEnd(5)} ${pct(i.share).padStart(7)}  (${i.both} of ${i.told} tellings with an interest passage)`)
  console.log(
    "\nA child's fear told where the story meets it (tellings for a child with a fear): at a passage of its own kind / at any moment (else untold); closes that overcome it with nothing felt before (goal: none)",
  )
  for (const f of m.fear)
    console.log(
      `  ${f.band.padEnd(5)} ${pct(f.told ? f.own / f.told : 0).padStart(7)} / ${pct(f.told ? f.met / f.told : 0).padStart(7)}  (${f.own} / ${f.met} of ${f.told}); ${f.bolted} closes from nowhere`,
    )
  const groups = new Map<string, number>()
  for (const v of m.violations) groups.set(`${v.group}: ${v.cannot}`, (groups.get(`${v.group}: ${v.cannot}`) ?? 0) + 1)
  const places = new Set(m.violations.map((v) => `${v.where} ${v.cannot}`)).size
  console.log(
    `\nCompanion-kind violations: ${m.violations.length} sentences over all tellings, at ${places} story pages (report only; goal: none)`,
  )
  for (const [group, count] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(5)}  ${group}`)
  const seen = new Set<string>()
  for (const v of m.violations) {
    if (seen.size >= 15 || seen.has(`${v.where} ${v.cannot}`)) continue
    seen.add(`${v.where} ${v.cannot}`)
    console.log(`  ${v.where}, ${v.companion} cannot ${v.cannot}: "${v.sentence}"`)
  }
  const stories = new Set(m.names.map((n) => n.id)).size
  console.log(
    `\nNames used before they are introduced: ${m.names.length} (in ${stories} stories; goal: none; all of them: npm run stories -- check --continuity)`,
  )
  for (const n of m.names.filter((_, i) => i % Math.max(1, Math.floor(m.names.length / 12)) === 0).slice(0, 12))
    console.log(`  ${n.id} ${n.where}: ${n.message}`)
  console.log(
    `\nPages whose picture shows the companion: never mentioned in the text ${m.absent} (story pages), only as "they" or a pronoun ${m.pronounOnly} (tellings)`,
  )
  console.log('\nWords a page, every telling of the matrix\nBand   pages   mean   min   max')
  for (const w of m.words)
    console.log(
      `${w.band.padEnd(6)} ${String(w.pages).padStart(5)} ${w.mean.toFixed(1).padStart(6)} ${String(w.min).padStart(5)} ${String(w.max).padStart(5)}`,
    )
}

/** The examples in docs/stories/: what the offline engine writes and draws, regenerated by `examples`. */
export const EXAMPLES: Array<StoryInput & { seed: number; outline?: number }> = [
  {
    childName: 'Ivy, who is brave and loves owls',
    childAge: 3,
    pronouns: 'she',
    mainCharacter: 'her teddy, Mr Buttons',
    theme: 'adventure',
    seed: 11,
    outline: 1,
  },
  {
    childName: 'Noah, who loves trains and is scared of loud noises',
    childAge: 4,
    pronouns: 'he',
    mainCharacter: 'a big yellow digger',
    theme: 'vehicles',
    seed: 12,
  },
  {
    childName: 'Omar, who is funny and loves drawing',
    childAge: 6,
    pronouns: 'he',
    mainCharacter: 'a little dragon called Ember',
    theme: 'castles',
    seed: 13,
  },
  {
    childName: 'Sam, who is curious and afraid of the dark',
    childAge: 6,
    pronouns: 'they',
    mainCharacter: 'their dog Biscuit',
    theme: 'dreams',
    seed: 14,
  },
  {
    childName: 'Ava, who is kind and has two mums',
    childAge: 7,
    pronouns: 'she',
    mainCharacter: 'her grandma',
    theme: 'friendship',
    seed: 15,
  },
  {
    childName: 'Priya, who is a perfectionist and loves the stars',
    childAge: 10,
    pronouns: 'they',
    mainCharacter: 'her grandpa',
    theme: 'space',
    seed: 16,
  },
  {
    childName: 'Max, who is stubborn and loves football',
    childAge: 10,
    pronouns: 'he',
    mainCharacter: "his grandpa's old robot, Bolt",
    theme: 'sports',
    seed: 17,
  },
  {
    childName: 'Zara, who is shy, plays the cello and is scared of heights',
    childAge: 11,
    pronouns: 'she',
    mainCharacter: 'her big sister Nora',
    theme: 'music',
    seed: 18,
  },
  {
    childName: 'Mia, who is brave and has a baby brother',
    childAge: 9,
    pronouns: 'she',
    mainCharacter: 'a stegosaurus',
    theme: 'dinosaurs',
    seed: 19,
  },
]

/** Writes docs/stories/: each example's text beside every page's picture (a contact sheet), and an index. */
async function examples(): Promise<number> {
  const { writeStory } = await import('../offline/writer')
  const { offlineIllustrator } = await import('../offline/illustrator')
  const dir = path.resolve('docs/stories')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const index: string[] = []
  for (const [i, example] of EXAMPLES.entries()) {
    const story = writeStory(example)
    const slug = `${String(i + 1).padStart(2, '0')}-${example.theme}-${parseChild(example.childName).name.toLowerCase()}`
    fs.mkdirSync(path.join(dir, slug), { recursive: true })
    const lines = [
      `# ${story.title}`,
      '',
      `*${example.childName}* (age ${example.childAge}, ${example.pronouns}); companion: *${example.mainCharacter}*; theme: ${example.theme}, outline ${story.outline}.`,
      '',
      '| picture | page |',
      '|---|---|',
    ]
    for (const [p, page] of story.segments.entries()) {
      const picture = await offlineIllustrator.illustrate({
        scene: page.scene,
        seed: example.seed + p + 1,
        index: p,
        total: story.segments.length,
        childAge: example.childAge,
      })
      fs.writeFileSync(path.join(dir, slug, `page-${p + 1}.webp`), picture.data)
      const text = page.text.replace(/\n\n/g, '<br><br>').replace(/\|/g, '\\|')
      lines.push(`| ![page ${p + 1}: ${page.scene.caption.replace(/[|\]]/g, '')}](page-${p + 1}.webp) | **${p + 1}.** ${text} |`)
    }
    fs.writeFileSync(path.join(dir, slug, 'README.md'), `${lines.join('\n')}\n`)
    index.push(
      `| [${story.title}](${slug}/README.md) | ${example.childAge} | ${example.pronouns} | ${example.mainCharacter} | ${example.theme} |`,
    )
  }
  fs.writeFileSync(
    path.join(dir, 'README.md'),
    [
      '# Example stories',
      '',
      'What the offline engine writes and draws for a few children, page by page with every picture (a contact sheet per',
      'story), so anyone can read the stories and see whether the pictures show the pages. Regenerated by',
      '`npm run stories -- examples`; the stories themselves live in `app/themes/`. How each kind of companion is',
      'drawn: [drawn.md](drawn.md).',
      '',
      '| story | age | pronouns | companion | theme |',
      '|---|---|---|---|---|',
      ...index,
      '',
    ].join('\n'),
  )
  fs.writeFileSync(path.join(dir, 'drawn.md'), await drawnList())
  console.log(`${EXAMPLES.length} example stories and the list of drawn companions written to docs/stories/`)
  return 0
}

/** docs/stories/drawn.md: every companion kind the parser knows and how the offline illustrator draws it. */
async function drawnList(): Promise<string> {
  const { KINDS } = await import('../profile/kinds')
  const { drawingFor } = await import('../offline/illustrator')
  const how = (kind: string): string => {
    const d = drawingFor(kind)
    if (!d) return 'a friendly creature (not drawn yet)'
    if (d.by === 'person') return `a person${d.age ? ` (${d.age})` : ''}`
    if (d.by === 'beast') return `drawn animal: ${d.species}`
    if (d.by === 'icon') return `picture: ${d.icon}`
    if (d.by === 'machine') return `machine: ${d.machine}`
    return d.by
  }
  const lines = [
    '# What the offline illustrator draws',
    '',
    'Every companion kind the story engine understands, by category, and how it is drawn.',
    'Regenerated by `npm run stories -- examples`; a unit test fails if a kind has no drawing.',
    '',
  ]
  for (const category of ['person', 'animal', 'creature', 'robot', 'vehicle', 'toy'] as const) {
    const kinds = Object.entries(KINDS)
      .filter(([, info]) => info.category === category)
      .map(([kind]) => kind)
      .sort()
    lines.push(`## ${category} (${kinds.length})`, '', ...kinds.map((kind) => `- ${kind}: ${how(kind)}`), '')
  }
  return lines.join('\n')
}

/** `draw lantern "rowing boat"`: which registry name each noun resolves to, the table that holds it and how it is drawn. */
async function drawWhat(nouns: string[]): Promise<number> {
  const { resolveEntry } = await import('../offline/illustrator')
  let missing = 0
  for (const noun of nouns) {
    const found = resolveEntry(noun)
    if (!found) {
      missing++
      console.log(`${noun}: not drawn (add it to a table in offline/illustrator/props.ts; see docs/illustrator.md)`)
      continue
    }
    const { entry, name, from, count } = found
    const how =
      entry.kind === 'prop'
        ? `a prop (${entry.prop.where}, ${entry.prop.size} m${entry.prop.holdable ? ', holdable' : ''})`
        : entry.kind === 'person'
          ? `a person (${entry.age}${entry.role ? `, ${entry.role}` : ''})`
          : `a figure drawn by ${entry.drawing.by}`
    console.log(`${noun}: "${name}" in ${from}, ${how}, ${count} drawn`)
  }
  return missing ? 1 : 0
}

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args
  if (command === 'examples') return examples()
  if (command === 'check') return await check(rest)
  if (command === 'read') return read(rest)
  if (command === 'report') return report()
  if (command === 'wheelchair')
    return wheelchairList(
      rest.find((a) => !a.startsWith('--')),
      rest.includes('--all'),
    )
  if (command === 'draw' && rest.length > 0) return drawWhat(rest)
  // The parent's other interests, counted over many tellings or read (tales/more-interests.ts).
  if (command === 'interests') return (await import('./more-interests-tool')).main(rest).then(() => 0)
  // The companion's detail as a co-star, counted over many children or read (tales/companion-quirks.ts).
  if (command === 'costar') return (await import('./companion-quirks-tool')).main(rest).then(() => 0)
  // A named fear in the stories parents get, counted over many children or read (tales/fear-arc.ts).
  if (command === 'fears') return (await import('./fears-tool')).main(rest).then(() => 0)
  // Which tale "Surprise me" picks for forty invented children, and whether it is the best fit (tales/fit.ts).
  if (command === 'fit') return (await import('./fit-tool')).main(rest).then(() => 0)
  console.log(
    'usage: npm run stories -- check [theme|theme/n] | wheelchair [theme] | draw NOUN... | interests count|diff|read [theme/n...] | costar count|read [theme/n...] | fears count|read [theme/n...] [Name...] | fit [Name...] [--why] | read theme/n [--age N] [--child TEXT] [--pronouns she|he|they] [--companion TEXT] [--interests TEXT] [--fears TEXT] [--family TEXT] [--seed N] [--scenes]',
  )
  return 1
}
