export const exportKeys = {
  all: ["exports"] as const,
  /** The group's bulk exports waiting to be downloaded. */
  list: () => [...exportKeys.all, "list"] as const,
};
