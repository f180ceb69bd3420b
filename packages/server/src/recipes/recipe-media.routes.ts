import { readMultipartForm } from "../http/multipart-form.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** A recipe's image (uploaded or fetched by address) and its attached files, in the caller's group. */
export function recipeMediaRoutes({ recipeMedia }: Services) {
  return [
    operation("updateRecipeImage", "group", async ({ actor, params, request }) => {
      const form = await readMultipartForm(request, { fileField: "image" });
      return recipeMedia.uploadImage(actor, params.slug, form.files.image?.content ?? Buffer.alloc(0));
    }),
    operation("scrapeImageUrl", "group", ({ actor, params, body }) =>
      recipeMedia.imageFromUrl(actor, params.slug, body.url),
    ),
    operation("uploadRecipeAsset", "group", async ({ actor, params, request }) => {
      const form = await readMultipartForm(request, { fileField: "file" });
      return recipeMedia.uploadAsset(actor, params.slug, {
        name: form.fields.name ?? "",
        icon: form.fields.icon ?? "",
        extension: form.fields.extension ?? "",
        content: form.files.file?.content ?? Buffer.alloc(0),
      });
    }),
  ];
}
