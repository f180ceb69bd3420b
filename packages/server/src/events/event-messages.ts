import { bestLocale, type EventType } from "@larder/shared";

/** A notification's texts. */
export interface EventTexts {
  title: string;
  body: string;
}

/**
 * One event type's texts in one language: `{name}` in the body is the document's name, or
 * `unnamed` when it has none; `{date}` is the day of a meal plan.
 */
interface EventText {
  title: string;
  body: string;
  unnamed?: string;
}

type Catalogue = Record<EventType, EventText>;

const enUS: Catalogue = {
  test_message: { title: "Test message", body: "This is a test message from Larder." },
  webhook_task: { title: "Meal plan", body: "The meal plan for {date}." },
  recipe_created: { title: "Recipe created", body: "{name} was created.", unnamed: "A recipe" },
  recipe_updated: { title: "Recipe updated", body: "{name} was updated.", unnamed: "A recipe" },
  recipe_deleted: { title: "Recipe deleted", body: "{name} was deleted.", unnamed: "A recipe" },
  user_signup: { title: "New member", body: "{name} signed up.", unnamed: "Someone" },
  data_migrations: { title: "Migration done", body: "A migration into the group has finished." },
  data_export: { title: "Export done", body: "A recipe export is ready to download." },
  data_import: { title: "Import done", body: "A recipe import has finished." },
  mealplan_entry_created: { title: "Meal planned", body: "{name} was planned for {date}.", unnamed: "A meal" },
  shopping_list_created: { title: "Shopping list created", body: "{name} was created.", unnamed: "A shopping list" },
  shopping_list_updated: { title: "Shopping list updated", body: "{name} was updated.", unnamed: "A shopping list" },
  shopping_list_deleted: { title: "Shopping list deleted", body: "{name} was deleted.", unnamed: "A shopping list" },
  cookbook_created: { title: "Cookbook created", body: "{name} was created.", unnamed: "A cookbook" },
  cookbook_updated: { title: "Cookbook updated", body: "{name} was updated.", unnamed: "A cookbook" },
  cookbook_deleted: { title: "Cookbook deleted", body: "{name} was deleted.", unnamed: "A cookbook" },
  tag_created: { title: "Tag created", body: "{name} was created.", unnamed: "A tag" },
  tag_updated: { title: "Tag updated", body: "{name} was updated.", unnamed: "A tag" },
  tag_deleted: { title: "Tag deleted", body: "{name} was deleted.", unnamed: "A tag" },
  category_created: { title: "Category created", body: "{name} was created.", unnamed: "A category" },
  category_updated: { title: "Category updated", body: "{name} was updated.", unnamed: "A category" },
  category_deleted: { title: "Category deleted", body: "{name} was deleted.", unnamed: "A category" },
};

const deDE: Catalogue = {
  test_message: { title: "Testnachricht", body: "Dies ist eine Testnachricht von Larder." },
  webhook_task: { title: "Essensplan", body: "Der Essensplan für {date}." },
  recipe_created: { title: "Rezept erstellt", body: "{name} wurde erstellt.", unnamed: "Ein Rezept" },
  recipe_updated: { title: "Rezept geändert", body: "{name} wurde geändert.", unnamed: "Ein Rezept" },
  recipe_deleted: { title: "Rezept gelöscht", body: "{name} wurde gelöscht.", unnamed: "Ein Rezept" },
  user_signup: { title: "Neues Mitglied", body: "{name} hat sich registriert.", unnamed: "Jemand" },
  data_migrations: { title: "Migration fertig", body: "Eine Migration in die Gruppe ist abgeschlossen." },
  data_export: { title: "Export fertig", body: "Ein Rezeptexport steht zum Herunterladen bereit." },
  data_import: { title: "Import fertig", body: "Ein Rezeptimport ist abgeschlossen." },
  mealplan_entry_created: {
    title: "Mahlzeit geplant",
    body: "{name} ist für {date} geplant.",
    unnamed: "Eine Mahlzeit",
  },
  shopping_list_created: {
    title: "Einkaufsliste erstellt",
    body: "{name} wurde erstellt.",
    unnamed: "Eine Einkaufsliste",
  },
  shopping_list_updated: {
    title: "Einkaufsliste geändert",
    body: "{name} wurde geändert.",
    unnamed: "Eine Einkaufsliste",
  },
  shopping_list_deleted: {
    title: "Einkaufsliste gelöscht",
    body: "{name} wurde gelöscht.",
    unnamed: "Eine Einkaufsliste",
  },
  cookbook_created: { title: "Kochbuch erstellt", body: "{name} wurde erstellt.", unnamed: "Ein Kochbuch" },
  cookbook_updated: { title: "Kochbuch geändert", body: "{name} wurde geändert.", unnamed: "Ein Kochbuch" },
  cookbook_deleted: { title: "Kochbuch gelöscht", body: "{name} wurde gelöscht.", unnamed: "Ein Kochbuch" },
  tag_created: { title: "Schlagwort erstellt", body: "{name} wurde erstellt.", unnamed: "Ein Schlagwort" },
  tag_updated: { title: "Schlagwort geändert", body: "{name} wurde geändert.", unnamed: "Ein Schlagwort" },
  tag_deleted: { title: "Schlagwort gelöscht", body: "{name} wurde gelöscht.", unnamed: "Ein Schlagwort" },
  category_created: { title: "Kategorie erstellt", body: "{name} wurde erstellt.", unnamed: "Eine Kategorie" },
  category_updated: { title: "Kategorie geändert", body: "{name} wurde geändert.", unnamed: "Eine Kategorie" },
  category_deleted: { title: "Kategorie gelöscht", body: "{name} wurde gelöscht.", unnamed: "Eine Kategorie" },
};

