import type { AppInfo, UserOut } from "@larder/shared";

export function buildUser(overrides: Partial<UserOut> = {}): UserOut {
  return {
    id: "4a6dd821-1ac1-4fab-8f91-45abe740d49e",
    username: "admin",
    fullName: "Change Me",
    email: "changeme@example.com",
    authMethod: "Mealie",
    admin: false,
    group: "Home",
    advanced: false,
    canInvite: false,
    canManage: false,
    canOrganize: false,
    groupId: "5202f881-64b9-4a1a-99c6-d1172a02474e",
    groupSlug: "home",
    householdId: "5202f881-64b9-4a1a-99c6-d1172a02474e",
    tokens: [],
    cacheKey: "1234",
    locale: null,
    ...overrides,
  };
}

export function buildAppInfo(overrides: Partial<AppInfo> = {}): AppInfo {
  return {
    production: true,
    version: "1.2.3",
    demoStatus: false,
    allowSignup: false,
    defaultGroupSlug: "home",
    enableOidc: false,
    oidcRedirect: false,
    oidcProviderName: "OAuth",
    enableOpenai: false,
    enableOpenaiImageServices: false,
    allowPasswordLogin: true,
    ...overrides,
  };
}
