/** Hands a downloaded Blob to the browser as a file named `filename`. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the file only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
