export const notifierKeys = {
  all: ["notifiers"] as const,
  list: () => [...notifierKeys.all, "list"] as const,
  deliveries: (id: string) => [...notifierKeys.all, "deliveries", id] as const,
};
