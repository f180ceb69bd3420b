export const ratingKeys = {
  all: ["ratings"] as const,
  /** The signed-in user's ratings and favourite flags, one entry per recipe they touched. */
  own: () => [...ratingKeys.all, "own"] as const,
  /** A member's favourite recipes (their ids), as their favourites page lists them. */
  favorites: (userId: string) => [...ratingKeys.all, "favorites", userId] as const,
};
