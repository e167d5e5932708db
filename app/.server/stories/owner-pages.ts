import { data, type RouterContextProvider } from 'react-router'
import type { Story } from '@db/schema'
import { parseId } from '~/lib/ids'
import { signedInUser } from '../auth/guards'
import { isAppError } from '../errors'
import { requireOwnedStory } from './service'

/**
 * The pages that change one story (rename, delete, new version): signed in (else /auth and back),
 * and the story must be the user's own (else the story page's 404 'Story not found').
 */
export async function ownedStoryForPage(context: Readonly<RouterContextProvider>, rawId: string | undefined): Promise<Story> {
  const user = signedInUser(context)
  try {
    return await requireOwnedStory(user.id, parseId(rawId))
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data('Story not found', { status: 404 })
    throw error
  }
}
