export const validatorKeys = {
  all: ["validators"] as const,
  username: (name: string) => [...validatorKeys.all, "username", name] as const,
  email: (email: string) => [...validatorKeys.all, "email", email] as const,
  groupName: (name: string) => [...validatorKeys.all, "group-name", name] as const,
};
