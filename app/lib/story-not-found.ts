/** What a story page answers for a missing or hidden story (404). */
export const STORY_NOT_FOUND = 'Story not found'
