/**
 * The body cap of scripts/start.js: the two recording pages take a recorded page of sound, by
 * whichever address React Router posts to them; every other path keeps the small cap.
 */
import { describe, expect, it } from 'vitest'
import { bodyLimitFor, MAX_BODY_BYTES, RECORDING_UPLOAD_MAX_BYTES } from '~/.server/http'

const TOKEN = 'a'.repeat(43)

describe('bodyLimitFor', () => {
  it.each([
    '/story/12/voices/3',
    '/story/12/voices/3/',
    '/story/12/voices/3.data',
    '/story/12/voices/3/_.data',
    `/r/${TOKEN}`,
    `/r/${TOKEN}/`,
    `/r/${TOKEN}.data`,
    `/r/${TOKEN}/_.data`,
  ])('%s, a recording page or its data twin, takes a recording', (path) => {
    expect(bodyLimitFor(path)).toBe(RECORDING_UPLOAD_MAX_BYTES)
  })

  it.each([
    '/',
    '/_.data',
    '/create.data',
    '/story/12/voices',
    '/story/12/voices/3/x',
    '/story/12/voices/3//_.data',
    '/story/12/voices/3_.data',
    `/r/${TOKEN}x`,
    `/r/${TOKEN}/media/a.webm`,
    `/api/r/${TOKEN}`,
  ])('%s keeps the small cap', (path) => {
    expect(bodyLimitFor(path)).toBe(MAX_BODY_BYTES)
  })
})
