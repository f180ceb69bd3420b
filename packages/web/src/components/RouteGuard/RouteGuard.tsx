import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useCurrentUserQuery } from "../../api/users/queries";
import { paths } from "../../routes/paths";
import { useRouteGroupSlug } from "../../routes/useRouteGroupSlug";
import { PageLoading } from "../PageLoading/PageLoading";
import { passesGuard, type RouteGuardName } from "./guards";

/** Renders its child routes only to a user who passes the guard; anyone else goes home. */
export function RouteGuard({ guard }: { guard: RouteGuardName }) {
  const { data: user, isPending } = useCurrentUserQuery();
  const routeGroupSlug = useRouteGroupSlug();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const allowed = !isPending && passesGuard(guard, user ?? null, routeGroupSlug);
  const refused = !isPending && !allowed;

  useEffect(() => {
    if (!refused) return;
    console.warn(`Route guard "${guard}" refused ${pathname}`);
    void navigate(paths.home, { replace: true });
  }, [refused, guard, pathname, navigate]);

  return allowed ? <Outlet /> : <PageLoading />;
}
