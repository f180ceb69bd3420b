import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../routes/paths";
import { userKeys } from "./users/keys";

interface LocationLike {
  pathname: string;
  search: string;
}

/**
 * Where a lost session (a 401 or 500, SPEC §4) sends the user: the sign-in page with `direct=1`, so
 * that no automatic provider redirect starts; null when they are already there.
 */
export function sessionLostRedirect(location: LocationLike): string | null {
  const alreadyThere = location.pathname === paths.login && new URLSearchParams(location.search).get("direct") === "1";
  return alreadyThere ? null : paths.loginDirect;
}

interface NavigatingRouter {
  state: { location: LocationLike };
  navigate: (to: string, options: { flushSync: boolean }) => Promise<void>;
}

/**
 * Forgets the signed-in user and sends them to sign in again. The navigation renders synchronously
 * so that the page being left never renders without its user: its route guard would otherwise
 * send the user home first.
 */
export function createSessionLostHandler(queryClient: QueryClient, router: NavigatingRouter) {
  return () => {
    queryClient.setQueryData(userKeys.self(), null);
    const target = sessionLostRedirect(router.state.location);
    if (target) void router.navigate(target, { flushSync: true });
  };
}
