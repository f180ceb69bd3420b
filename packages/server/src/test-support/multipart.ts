/** A multipart/form-data body holding one file, as a browser's upload sends it. */
export function multipartFile(field: string, filename: string, content: Buffer, type: string) {
  const boundary = "----larder-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body of text fields and one file, the file after the fields (as Mealie's web app sends it). */
export function multipartForm(
  fields: Record<string, string>,
  file: { field: string; filename: string; content: Buffer; type?: string },
) {
  const boundary = "----larder-test-boundary";
  const textParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(textParts.join("") + head),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
