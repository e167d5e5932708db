/**
 * Media in an S3-compatible bucket (MEDIA_STORE=s3): the built app with the real AWS SDK against a
 * local S3 server (s3rver). Pictures, clips and word timings go to the bucket, come back
 * byte-for-byte (whole, by range, by ETag), stay owner-only, and leave the bucket with their story.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { unzipSync } from 'fflate'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { readJson, type HttpClient } from '../support/http'
import { startS3, type S3Server } from '../support/s3'

const STORY = { childName: 'Ravi, who is brave', childAge: 6, mainCharacter: 'a shy dragon', theme: 'space' }

let s3: S3Server
let app: AppServer
let owner: HttpClient
let client: S3Client

const keyOf = (url: string) => url.replace(/^\/api\/media\//, '')

async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  return (listed.Contents ?? []).map((o) => o.Key!).sort()
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

beforeAll(async () => {
  s3 = await startS3()
  app = await startApp({ ...s3.env, FREE_STORIES_PER_MONTH: '10' })
  owner = await verifiedClient(app, 'bucket.parent@example.com')
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
})
afterAll(async () => {
  client?.destroy()
  await stopAll(app)
  await s3?.stop()
})

describe('MEDIA_STORE=s3', () => {
  it('stores every picture, clip and word timing in the bucket, none on disk, and serves them byte for byte', async () => {
    const res = await owner.postJson('/api/stories', STORY)
    expect(res.status).toBe(201)
    const story = await readJson(res)
    const urls: string[] = story.segments.flatMap((s: { imageUrl: string; audioUrl: string; wordsUrl: string | null }) =>
      [s.imageUrl, s.audioUrl, s.wordsUrl].filter(Boolean),
    )
    expect(urls.length).toBeGreaterThanOrEqual(story.segments.length * 3)
    const keys = await bucketKeys()
    for (const url of urls) expect(keys).toContain(keyOf(url))
    expect(fs.existsSync(path.join(app.dataDir, 'media', 'images'))).toBe(false)

    for (const url of urls) {
      const served = await owner.get(url)
      expect(served.status).toBe(200)
      const body = Buffer.from(await served.arrayBuffer())
      expect(body.equals(await objectBytes(keyOf(url)))).toBe(true)
      // The name is the SHA-256 of the bytes the app made: what comes back is exactly what was stored.
      expect(crypto.createHash('sha256').update(body).digest('hex').slice(0, 32)).toBe(/([0-9a-f]{32})\./.exec(url)![1])
    }
    const picture = await owner.get(story.segments[0].imageUrl)
    expect(picture.headers.get('Content-Type')).toBe('image/webp')
    expect(picture.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable')
  })

  it('answers ranges, HEAD and If-None-Match from the bucket, to the owner only', async () => {
    const story = (await readJson(await owner.get('/api/stories')))[0]
    const clip = story.segments[0].audioUrl
    const whole = await objectBytes(keyOf(clip))

    const part = await owner.get(clip, { headers: { Range: 'bytes=100-1099' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-1099/${whole.byteLength}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true)
    const tail = await owner.get(clip, { headers: { Range: 'bytes=-500' } })
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.byteLength - 500))).toBe(true)
    expect((await owner.get(clip, { headers: { Range: `bytes=${whole.byteLength}-` } })).status).toBe(416)

    const head = await owner.request(clip, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(String(whole.byteLength))
    const etag = head.headers.get('ETag')!
    expect((await owner.get(clip, { headers: { 'If-None-Match': etag } })).status).toBe(304)

    const stranger = await verifiedClient(app, 'bucket.stranger@example.com')
    expect((await stranger.get(clip)).status).toBe(404)
    expect((await stranger.get(story.segments[0].imageUrl)).status).toBe(404)
  })

  it('makes the picture book and the offline ZIP from the bucket, with every picture', async () => {
    const story = await readJson(await owner.postJson('/api/stories', STORY))
    const book = await owner.get(`/api/stories/${story.id}/book.pdf`)
    expect(book.status).toBe(200)
    const pdf = await PDFDocument.load(new Uint8Array(await book.arrayBuffer()))
    expect(pdf.getPageCount()).toBe(story.segments.length + 2)
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    expect(images.length).toBeGreaterThanOrEqual(story.segments.length)
    const zip = await owner.get(`/api/stories/${story.id}/bundle.zip`)
    expect(zip.status).toBe(200)
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    expect(Buffer.from(files['pictures/page-1.webp']!).equals(await objectBytes(keyOf(story.segments[0].imageUrl)))).toBe(true)
    expect(Buffer.from(files['narration/page-1.mp3']!).equals(await objectBytes(keyOf(story.segments[0].audioUrl)))).toBe(true)
  })

  it('a new picture and a fixed page replace their objects (the picture before kept for undo until the next); deleting the story empties the bucket of it', async () => {
    const story = (await readJson(await owner.get('/api/stories')))[0]
    const redrawn = await readJson(await owner.postJson(`/api/stories/${story.id}/segments/1/redraw`))
    let keys = await bucketKeys()
    expect(keys).toContain(keyOf(redrawn.imageUrl))
    // The picture before is kept for "Undo new picture" until the next redraw replaces it.
    expect(keys).toContain(keyOf(story.segments[0].imageUrl))
    const again = await readJson(await owner.postJson(`/api/stories/${story.id}/segments/1/redraw`))
    keys = await bucketKeys()
    expect(keys).toEqual(expect.arrayContaining([keyOf(again.imageUrl), keyOf(redrawn.imageUrl)]))
    expect(keys).not.toContain(keyOf(story.segments[0].imageUrl))
    const fixed = await readJson(await owner.putJson(`/api/stories/${story.id}/segments/2`, { content: 'Ravi waved at the moon.' }))
    keys = await bucketKeys()
    expect(keys).toContain(keyOf(fixed.audioUrl))
    expect(keys).not.toContain(keyOf(story.segments[1].audioUrl))

    const now = await readJson(await owner.get(`/api/stories/${story.id}`))
    const mine = [
      ...now.segments.flatMap((s: { imageUrl: string; audioUrl: string; wordsUrl: string | null }) =>
        [s.imageUrl, s.audioUrl, s.wordsUrl].filter(Boolean),
      ),
      redrawn.imageUrl,
    ].map(keyOf)
    expect((await owner.delete(`/api/stories/${story.id}`)).status).toBe(200)
    keys = await bucketKeys()
    for (const key of mine) expect(keys).not.toContain(key)
  })

  it('deleting the account removes its objects; /healthz checks the bucket', async () => {
    const parent = await verifiedClient(app, 'leaving.parent@example.com')
    const story = await readJson(await parent.postJson('/api/stories', STORY))
    const mine: string[] = story.segments.map((s: { imageUrl: string }) => keyOf(s.imageUrl))
    expect(await bucketKeys()).toEqual(expect.arrayContaining(mine))
    expect((await parent.delete('/api/account')).status).toBe(200)
    const keys = await bucketKeys()
    for (const key of mine) expect(keys).not.toContain(key)

    const health = await owner.get('/healthz')
    expect(health.status).toBe(200)
    expect(await readJson(health)).toMatchObject({ status: 'ok', media: 'ok' })
  })
})
