/**
 * The wheelchair and the hearing aids the parent ticked are part of the child, so the words say so,
 * not only the pictures. A story that never mentions the chair (most move the hero by "wheeled" and
 * "zoomed" alone, tales/mobility.ts) gets one line where the hero first appears; hearing aids are
 * turned up where the hero first listens, or put in at the start of a story without a listening
 * moment (or put safe in their case before a story in the water). Each is told once, in the page's tense.
 */
import { escapeRegExp } from '../profile/limits'
import { narrationSentences, sentenceTense } from './tense'

/** `older`: a child of 9-12, for whom a happy spin of the chair reads young. */
type Hero = { name: string; their: string; older?: boolean }

const AIDS = /\bhearing aids?\b/i
const IN_THE_WATER = /\b(?:swim(?:s|ming)?|swam|snorkel\w*|div(?:e|es|ed|ing)|dove|underwater|paddl(?:e|es|ed|ing))\b/i

/**
 * Whether the line is told in the present: by the paragraph it joins, else by the page. A page that
 * opens on a present-tense custom ("Every morning the elephants come down") may tell its story in
 * the past, so the most sentences decide, not the first.
 */
function presentTense(paragraph: string, page: string, hero: Hero): boolean {
  const names = new Set([hero.name])
  const lean = (text: string) =>
    narrationSentences(text).reduce((sum, s) => {
      const tense = sentenceTense(s, names)
      return sum + (tense === 'present' ? 1 : tense === 'past' ? -1 : 0)
    }, 0)
  // The whole story's tense decides, not one paragraph's: "The beach has real dinosaur footprints, if
  // you know where to look" opens a story told in the past.
  const story = lean(page)
  return story !== 0 ? story > 0 : lean(paragraph) > 0
}

/** The story's pages with the hero's sentence added to the first paragraph of page 1 that names them. */
function addToFirstMention(pages: string[], hero: Hero, line: { past: string; present: string }): string[] {
  const first = pages[0]
  if (first === undefined) return pages
  const name = new RegExp(`\\b${escapeRegExp(hero.name)}\\b`)
  const paragraphs = first.split(/\n\n/)
  const at = paragraphs.findIndex((p) => name.test(p))
  if (at < 0) return pages
  const paragraph = paragraphs[at] as string
  paragraphs[at] = `${paragraph} ${presentTense(paragraph, pages.join('\n\n'), hero) ? line.present : line.past}`
  return [paragraphs.join('\n\n'), ...pages.slice(1)]
}

/** Where a hero who "wheeled" or "rolled" goes next: "rolled the ball" and "rolled over" are not going anywhere. */
const WHEELING_ON =
  /(?:off|away|back|out|in|inside|on|up|down|along|across|through|into|onto|round|around|past|to|towards|toward|beside|behind|after|under|ahead|forward|closer|nearer|straight|right)\b/

