import { asc, eq, inArray } from 'drizzle-orm'
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate'
import {
  children,
  creditLedger,
  oauthAccounts,
  payments,
  recordingLinks,
  segments,
  sessions,
  stories,
  storyShares,
  storyVoices,
  subscriptions,
  users,
  type User,
} from '@db/schema'
import { spendableCredits } from './billing/credits'
import { db, first } from './db'
import { voicesOfStory } from './recordings/voices'
import { log } from './log'
import { readMedia } from './media/storage'

/**
 * "Your data" (GET /api/account/export): one ZIP with everything the app keeps about an account,
 * as JSON, and every media file of its stories, so a family can take it elsewhere (the right to
 * data portability). It is streamed: the archive is written as the client reads it, one story and
 * one file at a time, so a large library never sits in memory whole.
 *
 *   README.txt                       what is where
 *   manifest.json                    which format this is (ACCOUNT_EXPORT_FORMAT, its version), for import
 *   account.json                     profile, credits and ledger, purchases, sign-ins, sessions,
 *                                    children, share and recording links, newsletter, page views
 *   stories/{id}/story.json          a story's details and pages, naming its files below
 *   stories/{id}/pictures/page-N.webp (and .svg), narration/page-N.mp3, read-along/page-N.json
 *   stories/{id}/voices/{voice}/page-N.mp3 (or .m4a)   pages recorded by a loved one
 */

/** What POST /api/account/import reads; a new version is made whenever a field it needs changes. */
export const ACCOUNT_EXPORT_FORMAT = { format: 'storybook-account-export', version: 2 } as const

