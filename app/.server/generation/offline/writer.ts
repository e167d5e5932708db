/**
 * The offline story writer: our own engine, no network, no model. It tells one of the theme's
 * authored stories (app/themes/<theme>/<n>.md) for this child: the parent's pick, or one of the
 * stories that fit the child best (tales/fit.ts), by seed; a next adventure recalls the one before.
 * Pure and deterministic: the same request and seed give the same story.
 */
import type { Writer, WriteRequest, WrittenStory } from '~/.server/generation/types'
import { listenerFor } from '../profile'
import { taleFor } from '../tales/catalogue'
import { chooseOutline } from '../tales/outlines'
import { bestOutlines } from '../tales/fit'
import { withRecall } from '../tales/recall'
import { tell } from '../tales/render'

export function writeStory(request: WriteRequest & { outline?: number | null }): WrittenStory {
  const listener = listenerFor(request)
  const avoid = [...(request.avoidOutline ? [request.avoidOutline] : []), ...(request.avoidOutlines ?? [])]
  const n = chooseOutline(
    request.theme,
    request.seed,
    request.outline,
    bestOutlines(request.theme, listener, avoid, request.hero, request.rules ?? []),
  )
  const tale = taleFor(request.theme, n)
  if (!tale) throw new Error(`No story is written for ${request.theme}/${n}`)
  const told = tell(tale, request.theme, listener, request.seed, request.hero ? { look: request.hero } : {})
  // The next adventure remembers the story it follows (tales/recall.ts).
  const texts = withRecall(
    told.pages.map((page) => page.text),
    request.recall,
    listener,
    request.seed,
  )
  return { title: told.title, outline: n, segments: told.pages.map((page, i) => ({ text: texts[i]!, scene: page.scene })) }
}

/** Bump when the stories change enough that the sample stories should be told again. */
export const OFFLINE_WRITER_VERSION = 'tales-3'

export const offlineWriter: Writer = {
  version: OFFLINE_WRITER_VERSION,
  async write(request, signal) {
    signal?.throwIfAborted()
    return writeStory(request)
  },
}
