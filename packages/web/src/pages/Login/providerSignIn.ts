import { endpoints } from "@larder/shared";

/** Where the server starts the OpenID Connect flow: it redirects the browser to the provider. */
export const PROVIDER_SIGN_IN_URL = endpoints.startOidcSignIn.path;

/** Leaves the app for the provider's sign-in page (a full navigation: the server answers with a redirect). */
export function goToProviderSignIn(): void {
  window.location.assign(PROVIDER_SIGN_IN_URL);
}
