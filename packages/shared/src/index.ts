export * from "./constants.js";
export * from "./contracts/about.js";
export * from "./contracts/auth.js";
export * from "./contracts/errors.js";
export * from "./contracts/users.js";
export * from "./locales.js";
export * from "./slugs.js";
