/**
 * The checks an imported archive passes before anything is written: the ZIP's directory, names and
 * limits (zip bombs, names climbing out, damage), each entry inflated no further than it claims,
 * media judged by their bytes, the JSON records validated, and the page's summary of the result.
 */
import zlib from 'node:zlib'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES, Archive, isSafeEntryName } from '~/.server/account-import/archive'
import { checkMedia, isPlainSvg, isReadAlong, sniffPicture } from '~/.server/account-import/media'
import { accountSchema, parseRecord, storySchema } from '~/.server/account-import/records'
import { AppError } from '~/.server/errors'
import { bodyLimitFor, IMPORT_UPLOAD_MAX_BYTES, MAX_BODY_BYTES } from '~/.server/http'
import { importSummaryLines } from '~/lib/account'
import { wav } from '../support/audio'

const refusal = (run: () => unknown): { status: number; message: string } => {
  try {
    run()
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message }
    throw error
  }
  throw new Error('not refused')
}

/** A ZIP's first central directory record, to forge what it claims. */
function patchDirectory(zip: Uint8Array, patch: (view: DataView, record: number) => void): Uint8Array {
  const copy = new Uint8Array(zip)
  const view = new DataView(copy.buffer)
  for (let at = copy.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      patch(view, view.getUint32(at + 16, true))
      return copy
    }
  }
  throw new Error('no directory')
}

describe('entry names', () => {
  it.each(['account.json', 'stories/12/story.json', 'stories/12/voices/3/page-1.mp3', 'stories/', '__MACOSX/._account.json'])(
    '%s is a plain relative name',
    (name) => expect(isSafeEntryName(name)).toBe(true),
  )
  it.each([
    '../account.json',
    'stories/../../etc/passwd',
    '/etc/passwd',
    'C:\\Windows\\evil.dll',
    'c:evil',
    'stories\\12\\story.json',
    'stories//story.json',
    './account.json',
    'stories/12/..',
    'bad\u0000name',
    'line\nbreak',
    '',
    'a'.repeat(256),
  ])('%j is refused', (name) => expect(isSafeEntryName(name)).toBe(false))
})