const frFR: Catalogue = {
  test_message: { title: "Message de test", body: "Ceci est un message de test envoyé par Larder." },
  webhook_task: { title: "Menu", body: "Le menu du {date}." },
  recipe_created: { title: "Recette créée", body: "{name} a été créée.", unnamed: "Une recette" },
  recipe_updated: { title: "Recette modifiée", body: "{name} a été modifiée.", unnamed: "Une recette" },
  recipe_deleted: { title: "Recette supprimée", body: "{name} a été supprimée.", unnamed: "Une recette" },
  user_signup: { title: "Nouveau membre", body: "{name} s'est inscrit.", unnamed: "Quelqu'un" },
  data_migrations: { title: "Migration terminée", body: "Une migration vers le groupe est terminée." },
  data_export: { title: "Export terminé", body: "Un export de recettes est prêt à être téléchargé." },
  data_import: { title: "Import terminé", body: "Un import de recettes est terminé." },
  mealplan_entry_created: { title: "Repas prévu", body: "{name} est prévu pour le {date}.", unnamed: "Un repas" },
  shopping_list_created: { title: "Liste de courses créée", body: "{name} a été créée.", unnamed: "Une liste" },
  shopping_list_updated: { title: "Liste de courses modifiée", body: "{name} a été modifiée.", unnamed: "Une liste" },
  shopping_list_deleted: { title: "Liste de courses supprimée", body: "{name} a été supprimée.", unnamed: "Une liste" },
  cookbook_created: { title: "Livre de cuisine créé", body: "{name} a été créé.", unnamed: "Un livre de cuisine" },
  cookbook_updated: {
    title: "Livre de cuisine modifié",
    body: "{name} a été modifié.",
    unnamed: "Un livre de cuisine",
  },
  cookbook_deleted: {
    title: "Livre de cuisine supprimé",
    body: "{name} a été supprimé.",
    unnamed: "Un livre de cuisine",
  },
  tag_created: { title: "Étiquette créée", body: "{name} a été créée.", unnamed: "Une étiquette" },
  tag_updated: { title: "Étiquette modifiée", body: "{name} a été modifiée.", unnamed: "Une étiquette" },
  tag_deleted: { title: "Étiquette supprimée", body: "{name} a été supprimée.", unnamed: "Une étiquette" },
  category_created: { title: "Catégorie créée", body: "{name} a été créée.", unnamed: "Une catégorie" },
  category_updated: { title: "Catégorie modifiée", body: "{name} a été modifiée.", unnamed: "Une catégorie" },
  category_deleted: { title: "Catégorie supprimée", body: "{name} a été supprimée.", unnamed: "Une catégorie" },
};

const esES: Catalogue = {
  test_message: { title: "Mensaje de prueba", body: "Este es un mensaje de prueba de Larder." },
  webhook_task: { title: "Menú", body: "El menú del {date}." },
  recipe_created: { title: "Receta creada", body: "Se ha creado {name}.", unnamed: "una receta" },
  recipe_updated: { title: "Receta modificada", body: "Se ha modificado {name}.", unnamed: "una receta" },
  recipe_deleted: { title: "Receta eliminada", body: "Se ha eliminado {name}.", unnamed: "una receta" },
  user_signup: { title: "Nuevo miembro", body: "{name} se ha registrado.", unnamed: "Alguien" },
  data_migrations: { title: "Migración terminada", body: "Ha terminado una migración al grupo." },
  data_export: { title: "Exportación lista", body: "Una exportación de recetas está lista para descargar." },
  data_import: { title: "Importación terminada", body: "Ha terminado una importación de recetas." },
  mealplan_entry_created: {
    title: "Comida planificada",
    body: "Se ha planificado {name} para el {date}.",
    unnamed: "una comida",
  },
  shopping_list_created: { title: "Lista de la compra creada", body: "Se ha creado {name}.", unnamed: "una lista" },
  shopping_list_updated: {
    title: "Lista de la compra modificada",
    body: "Se ha modificado {name}.",
    unnamed: "una lista",
  },
  shopping_list_deleted: {
    title: "Lista de la compra eliminada",
    body: "Se ha eliminado {name}.",
    unnamed: "una lista",
  },
  cookbook_created: { title: "Recetario creado", body: "Se ha creado {name}.", unnamed: "un recetario" },
  cookbook_updated: { title: "Recetario modificado", body: "Se ha modificado {name}.", unnamed: "un recetario" },
  cookbook_deleted: { title: "Recetario eliminado", body: "Se ha eliminado {name}.", unnamed: "un recetario" },
  tag_created: { title: "Etiqueta creada", body: "Se ha creado {name}.", unnamed: "una etiqueta" },
  tag_updated: { title: "Etiqueta modificada", body: "Se ha modificado {name}.", unnamed: "una etiqueta" },
  tag_deleted: { title: "Etiqueta eliminada", body: "Se ha eliminado {name}.", unnamed: "una etiqueta" },
  category_created: { title: "Categoría creada", body: "Se ha creado {name}.", unnamed: "una categoría" },
  category_updated: { title: "Categoría modificada", body: "Se ha modificado {name}.", unnamed: "una categoría" },
  category_deleted: { title: "Categoría eliminada", body: "Se ha eliminado {name}.", unnamed: "una categoría" },
};

