/**
 * A fear about doing (making mistakes, failing tests, losing) met at the story's own failed try:
 * every tale has an `attempt` page, where the first try goes wrong, and a `turn`, where the right
 * way is found. The fear is felt on the attempt page, right after the sentence where the try goes
 * wrong ("Grandad pushed from the back until his face went red. It didn't move." / "It had all gone
 * wrong. Sam's face went hot, the way it always did after a mistake …"), and overcome at the turn
 * or just after it, right after the sentence where the right way works ("Press and lift. It worked!"
 * / "The wrong try had shown him the right one."). A page with no try that fails is skipped, and so
 * is a turn where nothing works yet: the story then leaves the fear to the look ahead on its last
 * page (tales/fear-arc.ts), or untold.
 */
import type { FailedTry } from '../profile/fears'
import { type AgeBand, countWords, type StoryRole, WORDS_PER_PAGE } from '../story-shape'

/** A sentence where a try goes wrong: it did not move, still nothing, too heavy, it burst. */
const WENT_WRONG = new RegExp(
  [
    "\\b(?:didn'?t|did not|couldn'?t|could not|wouldn'?t|would not|won'?t|can'?t|cannot|doesn'?t|does not) (?:work|move|budge|bend|open|shut|close|shift|reach|fit|help|come|stop|start|go|get|listen|answer|smile|turn|stick|hold|float|fly|light|change|tell|hear|see|find|grab|catch|lift|pull|push|stay|do)\\b",
    "\\bI can'?t\\b|\\bnot (?:one|a) (?:bit|thing|single|crumb|drop|sound)\\b|\\bnot enough\\b|\\bno (?:good|use|luck|answer|crumbs?)\\b|\\bno \\w+ anywhere\\b",
    '\\bnothing(?: happened| at all| came| changed| left| but)?[.!,]|\\bnobody (?:came|comes|answered|answers|moved|listened|could)\\b',
    '\\bstill (?:a |no |nothing|grey|gray|stuck|shut|closed|dry|dark|there|asleep|silent|empty|not|raining|wobbly)|\\bstayed (?:green|shut|closed|stuck|grey|dark|the same|put)\\b',
    '\\bwrong\\b|\\btoo [a-z]{3,}|\\bonly (?:a little|managed|made|caught)\\b|\\b(?:laughed|jammed|stuck) again\\b|\\bcame out (?:tiny|wrong|small)',
    '\\bkept \\w+ing (?:off|away|out|back|down|over|up)\\b|\\b(?:burst|broke|fell (?:off|over|down|back|apart)|slipped|toppled|collapsed|sank|snapped|tumbled|missed|failed|crashed|popped|rolled back|blew away|flew off|fizzled|went out|gave up|stuck|jammed|wobbled|vanished|flipped|slopped|sagged|spilled|spilt|drooped|knocked \\w+ \\w+ flat)\\b',
    "\\b(?:wasn'?t|isn'?t|not) working\\b|\\bnot nearly enough\\b|\\bworse\\b|\\bended up back\\b|\\bround in a circle\\b|\\b(?:had|has) gone\\b|\\bnothing in it\\b|\\bonly spun\\b|\\bnever going to\\b|\\bstayed flat\\b|\\bnot a (?:whisker|sound|flicker|squeak|crumb)\\b",
    // "Oh no!" alone; not '"Oh no," said Sam, and tapped the drum', where what follows may be the answer.
    '^["“]?(?:oh no|uh-oh|whoops|oops|drat)[^a-z]*$|\\b(?:hopeless|useless)\\b',
  ].join('|'),
  'i',
)

/** A sentence where the right way works: it worked, at last, hooray, exactly right. */
const WORKS = new RegExp(
  [
    "\\b(?:it|that|this|which) (?:worked|works|was working|is working|had worked)\\b|\\bit'?s working\\b|\\bat last[.!]|\\b(?:we|I) did it\\b|\\bdid it!|\\bhad done it\\b",
    '\\b(?:hooray|hurray|hurrah|yippee|whoopee|whoop)\\b|\\bcheer(?:ed|ing|s)?\\b|\\bexactly right\\b|\\bjust right\\b|\\bit fits\\b|\\bfitted\\b|\\bthe right (?:way|answer|key|note|word|song)\\b',
    '\\b(?:was|were|is|are) (?:safe|saved|fixed|mended|free|found)\\b|\\ball along\\b|\\bwithout a scratch\\b|\\bbest \\w+ (?:\\w+ )?ever\\b',
  ].join('|'),
  'i',
)

/** Someone watching the try: a fear of being watched or laughed at is felt only where the page has them. */
const AUDIENCE =
  /\b(?:crowd|audience|spectators|all eyes|heads (?:swung|turned)|(?:everyone|everybody|people|the whole \w+|they all) (?:was |were )?(?:watching|looking|staring|stared|saw|laughed|laughing|giggled|giggling|groaned|turned)|laughed|giggled|stared)\b/i

/** The page already tells how the child feels at the try ("Sam felt terrible all weekend"): a second telling beside it is one too many. */
const FEELS_IT =
  /\bfelt (?:terrible|awful|silly|stupid|hot|small)\b|\b(?:face|cheeks) (?:went|burned|turned|were)\b|\bwent (?:red|pink|hot)\b|\bwanted to (?:cry|give up|stop|hide)\b|\blip wobbl/i

