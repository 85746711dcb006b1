/** Query keys more than one feature reads or refreshes. */
export const QUERY_KEYS = {
  /** The signed-in user's profile (null for a visitor). */
  profile: ['profile'],
} as const;
