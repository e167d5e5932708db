/**
 * What is happening in the family, as the parent wrote it beside who is at home (a parent away on the
 * rigs, a baby on the way, a move, a new school, a parent who lives apart, a grandparent who is
 * poorly), shown twice and never announced: one short line on the first two pages that shows it in
 * what the child has or does, and one on the last page that carries the adventure home to it ("That
 * night, Samir told Mum all about it on the video call"). Readers marked stories down that dropped
 * "Mum on the rig" or gave a new baby sister one line or none.
 *
 * Lines are written per band in its tense (2-4 present, short and concrete; 5-8 and 9-12 past, 9-12
 * with feeling), longest first; each goes only where its page has room within the band's word limit
 * and is told in that tense, so where one moment has no room the other still shows.
 */
import type { Situation } from '../profile/child'
import type { Listener } from '../profile'
import { type AgeBand, countWords, type StoryRole, WORDS_PER_PAGE } from '../story-shape'
import { escapeRegExp } from '../profile/limits'
import { pageTense } from './companion-quirks'

/** A band's tellings, longest first. */
type BandLines = Record<AgeBand, readonly string[]>
type Moments = { setup: BandLines; ending: BandLines }

/**
 * Each situation's lines. `{who}` is the person as the family calls them, `{far}` where they are
 * ("out on the oil rig"), `{place}` where a parent who lives apart lives, `{baby}` the baby as the
 * family calls them; the rest are the tales' own tokens ({name}, {they}, {their} …).
 */
