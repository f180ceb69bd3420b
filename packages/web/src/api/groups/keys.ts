/** The signed-in user's own group: its calls take no id, the server reads it from the session. */
export const groupKeys = {
  all: ["group"] as const,
  self: () => [...groupKeys.all, "self"] as const,
  preferences: () => [...groupKeys.all, "preferences"] as const,
  members: () => [...groupKeys.all, "members"] as const,
  statistics: () => [...groupKeys.all, "statistics"] as const,
  storage: () => [...groupKeys.all, "storage"] as const,
};
