/** The reader's names for voices. No zod here: the story page's bundle imports it. */

/** "Grandma" → "Grandma’s voice"; a name ending in s gets the apostrophe alone ("James’ voice"). Curly, like all UI copy. */
export const voiceLabel = (name: string) => `${name}${/s$/i.test(name) ? '’' : '’s'} voice`

export const STORYBOOK_VOICE = 'Storybook voice'
