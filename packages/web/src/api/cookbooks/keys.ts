export const cookbookKeys = {
  all: ["cookbooks"] as const,
  list: () => [...cookbookKeys.all, "list"] as const,
};
