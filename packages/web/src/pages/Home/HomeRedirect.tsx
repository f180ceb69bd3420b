import { Navigate } from "react-router";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useViewer } from "../../hooks/useViewer";
import { paths } from "../../routes/paths";

/** `/`: the user's group home when signed in, else the sign-in page. */
export function HomeRedirect() {
  const { user, isPending } = useViewer();
  if (isPending) return <PageLoading />;
  return <Navigate replace to={user ? paths.groupHome(user.groupSlug) : paths.login} />;
}
