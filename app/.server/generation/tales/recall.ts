/**
 * The next adventure remembers the last one: a line or two at the start of its first page and one
 * near the end of its last, built from the previous story's `memory:` line told for its own child
 * and companion ("the night they followed the gulls to the lighthouse"). Written per age band:
 * the youngest hear it in the present, as their stories are told; the older ones in the past.
 * Without a memory line nothing is added.
 */
import type { HeroLook } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'
import { listenerFor, type Listener } from '../profile'
import { createRng, hashString } from '../rng'
import { type AgeBand, ageBand } from '../story-shape'
import type { Recall, StoryInput } from '../types'
import { taleFor } from './catalogue'
import { companionRef, tell, tidy } from './render'

/** The previous story as the pipeline reads it back. */
export type PreviousStory = Pick<StoryInput, 'childName' | 'childAge' | 'pronouns' | 'mainCharacter' | 'interests' | 'fears' | 'family'> & {
  theme: string
  outline: number | null
  seed: number
  hero: HeroLook | null
}

const THEIR = { she: 'her', he: 'his', they: 'their' } as const

/** The previous story's memory, told for its own child and companion; null when its outline has no memory line. */
export function recallOf(previous: PreviousStory): Recall | null {
  const tale = previous.outline ? taleFor(previous.theme as ThemeId, previous.outline) : undefined
  if (!tale?.memory) return null
  const listener = listenerFor(previous)
  const told = tell(tale, previous.theme as ThemeId, listener, previous.seed, previous.hero ? { look: previous.hero } : {})
  if (!told.memory) return null
  return {
    memory: told.memory,
    childName: listener.child.name,
    companion: companionRef(listener.companion, THEIR[listener.child.pronouns]),
  }
}

type Lines = { opening: string; closing: string }

/**
 * The two recall lines for this telling. `seed` picks between a band's variants, so a family's
 * next adventures do not all open alike.
 */
export function recallLines(recall: Recall, listener: Listener, seed: number, band: AgeBand = ageBand(listener.child.age)): Lines {
  const name = listener.child.name
  const c = companionRef(listener.companion, THEIR[listener.child.pronouns])
  const they = listener.child.pronouns
  const theyd = `${they}'d`
  const { memory } = recall
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
  const sameChild = same(recall.childName, name)
  const samePair = sameChild && same(recall.companion, c)
  // A memory that names them already ("the night Mia and Bolt …") is not followed by their names again.
  const named = memory.toLowerCase().includes(name.toLowerCase())
  const pair = named ? 'the two of them' : `${name} and ${c}`
  const Pair = named ? 'They' : `${name} and ${c}`
  const before = `${recall.childName} and ${recall.companion}`
  const pick = <T>(options: T[]): T => createRng(hashString(`recall|${seed}`)).pick(options)

  if (samePair) {
    const opening = {
      '2-4': pick([
        `Do you remember ${memory}? ${named ? 'They' : `${name} and ${c}`} do!`,
        `${Pair} still talk about ${memory}. And now, a new adventure!`,
      ]),
      '5-8': pick([
        `Ever since ${memory}, ${pair} had been hoping for another adventure.`,
        `${Pair} still talked about ${memory}, and they were ready for another adventure.`,
      ]),
      '9-12': pick([
        `Ever since ${memory}, ${pair} had been waiting for the next adventure, half hoping and half sure it would come.`,
        `${Pair} never tired of talking about ${memory}. Neither of them guessed that the next adventure was about to begin.`,
      ]),
    }[band]
    const closing = {
      '2-4': `Now ${named ? 'they have' : `${name} and ${c} have`} two adventures to remember: ${memory}, and this one.`,
      '5-8': `Now ${named ? 'they' : `${name} and ${c}`} had two adventures to remember: ${memory}, and this one.`,
      '9-12': `${name} knew ${theyd} remember this, every bit of it, the way ${they} remembered ${memory}.`,
    }[band]
    return { opening: tidy(opening), closing: tidy(closing) }
  }
  // Another companion comes this time, or (a story of a brother or sister followed) another child.
  const opening = sameChild
    ? {
        '2-4': `${before} still talk about ${memory}. Today, ${c} comes too!`,
        '5-8': `${before} still talked about ${memory}. This time, ${c} was coming too.`,
        '9-12': `${before} still talked about ${memory}. This time, ${c} would be part of the adventure.`,
      }[band]
    : {
        '2-4': `${before} still talk about ${memory}. Now ${name} and ${c} have an adventure of their own!`,
        '5-8': `${before} still talked about ${memory}. Now ${name} and ${c} were about to have an adventure of their own.`,
        '9-12': `Everyone had heard about ${memory}. Now ${name} and ${c} were about to have an adventure of their own.`,
      }[band]
  const closing = sameChild
    ? {
        '2-4': `Now ${name} has two adventures to remember: ${memory}, and this one with ${c}.`,
        '5-8': `Now ${name} had two adventures to remember: ${memory}, and this one with ${c}.`,
        '9-12': `${name} knew ${theyd} remember this, every bit of it, the way ${they} remembered ${memory}.`,
      }[band]
    : {
        '2-4': `Now ${name} and ${c} have an adventure to tell ${recall.childName} about.`,
        '5-8': `Now ${name} and ${c} had an adventure to tell ${recall.childName} about, every bit as good as ${memory}.`,
        '9-12': `Now ${name} and ${c} had an adventure to tell ${recall.childName} about, every bit as good as ${memory}.`,
      }[band]
  return { opening: tidy(opening), closing: tidy(closing) }
}

/**
 * The pages with the recall told: the opening as the first page's first paragraph, the closing
 * before the last page's last paragraph (a story's own last line, often its refrain, stays last).
 */
export function withRecall(pages: readonly string[], recall: Recall | null | undefined, listener: Listener, seed: number): string[] {
  if (!recall || pages.length === 0) return [...pages]
  const { opening, closing } = recallLines(recall, listener, seed)
  const out = [...pages]
  out[0] = `${opening}\n\n${out[0]}`
  const last = out[out.length - 1]!.split('\n\n')
  last.splice(last.length > 1 ? last.length - 1 : last.length, 0, closing)
  out[out.length - 1] = last.join('\n\n')
  return out
}
