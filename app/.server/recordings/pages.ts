import { data } from 'react-router'
import { asc, eq } from 'drizzle-orm'
import { segments } from '@db/schema'
import { voiceLabel } from '~/lib/schemas/voice'
import { db } from '../db'
import { isAppError } from '../errors'
import { readForm } from '../forms'
import { retryAfter } from '../http'
import { log } from '../log'
import { redirectWithToast } from '../toast'
import { clientIp } from '../security/client-ip'
import { admitRecording, listVoices, saveRecording, type RecordingTarget } from './voices'

/**
 * What the two recording pages share (the owner's /story/:id/voices/:voiceId and a recording
 * link's /r/:token): the pages to read with this voice's takes, and the form post that saves one.
 * `mediaBase` is where their pictures and takes are fetched from (/api/media or /r/{token}/media).
 */
export async function recordingPageData(target: RecordingTarget, mediaBase: string) {
  const pages = await db().select().from(segments).where(eq(segments.storyId, target.story.id)).orderBy(asc(segments.sequence))
  const voice = (await listVoices(target.story.id)).find((v) => v.id === target.voice.id)
  const viaBase = (url: string) => url.replace(/^\/api\/media\//, `${mediaBase}/`)
  return {
    title: target.story.title,
    voiceName: target.voice.name,
    voiceLabel: voiceLabel(target.voice.name),
    pages: pages.map((page) => {
      const take = voice?.clips[page.sequence]
      return {
        sequence: page.sequence,
        content: page.content,
        imageUrl: page.imagePath ? `${mediaBase}/${page.imagePath}` : '',
        take: take ? { audioUrl: viaBase(take.audioUrl), durationMs: take.durationMs } : null,
      }
    }),
  }
}

/** Saves the posted take (intent=record, sequence, audio) and returns to the page, or says what was wrong. */
export async function recordingPageAction(request: Request, target: RecordingTarget, back: string) {
  try {
    // Counted before the upload is read, so a flood costs little more than its count.
    await admitRecording(target, clientIp(request))
  } catch (error) {
    if (isAppError(error) && error.status < 500)
      return data({ error: error.message, sequence: null }, { status: error.status, headers: retryAfter(error.retryAfterSeconds) })
    throw error
  }
  const form = await readForm(request)
  const sequence = Number(form.get('sequence'))
  const audio = form.get('audio')
  const fail = (error: string, status = 400, retryAfterSeconds?: number) =>
    data({ error, sequence: Number.isSafeInteger(sequence) ? sequence : null }, { status, headers: retryAfter(retryAfterSeconds) })
  if (form.get('intent') !== 'record') return fail('Please choose a recording to save')
  if (!(audio instanceof File) || audio.size === 0) return fail('Please record the page, or choose a recording to save')
  try {
    const { durationMs } = await saveRecording(target, sequence, new Uint8Array(await audio.arrayBuffer()))
    log.info('recording saved', { storyId: target.story.id, voiceId: target.voice.id, sequence, durationMs })
    return redirectWithToast(`${back}#page-${sequence}`, {
      title: `Page ${sequence} recorded`,
      description: `${voiceLabel(target.voice.name)} reads it now.`,
      variant: 'success',
    })
  } catch (error) {
    if (isAppError(error) && error.status < 500) return fail(error.message, error.status, error.retryAfterSeconds)
    throw error
  }
}
