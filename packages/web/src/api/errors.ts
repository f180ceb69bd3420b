/**
 * What a failed call rejects with, for pages that answer particular statuses (a 404 that sends to
 * sign-in, a wrong password): the HTTP client itself stays inside api/.
 */
export { ApiError } from "./client";
