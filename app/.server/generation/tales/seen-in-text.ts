/**
 * The wheelchair and the hearing aids the parent ticked are part of the child, so the words say so,
 * not only the pictures. A story that never mentions the chair (most move the hero by "wheeled" and
 * "zoomed" alone, tales/mobility.ts) gets one line where the hero first appears; hearing aids are
 * turned up where the hero first listens, or put in at the start of a story without a listening
 * moment (or put safe in their case before a story in the water). Each is told once, in the page's tense.
 */
import { escapeRegExp } from '../profile/limits'
import { narrationSentences, sentenceTense } from './tense'

type Hero = { name: string; their: string }

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

/** A hero who uses a wheelchair: if no page says so, where they first wheel somewhere, else their first mention, does. */
export function withWheelchairSeen(pages: string[], hero: Hero): string[] {
  // The hero's own chair or wheels: "Mum pulled up a chair" is somebody else's.
  const chair = new RegExp(`\\bwheelchair\\b|\\b${hero.their} (?:chair|wheels)\\b`, 'i')
  if (pages.some((page) => chair.test(page))) return pages
  const name = hero.name
  // Where the hero first wheels somewhere, the chair is told there ("Zainab wheeled her chair along
  // the ledge"), not as a line of its own that the page never asked for.
  const wheels = new RegExp(`\\b(${escapeRegExp(name)}) (wheeled|wheels|rolled|rolls) (?=${WHEELING_ON.source})`)
  const at = pages.findIndex((page) => wheels.test(page))
  if (at >= 0) {
    const out = [...pages]
    out[at] = (pages[at] as string).replace(wheels, (_, who: string, verb: string) => `${who} ${verb} ${hero.their} chair `)
    return out
  }
  return addToFirstMention(pages, hero, {
    past: `${name} spun ${hero.their} wheelchair round in a quick, happy circle.`,
    present: `${name} spins ${hero.their} wheelchair round. Wheee!`,
  })
}

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
