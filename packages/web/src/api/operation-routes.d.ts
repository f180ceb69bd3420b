/** The method and path of every operation, served by build/operationRoutes.ts. */
declare module "virtual:operation-routes" {
  import type { OperationId } from "@larder/shared";

  /** `"GET recipes/:slug"`: the method, a space, and the path below `/api/`. */
  const routes: Record<OperationId, string>;
  export default routes;
}
