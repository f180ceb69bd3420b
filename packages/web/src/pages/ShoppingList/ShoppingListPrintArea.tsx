import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import { createPortal } from "react-dom";
import { useTranslation } from "../../i18n";
import { ALL_ITEMS, type ItemGroup } from "./grouping";

const PRINT_AREA_CLASS = "shopping-list-print-area";

/**
 * What the browser prints from a list: its name and the items still to buy under their labels,
 * each with a box to tick by pen; hidden on screen, and the only thing on paper.
 */
export function ShoppingListPrintArea({ name, groups }: { name: string; groups: ItemGroup[] }) {
  const { t } = useTranslation();
  return createPortal(
    <>
      <GlobalStyles
        styles={{
          "@media print": {
            [`body > *:not(.${PRINT_AREA_CLASS})`]: { display: "none !important" },
            body: { background: "#fff !important" },
          },
        }}
      />
      <Box
        className={PRINT_AREA_CLASS}
        aria-hidden
        sx={{
          display: "none",
          "@media print": { display: "block", color: "#000", fontFamily: "inherit", fontSize: "12pt" },
        }}
      >
        <h1 style={{ fontSize: "18pt", margin: "0 0 8pt" }}>{name}</h1>
        {groups.map((group) => (
          <section key={group.key} style={{ breakInside: "avoid", marginBottom: "8pt" }}>
            {group.key !== ALL_ITEMS && (
              <h2 style={{ fontSize: "13pt", margin: "6pt 0 2pt" }}>
                {group.label?.name ?? t("shoppingList.noLabel")}
              </h2>
            )}
            <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {group.items.map((item) => (
                <li key={item.id} style={{ padding: "2pt 0" }}>
                  {`☐ ${item.display || item.note}`}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Box>
    </>,
    document.body,
  );
}
