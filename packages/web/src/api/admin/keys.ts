export const adminKeys = {
  all: ["admin"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  groups: () => [...adminKeys.all, "groups"] as const,
  about: () => [...adminKeys.all, "about"] as const,
  statistics: () => [...adminKeys.all, "statistics"] as const,
  configCheck: () => [...adminKeys.all, "config-check"] as const,
  maintenance: () => [...adminKeys.all, "maintenance"] as const,
  maintenanceSummary: () => [...adminKeys.maintenance(), "summary"] as const,
  storage: () => [...adminKeys.maintenance(), "storage"] as const,
  logs: (lines: number) => [...adminKeys.maintenance(), "logs", lines] as const,
};
