export const adminKeys = {
  all: ["admin"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  groups: () => [...adminKeys.all, "groups"] as const,
  about: () => [...adminKeys.all, "about"] as const,
  statistics: () => [...adminKeys.all, "statistics"] as const,
  configCheck: () => [...adminKeys.all, "config-check"] as const,
};
