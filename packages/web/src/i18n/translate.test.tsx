import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  addCatalogue,
  changeLocale,
  currentLocale,
  LOCALE_STORAGE_KEY,
  removeCatalogue,
  translatorFor,
  useTranslation,
} from ".";

afterEach(async () => {
  removeCatalogue("fr-FR");
  removeCatalogue("pl-PL");
  await changeLocale("en-US");
});

describe("translations", () => {
  it("read nested keys and fill their placeholders", () => {
    const t = translatorFor("en-US");
    expect(t("validation.minLength", { count: 8 })).toBe("Must Be At Least 8 Characters");
    expect(t("recipeList.rating.groupAverage", { count: 4, max: 5 })).toBe("Group rating: 4 stars out of 5");
  });

  it("choose the plural form of the language for the count", () => {
    const en = translatorFor("en-US");
    expect(en("recipeList.rating.stars", { count: 1 })).toBe("1 star");
    expect(en("recipeList.rating.stars", { count: 0 })).toBe("0 stars");
    expect(en("recipeList.rating.stars", { count: 2.5 })).toBe("2.5 stars");

    // Polish has a form for 2-4 ("few") and one for 5 and over ("many").
    addCatalogue("pl-PL", {
      recipeList: {
        rating: { stars_one: "{{count}} gwiazdka", stars_few: "{{count}} gwiazdki", stars_many: "{{count}} gwiazdek" },
      },
    });
    const pl = translatorFor("pl-PL");
    expect(pl("recipeList.rating.stars", { count: 1 })).toBe("1 gwiazdka");
    expect(pl("recipeList.rating.stars", { count: 3 })).toBe("3 gwiazdki");
    expect(pl("recipeList.rating.stars", { count: 5 })).toBe("5 gwiazdek");
  });

  it("fall back to en-US for a text the locale lacks, and to the key for one nobody has", () => {
    addCatalogue("fr-FR", { validation: { required: "Champ obligatoire" } });
    const fr = translatorFor("fr-FR");
    expect(fr("validation.required")).toBe("Champ obligatoire");
    expect(fr("validation.email")).toBe(translatorFor("en-US")("validation.email"));
    expect(fr("validation.nothing" as "validation.email")).toBe("validation.nothing");
  });

  it("follow a change of language in what is on screen and in the document, and remember it", async () => {
    addCatalogue("fr-FR", { validation: { required: "Champ obligatoire" } });
    function Label() {
      const { t, i18n } = useTranslation();
      return (
        <p>
          {t("validation.required")} ({i18n.language})
        </p>
      );
    }
    render(<Label />);
    expect(screen.getByText(`${translatorFor("en-US")("validation.required")} (en-US)`)).toBeTruthy();

    await act(() => changeLocale("fr-FR"));
    expect(screen.getByText("Champ obligatoire (fr-FR)")).toBeTruthy();
    expect(document.documentElement.lang).toBe("fr-FR");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("fr-FR");
    expect(currentLocale()).toBe("fr-FR");
  });
});