function momentsOf(situation: Situation): Moments {
  switch (situation.kind) {
    case 'away':
      return {
        setup: {
          '2-4': ['{who} is {far}. {name} blows {who} a kiss.', '{name} blows {who} a kiss, far away.'],
          '5-8': [
            '{who} was {far}, so {name} had drawn a picture to hold up on the next video call.',
            '{name} had a picture ready for {who}, {far}.',
          ],
          '9-12': [
            '{who} was {far} again, and {name} had a drawing ready to hold up to the screen on the next video call, because {who} liked to see everything.',
            '{who} was {far} again, and {name} was saving up things to tell on the next video call.',
          ],
        },
        ending: {
          '2-4': ['Night night, {who}, far away. {name} blows a kiss.', 'Night night, {who}! A kiss.'],
          '5-8': ['That night, {name} told {who} all about it on the video call.', 'That night, {name} told {who} on the video call.'],
          '9-12': [
            'That night, {name} told {who} all about it on the video call, every bit, and wished, just a little, that {who} had been there to see it.',
            'That night, {name} told {who} all about it on the video call, every single bit.',
          ],
        },
      }
    case 'apart':
      // A parent in another house nearby ("two houses", "Dad at weekends") is visited, not written to.
      if (situation.place === null)
        return {
          setup: {
            '2-4': ["{name} has a drawing for {who}, for {who}'s house.", 'A drawing for {who}!'],
            '5-8': [
              "{name} had a drawing saved up to take to {who's} house at the weekend.",
              "{name} had a drawing saved for {who's} house.",
            ],
            '9-12': [
              "{name} had a drawing saved up for {who's} house at the weekend, rolled up with an elastic band so it wouldn't crease.",
              "{name} had a drawing saved up for {who's} house at the weekend.",
            ],
          },
          ending: {
            '2-4': ['{name} rings {who}. "Guess what!"', '"Guess what, {who}!"'],
            '5-8': ["At {who's} house that weekend, {name} told the whole story.", 'That weekend, {name} told {who} the whole story.'],
            '9-12': [
              "At {who's} house that weekend, {name} told the whole story from the very start, and it felt almost as if {who} had been there too.",
              'That weekend, {name} rang {who} and told the whole story from the very start.',
            ],
          },
        }
      return {
        setup: {
          '2-4': ['{name} has a card from {who}, from {place}.', '{name} has a card from {who}.'],
          '5-8': ["{name} had {who's} postcard from {place} pinned up by {their} bed.", "{name} had {who's} postcard by {their} bed."],
          '9-12': [
            "{who's} postcard from {place} was pinned up by {name's} bed, the one with the funny stamp, and {name} had read it so often {they} knew it by heart.",
            "{who's} postcard from {place} was pinned up by {name's} bed, read so often {name} knew it by heart.",
          ],
        },
        ending: {
          '2-4': ['{name} rings {who}. "Guess what!"', '"Guess what, {who}!"'],
          // Not "rang Mum and told Mum": the second is heard as a slip.
          '5-8': ['That weekend, {name} rang {who} with the whole story.', 'That weekend, {name} told {who} the whole story.'],
          '9-12': [
            'That weekend, {name} rang {who} and told the whole story from the very start, and it felt almost as if {who} had been there too.',
            'That weekend, {name} rang {who} and told the whole story from the very start.',
          ],
        },
      }
    case 'poorly':
      return {
        setup: {
          '2-4': ['{name} makes a card for {who}. Get well soon!', 'A card for {who}. Get well!'],
          '5-8': ['{who} was poorly, so {name} had made a get-well card with a big sun on it.', '{name} had made {who} a get-well card.'],
          '9-12': [
            '{who} had been poorly, and {name} had spent ages on a get-well card, with a sun in the corner and far too much glitter.',
            '{name} had spent ages on a get-well card for {who}, with far too much glitter.',
          ],
        },
        ending: {
          '2-4': ['{name} will tell {who} all about it. Get well, {who}!', 'Get well, {who}!'],
          '5-8': [
            'Next time {name} saw {who}, {they} told the whole story, and {who} smiled and smiled.',
            '{name} saved the whole story to tell {who}.',
          ],
          '9-12': [
            'Next time {name} saw {who}, {they} told the whole story from the beginning, and {who} said it was better than any medicine.',
            '{name} saved up the whole story for {who}, who said stories were better than medicine.',
          ],
        },
      }
    case 'nights':
      return {
        setup: {
          '2-4': ['Shh! {who} works at night. {who} is asleep.', 'Shh! {who} is asleep.'],
          '5-8': [
            '{who} worked nights, so {name} had tiptoed past the bedroom door, quiet as a mouse, and left a note on the kettle.',
            '{name} had tiptoed past {who}, asleep after the night shift.',
          ],
          '9-12': [
            '{who} worked nights and was fast asleep behind the bedroom door, so {name} had crept past, quiet as a cat, and left a note on the kettle: SEE YOU AT TEATIME.',
            '{who} was asleep after the night shift, so {name} had crept past the bedroom door and left a note on the kettle.',
          ],
        },
        ending: {
          '2-4': ['Off to work, {who}! {name} waves. Night night!', 'Night night, {who}!'],
          '5-8': [
            'Before {who} went off to the night shift, {name} told {who} all about it, every bit.',
            'Before the night shift, {name} told {who} all about it.',
          ],
          '9-12': [
            'Before {who} left for the night shift, {name} told the whole story over tea, and {who} said that was better than any packed lunch.',
            'Before {who} left for the night shift, {name} told the whole story over tea.',
          ],
        },
      }
    case 'baby':
      // Twins on the way are two babies coming, told in the plural.
      return situation.due && situation.baby === 'the twins'
        ? {
            setup: {
              '2-4': ['Two babies are coming soon! {name} pats the cots.', 'Two babies are coming soon!'],
              '5-8': [
                'Soon there would be twin babies at home, and {name} had already picked two teddies to give them.',
                'Soon there would be twin babies at home.',
              ],
              '9-12': [
                'Soon there would be twin babies at home, and {name} had already decided which of {their} old toys to pass on, two of everything, and which were far too important.',
                'Soon there would be twin babies at home, and {name} had already picked two teddies to pass on.',
              ],
            },
            ending: {
              '2-4': ['{name} will show the twins one day!', 'One day, {name} will show the twins!'],
              '5-8': ['{name} thought of all the things {they} would show the twins one day.', '{name} would show the twins one day.'],
              '9-12': [
                '{name} thought about the twins, not here yet, and all the things {they} would show them one day, starting with this.',
                '{name} thought of all the things {they} would show the twins one day.',
              ],
            },
          }
        : situation.due
          ? {
              setup: {
                '2-4': ['A baby is coming soon! {name} pats the cot.', 'A baby is coming soon!'],
                '5-8': [
                  'Soon there would be a new baby at home, and {name} had already picked a teddy to give it.',
                  'Soon there would be a new baby at home.',
                ],
                '9-12': [
                  'Soon there would be a new baby at home, and {name} had already decided which of {their} old toys to pass on, and which were far too important.',
                  'Soon there would be a new baby at home, and {name} had already picked a teddy to pass on.',
                ],
              },
              ending: {
                '2-4': ['{name} will show the baby one day!', 'One day, {name} will show the baby!'],
                '5-8': [
                  '{name} thought of all the things {they} would show the new baby one day.',
                  '{name} would show the new baby one day.',
                ],
                '9-12': [
                  '{name} thought about the new baby, not here yet, and all the things {they} would show the baby one day, starting with this.',
                  '{name} thought of all the things {they} would show the new baby one day.',
                ],
              },
            }
          : {
              setup: {
                // Nowhere said: the family may bring the baby along ("whispered goodbye" to a baby who then came too).
                '2-4': ['{name} is a big {sibling} now!', 'Big {sibling} {name}!'],
                '5-8': [
                  '{name} was a big {sibling} now, since {baby} came home, and still getting used to it.',
                  '{name} was a big {sibling} now, since {baby} came home.',
                ],
                '9-12': [
                  '{name} had been a big {sibling} ever since {baby} came home, and was still getting used to the sound of it.',
                  '{name} was a big {sibling} now, since {baby} came home.',
                ],
              },
              ending: {
                '2-4': ['{name} tells {baby} all about it.', '{name} kisses {baby} goodnight.'],
                '5-8': ['{name} whispered the whole story to {baby}, who yawned a big yawn.', '{name} whispered it all to {baby}.'],
                '9-12': [
                  '{name} whispered the whole story to {baby}, who yawned and did not understand a word of it, and that was fine.',
                  '{name} whispered the whole story to {baby}, who yawned a big yawn.',
                ],
              },
            }
    case 'moving':
      return situation.done
        ? {
            setup: {
              '2-4': ['The new house still has boxes. {name} finds {their} teddy.', 'The new house still has boxes!'],
              '5-8': [
                'There were still boxes everywhere in the new house, and {name} was still learning which door was which.',
                'There were still boxes in the new house.',
              ],
              '9-12': [
                'There were still boxes everywhere in the new house, and {name} was still learning which stair creaked and which door stuck.',
                'There were still boxes everywhere in the new house.',
              ],
            },
            ending: {
              '2-4': ['{name} puts a picture of it on the new wall.', 'A picture for the new wall!'],
              '5-8': [
                '{name} pinned a drawing of the adventure on the wall of the new bedroom. It felt more like home already.',
                '{name} pinned a drawing of it up in the new bedroom.',
              ],
              '9-12': [
                'That night, {name} pinned a drawing of the adventure on the wall of the new bedroom, and the room felt a little more like home.',
                '{name} pinned a drawing of the adventure up in the new bedroom.',
              ],
            },
          }
        : {
            setup: {
              '2-4': ['Boxes, boxes everywhere! {name} is moving house.', 'Boxes everywhere!'],
              '5-8': [
                'There were boxes everywhere at home, because soon the whole family was moving.',
                'There were boxes everywhere at home.',
              ],
              '9-12': [
                'There were boxes everywhere at home, because soon they were all moving, and {name} kept finding {their} things already packed.',
                'There were boxes everywhere at home, because soon they were all moving.',
              ],
            },
            ending: {
              '2-4': ['{name} packs a picture of it for the new house.', 'A picture for the new house!'],
              '5-8': [
                '{name} drew the whole adventure and packed it in a box, to take to the new house.',
                '{name} packed a drawing of it for the new house.',
              ],
              '9-12': [
                'That night, {name} drew the whole adventure, folded it carefully and packed it in the box for the new house, so it would come too.',
                '{name} packed a drawing of the adventure in the box for the new house.',
              ],
            },
          }
    case 'school':
      return {
        setup: {
          '2-4': ['{name} has a new school bag, for the new school!', 'A new school bag!'],
          '5-8': ['{name} had a new school bag ready by the door, for the new school.', '{name} had a new school bag ready.'],
          '9-12': [
            '{name} had a new school bag ready by the door for the new school, and tried not to look at it too often.',
            '{name} had a new school bag ready by the door, for the new school.',
          ],
        },
        ending: {
          '2-4': ['{name} has a story for the new school!', 'A story for school!'],
          '5-8': ['Now {name} had a story to tell at the new school.', '{name} had a story for the new school.'],
          '9-12': [
            'Whatever the new school was like, {name} thought, at least {they} would have a story to tell on the first day.',
            'Now {name} had a story to tell at the new school.',
          ],
        },
      }
  }
}