/** Whether `at` in the page is outside what somebody says (an even count of quotation marks before it). */
const outsideQuotes = (page: string, at: number) => (page.slice(0, at).match(/["“”]/g) ?? []).length % 2 === 0

/** One way to tell the chair inside a sentence of the story: where to look, how far in, and the words. */
type Way = { pattern: RegExp; pages: number; tell: (m: string[]) => string }

/**
 * The ways the chair is told in a sentence the story already has, first come first told: where the
 * hero wheels somewhere ("wheeled her chair along the ledge"); where the hero is glad on the first
 * pages ("Zara clapped, and spun her wheelchair round in a quick, happy circle"); where the hero
 * goes out, sets off, waits or sits somewhere, or leans forward, on the first pages ("Zara waited in
 * her wheelchair at the window", "wheeled her chair out with a kettle"). Only the hero's own clause:
 * "Grandad and Zara went out" is not told so.
 */
function waysToTell(hero: Hero): Way[] {
  const name = `(?<!\\band )\\b(${escapeRegExp(hero.name)})`
  const their = hero.their
  const present = (verb: string) => /s$/.test(verb)
  return [
    {
      // "Zara spun round for joy" (tales/mobility.ts for a jump of joy) spins the chair too.
      pattern: new RegExp(
        `${name} (wheeled|wheels|rolled|rolls|zoomed|zooms|spun|spins) (?=${WHEELING_ON.source})(?!(?:up |down )?in the lift\\b)`,
      ),
      pages: Number.POSITIVE_INFINITY,
      tell: ([, who, verb]) => `${who} ${verb} ${their} chair `,
    },
    {
      pattern: new RegExp(`${name} (${GLAD_VERBS})\\b((?: [^\\s.!?,;:"“”]+){0,8})([.!])(?=\\s|$)`),
      pages: GLAD_PAGES,
      tell: ([, who, verb, rest, end]) =>
        `${who} ${verb}${rest}, and ${present(verb as string) ? `spins ${their} wheelchair round` : `spun ${their} wheelchair round in a quick, happy circle`}${end}`,
    },
    {
      // "went out with a kettle", "goes off to the pond": the chair goes, not to bed.
      pattern: new RegExp(
        `${name} (went|goes) (?=(?:out|outside|off|along|across|back|round|over|straight|inside|into|through)\\b)(?![^.!?]*\\bto (?:sleep|bed)\\b)`,
      ),
      pages: GLAD_PAGES,
      tell: ([, who, verb]) => `${who} ${verb === 'goes' ? 'wheels' : 'wheeled'} ${their} chair `,
    },
    {
      pattern: new RegExp(`${name} (set off|sets off)\\b`),
      pages: GLAD_PAGES,
      tell: ([, who, verb]) => `${who} ${verb} in ${their} wheelchair`,
    },
    {
      pattern: new RegExp(
        `${name} (waited|waits|was waiting|is waiting|sat|sits|was sitting|is sitting)(?= (?:at|by|beside|near|next to|close to|in the middle|on the edge|outside|in front of)\\b)`,
      ),
      pages: GLAD_PAGES,
      tell: ([, who, verb]) => `${who} ${verb} in ${their} wheelchair`,
    },
    {
      pattern: new RegExp(`${name} (leaned|leans) (forward|closer|in close)\\b`),
      pages: GLAD_PAGES,
      tell: ([, who, verb, how]) => `${who} ${verb} ${how} in ${their} wheelchair`,
    },
  ]
}

/** How many pages from the start a sentence may carry the chair, but for wheeling: after that, the chair is told too late. */
const GLAD_PAGES = 2
/** The hero glad, a short sentence of their own: "Zara grinned.", "Then Zara laughed at the goat!", "Zara loves it." */
// "Zara loved a puzzle" is who she is, not a moment: only "loved it", "loves every minute".
const GLAD_VERBS =
  'grinned|grins|beamed|beams|laughed|laughs|giggled|giggles|cheered|cheers|whooped|whoops|clapped|claps|smiled|smiles|(?:loved|loves)(?= (?:it|this|that|all|every)\\b)'

/**
 * A hero who uses a wheelchair: if no page says so, it is told inside a sentence the story already
 * has (`waysToTell`), the earliest; only where none fits, a line of its own where the hero is first named.
 */
export function withWheelchairSeen(pages: string[], hero: Hero): string[] {
  // The hero's own chair or wheels: "Mum pulled up a chair" is somebody else's.
  const chair = new RegExp(`\\bwheelchair\\b|\\b${hero.their} (?:chair|wheels)\\b`, 'i')
  if (pages.some((page) => chair.test(page))) return pages
  let best: { page: number; at: number; length: number; words: string } | null = null
  for (const way of waysToTell(hero)) {
    for (let page = 0; page < Math.min(pages.length, way.pages) && (!best || page < best.page); page++) {
      const text = pages[page] as string
      const found = [...text.matchAll(new RegExp(way.pattern.source, 'g'))].find((m) => outsideQuotes(text, m.index ?? 0))
      if (found) {
        best = { page, at: found.index ?? 0, length: found[0].length, words: way.tell([...found]) }
        break
      }
    }
  }
  if (best) {
    const out = [...pages]
    const text = pages[best.page] as string
    out[best.page] = text.slice(0, best.at) + best.words + text.slice(best.at + best.length)
    return out
  }
  // A hero met in bed has the chair by the bed: "Theo was just falling asleep … Theo spun his
  // wheelchair round in a quick, happy circle" (a blind reader).
  const firstPage = pages.find((page) => page.includes(hero.name)) ?? ''
  if (IN_BED.test(firstPage))
    return addToFirstMention(pages, hero, {
      past: `${hero.name}'s wheelchair stood ready by the bed.`,
      present: `${hero.name}'s wheelchair waits by the bed.`,
    })
  return addToFirstMention(pages, hero, {
    // An eleven-year-old does what a chair user does before setting out, not a twirl of joy.
    past: hero.older
      ? `${hero.name} flicked the brakes off ${hero.their} wheelchair, ready to go.`
      : `${hero.name} spun ${hero.their} wheelchair round in a quick, happy circle.`,
    present: `${hero.name} spins ${hero.their} wheelchair round. Wheee!`,
  })
}

/** Words that put the hero in bed on a page. */
const IN_BED = /\b(?:in bed|into bed|falling asleep|fell asleep|fast asleep|bedtime|pillow|duvet|under the covers|tucked in)\b/i

/**
 * A hero with hearing aids: where they first listen ("Zara listened hard"), they turn their hearing
 * aids up; else where a sound first reaches them ("Zara heard a splash"), their hearing aids catch
 * it; a story with neither has them put in at the start.
 */
export function withHearingAidsSeen(pages: string[], hero: Hero): string[] {
  if (pages.some((page) => AIDS.test(page))) return pages
  // Hearing aids never go in the sea: a story in the water has them put safe before it.
  if (pages.some((page) => IN_THE_WATER.test(page)))
    return addToFirstMention(pages, hero, {
      past: `${hero.name} tucked ${hero.their} hearing aids safe in their case, ready for the water.`,
      present: `${hero.name} puts ${hero.their} hearing aids safe in their case. Ready for the water!`,
    })
  const name = escapeRegExp(hero.name)
  const listens = new RegExp(`\\b(${name}) (listened|listens)\\b`)
  // "Aisha sat on the bench and listened": the second verb of a sentence the hero starts.
  const thenListens = new RegExp(`\\b(${name}\\b[^.!?"“]*?) and (listened|listens)\\b`)
  const at = pages.findIndex((page) => listens.test(page) || thenListens.test(page))
  if (at >= 0) {
    const out = [...pages]
    const page = pages[at] as string
    const aids = (verb: string) =>
      verb === 'listens' ? `turns ${hero.their} hearing aids up and listens` : `turned ${hero.their} hearing aids up and listened`
    out[at] = listens.test(page)
      ? page.replace(listens, (_, who: string, verb: string) => `${who} ${aids(verb)}`)
      : page.replace(thenListens, (_, before: string, verb: string) => `${before}, ${aids(verb)}`)
    return out
  }
  // "Zara heard a splash": her hearing aids caught it, where a sound first reaches her. Only where
  // the sentence ends with the sound: "…hears a sound, and gets out of bed" would lose its subject.
  const hears = new RegExp(
    `\\b(${name}) (heard|hears) (?=(?:the|a|an|it|two|three|something|someone|\\w+ing)\\b(?:(?! and )[^,;:.!?"“])*[.!?])`,
  )
  const heardAt = pages.findIndex((page) => hears.test(page))
  if (heardAt >= 0) {
    const out = [...pages]
    out[heardAt] = (pages[heardAt] as string).replace(
      hears,
      (_, who: string, verb: string) => `${who}'s hearing aids ${verb === 'hears' ? 'catch' : 'caught'} `,
    )
    return out
  }
  return addToFirstMention(pages, hero, {
    past: `${hero.name} pushed ${hero.their} hearing aids in snugly, ready for anything.`,
    present: `${hero.name} pushes ${hero.their} hearing aids in. Ready!`,
  })
}