/** A paragraph that opens on someone by name or family word doing something: their try, not the child's. */
const SOMEONE_ELSE =
  /^["“]?(?:(?:Mr|Mrs|Miss|Ms|Dr|Uncle|Auntie|Aunt|Grandad|Grandpa|Granny|Grandma|Nan|Nana|Mum|Dad)\b|(?!(?:It|Its|This|That|The|There|Then|But|And|So|Every\w*|No\w*|Some\w*|All|One|Two|Three)\b)\p{Lu}\p{Ll}+(?<!ing) (?:\p{Lu}\p{Ll}+ )?(?:\p{Ll}+ed|said|held|kept|was|had|stood|sat|went|took|shook|ran|came|put|made|got|tried|gave)\b)/u

/** A question's answer, a "But", "Then" or "it" that leans on the paragraph before: nothing goes between them. */
const LEANS_ON_BEFORE = /^(?:["“]?(?:But|And|It|Its|That|This)\b)/

const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?]["”’]?)\s+/).filter(Boolean)
const lastSentence = (paragraph: string) => sentencesOf(paragraph).at(-1) ?? ''

/**
 * Where a line may follow the sentence that leads to it: after the last paragraph whose last
 * sentence matches (the try has gone wrong, or the right way has worked), never after a question
 * nor before a paragraph that leans on the one before it. The paragraph's index, or -1.
 */
export function followsAt(paragraphs: string[], pattern: RegExp, which: 'first' | 'last', near?: RegExp, who?: RegExp): number {
  const fits = (i: number) => {
    const p = paragraphs[i] as string
    const next = paragraphs[i + 1]
    // The child's own try: a grown-up's "It's no good, I can't even do this" is no mistake of theirs.
    // Named there or just before, unless the paragraph opens on someone else doing it ("Grandad flapped a flipper").
    if (who && !who.test(p) && (!who.test(paragraphs[i - 1] ?? '') || SOMEONE_ELSE.test(p.trim()))) return false
    // Someone watching the try: in its paragraph or the one before it.
    if (near && !near.test(`${paragraphs[i - 1] ?? ''} ${p}`)) return false
    if (pattern === WENT_WRONG && FEELS_IT.test(paragraphs.slice(i, i + 3).join(' '))) return false
    if (/\?["”’]?$/.test(p.trim()) || /\.\.\.$|…$/.test(p.trim())) return false
    if (next !== undefined && LEANS_ON_BEFORE.test(next.trim()) && !/^["“]/.test(next.trim())) return false
    return pattern.test(lastSentence(p))
  }
  const order = paragraphs.map((_, i) => i)
  return (which === 'last' ? order.reverse() : order).find(fits) ?? -1
}

/** The page with `line` told after paragraph `at`, or null where the page has no room for it. */
function toldAfter(page: string, at: number, lines: string[], band: AgeBand): string | null {
  const paragraphs = page.split('\n\n')
  for (const line of lines) {
    const told = [...paragraphs.slice(0, at + 1), line, ...paragraphs.slice(at + 1)].join('\n\n')
    if (countWords(told) <= WORDS_PER_PAGE[band].max) return told
  }
  return null
}

export type TriedTold = { pages: string[]; felt: number; over: number }

/**
 * The pages with the fear felt on the first attempt page whose try goes wrong and overcome on the
 * turn page or the page after it, where the right way works; `over` -1 where no page since the turn
 * says it works (the caller may look ahead on the last page instead). Null where no attempt page
 * before the turn has a try that fails, or no room for the felt line. `audience`: only on an
 * attempt page where someone watches the try (a fear of being watched, or laughed at). `lines`: each end's tellings,
 * longest first (a 9-12 line, then its 5-8 one).
 */
export function withFailedTry(
  pages: string[],
  roles: StoryRole[],
  band: AgeBand,
  lines: { felt: string[]; over: string[] },
  { audience = false, watched = [], hero }: { audience?: boolean; watched?: readonly boolean[]; hero?: string } = {},
): TriedTold | null {
  // The try that goes wrong is the child's, or the group's they are in: their name, or we, they, both, together.
  const who = hero
    ? new RegExp(`(?<!\\p{L})${hero.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})|\\b(?:we|they|both|together|us)\\b`, 'iu')
    : undefined
  const turn = roles.indexOf('turn')
  if (turn < 0) return null
  const out = [...pages]
  let felt = -1
  for (let i = 0; i < turn && felt < 0; i++) {
    if (roles[i] !== 'attempt') continue
    const page = out[i] as string
    // Someone watching: in the page's words, or in its picture (the class, a crowd: `watched`).
    const at = followsAt(page.split('\n\n'), WENT_WRONG, 'last', audience && !watched[i] ? AUDIENCE : undefined, who)
    const told = at >= 0 ? toldAfter(page, at, lines.felt, band) : null
    if (told) {
      out[i] = told
      felt = i
    }
  }
  if (felt < 0) return null
  let over = -1
  for (let i = turn; i <= turn + 1 && i < out.length - 1 && over < 0; i++) {
    const page = out[i] as string
    const at = followsAt(page.split('\n\n'), WORKS, 'first')
    const told = at >= 0 ? toldAfter(page, at, lines.over, band) : null
    if (told) {
      out[i] = told
      over = i
    }
  }
  return { pages: out, felt, over }
}

export type { FailedTry }