/** The situation's words put in: the person, where they are, the baby. */
function said(line: string, situation: Situation, pronouns: Listener['child']['pronouns']): string {
  const who = 'who' in situation ? situation.who : ''
  return line
    .replaceAll("{who's}", `${who}'s`)
    .replaceAll('{who}', who)
    .replaceAll('{far}', situation.kind === 'away' ? situation.far : '')
    .replaceAll('{place}', situation.kind === 'apart' ? (situation.place ?? 'far away') : '')
    .replaceAll('{baby}', situation.kind === 'baby' ? situation.baby : '')
    .replaceAll('{sibling}', { she: 'sister', he: 'brother', they: 'sibling' }[pronouns])
}

/** "from {place}" without a place reads "from far away": the lines with a place say so only where there is one. */
function linesFor(situation: Situation, moment: keyof Moments, band: AgeBand): readonly string[] {
  const all = momentsOf(situation)[moment]
  // 9-12 may also take the 5-8 lines: in its tense, and shorter where its page is nearly full.
  const lines = band === '9-12' ? [...all['9-12'], ...all['5-8']] : all[band]
  return situation.kind === 'apart' && situation.place === null ? lines.map((l) => l.replace(/ from \{place\}/, '')) : lines
}

/**
 * What follows reads back to what came before ("It was …", "Then …", "He had a tall fence" after
 * "Mr Pellow was the grumpiest man on Quince Street"): no line goes between.
 */
