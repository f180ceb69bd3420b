export const appKeys = {
  all: ["app"] as const,
  about: () => [...appKeys.all, "about"] as const,
  theme: () => [...appKeys.all, "theme"] as const,
};
