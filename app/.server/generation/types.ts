import type { HeroLook } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'
import type { CompanionChild } from './profile/family'
import type { SceneSpec } from './scene'

/**
 * The seams between the generation pipeline and its providers. The offline providers (our own
 * engine) and the OpenAI providers implement the same interfaces; the pipeline never knows which.
 */

/** What the parent typed, validated (the story-creation form). Free text is data, never instructions. */
export type StoryInput = {
  /** Name plus traits, e.g. "Mia, who is brave and loves owls". */
  childName: string
  childAge: number
  /** The child's pronouns; 'they' when the parent chose "just use the name". */
  pronouns: 'she' | 'he' | 'they'
  /** Story elements: the companion or main character, e.g. "her grandpa's old robot, Bolt". */
  mainCharacter: string
  theme: ThemeId
  /** The parent's answers, one line each: what the child loves, finds scary or hard, who is at home. */
  interests?: string | null
  fears?: string | null
  family?: string | null
  /** One of the family's remembered children as the companion (stories.companionChildId), read from their profile. */
  companionChild?: CompanionChild | null
}

export type { SceneSpec } from './scene'

export type WrittenSegment = { text: string; scene: SceneSpec }
/** `outline` is the number (1-5) of the theme's outline the story tells. */
export type WrittenStory = { title: string; outline: number; segments: WrittenSegment[] }

/**
 * The story this one follows ("Another adventure"), as the new one recalls it: `memory` is the
 * previous outline's memory line told for its child ("the night they followed the gulls to the
 * lighthouse"), `childName` and `companion` how that story named them ("Mia", "Mr Buttons").
 */
export type Recall = { memory: string; childName: string; companion: string }

/**
 * `outline`: the outline (1-5) the parent chose, else one of those that fit the child best is picked
 * by seed, other than `avoidOutline` (the one the story told before a new version) and
 * `avoidOutlines` (the ones this child has had in the theme: tales/told-before.ts). `hero`: the look
 * the parent chose, else one is picked by seed. `rules`: the child's and the family's rules (keys of
 * FAMILY_RULES and the parent's free-text lines), read when the story is written: the stories they
 * forbid are not picked, and a fear they name is told gently; free text is never told. `recall`: the
 * story this one follows, if any.
 */
export type WriteRequest = StoryInput & {
  seed: number
  outline?: number | null
  avoidOutline?: number | null
  avoidOutlines?: readonly number[] | null
  hero?: HeroLook | null
  rules?: readonly string[] | null
  recall?: Recall | null
}

export interface Writer {
  /** Names the writer and its stories' edition; sample stories made by another are remade. */
  version: string
  write(request: WriteRequest, signal?: AbortSignal): Promise<WrittenStory>
}

/** `vector`: the SVG the picture was rendered from, when there is one (the offline illustrator), for print. */
export type Picture = {
  data: Buffer
  contentType: 'image/webp' | 'image/png' | 'image/jpeg'
  extension: 'webp' | 'png' | 'jpg'
  vector?: Buffer
}

/**
 * `reference`: the story's first picture, given to the pages after it when the illustrator draws
 * from a reference (the OpenAI images API), so the characters look the same on every page.
 */
export type IllustrateRequest = { scene: SceneSpec; seed: number; index: number; total: number; childAge: number; reference?: Picture }

export interface Illustrator {
  /** True when later pages should be drawn from the first page's picture (it is then drawn first). */
  readonly usesReference?: boolean
  illustrate(request: IllustrateRequest, signal?: AbortSignal): Promise<Picture>
}

/** One spoken word: seconds from the start of the clip, and its place in the segment text. */
export type WordTiming = { word: string; start: number; end: number; charStart: number; charEnd: number }

export type Narration = {
  data: Buffer
  contentType: 'audio/mpeg'
  extension: 'mp3'
  durationSeconds: number
  /** Null when the provider gives no timings: the text then simply shows. */
  words: WordTiming[] | null
}

/** 'slow': a slower voice with longer pauses, for ages 2-4. */
export type NarrationPace = 'natural' | 'slow'

export interface Narrator {
  narrate(text: string, signal?: AbortSignal, options?: { pace?: NarrationPace }): Promise<Narration>
}

/** Checks free text (and, for OpenAI, generated text and images) for unsafe content. */
export interface Moderator {
  checkText(texts: string[], signal?: AbortSignal): Promise<{ flagged: boolean; categories: string[] }>
}

export type StoryEngine = {
  name: 'offline' | 'openai'
  /** Pictures and clips made at once per story: few for CPU-bound offline work, more for remote APIs. */
  mediaConcurrency: number
  writer: Writer
  illustrator: Illustrator
  narrator: Narrator
  moderator: Moderator
}
