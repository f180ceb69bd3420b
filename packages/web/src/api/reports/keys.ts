export const reportKeys = {
  all: ["reports"] as const,
  detail: (id: string) => [...reportKeys.all, "detail", id] as const,
};
