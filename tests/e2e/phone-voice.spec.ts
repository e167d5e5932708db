import type { Page } from '@playwright/test'
import { expect, hydrated, test, type StoryAnswer } from './fixtures'

/**
 * The phone's own voice in the reader. The Web Speech API is the device's, so each page gets a fake
 * device before any script runs: a `speechSynthesis` that reports the voices given (after a
 * `voiceschanged`, as Chrome's do), records every utterance, pause and resume, fires `start` at
 * once and fires word boundaries and `end` only when the test says so (no clock involved).
 */
test.use({ viewport: { width: 375, height: 812 } })

type FakeVoice = { name: string; lang: string; localService: boolean; default?: boolean }
type Device = { voices: FakeVoice[] } | { absent: true }
type Spoken = { text: string; voice: string | null; rate: number; lang: string }

const VOICES: FakeVoice[] = [
  { name: 'Google UK English Female', lang: 'en-GB', localService: false },
  { name: 'Samantha', lang: 'en-US', localService: true, default: true },
  { name: 'Daniel (Enhanced)', lang: 'en-GB', localService: true },
  { name: 'Thomas', lang: 'fr-FR', localService: true },
]

function fakeDevice(device: Device) {
  type Utterance = {
    text: string
    voice: { name: string } | null
    rate: number
    lang: string
    onstart?: (e: object) => void
    onboundary?: (e: object) => void
    onend?: (e: object) => void
    onerror?: (e: object) => void
  }
  const state = { spoken: [] as Array<Record<string, unknown>>, calls: [] as string[], current: null as Utterance | null }
  ;(window as unknown as { __speech: unknown }).__speech = {
    state,
    word: (charIndex: number) => state.current?.onboundary?.({ name: 'word', charIndex, charLength: 1 }),
    end: () => {
      const done = state.current
      state.current = null
      done?.onend?.({})
    },
  }
  if ('absent' in device) {
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true })
    return
  }
  const events = new EventTarget()
  let loaded = false
  const synth = {
    paused: false,
    speaking: false,
    pending: false,
    getVoices: () => (loaded ? device.voices.map((v) => ({ ...v, voiceURI: v.name, default: !!v.default })) : []),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    speak(u: Utterance) {
      state.spoken.push({ text: u.text, voice: u.voice?.name ?? null, rate: u.rate, lang: u.lang })
      state.current = u
      synth.paused = false
      queueMicrotask(() => u.onstart?.({}))
    },
    cancel() {
      state.calls.push('cancel')
      const was = state.current
      state.current = null
      synth.paused = false
      was?.onerror?.({ error: 'interrupted' })
    },
    pause() {
      state.calls.push('pause')
      synth.paused = true
    },
    resume() {
      state.calls.push('resume')
      synth.paused = false
    },
  }
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    configurable: true,
    value: class {
      voice = null
      rate = 1
      lang = ''
      pitch = 1
      volume = 1
      constructor(public text: string) {}
    },
  })
  // The voices arrive a moment later, announced.
  setTimeout(() => {
    loaded = true
    events.dispatchEvent(new Event('voiceschanged'))
  }, 0)
}

const phoneButton = (page: Page) => page.getByRole('button', { name: 'This phone’s voice' })
const player = (page: Page) => page.getByTestId('phone-player')
const indicator = (page: Page) => page.getByTestId('page-indicator')
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { state: { spoken: Spoken[] } } }).__speech.state.spoken)
const calls = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { state: { calls: string[] } } }).__speech.state.calls)
const boundary = (page: Page, charIndex: number) =>
  page.evaluate((i) => (window as unknown as { __speech: { word: (i: number) => void } }).__speech.word(i), charIndex)
const finish = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { end: () => void } }).__speech.end())

/** A plain word of the text past its start, and where it begins. */
function aWord(text: string): { word: string; at: number } {
  const match = [...text.matchAll(/\S+/g)].find((m) => m.index > 0 && /^[A-Za-z]{3,}$/.test(m[0]))!
  return { word: match[0], at: match.index }
}

let story: StoryAnswer
test.beforeEach(async ({ storyOwner }) => {
  story = storyOwner.stories[0]!
})

async function open(page: Page, device: Device, query = '') {
  await page.addInitScript(fakeDevice, device)
  await page.goto(`/story/${story.id}${query}`)
  await hydrated(page, true)
}

