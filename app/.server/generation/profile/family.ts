/**
 * One of the family's own children as the companion: the same companion "his little sister Mae"
 * parses to (companion.ts), built from the child's profile instead of words, so the name, the
 * pronoun and the age are the child's own, and the pictures draw them with their own look.
 */
import type { HeroLook } from '~/lib/hero-look'
import type { Companion } from './companion'
import type { SceneCompanion } from '../scene'
import type { PersonAge } from './kinds'

/** What the story needs of the companion child's profile (app/.server/stories/children.ts). */
export type CompanionChild = { name: string; pronouns: 'she' | 'he' | 'they'; age: number; look: HeroLook }

/** Up to this age a companion acts as a baby (the tales' `baby:` passages: no sentences, carried, no reading). */
export const TODDLER_MAX_AGE = 3
/** Up to this age a younger brother or sister is the "baby" one. */
export const BABY_MAX_AGE = 1

const NOUNS = { she: 'sister', he: 'brother', they: 'sibling' } as const

/**
 * The kind the story calls the companion child, by their age beside the hero's and their pronoun:
 * "big sister", "little brother", "baby sibling"; the same age is a plain "sister" (twins are not
 * assumed). A toddler or a baby acts as a baby, whatever they are called.
 */
export function siblingKind(companionAge: number, heroAge: number, pronouns: CompanionChild['pronouns']): { kind: string; age: PersonAge } {
  const noun = NOUNS[pronouns]
  const age: PersonAge = companionAge <= TODDLER_MAX_AGE ? 'baby' : companionAge >= 13 ? 'teen' : 'child'
  if (companionAge < heroAge) return { kind: `${companionAge <= BABY_MAX_AGE ? 'baby' : 'little'} ${noun}`, age }
  if (companionAge > heroAge) return { kind: `big ${noun}`, age }
  return { kind: noun, age }
}

/** The companion a remembered child makes beside a hero of `hero.age`. */
export function companionFromChild(child: CompanionChild, hero: { age: number }): Companion {
  const { kind, age } = siblingKind(child.age, hero.age, child.pronouns)
  return {
    name: child.name,
    kind,
    category: 'person',
    pronoun: child.pronouns,
    details: [],
    quirks: [],
    role: null,
    owner: null,
    // A baby gurgles; a toddler giggles; an older child laughs.
    sound: child.age <= BABY_MAX_AGE ? 'gurgled' : age === 'baby' ? 'giggled' : 'laughed',
    age,
    kindIsName: false,
    belongsToChild: true,
    fallback: false,
    look: child.look,
    years: child.age,
  }
}

/** The words kept in stories.mainCharacter for that companion: "his little sister Mae", as a parent would write it. */
export function companionWords(child: CompanionChild, hero: { age: number; pronouns: 'she' | 'he' | 'they' }): string {
  const their = { she: 'her', he: 'his', they: 'their' }[hero.pronouns]
  return `${their} ${siblingKind(child.age, hero.age, child.pronouns).kind} ${child.name}`
}

/** What a page's picture needs to draw a family child companion as themself (nothing for any other companion). */
export function childLook(companion: Companion): Pick<SceneCompanion, 'look' | 'age' | 'pronouns'> {
  return companion.look && companion.years !== undefined
    ? { look: companion.look, age: companion.years, ...(companion.pronoun !== 'it' ? { pronouns: companion.pronoun } : {}) }
    : {}
}
