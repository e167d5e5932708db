// The offline narrator's worker thread. Plain ESM JavaScript: it is loaded by `new Worker(path)` at
// run time (dev, production build and vitest alike). eSpeak NG, compiled by Emscripten, synthesises
// synchronously and would block the event loop for 0.1-0.4 s per paragraph, so it lives here;
// narrator.ts talks to it by message.
//
// Protocol, parent → worker:  { type: 'narrate', id, text, pace: 'natural' | 'slow' }  |  { type: 'cancel', id }
//           worker → parent:  { id, ok: true, mp3: ArrayBuffer (transferred), sampleRate,
//                                sampleCount, durationSeconds, words, synthMs, encodeMs }
//                            | { id, ok: false, message }
// Jobs run one at a time in arrival order; a cancelled job that has not started is dropped.

import { parentPort, workerData } from 'node:worker_threads'
import createEspeak from '@echogarden/espeak-ng-emscripten'
import { createMp3Encoder } from 'wasm-media-encoders'
import { encodeMp3 } from '../../media/mp3.js'

/** A documented eSpeak NG female variant: no roughness (unlike f2/f3), a little echo for warmth. */
const VOICE = 'en-us+f4'
/** eSpeak's words per minute by pace; 'natural' measured ≈ 146 spoken words per minute including pauses. */
const RATES = { natural: 140, slow: 115 }
/** The pause between paragraphs, by pace (eSpeak honours break strengths, not break times). */
const PARAGRAPH_BREAK = { natural: '<break strength="x-strong"/>', slow: '<break strength="x-strong"/> <break strength="x-strong"/>' }
/** 0-100, default 50: slightly raised. */
const PITCH = 56
/** Constant bitrate in kbit/s, mono, MPEG-2 Layer III at eSpeak's 22 050 Hz. */
const BITRATE = 40

// ---------------------------------------------------------------------------------------------
// Text preparation and word tokens
// ---------------------------------------------------------------------------------------------

/**
 * A word: letters, digits and combining marks, joined by inner apostrophes or hyphens
 * ("José’s", "well-known"), or by a point or comma between digits ("3.5", "1,000").
 */
