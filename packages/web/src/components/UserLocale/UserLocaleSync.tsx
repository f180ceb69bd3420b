import { useEffect, useRef } from "react";
import { useCurrentUserQuery } from "../../api/users/queries";
import { changeLocale, currentLocale } from "../../i18n";

/**
 * Follows the language kept with the signed-in user's account: a user who chose one in another
 * browser sees it here too, once the account is read (until then, and for visitors, the app speaks
 * the language chosen in this browser or the browser's own). Taken once per user, so that a change
 * made here afterwards is not undone.
 */
export function UserLocaleSync() {
  const { data: user } = useCurrentUserQuery();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user?.locale || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    if (user.locale !== currentLocale()) void changeLocale(user.locale);
  }, [user]);
  return null;
}
