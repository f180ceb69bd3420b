import { Suspense } from "react";
import { useAppInfoQuery } from "../../api/app/queries";
import { lazyNamed } from "../../components/OnDemand/OnDemand";

const DemoAlert = lazyNamed(() => import("./LayoutAlerts"), "DemoAlert");

/** Stays above the page (the page scrolls beneath it) while the server runs in demo mode. */
export function DemoBanner() {
  const { data: about } = useAppInfoQuery();
  if (!about?.demoStatus) return null;
  return (
    <Suspense fallback={null}>
      <DemoAlert version={about.version} />
    </Suspense>
  );
}
