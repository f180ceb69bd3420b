export const userKeys = {
  all: ["users"] as const,
  self: () => [...userKeys.all, "self"] as const,
};
