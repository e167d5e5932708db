import { and, eq, isNotNull } from 'drizzle-orm'
import { children, segments, stories, storyVoices, users, voiceRecordings, type User } from '@db/schema'
import { FAMILY_RULES_MAX, isFamilyRuleKey } from '~/lib/family-rules'
import { IMPORT_NO_FILE } from '~/lib/schemas/account-import'
import type { ImportSummary } from '~/lib/account'
import { ACCOUNT_EXPORT_FORMAT } from '../account-export'
import { first, isUniqueViolation, lockFor, only, transaction, type Tx } from '../db'
import { AppError } from '../errors'
import { IMPORT_FILE_MAX_BYTES } from '../http'
import { parseChild } from '../generation/profile/child'
import { log } from '../log'
import { unreferenced } from '../media/access'
import { deleteMedia, saveNewMedia, type MediaExtension } from '../media/storage'
import { assertSafeInput, UNSAFE_INPUT_MESSAGE } from '../stories/service'
import { Archive } from './archive'
import { checkMedia, type MediaRole } from './media'
import { accountSchema, manifestSchema, parseRecord, storySchema, type AccountRecord, type StoryRecord } from './records'

/**
 * "Your library, anywhere" (POST /api/account/import and /profile/import): the ZIP that
 * GET /api/account/export made, on this instance or another, restored into the signed-in account.
 *
 * 1. The archive is opened and every limit and name checked (archive.ts); every JSON record is
 *    validated (records.ts) before anything is written.
 * 2. Every media file the stories use is checked by its bytes (media.ts) and written through the
 *    media store (disk or S3), one at a time; the files new to the store are noted.
 * 3. One transaction adds the children, the stories (new ids; childId, companionChildId, sequelOf
 *    and versionOf remapped), their pages, voices and recordings. Nothing of the account is
 *    changed: a child whose name is already in the account keeps their profile and gets the
 *    imported stories; a story already in the library (same title, child and creation time: an
 *    archive imported twice) is skipped; unfinished stories are left out.
 * 4. Whatever happens, media files new to the store that no row uses afterwards are removed, so a
 *    refused archive leaves nothing behind.
 * Credits, purchases, sessions, share and recording links are never imported.
 */

/**
 * The largest archive accepted. Bodies are read whole into memory before the app sees them (as
 * every upload here), so this bounds the memory one import takes: about 70 stories with pictures
 * and narration (about 1.3 MB each from the offline engine), fewer with recorded voices.
 * A larger library is moved in parts (docs/operations.md).
 */
export const IMPORT_MAX_BYTES = IMPORT_FILE_MAX_BYTES

