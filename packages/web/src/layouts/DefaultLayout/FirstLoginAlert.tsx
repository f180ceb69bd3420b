import { Suspense } from "react";
import { useConfigCheckQuery } from "../../api/admin/queries";
import { lazyNamed } from "../../components/OnDemand/OnDemand";
import { useViewer } from "../../hooks/useViewer";

const DefaultPasswordAlert = lazyNamed(() => import("../components/LayoutAlerts"), "DefaultPasswordAlert");

/**
 * Nags admins while an administrator still has the password the server started with. (Mealie's
 * `isFirstLogin` follows the default e-mail instead; Larder's nag follows the password, the risk.)
 */
export function FirstLoginAlert() {
  const { user } = useViewer();
  const isAdmin = user?.admin ?? false;
  if (!isAdmin) return null;
  return <DefaultPasswordCheck />;
}

function DefaultPasswordCheck() {
  const { data: checks } = useConfigCheckQuery();
  if (!checks?.defaultPasswordInUse) return null;
  return (
    <Suspense fallback={null}>
      <DefaultPasswordAlert />
    </Suspense>
  );
}
