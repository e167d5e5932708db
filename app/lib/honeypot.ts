/** Name of a form field hidden from people (components/Honeypot.tsx); bots fill it in. */
export const HONEYPOT_FIELD = 'website'
