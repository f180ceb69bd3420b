import { describe, expect, it } from "vitest";
import { translatorFor } from "./server-texts.js";
import { sayStored, storeText } from "./stored-text.js";

describe("texts kept by key", () => {
  it("are said in each reader's language, the texts within them too", () => {
    const stored = storeText({
      key: "errors.notifiers.delivery.someFailed",
      values: { failed: 1, count: 2 },
      texts: { reason: { key: "errors.notifiers.delivery.answeredHttp", values: { host: "ntfy.sh", status: 500 } } },
    });
    expect(sayStored(stored, translatorFor("en-US"))).toBe("1 of 2 deliveries failed: ntfy.sh answered HTTP 500");
    expect(sayStored(stored, translatorFor("de-DE"))).toBe(
      "1 von 2 Zustellungen fehlgeschlagen: ntfy.sh antwortete mit HTTP 500",
    );
  });

  it("leave what was kept as plain text before as it is", () => {
    for (const plain of ["ntfy.sh answered HTTP 500", "{not json", '{"no":"key"}']) {
      expect(sayStored(plain, translatorFor("de-DE"))).toBe(plain);
    }
  });
});
