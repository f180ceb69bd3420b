import { createContext, type ReactNode, useContext } from "react";
import type { ApiClient } from "./client";

/** The app creates the one client and provides it here; nothing outside api/ imports the client module. */
export { type ApiClient, createApiClient } from "./client";

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient must be used inside an ApiClientProvider");
  return client;
}
