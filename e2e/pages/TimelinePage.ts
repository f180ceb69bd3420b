import type { Locator, Page } from "@playwright/test";

/** The group's timeline of recipe events. */
export class TimelinePage {
  readonly heading: Locator;
  readonly events: Locator;
  readonly orderButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Timeline" });
    this.events = page.getByRole("list", { name: "Timeline events" }).getByRole("listitem");
    this.orderButton = page.getByRole("button", { name: /^(Oldest|Newest) first$/ });
  }

  async goto(groupSlug: string): Promise<void> {
    await this.page.goto(`/g/${groupSlug}/recipes/timeline`);
  }

  typeToggle(label: "Info" | "System" | "Comments"): Locator {
    return this.page.getByRole("group", { name: "Event types" }).getByRole("button", { name: label });
  }

  /** The entry whose subject (its heading) is this. */
  event(subject: string): Locator {
    return this.events.filter({ has: this.page.getByRole("heading", { name: subject, exact: true }) });
  }

  async subjects(): Promise<string[]> {
    return this.events.getByRole("heading").allInnerTexts();
  }
}
