/** Whether the visitor asked the browser to save data (Save-Data): nothing is fetched ahead then. */
export function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
