import type { ThemeId } from '~/lib/themes'

/**
 * The seams between the generation pipeline and its providers. The offline providers (our own
 * engine) and the OpenAI providers implement the same interfaces; the pipeline never knows which.
 */

/** What the parent typed, validated (SPEC point 5). Free text is data, never instructions. */
export type StoryInput = {
  /** Name plus traits, e.g. "Mia, who is brave and loves owls" (DECISIONS 6). */
  childName: string
  childAge: number
  /** Story elements: the companion or main character, e.g. "a shy dragon". */
  mainCharacter: string
  theme: ThemeId
}

/** The hero parsed out of childName: the leading name part, then the traits. */
export type Hero = { name: string; traits: string[] }

export type TimeOfDay = 'morning' | 'day' | 'dusk' | 'night'
export type Mood = 'calm' | 'curious' | 'tense' | 'brave' | 'joyful' | 'cosy'

/** What a picture should show; written by the writer for each segment, drawn by the illustrator. */
export type SceneSpec = {
  theme: ThemeId
  /** The outline beat this segment tells, e.g. "a windy tangle in an old oak". */
  beat: string
  /** Story role of the segment: beginning, problem, attempt, turn or ending. */
  role: 'beginning' | 'problem' | 'attempt' | 'turn' | 'ending'
  /** Short place description, e.g. "a misty jungle clearing". */
  setting: string
  timeOfDay: TimeOfDay
  mood: Mood
  /** Things to draw, as plain lower-case nouns ("kite", "oak tree", "moon"). */
  props: string[]
  heroName: string
  /** The companion as written by the parent ("a shy dragon"). */
  companion: string
  /** A one-sentence picture description for image models (no text in the image). */
  imagePrompt: string
}

export type WrittenSegment = { text: string; scene: SceneSpec }
export type WrittenStory = { title: string; segments: WrittenSegment[] }

export type WriteRequest = StoryInput & { seed: number }

export interface Writer {
  write(request: WriteRequest, signal?: AbortSignal): Promise<WrittenStory>
}

export type Picture = { data: Buffer; contentType: 'image/webp' | 'image/png' | 'image/jpeg'; extension: 'webp' | 'png' | 'jpg' }

export type IllustrateRequest = { scene: SceneSpec; seed: number; index: number; total: number; childAge: number }

export interface Illustrator {
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

export interface Narrator {
  narrate(text: string, signal?: AbortSignal): Promise<Narration>
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
