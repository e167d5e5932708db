/** The confirmation shown before an account is deleted (SPEC point 5). */
export const DELETE_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone and will permanently remove all your stories and data.'
