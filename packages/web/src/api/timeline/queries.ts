import type { TimelineEventType } from "@larder/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { timelineKeys } from "./keys";

/** Events a page of the group timeline holds before the next loads as the reader scrolls. */
export const TIMELINE_PAGE_SIZE = 32;

export interface TimelineParams {
  orderDirection: "asc" | "desc";
  types: readonly TimelineEventType[];
}

/** The group's timeline events of the chosen types, by time, page by page; idle with no type chosen. */
export function useTimelineEventsQuery(params: TimelineParams) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: timelineKeys.events(params),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(
        await api.call("getTimelineEvents", {
          query: {
            page: pageParam,
            perPage: TIMELINE_PAGE_SIZE,
            orderBy: "timestamp",
            orderDirection: params.orderDirection,
            queryFilter: `eventType IN [${params.types.map((type) => `"${type}"`).join(", ")}]`,
          },
          notify: false,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    enabled: params.types.length > 0,
  });
}
