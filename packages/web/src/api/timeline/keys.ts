export const timelineKeys = {
  all: ["timeline"] as const,
  events: (params: object) => [...timelineKeys.all, "events", params] as const,
};
