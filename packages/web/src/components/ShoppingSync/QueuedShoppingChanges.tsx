import { useEffect, useState } from "react";
import { hasQueuedChanges } from "../../api/shopping/outboxKey";
import { useCurrentUserQuery } from "../../api/users/queries";
import { lazyNamed, MountWhenNeeded } from "../OnDemand/OnDemand";

const ShoppingChangesReplay = lazyNamed(() => import("./ShoppingChangesReplay"), "ShoppingChangesReplay");

/**
 * Shopping-list changes made offline are sent when the app starts or the connection returns, on
 * whatever page is open. The code that sends them loads only when some wait.
 */
export function QueuedShoppingChanges() {
  const userId = useCurrentUserQuery().data?.id ?? null;
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!userId) return;
    const look = () => {
      if (hasQueuedChanges(userId)) setWaiting(true);
    };
    look();
    window.addEventListener("online", look);
    return () => window.removeEventListener("online", look);
  }, [userId]);

  return (
    <MountWhenNeeded when={waiting && userId !== null}>
      {userId && <ShoppingChangesReplay userId={userId} />}
    </MountWhenNeeded>
  );
}
