/** The administrator every fresh Larder data folder starts with. */
export const DEFAULT_ADMIN = {
  email: "changeme@example.com",
  password: "MyPassword",
  groupSlug: "home",
} as const;