type Entry = { name: string; data: Uint8Array; compress: boolean }

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`)
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null
const extensionOf = (path: string) => /\.(\w+)$/.exec(path)?.[1] ?? 'bin'

/** The archive as a stream of bytes; an error part-way ends the stream with that error. */
export function accountExport(user: User): ReadableStream<Uint8Array> {
  const entries = exportEntries(user)
  let zip: Zip
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        zip = new Zip((error, chunk, final) => {
          if (error) return controller.error(error)
          controller.enqueue(chunk)
          if (final) controller.close()
        })
      },
      // One entry per pull: the next file is read only when the reader has taken the last one.
      async pull(controller) {
        try {
          const next = await entries.next()
          if (next.done) return zip.end()
          const file = next.value.compress ? new ZipDeflate(next.value.name, { level: 6 }) : new ZipPassThrough(next.value.name)
          zip.add(file)
          file.push(next.value.data, true)
        } catch (error) {
          log.error('account export failed', { userId: user.id, error })
          controller.error(error)
        }
      },
      async cancel() {
        await entries.return(undefined)
      },
    },
    { highWaterMark: 0 },
  )
}

async function* exportEntries(user: User): AsyncGenerator<Entry> {
  yield { name: 'README.txt', data: strToU8(README), compress: true }
  yield { name: 'manifest.json', data: json({ ...ACCOUNT_EXPORT_FORMAT, exportedAt: new Date().toISOString() }), compress: true }
  yield { name: 'account.json', data: json(await accountData(user)), compress: true }
  const storyRows = await db().select().from(stories).where(eq(stories.userId, user.id)).orderBy(asc(stories.id))
  for (const story of storyRows) {
    const folder = `stories/${story.id}`
    const pages = await db().select().from(segments).where(eq(segments.storyId, story.id)).orderBy(asc(segments.sequence))
    const { voices, clips: recordings } = await voicesOfStory(story.id)
    const files: Array<{ name: string; path: string }> = []
    const fileFor = (path: string | null, name: string) => {
      if (!path) return null
      files.push({ name: `${folder}/${name}.${extensionOf(path)}`, path })
      return `${name}.${extensionOf(path)}`
    }
    const details = {
      id: story.id,
      title: story.title,
      status: story.status,
      childName: story.childName,
      childAge: story.childAge,
      pronouns: story.pronouns,
      mainCharacter: story.mainCharacter,
      interests: story.interests,
      fears: story.fears,
      family: story.family,
      theme: story.theme,
      heroLook: story.heroLook ?? null,
      outline: story.outline,
      outlineChoice: story.outlineChoice,
      seed: story.seed,
      engine: story.engine,
      writer: story.writer,
      // Ids of this archive (children in account.json, stories in their folders), remapped on import.
      childId: story.childId,
      companionChildId: story.companionChildId,
      sequelOf: story.sequelOf,
      newVersionOf: story.versionOf,
      freeRetellUsed: story.freeRetellUsed,
      createdAt: iso(story.createdAt),
      completedAt: iso(story.completedAt),
      pages: pages.map((page) => ({
        page: page.sequence,
        text: page.content,
        // What the page's picture shows (places, figures, things): its alt text, and a redraw's brief.
        scene: sceneOf(page.scene),
        picture: fileFor(page.imagePath, `pictures/page-${page.sequence}`),
        drawing: fileFor(page.drawingPath, `pictures/page-${page.sequence}`),
        narration: fileFor(page.audioPath, `narration/page-${page.sequence}`),
        readAlong: fileFor(page.wordsPath, `read-along/page-${page.sequence}`),
      })),
      voices: voices.map((voice) => ({
        name: voice.name,
        createdAt: iso(voice.createdAt),
        pages: recordings
          .filter((r) => r.voiceId === voice.id)
          .map((r) => ({
            page: r.sequence,
            seconds: Math.round(r.durationMs / 100) / 10,
            recordedAt: iso(r.createdAt),
            file: fileFor(r.audioPath, `voices/${voice.id}/page-${r.sequence}`),
          })),
      })),
    }
    yield { name: `${folder}/story.json`, data: json(details), compress: true }
    for (const file of files) {
      const data = await readMedia(file.path)
      // A file missing from the store (removed by hand) is left out rather than failing the export.
      if (data) yield { name: file.name, data: new Uint8Array(data), compress: file.path.endsWith('.json') }
    }
  }
}

/** A page's stored scene as JSON (an unreadable one, which no page should have, as null). */
function sceneOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

async function accountData(user: User) {
  const userId = user.id
  const storyIds = (await db().select({ id: stories.id }).from(stories).where(eq(stories.userId, userId))).map((s) => s.id)
  const voiceRows = storyIds.length === 0 ? [] : await db().select().from(storyVoices).where(inArray(storyVoices.storyId, storyIds))
  const [ledger, purchases, signIns, sessionRows, childRows, shareRows, recordingLinkRows, subscription] = await Promise.all([
    db().select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id)),
    db().select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id)),
    db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId)).orderBy(asc(oauthAccounts.id)),
    db().select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db().select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.id)),
    storyIds.length === 0 ? [] : db().select().from(storyShares).where(inArray(storyShares.storyId, storyIds)).orderBy(asc(storyShares.id)),
    voiceRows.length === 0
      ? []
      : db()
          .select()
          .from(recordingLinks)
          .where(
            inArray(
              recordingLinks.voiceId,
              voiceRows.map((v) => v.id),
            ),
          )
          .orderBy(asc(recordingLinks.id)),
    db().select().from(subscriptions).where(eq(subscriptions.email, user.email)).then(first),
  ])
  const fresh = (await db().select().from(users).where(eq(users.id, userId)).then(first)) ?? user
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      email: fresh.email,
      emailVerified: fresh.emailVerified,
      displayName: fresh.displayName,
      bio: fresh.bio,
      avatarUrl: fresh.avatarUrl,
      hasPassword: Boolean(fresh.passwordHash),
      createdAt: iso(fresh.createdAt),
    },
    credits: { spendableNow: await spendableCredits(fresh), purchasedLeft: fresh.purchasedCredits },
    creditLedger: ledger.map((row) => ({ change: row.delta, reason: row.reason, reference: row.reference, at: iso(row.createdAt) })),
    purchases: purchases.map((p) => ({
      provider: p.provider,
      checkoutSession: p.sessionId,
      credits: p.quantity,
      amount: p.amountMinor / 100,
      currency: p.currency,
      status: p.status,
      createdAt: iso(p.createdAt),
      fulfilledAt: iso(p.fulfilledAt),
    })),
    signIns: signIns.map((o) => ({ provider: o.provider, email: o.email, linkedAt: iso(o.createdAt) })),
    // Sessions are stored as hashes of their ids: when and how long, never the cookie.
    sessions: sessionRows.map((s) => ({ startedAt: iso(s.createdAt), lastSeenAt: iso(s.lastSeenAt), expiresAt: iso(s.expiresAt) })),
    familyRules: fresh.familyRules,
    children: childRows.map((c) => ({
      id: c.id,
      childName: c.childName,
      childAge: c.childAge,
      pronouns: c.pronouns,
      heroLook: c.heroLook ?? null,
      interests: c.interests,
      fears: c.fears,
      family: c.family,
      ageGivenAt: iso(c.ageGivenAt),
      birthDate: c.birthDate,
      rules: c.rules,
      lastUsedAt: iso(c.updatedAt),
    })),
    // A link's token is stored only as its hash, so the address itself cannot be given back.
    shareLinks: shareRows.map((s) => ({ story: s.storyId, createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt), note: s.note })),
    recordingLinks: recordingLinkRows.map((l) => ({
      story: voiceRows.find((v) => v.id === l.voiceId)?.storyId ?? null,
      voice: voiceRows.find((v) => v.id === l.voiceId)?.name ?? null,
      createdAt: iso(l.createdAt),
      expiresAt: iso(l.expiresAt),
    })),
    newsletter: subscription ? { subscribed: true, since: iso(subscription.createdAt) } : { subscribed: false },
    pageViews: [],
    pageViewsNote: 'Page views are counted without cookies or accounts (see the privacy policy), so none are linked to you.',
    stories: storyIds.map((id) => `stories/${id}/story.json`),
  }
}

const README = `Your Storybook data
===================

manifest.json         Which format this archive is, so another Storybook can import it.
account.json          Your profile, credits and every change to them, purchases, sign-ins,
                      sessions, the children you made stories for, share and recording links,
                      and your newsletter sign-up.
stories/<id>/         One folder per story:
  story.json          The story's details (child, character, theme, look) and its pages' text.
  pictures/           Each page's picture (WebP), and the drawing it was made from (SVG).
  narration/          Each page read aloud by the storybook voice (MP3).
  read-along/         When each word is spoken (JSON), for read-along highlighting.
  voices/<n>/         Pages recorded by a loved one (MP3 or M4A).

To move your family to another Storybook, import this file there, unchanged, from
"Your data" on its profile page: children, stories, pictures, narration and recorded voices
come along (credits and purchases stay here).

Passwords, session cookies and link addresses are not included: only their hashes are stored,
and those are of no use outside the app.
`
