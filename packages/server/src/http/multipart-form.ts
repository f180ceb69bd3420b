import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.js";
import { refuseNulCharacters } from "./nul-characters.js";

/** Largest file an upload form accepts (the multipart plugin's own limit is the same). */
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, { filename: string; mimetype: string; content: Buffer }>;
}

/**
 * Reads a whole multipart/form-data body: text fields and files, in any order. Mealie's forms put
 * the file first or last depending on the client, so nothing may rely on the order.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField, maxFileBytes = UPLOAD_LIMIT_BYTES }: { fileField: string; maxFileBytes?: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(400, "errors.requests.formNotMultipart", { field: fileField });
  }
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1 } })) {
      if (part.type === "file") {
        form.files[part.fieldname] = {
          filename: part.filename,
          mimetype: part.mimetype,
          content: await part.toBuffer(),
        };
      } else {
        form.fields[part.fieldname] = String(part.value ?? "");
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(400, "errors.requests.formFileTooLarge", {
        megabytes: Math.round(maxFileBytes / (1024 * 1024)),
      });
    }
    if (code === "FST_FILES_LIMIT") throw new HttpError(400, "errors.requests.formOneFileAtATime");
    if (typeof code === "string" && code.startsWith("FST_")) throw new HttpError(400, "errors.requests.formUnreadable");
    throw error;
  }
  if (!form.files[fileField]) throw new HttpError(400, "errors.requests.formFileMissing", { field: fileField });
  // The JSON check of every request (http/nul-characters.ts) does not see multipart bodies.
  refuseNulCharacters(form.fields, ([name = ""]) => ({
    key: "errors.nulCharacter.formField",
    values: { field: name },
  }));
  refuseNulCharacters(
    Object.values(form.files).map((file) => file.filename),
    () => ({ key: "errors.nulCharacter.fileName" }),
  );
  return form;
}

/**
 * Reads a multipart/form-data body that carries text fields only, as an object for the operation's
 * body schema. Mealie's web app posts its sign-in form this way; FastAPI reads such a form as it
 * reads a URL-encoded one, so every operation with a body takes all three encodings.
 */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        await part.toBuffer();
        throw new HttpError(400, "errors.requests.formTakesNoFile", { field: part.fieldname });
      }
      fields[part.fieldname] = String(part.value ?? "");
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (typeof code === "string" && code.startsWith("FST_")) throw new HttpError(400, "errors.requests.formUnreadable");
    throw error;
  }
  refuseNulCharacters(fields, ([name = ""]) => ({ key: "errors.nulCharacter.formField", values: { field: name } }));
  return fields;
}

/**
 * Streams the file of a multipart/form-data body into `target` without holding it in memory (a
 * backup may be gigabytes); answers its original name and size. Any other file or a file past
 * `maxFileBytes` is a 400 and leaves no file behind.
 */
export async function saveMultipartFile(
  request: FastifyRequest,
  { fileField, target, maxFileBytes }: { fileField: string; target: string; maxFileBytes: number },
): Promise<{ filename: string; size: number }> {
  if (!request.isMultipart()) {
    throw new HttpError(400, "errors.requests.formNotMultipart", { field: fileField });
  }
  let saved: { filename: string; size: number } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1 } })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== fileField) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, fs.createWriteStream(target));
      if (part.file.truncated) {
        throw new HttpError(400, "errors.requests.formFileTooLarge", {
          megabytes: Math.round(maxFileBytes / (1024 * 1024)),
        });
      }
      refuseNulCharacters([part.filename], () => ({ key: "errors.nulCharacter.fileName" }));
      saved = { filename: part.filename, size: (await fs.promises.stat(target)).size };
    }
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(400, "errors.requests.formFileTooLarge", {
        megabytes: Math.round(maxFileBytes / (1024 * 1024)),
      });
    }
    if (code === "FST_FILES_LIMIT") throw new HttpError(400, "errors.requests.formOneFileAtATime");
    if (typeof code === "string" && code.startsWith("FST_")) throw new HttpError(400, "errors.requests.formUnreadable");
    throw error;
  }
  if (!saved) throw new HttpError(400, "errors.requests.formFileMissing", { field: fileField });
  return saved;
}
