export * from "./messages.js";
export * from "./password-strength.js";
export * from "./rules.js";
export * from "./user-form.js";
