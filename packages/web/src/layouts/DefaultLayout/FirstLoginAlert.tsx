import { Suspense } from "react";
import { useStartupInfoQuery } from "../../api/app/queries";
import { lazyNamed } from "../../components/OnDemand/OnDemand";
import { useViewer } from "../../hooks/useViewer";

const DefaultPasswordAlert = lazyNamed(() => import("../components/LayoutAlerts"), "DefaultPasswordAlert");

/** Nags admins while the default admin account still has the default password. */
export function FirstLoginAlert() {
  const { user } = useViewer();
  const isAdmin = user?.admin ?? false;
  const { data: startupInfo } = useStartupInfoQuery({ enabled: isAdmin });
  if (!isAdmin || !startupInfo?.isFirstLogin) return null;
  return (
    <Suspense fallback={null}>
      <DefaultPasswordAlert />
    </Suspense>
  );
}
