export const webhookKeys = {
  all: ["webhooks"] as const,
  list: () => [...webhookKeys.all, "list"] as const,
  deliveries: (id: string) => [...webhookKeys.all, "deliveries", id] as const,
};