export const BACK_REFERENCE =
  /^\s*["“]?(?:It|Its|It's|This|That|These|Those|There|Then|So|But|And|Too|He|She|They|His|Her|Their|Him|Them)\b/

/**
 * Ends of paragraphs (their index in the text) where a line may follow, first to last: not before
 * a paragraph that reads back, nor inside what was written after a colon (a map's words).
 */
export function paragraphEnds(text: string): number[] {
  const ends: number[] = []
  for (const m of text.matchAll(/[.!?…]["”’)]*(?=\n\s*\n|\s*$)/g)) {
    const at = m.index + m[0].length
    const before = text.slice(0, text.lastIndexOf('\n\n', at - 1) + 1).trimEnd()
    if (!BACK_REFERENCE.test(text.slice(at)) && !before.endsWith(':')) ends.push(at)
  }
  return ends
}

/**
 * Before the page's closing paragraph (the story's last line, "Sunny side, shady side. Goodnight."),
 * and not before one that reads back; a page of one paragraph takes it at its end.
 */
export function closing(text: string): number[] {
  const ends = paragraphEnds(text).filter((at) => at < text.trimEnd().length)
  const last = ends.at(-1)
  if (last !== undefined) return [last]
  return GOODNIGHT.test(text.slice(text.trimEnd().lastIndexOf('\n\n') + 1)) ? [] : [text.trimEnd().length]
}
/** A story's last words that close it: nothing is told after them. */
const GOODNIGHT = /\b(?:good ?night|night[- ]night|sleep tight|the end)\b/i

/** A story that opens long ago, as a legend is told. */
const LONG_AGO =
  /^\s*(?:Long,? long ago|Long ago|Once upon a time|Many,? many years ago|[\p{L}-]+ (?:million|thousand|hundred) years ago)\b/iu

/** Words that show a situation already told by the story's own passages. */
const SHOWN: Partial<Record<Situation['kind'], RegExp>> = {
  moving: /\b(?:boxes|new house|new home|moving house)\b/i,
  school: /\bnew school\b/i,
}

/** The story's own baby ("The baby came home on a Tuesday"), not the family's "baby sister" or "baby Ivy". */
const STORY_BABY = /\b(?:the|a) (?:new )?baby\b(?! (?:sister|brother)\b)/i

type Options = {
  roles: readonly StoryRole[]
  band: AgeBand
  listener: Listener
  /** Fills a line's tokens as the story does, tidied. */
  tell: (line: string) => string
  /** The family's baby plays the story's own baby (family/1's new baby, mystery/1's biscuit thief). */
  ownBaby?: boolean
}

/** The family's situations the parent wrote, at most two (a story shows two without reading as a list). */
export function familySituations(listener: Listener): Situation[] {
  // The companion is on the adventure: a grandma who is poorly at home cannot also be the one beside the child.
  const companion = [listener.companion.name, listener.companion.kind].flatMap((w) => (w ? [w.toLowerCase()] : []))
  const isCompanion = (who: string) => companion.some((w) => who.toLowerCase() === w || who.toLowerCase().endsWith(` ${w}`))
  const all = listener.child.traits
    .flatMap((t) => (t.kind === 'situation' ? [t.situation] : []))
    .filter((s) => !('who' in s && isCompanion(s.who)))
  return all
    .filter((s, i) => all.findIndex((o) => o.kind === s.kind && ('who' in o ? o.who : '') === ('who' in s ? s.who : '')) === i)
    .slice(0, 2)
}

/**
 * The pages with each situation shown at the setup (page 1, else 2: after a paragraph that does not
 * lead into the next one) and at the ending (the last page: after its last paragraph, else before it).
 */
export function withFamilySituations(pages: readonly string[], { roles, band, listener, tell, ownBaby = false }: Options): string[] {
  const situations = familySituations(listener)
  if (situations.length === 0 || pages.length < 3) return [...pages]
  // A tale told as long ago ("Long ago, at the edge of the forest …") has no home of today in it:
  // "There were boxes everywhere at home" there is a line from another story.
  if (LONG_AGO.test(pages[0] as string)) return [...pages]
  const out = [...pages]
  const max = WORDS_PER_PAGE[band].max
  const lineTense = band === '2-4' ? 'present' : 'past'
  const names = new Set([listener.child.name, ...(listener.companion.name ? [listener.companion.name] : [])])
  const place = (lines: readonly string[], order: number[], where: (text: string) => number[], apart = false): boolean => {
    for (const i of order) {
      const text = out[i] as string
      if (pageTense(text, band, names) !== lineTense) continue
      const at = where(text)[0]
      if (at === undefined) continue
      const line = lines.find((l) => countWords(text) + countWords(l) <= max)
      if (line === undefined) continue
      out[i] = `${text.slice(0, at)}${apart ? '\n\n' : ' '}${line}${text.slice(at)}`
      return true
    }
    return false
  }
  const last = out.length - 1
  const ending = roles.lastIndexOf('ending')
  const end = ending >= 0 ? ending : last
  for (const situation of situations) {
    const told = (moment: keyof Moments) => linesFor(situation, moment, band).map((l) => tell(said(l, situation, listener.child.pronouns)))
    // The setup: after a paragraph the child is in, inside the page (its last leads on to the next).
    const hero = new RegExp(`(?<!\\p{L})${escapeRegExp(listener.child.name)}(?!\\p{L})`, 'u')
    const early = (text: string) => {
      const ends = paragraphEnds(text).filter((at) => at < text.trimEnd().length)
      const named = ends.filter((at) => hero.test(text.slice(text.lastIndexOf('\n\n', at - 1) + 1, at)))
      return named.length > 0 ? named : ends
    }
    // Where the story shows it already (the fear arc's boxes for a move), it is not said twice.
    const shown = SHOWN[situation.kind]
    // A story with a baby of its own (the new baby coming home) has no room for a second one.
    // Nor where the family's own baby plays the story's baby ("baby Otto" comes home in family/1).
    if (situation.kind === 'baby' && (ownBaby || STORY_BABY.test(pages.join('\n')))) continue
    // Told where the story opens: page 2 only while it is still setting up, never inside the trouble
    // ("Kofi had spent ages on a get-well card" as the sea came in through the hull).
    const opening = [0, 1].filter((i) => i === 0 || roles[i] === 'setup')
    if (!shown?.test(out.slice(0, 2).join('\n'))) place(told('setup'), opening, early)
    // The ending: a paragraph of its own, carrying the adventure home, before the story's closing line
    // ("Goodnight."): nothing comes after that.
    if (!shown?.test(out[end] as string)) place(told('ending'), [end], closing, true)
  }
  return out
}