export const IMPORT_MESSAGES = {
  noFile: IMPORT_NO_FILE,
  tooLarge: `This file is too large: an import can be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  notOurs: 'This ZIP file is not a Storybook data download (it has no manifest.json). Please choose the file “Download your data” made.',
  version: (version: number) =>
    `This ZIP file was made by a version of Storybook this one cannot read (format ${version}; this one reads format ${ACCOUNT_EXPORT_FORMAT.version}). Please update both, then download your data again.`,
  changedMeanwhile: 'Your account changed while the import ran. Nothing was imported; please try again.',
  storeDown: 'The pictures and sounds could not be stored just now. Nothing was changed; please try again in a few minutes.',
  unsafeRule: `A rule in this ZIP file cannot be used. ${UNSAFE_INPUT_MESSAGE}`,
} as const

/** What was added and what was left as it was (the page shows it with importSummaryLines). */
export type ImportResult = ImportSummary

type Planned = { record: StoryRecord; folder: string }
type MediaRef = { name: string; role: MediaRole; extension: MediaExtension }

const STORY_JSON = /^stories\/(\d{1,15})\/story\.json$/
const extensionOf = (name: string) => /\.(\w+)$/.exec(name)?.[1] as MediaExtension
const nameKeyOf = (childName: string) => parseChild(childName).name.toLowerCase()

export async function importAccount(user: Pick<User, 'id'>, bytes: Uint8Array): Promise<ImportResult> {
  if (bytes.length === 0) throw new AppError(400, IMPORT_MESSAGES.noFile)
  if (bytes.length > IMPORT_MAX_BYTES) throw new AppError(413, IMPORT_MESSAGES.tooLarge)
  const archive = Archive.open(bytes)

  const manifestBytes = archive.read('manifest.json', 'json')
  if (!manifestBytes) throw new AppError(422, IMPORT_MESSAGES.notOurs)
  const manifest = parseRecord('manifest.json', manifestBytes, manifestSchema)
  if (manifest.version !== ACCOUNT_EXPORT_FORMAT.version) throw new AppError(422, IMPORT_MESSAGES.version(manifest.version))
  const accountBytes = archive.read('account.json', 'json')
  if (!accountBytes) throw new AppError(422, IMPORT_MESSAGES.notOurs)
  const account = parseRecord('account.json', accountBytes, accountSchema)
  const planned = readStories(archive, account)

  // Free-text rules are moderated as when they were typed: the archive may have been edited.
  const freeRules = [...account.familyRules, ...account.children.flatMap((c) => c.rules)].filter((rule) => !isFamilyRuleKey(rule))
  try {
    if (freeRules.length > 0) await assertSafeInput(freeRules)
  } catch (error) {
    if (error instanceof AppError && error.status === 422) throw new AppError(422, IMPORT_MESSAGES.unsafeRule)
    throw error
  }

  const created: string[] = []
  try {
    const paths = await writeMedia(archive, planned, created)
    const result = await transaction((tx) => restoreRows(tx, user.id, account, planned, paths), { lock: lockFor.account(user.id) }).catch(
      (error: unknown) => {
        // A child of the same name made by a story at the same moment: the whole import is undone.
        if (isUniqueViolation(error)) throw new AppError(409, IMPORT_MESSAGES.changedMeanwhile)
        throw error
      },
    )
    log.info('account import', { userId: user.id, ...result })
    return result
  } finally {
    // The files this import added that nothing uses: all of them when it failed, duplicates' otherwise.
    if (created.length > 0) await deleteMedia(await unreferenced(created)).catch((error) => log.warn('import: cleanup failed', { error }))
  }
}

/** Every story.json account.json lists, parsed and checked against its folder; pages numbered once each. */
function readStories(archive: Archive, account: AccountRecord): Planned[] {
  const seen = new Set<number>()
  const planned: Planned[] = []
  for (const name of account.stories) {
    const match = STORY_JSON.exec(name)
    if (!match) throw new AppError(422, `account.json in this ZIP file names “${name.slice(0, 80)}”, which is not a story of the archive.`)
    const bytes = archive.read(name, 'json')
    if (!bytes) throw new AppError(422, `${name} is missing from this ZIP file. Please import the file exactly as it was downloaded.`)
    const record = parseRecord(name, bytes, storySchema)
    if (String(record.id) !== match[1] || seen.has(record.id))
      throw new AppError(422, `${name} in this ZIP file is not a Storybook record (id: does not match its folder).`)
    seen.add(record.id)
    const sequences = record.pages.map((p) => p.page)
    if (new Set(sequences).size !== sequences.length)
      throw new AppError(422, `${name} in this ZIP file is not a Storybook record (pages: a page is given twice).`)
    planned.push({ record, folder: `stories/${record.id}` })
  }
  return planned
}

/** The media files of a story as the archive holds them (a file the export could not find is simply absent). */
function mediaOf(archive: Archive, { record, folder }: Planned): MediaRef[] {
  if (record.status !== 'ready') return []
  const refs: MediaRef[] = []
  const add = (file: string | null, role: MediaRole) => {
    if (file && archive.has(`${folder}/${file}`)) refs.push({ name: `${folder}/${file}`, role, extension: extensionOf(file) })
  }
  for (const page of record.pages) {
    add(page.picture, 'picture')
    add(page.drawing, 'drawing')
    add(page.narration, 'narration')
    add(page.readAlong, 'readAlong')
  }
  for (const voice of record.voices) for (const clip of voice.pages) add(clip.file, 'recording')
  return refs
}

type Written = Map<string, { path: string; durationMs?: number }>

/** Checks and stores every file, one at a time (each read, checked, written, then let go). */
async function writeMedia(archive: Archive, planned: Planned[], created: string[]): Promise<Written> {
  const written: Written = new Map()
  for (const story of planned) {
    for (const ref of mediaOf(archive, story)) {
      if (written.has(ref.name)) continue
      const bytes = archive.read(ref.name, 'media')!
      const { durationMs } = await checkMedia(ref.name, ref.role, ref.extension, bytes)
      const kind = ref.role === 'picture' || ref.role === 'drawing' ? 'images' : 'audio'
      const saved = await saveNewMedia(kind, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ref.extension).catch(
        (error: unknown) => {
          log.warn('import: media store failed', { error: error instanceof Error ? error.message : String(error) })
          throw new AppError(503, IMPORT_MESSAGES.storeDown, 30)
        },
      )
      if (saved.created) created.push(saved.path)
      written.set(ref.name, { path: saved.path, durationMs })
    }
  }
  return written
}

async function restoreRows(tx: Tx, userId: number, account: AccountRecord, planned: Planned[], written: Written): Promise<ImportResult> {
  const result: ImportResult = {
    children: 0,
    childrenKept: 0,
    stories: 0,
    storiesSkipped: 0,
    storiesUnfinished: 0,
    files: 0,
    recordings: 0,
  }

  // Children: by name key, as rememberChild keeps them; a child already here keeps their profile.
  const childIds = new Map<number, number>()
  const byKey = new Map(
    (await tx.select({ id: children.id, nameKey: children.nameKey }).from(children).where(eq(children.userId, userId))).map((c) => [
      c.nameKey,
      c.id,
    ]),
  )
  for (const child of account.children) {
    const nameKey = nameKeyOf(child.childName)
    const existing = byKey.get(nameKey)
    if (existing !== undefined) {
      childIds.set(child.id, existing)
      result.childrenKept++
      continue
    }
    const row = await tx
      .insert(children)
      .values({
        userId,
        nameKey,
        childName: child.childName,
        childAge: child.childAge,
        pronouns: child.pronouns,
        heroLook: child.heroLook,
        interests: child.interests,
        fears: child.fears,
        family: child.family,
        ageGivenAt: child.ageGivenAt,
        birthDate: child.birthDate,
        rules: child.rules,
        updatedAt: child.lastUsedAt,
      })
      .returning({ id: children.id })
      .then(only)
    byKey.set(nameKey, row.id)
    childIds.set(child.id, row.id)
    result.children++
  }

  // The family's rules: the account's own first, then the archive's not already among them.
  if (account.familyRules.length > 0) {
    const current = (await tx.select({ rules: users.familyRules }).from(users).where(eq(users.id, userId)).then(first))?.rules ?? []
    const merged = [...new Set([...current, ...account.familyRules])].slice(0, Math.max(FAMILY_RULES_MAX, current.length))
    if (merged.length > current.length) await tx.update(users).set({ familyRules: merged }).where(eq(users.id, userId))
  }

  // Stories: added with new ids; one already in the library is skipped and stands for itself.
  const library = await tx
    .select({ id: stories.id, title: stories.title, childName: stories.childName, createdAt: stories.createdAt })
    .from(stories)
    .where(eq(stories.userId, userId))
  const storyIds = new Map<number, number>()
  const added: Planned[] = []
  for (const story of planned) {
    const { record } = story
    if (record.status !== 'ready' || record.pages.length === 0) {
      result.storiesUnfinished++
      continue
    }
    const same = library.find(
      (s) => s.title === record.title && s.childName === record.childName && s.createdAt.getTime() === record.createdAt.getTime(),
    )
    if (same) {
      storyIds.set(record.id, same.id)
      result.storiesSkipped++
      continue
    }
    const mapChild = (old: number | null) => (old === null ? null : (childIds.get(old) ?? null))
    const row = await tx
      .insert(stories)
      .values({
        userId,
        status: 'ready',
        title: record.title,
        childName: record.childName,
        childAge: record.childAge,
        pronouns: record.pronouns,
        mainCharacter: record.mainCharacter,
        theme: record.theme,
        heroLook: record.heroLook,
        interests: record.interests,
        fears: record.fears,
        family: record.family,
        childId: mapChild(record.childId),
        companionChildId: mapChild(record.companionChildId),
        outlineChoice: record.outlineChoice,
        outline: record.outline,
        seed: record.seed,
        engine: record.engine,
        writer: record.writer,
        progressDone: record.pages.length,
        progressTotal: record.pages.length,
        freeRetellUsed: record.freeRetellUsed,
        createdAt: record.createdAt,
        completedAt: record.completedAt ?? record.createdAt,
      })
      .returning({ id: stories.id })
      .then(only)
    storyIds.set(record.id, row.id)
    added.push(story)
    result.stories++
  }

  // References between stories, once every story has its new id. A new telling waits beside at
  // most one story: when the story it belongs to already has one, it becomes a story of its own.
  const waiting = new Set(
    (
      await tx
        .select({ versionOf: stories.versionOf })
        .from(stories)
        .where(and(eq(stories.userId, userId), isNotNull(stories.versionOf)))
    ).map((s) => s.versionOf),
  )
  for (const { record } of added) {
    const sequelOf = record.sequelOf === null ? null : (storyIds.get(record.sequelOf) ?? null)
    let versionOf = record.newVersionOf === null ? null : (storyIds.get(record.newVersionOf) ?? null)
    if (versionOf !== null && waiting.has(versionOf)) versionOf = null
    if (versionOf !== null) waiting.add(versionOf)
    if (sequelOf !== null || versionOf !== null)
      await tx
        .update(stories)
        .set({ sequelOf, versionOf })
        .where(eq(stories.id, storyIds.get(record.id)!))
  }

  // Pages, voices and recordings of the added stories.
  for (const { record, folder } of added) {
    const storyId = storyIds.get(record.id)!
    const pathOf = (file: string | null) => {
      const path = file ? (written.get(`${folder}/${file}`)?.path ?? null) : null
      if (path) result.files++
      return path
    }
    await tx.insert(segments).values(
      record.pages.map((page) => ({
        storyId,
        sequence: page.page,
        content: page.text,
        scene: JSON.stringify(page.scene ?? {}),
        imagePath: pathOf(page.picture),
        drawingPath: pathOf(page.drawing),
        audioPath: pathOf(page.narration),
        wordsPath: pathOf(page.readAlong),
      })),
    )
    const sequences = new Set(record.pages.map((p) => p.page))
    for (const voice of record.voices) {
      const row = await tx
        .insert(storyVoices)
        .values({ storyId, name: voice.name.trim(), createdAt: voice.createdAt })
        .returning({ id: storyVoices.id })
        .then(only)
      const clips = new Map<number, { audioPath: string; durationMs: number; createdAt: Date }>()
      for (const clip of voice.pages) {
        const file = clip.file ? written.get(`${folder}/${clip.file}`) : undefined
        // A recording of a page the story does not have, or whose file is absent, is left out.
        if (!file || !sequences.has(clip.page)) continue
        clips.set(clip.page, { audioPath: file.path, durationMs: file.durationMs ?? 0, createdAt: clip.recordedAt })
      }
      if (clips.size > 0) {
        await tx.insert(voiceRecordings).values([...clips].map(([sequence, clip]) => ({ voiceId: row.id, sequence, ...clip })))
        result.recordings += clips.size
        result.files += clips.size
      }
    }
  }
  return result
}