describe('Archive.open and read', () => {
  const zip = zipSync({ 'manifest.json': strToU8('{"format":"x"}'), 'stories/1/story.json': strToU8('{}') })

  it('reads the entries of a ZIP as fflate writes it, stored or deflated', () => {
    const archive = Archive.open(zip)
    expect([...archive.entries.keys()]).toEqual(['manifest.json', 'stories/1/story.json'])
    expect(new TextDecoder().decode(archive.read('manifest.json', 'json')!)).toBe('{"format":"x"}')
    const stored = Archive.open(zipSync({ 'a.json': [strToU8('[1,2]'), { level: 0 }] }))
    expect(new TextDecoder().decode(stored.read('a.json', 'json')!)).toBe('[1,2]')
    expect(archive.read('missing.json', 'json')).toBeNull()
  })

  it('refuses what is not a ZIP, or only the start of one', () => {
    expect(refusal(() => Archive.open(strToU8('hello')))).toEqual({ status: 400, message: ARCHIVE_MESSAGES.notZip })
    expect(refusal(() => Archive.open(zip.slice(0, zip.length - 10)))).toEqual({ status: 400, message: ARCHIVE_MESSAGES.notZip })
    expect(refusal(() => Archive.open(new Uint8Array(0)))).toEqual({ status: 400, message: ARCHIVE_MESSAGES.notZip })
  })

  it('refuses a name climbing out, whichever entry has it', () => {
    const evil = zipSync({ 'account.json': strToU8('{}'), '../../.ssh/authorized_keys': strToU8('ssh-ed25519 AAAA') })
    expect(refusal(() => Archive.open(evil))).toEqual({ status: 400, message: ARCHIVE_MESSAGES.badName('../../.ssh/authorized_keys') })
  })

  it('refuses too many entries, and more unpacked bytes than allowed, before inflating any', () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.json`, strToU8('{}')])))
    expect(refusal(() => Archive.open(many, { ...ARCHIVE_LIMITS, maxEntries: 5 }))).toEqual({
      status: 413,
      message: ARCHIVE_MESSAGES.tooManyEntries,
    })
    expect(Archive.open(many, { ...ARCHIVE_LIMITS, maxEntries: 6 }).entries.size).toBe(6)
    const claimsHuge = patchDirectory(zip, (view, record) => view.setUint32(record + 24, 300 * 1024 * 1024, true))
    expect(refusal(() => Archive.open(claimsHuge))).toEqual({ status: 413, message: ARCHIVE_MESSAGES.tooLargeUnpacked })
  })

  it('never inflates an entry past what it claims (a bomb lying about its size)', () => {
    const bomb = zipSync({ 'account.json': new Uint8Array(12 * 1024 * 1024) })
    expect(bomb.length).toBeLessThan(64 * 1024)
    expect(refusal(() => Archive.open(bomb).read('account.json', 'json'))).toEqual({
      status: 413,
      message: ARCHIVE_MESSAGES.entryTooLarge('account.json'),
    })
    const lying = patchDirectory(bomb, (view, record) => view.setUint32(record + 24, 1024, true))
    expect(refusal(() => Archive.open(lying).read('account.json', 'json'))).toEqual({ status: 400, message: ARCHIVE_MESSAGES.damaged })
  })

  it('refuses a damaged entry (its CRC) and an encrypted or unknown method', () => {
    const wrongCrc = patchDirectory(zip, (view, record) => view.setUint32(record + 16, 12345, true))
    expect(refusal(() => Archive.open(wrongCrc).read('manifest.json', 'json'))).toEqual({ status: 400, message: ARCHIVE_MESSAGES.damaged })
    const encrypted = patchDirectory(zip, (view, record) => view.setUint16(record + 8, view.getUint16(record + 8, true) | 1, true))
    expect(refusal(() => Archive.open(encrypted)).status).toBe(400)
    const bzip2 = patchDirectory(zip, (view, record) => view.setUint16(record + 10, 12, true))
    expect(refusal(() => Archive.open(bzip2))).toEqual({ status: 400, message: ARCHIVE_MESSAGES.unsupported })
  })

  it('refuses the same name twice', () => {
    // fflate will not write a duplicate: rename the second entry to the first's name in both headers.
    const twice = zipSync({ 'a.json': strToU8('{}'), 'b.json': strToU8('[]') })
    const bytes = new Uint8Array(twice)
    const text = Buffer.from(bytes)
    let at = text.indexOf('b.json')
    while (at >= 0) {
      bytes[at] = 'a'.charCodeAt(0)
      at = text.indexOf('b.json', at + 1)
    }
    expect(refusal(() => Archive.open(bytes))).toEqual({ status: 400, message: ARCHIVE_MESSAGES.duplicate('a.json') })
  })

  it('uses zlib as the deflate it reads', () => {
    expect(zlib.inflateRawSync(zlib.deflateRawSync(Buffer.from('abc'))).toString()).toBe('abc')
  })
})

describe('media judged by their bytes', () => {
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)])
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

  it('knows a picture by its signature, not its name', () => {
    expect(sniffPicture(webp)).toBe('webp')
    expect(sniffPicture(png)).toBe('png')
    expect(sniffPicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg')
    expect(sniffPicture(Buffer.from('<svg></svg>'))).toBeNull()
  })

  it('takes a plain drawing, and refuses scripts, foreign content, entities and links out', () => {
    expect(
      isPlainSvg(strToU8('<svg xmlns="http://www.w3.org/2000/svg"><defs><g id="a"/></defs><use href="#a"/><rect fill="url(#g)"/></svg>')),
    ).toBe(true)
    expect(isPlainSvg(strToU8('<?xml version="1.0"?>\n<!-- a drawing --><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>\n'))).toBe(true)
    for (const bad of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<svg><image href="file:///etc/passwd"/></svg>',
      '<svg><image xlink:href="https://example.com/a.png"/></svg>',
      '<svg><rect style="fill:url(https://example.com/a)"/></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      '<html><svg></svg></html>',
      'not a drawing',
    ])
      expect(isPlainSvg(strToU8(bad)), bad).toBe(false)
  })

  it('takes read-along timings of the narrator’s shape only', () => {
    expect(
      isReadAlong(strToU8(JSON.stringify({ duration: 2, words: [{ word: 'Mia', start: 0, end: 0.4, charStart: 0, charEnd: 3 }] }))),
    ).toBe(true)
    expect(isReadAlong(strToU8(JSON.stringify({ duration: 2, words: [{ word: 'Mia' }] })))).toBe(false)
    expect(isReadAlong(strToU8('{'))).toBe(false)
  })

  it('refuses a file that is not what its place in the story says, naming it (422)', async () => {
    await expect(checkMedia('stories/1/pictures/page-1.webp', 'picture', 'webp', png)).rejects.toMatchObject({ status: 422 })
    await expect(checkMedia('stories/1/pictures/page-1.webp', 'picture', 'webp', webp)).resolves.toEqual({})
    await expect(checkMedia('stories/1/narration/page-1.mp3', 'narration', 'mp3', webp)).rejects.toThrow(
      'stories/1/narration/page-1.mp3 in this ZIP file is not a narration (MP3)',
    )
    // A recording must be kept as uploaded (MP3 or M4A): a WAV would need transcoding, so it is refused.
    await expect(checkMedia('stories/1/voices/2/page-1.mp3', 'recording', 'mp3', wav(1))).rejects.toMatchObject({ status: 422 })
    await expect(checkMedia('stories/1/pictures/page-1.exe', 'picture', 'mp3', webp)).rejects.toMatchObject({ status: 422 })
    // An MP3 header with nothing playable after it: refused as a recording, never a server error.
    const header = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...new Array(40).fill(0)])
    await expect(checkMedia('stories/1/voices/2/page-1.mp3', 'recording', 'mp3', header)).rejects.toMatchObject({ status: 422 })
  })
})

describe('the JSON records', () => {
  const story = {
    id: 7,
    title: 'The Owl and the Moon',
    status: 'ready',
    childName: 'Mia, who is curious',
    childAge: 5,
    pronouns: 'she',
    mainCharacter: 'a kind owl',
    theme: 'space',
    outline: 2,
    seed: 42,
    engine: 'offline',
    createdAt: '2026-11-30T19:00:00.000Z',
    pages: [
      { page: 1, text: 'Once upon a time…', scene: { place: 'moon' }, picture: 'pictures/page-1.webp', narration: 'narration/page-1.mp3' },
    ],
    voices: [],
  }
  const bytes = (value: unknown) => strToU8(JSON.stringify(value))

  it('takes a story as the export writes it, links between ids included', () => {
    const parsed = parseRecord('stories/7/story.json', bytes({ ...story, sequelOf: 3, childId: 2, companionChildId: 4 }), storySchema)
    expect(parsed).toMatchObject({ id: 7, sequelOf: 3, childId: 2, companionChildId: 4, newVersionOf: null, heroLook: null })
    expect(parsed.createdAt).toEqual(new Date('2026-11-30T19:00:00.000Z'))
  })

  it.each([
    [{ ...story, theme: 'volcano-of-doom' }, 'theme: must be one of the themes'],
    [{ ...story, pages: [{ ...story.pages[0], picture: '../../../etc/passwd' }] }, 'pages.0.picture: must name a file of the story'],
    [{ ...story, childName: 'Mia\u202Ecurious' }, 'childName: must be one line of text'],
    [{ ...story, pages: [{ ...story.pages[0], text: 'Once\u0000' }] }, 'pages.0.text: must be text without control characters'],
    [{ ...story, heroLook: { skinTone: 9, hairStyle: 'curly', hairColor: 'red', glasses: false } }, 'heroLook.skinTone'],
    [{ ...story, sequelOf: -1 }, 'sequelOf'],
    [{ ...story, createdAt: 'yesterday' }, 'createdAt'],
    [
      { ...story, pages: [{ ...story.pages[0], scene: { place: 'x'.repeat(70_000) } }] },
      'pages.0.scene: must be a short scene description',
    ],
  ])('refuses a story with a bad field, naming it (%#)', (value, message) => {
    expect(refusal(() => parseRecord('stories/7/story.json', bytes(value), storySchema))).toMatchObject({
      status: 422,
      message: expect.stringContaining(message),
    })
  })

  it('refuses JSON that does not parse, and rules that are not short lines', () => {
    expect(refusal(() => parseRecord('account.json', strToU8('{"children": ['), accountSchema)).message).toBe(
      'account.json in this ZIP file is not valid JSON. Please import the file exactly as it was downloaded.',
    )
    const account = { children: [], stories: [], familyRules: ['x'.repeat(121)] }
    expect(refusal(() => parseRecord('account.json', bytes(account), accountSchema)).message).toContain('familyRules.0')
  })
})

describe('the body cap of the import paths', () => {
  it.each(['/api/account/import', '/profile/import', '/profile/import.data', '/profile/import/_.data'])('%s takes an archive', (path) =>
    expect(bodyLimitFor(path)).toBe(IMPORT_UPLOAD_MAX_BYTES),
  )
  it.each(['/api/account/export', '/profile', '/profile/import/x', '/api/account/import/x'])('%s keeps the small cap', (path) =>
    expect(bodyLimitFor(path)).toBe(MAX_BODY_BYTES),
  )
})

describe('the summary the page shows', () => {
  it('says what was restored first, then what was left as it was', () => {
    expect(
      importSummaryLines({ children: 2, childrenKept: 1, stories: 1, storiesSkipped: 0, storiesUnfinished: 1, files: 9, recordings: 1 }),
    ).toEqual([
      'Restored 2 children and 1 story.',
      'With 9 pictures and sound files, 1 recorded page among them.',
      '1 child was already here: their profile is kept as it was, and the imported stories are on their shelf.',
      '1 story was not finished when downloaded, so left out.',
    ])
    expect(
      importSummaryLines({ children: 0, childrenKept: 0, stories: 0, storiesSkipped: 3, storiesUnfinished: 0, files: 0, recordings: 0 }),
    ).toEqual(['Restored 0 children and 0 stories.', '3 stories were already in your library, so not added again.'])
    expect(
      importSummaryLines({ children: 1, childrenKept: 0, stories: 1, storiesSkipped: 0, storiesUnfinished: 0, files: 24, recordings: 0 }),
    ).toEqual(['Restored 1 child and 1 story.', 'With 24 pictures and sound files.'])
  })
})
