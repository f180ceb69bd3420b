/** Shopping lists of the signed-in user's group. */
export const shoppingKeys = {
  all: ["shopping"] as const,
  /** Every list of the group, by name (the page filters to one's own unless "view all" is on). */
  lists: () => [...shoppingKeys.all, "lists"] as const,
  list: (id: string) => [...shoppingKeys.all, "list", id] as const,
};
