/**
 * Who a story is for, as both writers understand it: the child (name, pronouns, age, traits sorted
 * by kind) and the companion (name, kind, category, pronoun). Free text only ever reaches a story
 * through these parsed fields.
 */
import type { StoryInput } from '../types'
import { type Child, parseChild } from './child'
import { type Companion, parseCompanion } from './companion'

export type Listener = { child: Child; companion: Companion }

export function listenerFor(input: Pick<StoryInput, 'childName' | 'childAge' | 'pronouns' | 'mainCharacter'>): Listener {
  return {
    child: parseChild(input.childName, input.pronouns, input.childAge),
    companion: parseCompanion(input.mainCharacter, input.pronouns),
  }
}

export type { Child, Companion }
