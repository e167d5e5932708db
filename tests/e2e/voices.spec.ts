import { wav } from '../support/audio'
import { createStory, expect, hydrated, signInVerified, test, toast, uniqueEmail } from './fixtures'

/**
 * A loved one's voice, with JavaScript on and off: the parent adds Grandma's voice, records page 1
 * by choosing a file (what a phone's recorder hands the file input), and the reader plays it when
 * Grandma's voice is chosen. With JavaScript, page 2 is recorded in the page from the microphone
 * (Chromium's fake device), listened to, and saved.
 */
test('record a page from a file upload and play it in the reader', async ({ page, js, smtp }, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'voices'))
  const story = await createStory(page)
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  await page.getByRole('link', { name: 'Record voices' }).click()
  await expect(page).toHaveURL(`/story/${story.id}/voices`)
  await hydrated(page, js)
  await page.getByLabel(/Who is reading/).fill('Grandma')
  await page.getByRole('button', { name: 'Add voice' }).click()
  await expect(toast(page)).toContainText('Grandma’s voice added')
  await page.getByRole('link', { name: /Record Grandma.s pages here/ }).click()
  await expect(page.getByText('Recording Grandma’s voice')).toBeVisible()
  await hydrated(page, js)
  await expect(page.getByTestId('recording-progress')).toHaveText(`0 of ${story.segments.length} pages recorded`)

  // Ten seconds of WAV (320 KB): more than the 256 KB every other form may send.
  const page1 = page.locator('#page-1')
  await page1.locator('input[type="file"]').setInputFiles({ name: 'grandma-page-1.wav', mimeType: 'audio/wav', buffer: wav(10) })
  await page1.getByRole('button', { name: 'Save the recording of page 1' }).click()
  await expect(toast(page)).toContainText('Page 1 recorded')
  await expect(page.getByTestId('recording-progress')).toHaveText(`1 of ${story.segments.length} pages recorded`)
  await expect(page.locator('#page-1').getByText('Recorded (0:10)')).toBeVisible()

  // A text file called .m4a is refused, with the reason, and nothing is lost.
  const page2 = page.locator('#page-2')
  await page2
    .locator('input[type="file"]')
    .setInputFiles({ name: 'note.m4a', mimeType: 'audio/mp4', buffer: Buffer.from('Not a recording, just a note.\n'.repeat(10)) })
  await page2.getByRole('button', { name: 'Save the recording of page 2' }).click()
  await expect(page.getByText('This file is not a sound recording')).toBeVisible()
  await expect(page.getByTestId('recording-progress')).toHaveText(`1 of ${story.segments.length} pages recorded`)

  // The reader: Grandma's voice reads page 1.
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  await page.getByRole('link', { name: 'Grandma’s voice' }).click()
  await expect(page.getByRole('link', { name: 'Grandma’s voice' })).toHaveAttribute('aria-current', 'true')
  const audio = page.getByTestId('audio-player').locator('audio')
  await expect(audio).toHaveAttribute('src', /^\/api\/media\/audio\/[0-9a-f]{32}\.mp3$/)
  const src = (await audio.getAttribute('src'))!
  expect(src).not.toBe(story.segments[0]!.audioUrl)
  if (js) {
    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await expect(page.getByTestId('audio-player')).toHaveAttribute('data-state', 'playing')
    // Her own reading has no word timings: no read-along highlight.
    await expect(page.locator('[data-read-along] [aria-current="true"]')).toHaveCount(0)
  } else {
    await expect(audio).toHaveAttribute('controls', '')
    await audio.evaluate((el: HTMLAudioElement) => el.play())
  }
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 60_000 }).toBeGreaterThan(0.2)
  const duration = await audio.evaluate((el: HTMLAudioElement) => el.duration)
  expect(duration).toBeGreaterThan(9.5)
  expect(duration).toBeLessThan(10.6)

  // Page 2 has no take yet: the storybook voice reads it, and the reader says so.
  await page
    .getByRole('link', { name: /next page/i })
    .first()
    .click()
  await expect(page.getByText('Grandma has not recorded this page yet')).toBeVisible()
  await expect(audio).toHaveAttribute('src', story.segments[1]!.audioUrl)
})

test('record a page with the microphone, listen, and save it @js-only', async ({ page, smtp }, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'microphone'))
  const story = await createStory(page)
  await page.goto(`/story/${story.id}/voices`)
  await hydrated(page, true)
  await page.getByLabel(/Who is reading/).fill('Dad')
  await page.getByRole('button', { name: 'Add voice' }).click()
  await page.getByRole('link', { name: /Record Dad.s pages here/ }).click()
  await hydrated(page, true)

  const page1 = page.locator('#page-1')
  await page1.getByRole('button', { name: 'Record page 1' }).click()
  await expect(page1.getByText(/Recording page 1/)).toBeVisible()
  await expect(page1.getByRole('meter', { name: 'Microphone level' })).toBeVisible()
  // The fake microphone beeps: the loudest level over a second and a half, sampled every frame,
  // catches a beep, where single polls a second apart can keep landing between them.
  const loudest = (meter: HTMLMeterElement) =>
    new Promise<number>((resolve) => {
      let max = 0
      const end = performance.now() + 1500
      const sample = () => {
        max = Math.max(max, meter.value)
        if (performance.now() < end) requestAnimationFrame(sample)
        else resolve(max)
      }
      sample()
    })
  await expect.poll(() => page1.getByRole('meter', { name: 'Microphone level' }).evaluate(loudest)).toBeGreaterThan(0.05)
  // A take of two seconds or more, read from the recorder's own clock rather than a guessed pause.
  await expect(page1.getByText(/Recording page 1… 0:0[2-9]/)).toBeVisible()
  await page1.getByRole('button', { name: 'Stop' }).click()
  await expect(page1.getByText(/Listen to your recording/)).toBeVisible()
  await expect(page1.getByRole('button', { name: 'Record again' })).toBeVisible()
  await page1.getByRole('button', { name: 'Save this recording' }).click()
  await expect(toast(page)).toContainText('Page 1 recorded')
  await expect(page.getByTestId('recording-progress')).toHaveText(`1 of ${story.segments.length} pages recorded`)
  const saved = page.locator('#page-1 audio[controls]').first()
  await expect(saved).toHaveAttribute('src', /^\/api\/media\/audio\/[0-9a-f]{32}\.mp3$/)
})
