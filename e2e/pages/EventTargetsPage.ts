import { expect, type Locator, type Page } from "@playwright/test";

/** The group's notifiers (`/group/notifiers`) or webhooks (`/group/webhooks`): one card per target. */
export class EventTargetsPage {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly kind: "notifiers" | "webhooks",
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: kind === "notifiers" ? "Notifiers" : "Webhooks" });
  }

  async goto(): Promise<void> {
    await this.page.goto(`/group/${this.kind}`);
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }

  card(name: string): Locator {
    return this.page.getByRole("article", { name });
  }

  deliveries(name: string): Locator {
    return this.card(name).getByRole("table", { name: `Deliveries to ${name}` });
  }

  /** The deliveries' rows, newest first, without the header. */
  deliveryRows(name: string): Locator {
    return this.deliveries(name).locator("tbody").getByRole("row");
  }
}
