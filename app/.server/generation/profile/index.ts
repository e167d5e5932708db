/**
 * Who a story is for, as both writers understand it: the child (name, pronouns, age, traits sorted
 * by kind) and the companion (name, kind, category, pronoun). Free text only ever reaches a story
 * through these parsed fields.
 */
import type { StoryInput } from '../types'
import { type Child, parseAnswers, parseChild } from './child'
import { type Companion, parseCompanion } from './companion'
import { ruleFears, typedFearsUnderRules } from './rules'
import { companionFromChild } from './family'

export type Listener = { child: Child; companion: Companion }

/**
 * The child's traits come from the name field ("Mia, who loves owls") and from the form's answers
 * (interests, fears, family); the answers first, as the parent gave them on purpose. Last, the fears
 * the family's rules name ("no dogs"), in our words, so a story takes their gentle telling.
 */
export function listenerFor(
  input: Pick<StoryInput, 'childName' | 'childAge' | 'pronouns' | 'mainCharacter' | 'interests' | 'fears' | 'family' | 'companionChild'> & {
    rules?: readonly string[] | null
  },
): Listener {
  const child = parseChild(input.childName, input.pronouns, input.childAge)
  const traits = typedFearsUnderRules(input.rules ?? [], [...parseAnswers({ ...input, hero: child.name }), ...child.traits])
  return {
    child: { ...child, traits: [...traits, ...ruleFears(input.rules ?? [], traits)] },
    // One of the family's children goes with the hero: their profile, not the words, says who they are.
    companion: input.companionChild
      ? companionFromChild(input.companionChild, { age: input.childAge })
      : parseCompanion(input.mainCharacter, input.pronouns),
  }
}

export type { Child, Companion }
export type { CompanionChild } from './family'