test('the choice shows where the device has an English voice, and nowhere else', { tag: '@js-only' }, async ({ page, context }) => {
  await open(page, { voices: VOICES })
  await expect(phoneButton(page)).toBeVisible()
  await expect(phoneButton(page)).toHaveAttribute('aria-pressed', 'false')
  // The clip stays the default: its player shows, the phone's does not.
  await expect(page.getByRole('link', { name: 'Storybook voice' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByTestId('audio-player')).toBeVisible()
  await expect(player(page)).toHaveCount(0)
  const box = (await phoneButton(page).boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)

  for (const device of [{ voices: [] }, { voices: [VOICES[3]!] }, { absent: true as const }]) {
    const other = await context.newPage()
    await open(other, device)
    await expect(other.getByTestId('audio-player')).toBeVisible()
    await expect(phoneButton(other)).toHaveCount(0)
    // No recorded voices either: no choice at all.
    await expect(other.getByRole('navigation', { name: 'Who reads the story' })).toHaveCount(0)
    await other.close()
  }
})

test('the phone’s voice reads the page with the best voice at the band’s rate, highlights words, pauses, resumes, follows the pages and is remembered', {
  tag: '@js-only',
}, async ({ page }) => {
  // A fake clock too: the highlight's estimate moves only when the test moves the time (paused below).
  await page.clock.install()
  await open(page, { voices: VOICES })
  await phoneButton(page).click()
  await expect(phoneButton(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(player(page)).toBeVisible()
  // From here the page's time stands still unless the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await expect(player(page)).toContainText('Daniel (Enhanced)')
  await expect(page.getByTestId('audio-player')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Storybook voice' })).not.toHaveAttribute('aria-current', 'true')
  expect(await spoken(page)).toEqual([])

  await player(page).getByRole('button', { name: 'Play' }).click()
  await expect(player(page)).toHaveAttribute('data-state', 'speaking')
  // The story is for a five-year-old (5-8): 0.85 of the voice's pace, British voice on the device.
  expect(await spoken(page)).toEqual([{ text: story.segments[0]!.content, voice: 'Daniel (Enhanced)', rate: 0.85, lang: 'en-GB' }])

  // The browser's word boundary moves the highlight.
  const { word, at } = aWord(story.segments[0]!.content)
  await boundary(page, at)
  await expect(page.locator('[data-read-along] [aria-current="true"]')).toHaveText(word)

  await player(page).getByRole('button', { name: 'Pause' }).click()
  await expect(player(page)).toHaveAttribute('data-state', 'paused')
  expect(await calls(page)).toContain('pause')
  await expect(page.locator('[data-read-along] [aria-current="true"]')).toHaveText(word)
  await player(page).getByRole('button', { name: 'Play' }).click()
  await expect(player(page)).toHaveAttribute('data-state', 'speaking')
  expect(await calls(page)).toContain('resume')
  expect(await spoken(page)).toHaveLength(1)

  // The page read to its end: the next page opens and is read on.
  await finish(page)
  await expect(indicator(page)).toHaveText(`Page 2 of ${story.segments.length}`)
  await expect.poll(() => spoken(page)).toHaveLength(2)
  expect((await spoken(page))[1]).toMatchObject({ text: story.segments[1]!.content, voice: 'Daniel (Enhanced)' })
  // This voice sends no word boundaries here: the estimate follows the words on the page's clock.
  const highlighted = page.locator('[data-read-along] [aria-current="true"]')
  await expect(highlighted).toHaveAttribute('data-word', '0')
  await page.clock.runFor(3_000)
  await expect.poll(async () => Number(await highlighted.getAttribute('data-word'))).toBeGreaterThan(2)

  // Remembered by this browser: after a reload the phone's voice is still the one chosen.
  await page.clock.resume()
  await page.reload()
  await hydrated(page, true)
  await expect(phoneButton(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(player(page)).toBeVisible()
  await expect(page.getByTestId('audio-player')).toBeHidden()

  // Back to the storybook voice: the clip's player, and that is remembered too.
  await page.getByRole('link', { name: 'Storybook voice' }).click()
  await expect(page.getByRole('link', { name: 'Storybook voice' })).toHaveAttribute('aria-current', 'true')
  await expect(player(page)).toHaveCount(0)
  await expect(page.getByTestId('audio-player')).toBeVisible()
  await page.reload()
  await hydrated(page, true)
  await expect(phoneButton(page)).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('audio-player')).toBeVisible()
})

test('at bedtime the phone’s voice reads slower, and the last page ends on The End', { tag: '@js-only' }, async ({ page }) => {
  const last = story.segments.length
  await open(page, { voices: VOICES }, `?bedtime=1&page=${last}`)
  await phoneButton(page).click()
  await player(page).getByRole('button', { name: 'Play' }).click()
  await expect.poll(() => spoken(page)).toHaveLength(1)
  // 0.85 for the band, then bedtime's 0.85: 0.72.
  expect((await spoken(page))[0]).toMatchObject({ text: story.segments[last - 1]!.content, rate: 0.72 })
  await finish(page)
  await expect(indicator(page)).toHaveText('The End')
  expect(await spoken(page)).toHaveLength(1)
})

test('without JavaScript there is no voice choice and the storybook clip plays', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(`/story/${story.id}`)
  await expect(phoneButton(page)).toHaveCount(0)
  const audio = page.getByTestId('audio-player').locator('audio')
  await expect(audio).toHaveAttribute('controls', '')
  await expect(audio).toHaveAttribute('src', story.segments[0]!.audioUrl)
  await audio.evaluate((el: HTMLAudioElement) => el.play())
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0)
})