const nlNL: Catalogue = {
  test_message: { title: "Testbericht", body: "Dit is een testbericht van Larder." },
  webhook_task: { title: "Maaltijdplan", body: "Het maaltijdplan voor {date}." },
  recipe_created: { title: "Recept aangemaakt", body: "{name} is aangemaakt.", unnamed: "Een recept" },
  recipe_updated: { title: "Recept gewijzigd", body: "{name} is gewijzigd.", unnamed: "Een recept" },
  recipe_deleted: { title: "Recept verwijderd", body: "{name} is verwijderd.", unnamed: "Een recept" },
  user_signup: { title: "Nieuw lid", body: "{name} heeft zich aangemeld.", unnamed: "Iemand" },
  data_migrations: { title: "Migratie klaar", body: "Een migratie naar de groep is klaar." },
  data_export: { title: "Export klaar", body: "Een receptenexport staat klaar om te downloaden." },
  data_import: { title: "Import klaar", body: "Een receptenimport is klaar." },
  mealplan_entry_created: {
    title: "Maaltijd gepland",
    body: "{name} is gepland voor {date}.",
    unnamed: "Een maaltijd",
  },
  shopping_list_created: { title: "Boodschappenlijst aangemaakt", body: "{name} is aangemaakt.", unnamed: "Een lijst" },
  shopping_list_updated: { title: "Boodschappenlijst gewijzigd", body: "{name} is gewijzigd.", unnamed: "Een lijst" },
  shopping_list_deleted: { title: "Boodschappenlijst verwijderd", body: "{name} is verwijderd.", unnamed: "Een lijst" },
  cookbook_created: { title: "Kookboek aangemaakt", body: "{name} is aangemaakt.", unnamed: "Een kookboek" },
  cookbook_updated: { title: "Kookboek gewijzigd", body: "{name} is gewijzigd.", unnamed: "Een kookboek" },
  cookbook_deleted: { title: "Kookboek verwijderd", body: "{name} is verwijderd.", unnamed: "Een kookboek" },
  tag_created: { title: "Label aangemaakt", body: "{name} is aangemaakt.", unnamed: "Een label" },
  tag_updated: { title: "Label gewijzigd", body: "{name} is gewijzigd.", unnamed: "Een label" },
  tag_deleted: { title: "Label verwijderd", body: "{name} is verwijderd.", unnamed: "Een label" },
  category_created: { title: "Categorie aangemaakt", body: "{name} is aangemaakt.", unnamed: "Een categorie" },
  category_updated: { title: "Categorie gewijzigd", body: "{name} is gewijzigd.", unnamed: "Een categorie" },
  category_deleted: { title: "Categorie verwijderd", body: "{name} is verwijderd.", unnamed: "Een categorie" },
};

/** The notification texts of every event type, per locale: the one catalogue the senders read. */
export const EVENT_MESSAGES: Readonly<Record<string, Catalogue>> = {
  "en-US": enUS,
  "de-DE": deDE,
  "fr-FR": frFR,
  "es-ES": esES,
  "nl-NL": nlNL,
};

/**
 * The title and body of an event's notifications in the language of the member who caused it
 * (`locale`, their Accept-Language), the closest catalogue of the same language, else English.
 */
export function eventTexts(type: string, document: Record<string, unknown>, locale: string | null): EventTexts {
  const catalogue = EVENT_MESSAGES[bestLocale(locale, Object.keys(EVENT_MESSAGES))] ?? enUS;
  const text = catalogue[type as EventType] ?? enUS[type as EventType];
  if (!text) return { title: "Larder", body: type };
  const name = typeof document.name === "string" && document.name !== "" ? document.name : (text.unnamed ?? "");
  const date = typeof document.date === "string" ? document.date : "";
  // One pass, so that a name holding "{date}" stays as it was written.
  const body = text.body.replace(/\{(name|date)\}/g, (_placeholder, key: string) => (key === "name" ? name : date));
  return { title: text.title, body };
}
