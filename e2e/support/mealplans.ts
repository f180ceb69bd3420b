import { type APIRequestContext, expect } from "@playwright/test";

type Headers = { authorization: string };

/** An entry of the signed-in member's group's plan, through the API. */
export async function planEntry(
  request: APIRequestContext,
  headers: Headers,
  entry: { date: string; entryType: string; recipeId?: string; title?: string; text?: string },
): Promise<{ id: number }> {
  const response = await request.post("/api/groups/mealplans", { headers, data: entry });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The group's plan entries of the days from `start` to `end`, as the server holds them. */
export async function planEntries(request: APIRequestContext, headers: Headers, start: string, end: string) {
  const response = await request.get("/api/groups/mealplans", {
    headers,
    params: { start_date: start, end_date: end, perPage: -1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  const page = (await response.json()) as {
    items: { date: string; entryType: string; title: string; recipe: { name: string } | null }[];
  };
  return page.items.map((entry) => ({
    date: entry.date,
    entryType: entry.entryType,
    name: entry.recipe?.name ?? entry.title,
  }));
}
