import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./client";

const MAX_NETWORK_RETRIES = 2;

/**
 * Only requests that never reached the server are retried: a 4xx will not change on a retry, and a
 * 500 has already ended the session.
 */
function retryNetworkFailures(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < MAX_NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryNetworkFailures, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