const WORD = /[\p{L}\p{N}\p{M}]+(?:(?:['’\-‐‑]|[.,](?=\p{N}))[\p{L}\p{N}\p{M}]+)*/gu

/** The words of a text with their UTF-16 offsets: text.slice(charStart, charEnd) === word. */
function tokenize(text) {
  const tokens = []
  for (const match of text.matchAll(WORD)) {
    tokens.push({ word: match[0], charStart: match.index, charEnd: match.index + match[0].length })
  }
  return tokens
}

/**
 * What eSpeak is given, plus, for each of its code points, the UTF-16 index in the original text.
 * The glue calls espeak_Synth with espeakCHARS_UTF8 | espeakSSML | espeakPHONEMES, so markup
 * characters are escaped as entities, and square brackets (whose "[[...]]" would be read as
 * phoneme codes) become parentheses. eSpeak's event text positions count code points (1-based) of
 * this string, entity characters included, so each code point of an entity maps to its source.
 */
function prepareText(text, pace = 'natural') {
  let prepared = ''
  const sourceIndex = []
  let index = 0
  let previous = ''
  for (const char of text) {
    let out = char
    // A blank line between paragraphs becomes a pause, like a reader turning to the next paragraph.
    if (char === '\n' && previous === '\n') out = PARAGRAPH_BREAK[pace] ?? PARAGRAPH_BREAK.natural
    else if (char === '&') out = '&amp;'
    else if (char === '<') out = '&lt;'
    else if (char === '>') out = '&gt;'
    else if (char === '[') out = '('
    else if (char === ']') out = ')'
    else if (char !== '\n' && /[\p{Cc}\p{Cf}]/u.test(char)) out = ' '
    for (const _ of out) sourceIndex.push(index)
    prepared += out
    index += char.length
    previous = char
  }
  return { prepared, sourceIndex }
}

// ---------------------------------------------------------------------------------------------
// Word timings
// ---------------------------------------------------------------------------------------------

const FRAME = 0.01 // seconds per loudness frame
const MIN_GAP = 0.1 // seconds of silence worth leaving unhighlighted
const ONSET_GUARD = 0.03 // seconds before a word event that may already be its sound

/** Root-mean-square level of each 10 ms frame, as a fraction of full scale. */
function frameLevels(pcm, sampleRate) {
  const size = Math.max(1, Math.round(sampleRate * FRAME))
  const levels = new Float32Array(Math.ceil(pcm.length / size))
  for (let f = 0; f < levels.length; f++) {
    const from = f * size
    const to = Math.min(pcm.length, from + size)
    let sum = 0
    for (let i = from; i < to; i++) sum += pcm[i] * pcm[i]
    levels[f] = Math.sqrt(sum / Math.max(1, to - from)) / 32768
  }
  return levels
}

/**
 * Per-word times. eSpeak's word events give, for each spoken word, its code-point position in the
 * prepared text (1-based) and its audio position (ms from the start). Each event is mapped back to
 * the token of the original text that contains it (a number or an emoji may yield several events;
 * the earliest counts; events on punctuation or symbols are ignored). Words without an event
 * (rare) are interpolated by character offset. A word's slot runs to the next word's start; it is
 * then tightened to the audible part, so pauses at commas and full stops are not highlighted.
 */
function wordTimings(text, events, sourceIndex, pcm, sampleRate) {
  const tokens = tokenize(text)
  const duration = pcm.length / sampleRate
  if (tokens.length === 0) return []

  const tokenAt = new Int32Array(text.length).fill(-1)
  for (const [i, token] of tokens.entries()) tokenAt.fill(i, token.charStart, token.charEnd)

  const starts = new Array(tokens.length).fill(null)
  for (const event of events) {
    const source = sourceIndex[event.text_position - 1]
    if (source === undefined) continue
    const i = tokenAt[source]
    if (i === undefined || i < 0) continue
    const seconds = Math.min(duration, Math.max(0, event.audio_position / 1000))
    if (starts[i] === null || seconds < starts[i]) starts[i] = seconds
  }

  // Monotonic, and interpolated where missing.
  let previous = 0
  for (let i = 0; i < starts.length; i++) {
    if (starts[i] !== null) {
      starts[i] = Math.max(starts[i], previous)
      previous = starts[i]
      continue
    }
    let j = i + 1
    while (j < starts.length && starts[j] === null) j++
    const nextTime = j < starts.length ? Math.max(starts[j], previous) : duration
    const fromChar = i === 0 ? 0 : tokens[i - 1].charStart
    const toChar = j < tokens.length ? tokens[j].charStart : text.length
    const share = (tokens[i].charStart - fromChar) / Math.max(1, toChar - fromChar)
    starts[i] = previous + (nextTime - previous) * share
    previous = starts[i]
  }

  // Tighten each slot [start, next start) to its audible part; only silences of at least MIN_GAP
  // are cut, so words within a phrase stay back to back.
  const levels = frameLevels(pcm, sampleRate)
  let loudest = 0
  for (const level of levels) loudest = Math.max(loudest, level)
  const threshold = Math.max(0.004, loudest * 0.03)
  const words = []
  for (let i = 0; i < tokens.length; i++) {
    const slotStart = starts[i]
    const slotEnd = i + 1 < tokens.length ? starts[i + 1] : duration
    // Only frames wholly inside the slot, minus a guard: the next word's sound can begin a frame
    // or two before its event.
    let first = Math.ceil(slotStart / FRAME - 1e-9)
    let last = Math.floor((slotEnd - ONSET_GUARD) / FRAME + 1e-9) - 1
    while (first <= last && !(levels[first] > threshold)) first++
    while (last >= first && !(levels[last] > threshold)) last--
    let start = slotStart
    let end = slotEnd
    if (first <= last) {
      if (first * FRAME - slotStart >= MIN_GAP) start = first * FRAME
      if (slotEnd - (last + 1) * FRAME >= MIN_GAP) end = (last + 1) * FRAME
    }
    words.push({
      word: tokens[i].word,
      start: round(start),
      end: round(Math.min(end, duration)),
      charStart: tokens[i].charStart,
      charEnd: tokens[i].charEnd,
    })
  }
  // Rounding must not break the order.
  for (let i = 0; i < words.length; i++) {
    if (i > 0 && words[i].start < words[i - 1].start) words[i].start = words[i - 1].start
    if (words[i].end < words[i].start) words[i].end = words[i].start
  }
  return words
}

function round(seconds) {
  return Math.round(seconds * 1000) / 1000
}

// ---------------------------------------------------------------------------------------------
// Engine
// ---------------------------------------------------------------------------------------------

let engine = null // Promise<{ espeak, encoder, sampleRate }> once started

async function loadEngine() {
  const module = await createEspeak()
  const espeak = new module.eSpeakNGWorker()
  const result = espeak.set_voice(VOICE)
  if (result !== 0) throw new Error(`eSpeak NG has no voice ${VOICE} (error ${result})`)
  // The glue applies these on every synthesis.
  espeak.rate = RATES.natural
  espeak.pitch = PITCH
  espeak.volume = 100
  const encoder = await createMp3Encoder()
  return { espeak, encoder, sampleRate: espeak.get_samplerate() }
}

function synthesize(espeak, prepared) {
  const chunks = []
  const events = []
  let length = 0
  espeak.synthesize(prepared, (samples, chunkEvents) => {
    if (samples.length > 0) {
      chunks.push(samples) // a copy of the Emscripten heap (HEAP16.slice)
      length += samples.length
    }
    for (const event of chunkEvents) if (event.type === 'word') events.push(event)
    return false // true would stop the synthesis
  })
  const pcm = new Int16Array(length)
  let offset = 0
  for (const chunk of chunks) {
    pcm.set(chunk, offset)
    offset += chunk.length
  }
  return { pcm, events }
}

async function narrate(text, pace = 'natural') {
  if (!engine) engine = loadEngine()
  let loaded
  try {
    loaded = await engine
  } catch (error) {
    engine = null
    throw error
  }
  const { prepared, sourceIndex } = prepareText(text, pace)
  loaded.espeak.rate = RATES[pace] ?? RATES.natural
  const t0 = performance.now()
  let pcm, events, mp3
  try {
    ;({ pcm, events } = synthesize(loaded.espeak, prepared))
    if (pcm.length === 0) throw new Error('eSpeak NG produced no audio')
  } catch (error) {
    engine = null // the Emscripten heap may be inconsistent: start afresh next time
    throw error
  }
  const t1 = performance.now()
  const words = wordTimings(text, events, sourceIndex, pcm, loaded.sampleRate)
  try {
    mp3 = encodeMp3(loaded.encoder, pcm, { sampleRate: loaded.sampleRate, bitrate: BITRATE })
  } catch (error) {
    engine = null
    throw error
  }
  const t2 = performance.now()
  return {
    mp3,
    sampleRate: loaded.sampleRate,
    sampleCount: pcm.length,
    durationSeconds: pcm.length / loaded.sampleRate,
    words,
    synthMs: t1 - t0,
    encodeMs: t2 - t1,
  }
}

// ---------------------------------------------------------------------------------------------
// Message loop
// ---------------------------------------------------------------------------------------------

const queue = []
let running = false

async function drain() {
  if (running) return
  running = true
  try {
    while (queue.length > 0) {
      const job = queue.shift()
      try {
        const { mp3, ...rest } = await narrate(job.text, job.pace)
        parentPort.postMessage({ id: job.id, ok: true, ...rest, mp3: mp3.buffer }, [mp3.buffer])
      } catch (error) {
        parentPort.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) })
      }
      // Let 'cancel' messages for queued jobs arrive before the next (synchronous) synthesis.
      await new Promise((resolve) => setImmediate(resolve))
    }
  } finally {
    running = false
  }
}

// Only when started by narrator.ts, never when merely imported elsewhere.
if (parentPort && workerData?.storybookNarrator === true) {
  parentPort.on('message', (message) => {
    if (message?.type === 'narrate' && typeof message.text === 'string') {
      queue.push({ id: message.id, text: message.text, pace: message.pace === 'slow' ? 'slow' : 'natural' })
      void drain()
    } else if (message?.type === 'cancel') {
      const at = queue.findIndex((job) => job.id === message.id)
      if (at >= 0) queue.splice(at, 1)
    }
  })
}
