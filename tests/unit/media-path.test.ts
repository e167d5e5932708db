import { describe, expect, it } from 'vitest'
import { FALLBACK_IMAGE, IMAGE_ASPECTS, resolveMediaPath } from '~/lib/media-path'

describe('resolveMediaPath', () => {
  it.each([
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['   ', ''],
  ])('empty input %j gives an empty path', (input, expected) => {
    expect(resolveMediaPath(input)).toBe(expected)
  })

  it.each([
    'https://cdn.example.com/pictures/a.webp',
    'http://localhost:3000/whatever.mp3',
    'https://images.example.org/images/x.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'DATA:audio/mpeg;base64,AAAA',
  ])('full http or data URL %s passes through', (url) => {
    expect(resolveMediaPath(url)).toBe(url)
  })

  it.each([
    ['https://storage.googleapis.com/story-media/images/abc.webp', '/api/media/story-media/images/abc.webp'],
    ['https://story-media.storage.googleapis.com/audio/abc.mp3', '/api/media/story-media/audio/abc.mp3'],
    ['https://s3.amazonaws.com/bucket-1/a/b.png', '/api/media/bucket-1/a/b.png'],
    ['https://bucket-2.s3.eu-west-1.amazonaws.com/c.mp3', '/api/media/bucket-2/c.mp3'],
    ['https://s3.us-east-2.amazonaws.com/bkt/d.webp', '/api/media/bkt/d.webp'],
  ])('cloud-storage URL %s is rewritten to %s', (url, expected) => {
    expect(resolveMediaPath(url)).toBe(expected)
  })

  it('leaves cloud-storage hosts without a file alone', () => {
    expect(resolveMediaPath('https://storage.googleapis.com/bucket-only')).toBe('https://storage.googleapis.com/bucket-only')
  })

  it.each([
    ['/api/media/images/a.webp', '/api/media/images/a.webp'],
    ['/api/media//images///a.webp', '/api/media/images/a.webp'],
    ['//api/media/audio/b.mp3', '/api/media/audio/b.mp3'],
    ['api/media/audio/b.mp3', '/api/media/audio/b.mp3'],
  ])('path under /api/media %s keeps its form: %s', (input, expected) => {
    expect(resolveMediaPath(input)).toBe(expected)
  })

  it.each([
    ['images/a.webp', '/api/media/images/a.webp'],
    ['/public/images/a.webp', '/api/media/images/a.webp'],
    ['stories/12/images/cover.png', '/api/media/images/cover.png'],
    ['audio/seg-1.mp3', '/api/media/audio/seg-1.mp3'],
    ['/uploads/audio/x/y.mp3', '/api/media/audio/x/y.mp3'],
  ])('path containing images/ or audio/ %s maps to %s', (input, expected) => {
    expect(resolveMediaPath(input)).toBe(expected)
  })

  it.each([
    ['/public/covers/a.png', '/api/media/covers/a.png'],
    ['public/a.png', '/api/media/a.png'],
    ['/other/file.bin', '/api/media/other/file.bin'],
    ['file.webp', '/api/media/file.webp'],
    ['myimages/a.png', '/api/media/myimages/a.png'],
  ])('other path %s maps to %s', (input, expected) => {
    expect(resolveMediaPath(input)).toBe(expected)
  })

  it('names the fallback image and the aspect options', () => {
    expect(FALLBACK_IMAGE).toBe('/assets/fallback-story-image.svg')
    expect(IMAGE_ASPECTS).toEqual(['square', 'video', 'wide', 'vertical'])
  })
})
